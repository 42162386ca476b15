import { describe, expect, test } from "bun:test";
import { openDatabase } from "@/server/db/client";
import { poolStateNow } from "@/server/db/pool-state";
import { sql } from "drizzle-orm";
import { createTestDatabase, testDriver } from "../../support/database";
import { waitFor } from "../../support/wait";

/** The pool's counts a call that ran out of time is logged with (docs/operations/logging-and-errors.md). */
describe.skipIf(testDriver !== "postgres")(`the Postgres pool's state on ${testDriver}`, () => {
  test("counts queued queries and connections by state while the pool is open, and nothing once it is closed", async () => {
    const test = await createTestDatabase();
    const database = await openDatabase({ url: test.url, poolSize: 2 });
    try {
      const idle = poolStateNow();
      expect(idle).toMatchObject({ queued: 0, busy: 0, connecting: 0 });
      expect(Object.values(idle ?? {}).reduce((a, b) => a + b, 0)).toBe(2);
      // Three slow queries on two connections: two run, the third waits for one.
      // Drizzle's query runs when awaited: `then` starts each one now.
      const slow = Array.from({ length: 3 }, () => database.db.execute(sql`select pg_sleep(0.5)`).then(() => {}));
      await waitFor(() => (poolStateNow()?.queued ?? 0) === 1, 5000, "one query waiting for a connection");
      const state = poolStateNow();
      expect((state?.busy ?? 0) + (state?.full ?? 0) + (state?.connecting ?? 0)).toBe(2);
      await Promise.all(slow);
      expect(poolStateNow()?.queued).toBe(0);
    } finally {
      await database.close();
      await test.dispose();
    }
    expect(poolStateNow()).toBeUndefined();
  }, 20_000);
});
