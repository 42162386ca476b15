import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import postgres from "postgres";
import { sql } from "drizzle-orm";
import { type DatabaseHandle, migrationsFolder, openDatabase } from "@/server/db/client";
import { prepareDatabase } from "@/server/db/prepare";
import { rowsOf } from "@/server/db/rows";
import { createTestDatabase, type TestDatabase, testDriver } from "../../support/database";

/**
 * docs/operations.md, "Migrations": processes started at once against one database take turns to
 * migrate and seed. On Postgres each process is played by its own connection pool (as separate
 * processes have); a PGlite folder has one owner, so there it is one process starting twice.
 */
describe(`processes preparing one database at once on ${testDriver}`, () => {
  let database: TestDatabase;
  const others: DatabaseHandle[] = [];
  beforeAll(async () => {
    database = await createTestDatabase({ migrate: false });
    if (database.url) for (let n = 0; n < 2; n++) others.push(await openDatabase({ url: database.url, poolSize: 2 }));
  }, 60_000);
  afterAll(async () => {
    for (const other of others) await other.close();
    await database.dispose();
  }, 60_000);

  const shippedMigrations = async () => ((await Bun.file(`${migrationsFolder}/meta/_journal.json`).json()) as { entries: unknown[] }).entries.length;
  const appliedMigrations = async () =>
    Number(rowsOf<{ count: number }>(await database.db.execute(sql`select count(*)::int as count from drizzle.__drizzle_migrations`))[0]?.count);
  const serviceCount = async () => Number(rowsOf<{ count: number }>(await database.db.execute(sql`select count(*)::int as count from services`))[0]?.count);

  test("every process starts: each migration runs once and the catalogue is seeded once", async () => {
    const handles = [database, ...others];
    let waited = 0;
    const results = await Promise.all(handles.map((handle) => prepareDatabase(handle, { seed: true, demo: false, onWait: () => (waited += 1) })));
    expect(results.filter((result) => result.seeded)).toHaveLength(1);
    expect(await appliedMigrations()).toBe(await shippedMigrations());
    expect(await serviceCount()).toBeGreaterThan(0);
    // At most the others waited (how many did depends on how their starts overlapped); PGlite's
    // one process had nobody to wait for.
    expect(waited).toBeLessThanOrEqual(handles.length - 1);
    if (!database.url) expect(waited).toBe(0);
    for (const handle of handles) expect(await handle.isReady()).toBe(true);
  }, 120_000);

  test("a later start migrates nothing and seeds nothing", async () => {
    const services = await serviceCount();
    expect(await prepareDatabase(database, { seed: true, demo: false })).toEqual({ seeded: false });
    expect(await appliedMigrations()).toBe(await shippedMigrations());
    expect(await serviceCount()).toBe(services);
  });

  test("a start that fails lets the next one take its turn at once", async () => {
    const failing = database.exclusively(async () => {
      throw new Error("migration failed");
    });
    await expect(failing).rejects.toThrow("migration failed");
    let waited = false;
    const next = others[0] ?? database;
    expect(await next.exclusively(async () => "ran", { onWait: () => (waited = true) })).toBe("ran");
    expect(waited).toBe(false);
  });
});

describe.skipIf(!process.env.TEST_POSTGRES_URL)("the start turn on postgres", () => {
  test("a turn held too long (a lock left behind) ends the wait with a reason, not a hang", async () => {
    const empty = await createTestDatabase({ migrate: false });
    const holder = postgres(empty.url ?? "", { max: 1, onnotice: () => {} });
    try {
      await holder`select pg_advisory_lock(hashtext('home-services.start'))`;
      let waited = false;
      const turn = empty.exclusively(async () => "ran", { onWait: () => (waited = true), maxWaitMs: 300 });
      await expect(turn).rejects.toThrow(/Waited 0 s for another process to migrate and seed: is DATABASE_URL a transaction-mode pooler\?/);
      expect(waited).toBe(true);
    } finally {
      await holder.end();
      await empty.dispose();
    }
  });

  test("a pool of one connection migrates and seeds: the turn is taken on a connection outside the pool", async () => {
    const empty = await createTestDatabase({ migrate: false });
    const single = await openDatabase({ url: empty.url, poolSize: 1 });
    try {
      expect(await prepareDatabase(single, { seed: true, demo: false })).toEqual({ seeded: true });
      expect(await single.isReady()).toBe(true);
    } finally {
      await single.close();
      await empty.dispose();
    }
  }, 60_000);
});
