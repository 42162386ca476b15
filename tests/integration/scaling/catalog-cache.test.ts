import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import postgres from "postgres";
import { sql } from "drizzle-orm";
import { openDatabase, type DatabaseHandle } from "@/server/db/client";
import { createTestApp } from "../../support/app";
import { createTestDatabase, testDriver, type TestDatabase } from "../../support/database";
import { seedForApi } from "../../support/fixtures";

/**
 * docs/operations/scaling-out.md#catalogue-cache: each instance caches the catalogue and drops its
 * copy when the catalogue changes in the database from any process. On Postgres the two instances
 * have their own connection pools and the change comes from a third connection (as `db:seed` in
 * another process); PGlite has one process, so the change is a raw statement nobody announces.
 */
describe(`catalogue cache across instances on ${testDriver}`, () => {
  let database: TestDatabase;
  let second: DatabaseHandle | undefined;
  const apps: Awaited<ReturnType<typeof createTestApp>>[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    await seedForApi(database.db);
    second = database.url ? await openDatabase({ url: database.url, poolSize: 2 }) : undefined;
    apps.push(await createTestApp(database));
    apps.push(await createTestApp(second ? { ...second, dispose: () => second?.close() ?? Promise.resolve() } : database));
  }, 120_000);
  afterAll(async () => {
    for (const app of apps) await app.close();
    await second?.close();
    await database.dispose();
  }, 60_000);

  const firstCategoryName = async (app: (typeof apps)[number]) => {
    const reply = await app.request("/api/servicecategory/getallactive");
    const body = (await reply.json()) as { data: { id: number; name: string }[] };
    return body.data[0];
  };

  async function changeCategoryName(id: number, name: string) {
    if (database.url) {
      const other = postgres(database.url, { max: 1, onnotice: () => {} });
      await other`update service_categories set name = ${name} where id = ${id}`;
      await other.end();
    } else {
      await database.db.execute(sql`update service_categories set name = ${name} where id = ${id}`);
    }
  }

  async function eventually(app: (typeof apps)[number], name: string) {
    for (let i = 0; i < 200; i++) {
      if ((await firstCategoryName(app))?.name === name) return true;
      await Bun.sleep(25);
    }
    return false;
  }

  test("a change made elsewhere reaches both instances' cached catalogue", async () => {
    const [a, b] = apps as [(typeof apps)[number], (typeof apps)[number]];
    const before = await firstCategoryName(a);
    if (!before) throw new Error("empty catalogue");
    expect((await firstCategoryName(b))?.name).toBe(before.name);
    // Both instances now serve from memory; the database changes behind them.
    await changeCategoryName(before.id, "catalogue.changed-elsewhere");
    expect(await eventually(a, "catalogue.changed-elsewhere")).toBe(true);
    expect(await eventually(b, "catalogue.changed-elsewhere")).toBe(true);
    await changeCategoryName(before.id, before.name);
    expect(await eventually(a, before.name)).toBe(true);
    expect(await eventually(b, before.name)).toBe(true);
  });
});
