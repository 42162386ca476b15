import { describe, expect, test } from "bun:test";
import { sql } from "drizzle-orm";
import { rowsOf } from "@/server/db/rows";
import { createTestDatabase, testDriver } from "../../support/database";

/**
 * What every test file relies on from createTestDatabase, whichever way it is made (a copy of the
 * template on Postgres, an emptied PGlite lent again on PGlite: docs/decisions/0036-reused-pglite-in-tests.md).
 */
describe(`test databases on ${testDriver}`, () => {
  const insertEvent = async (database: Awaited<ReturnType<typeof createTestDatabase>>) =>
    rowsOf<{ id: number }>(await database.db.execute(sql`insert into audit_events (actor_type, action) values ('system', 'probe') returning id`))[0]?.id;

  test("a database disposed of answers no more queries, and the next one starts empty with identities at 1", async () => {
    const first = await createTestDatabase();
    expect(await insertEvent(first)).toBe(1);
    expect(await insertEvent(first)).toBe(2);
    await first.dispose();
    await expect((async () => first.db.execute(sql`select 1`))()).rejects.toThrow();

    const second = await createTestDatabase();
    try {
      const [count] = rowsOf<{ count: number }>(await second.db.execute(sql`select count(*)::int as count from audit_events`));
      expect(count?.count).toBe(0);
      expect(await insertEvent(second)).toBe(1);
    } finally {
      await second.dispose();
    }
  });

  test("a table renamed and not put back does not reach the next database", async () => {
    const first = await createTestDatabase();
    await first.db.execute(sql.raw("alter table audit_events rename to audit_events_away"));
    await first.dispose();

    const second = await createTestDatabase();
    try {
      expect(await insertEvent(second)).toBe(1);
    } finally {
      await second.dispose();
    }
  });

  test("two databases open at once do not see each other's rows", async () => {
    const [a, b] = await Promise.all([createTestDatabase(), createTestDatabase()]);
    try {
      await insertEvent(a);
      const [count] = rowsOf<{ count: number }>(await b.db.execute(sql`select count(*)::int as count from audit_events`));
      expect(count?.count).toBe(0);
    } finally {
      await Promise.all([a.dispose(), b.dispose()]);
    }
  });

  test("a listener of a disposed database hears nothing from the next one", async () => {
    const first = await createTestDatabase();
    const heard: string[] = [];
    await first.listen("probe_channel", () => heard.push("first"));
    await first.dispose();

    const second = await createTestDatabase();
    try {
      let heardBySecond = () => {};
      const secondHeard = new Promise<void>((resolve) => {
        heardBySecond = resolve;
      });
      // Listening before notifying: on Postgres the LISTEN goes over a connection of its own.
      await second.listen("probe_channel", () => heardBySecond());
      await second.db.execute(sql`select pg_notify('probe_channel', 'x')`);
      await secondHeard;
      expect(heard).toEqual([]);
    } finally {
      await second.dispose();
    }
  });
});
