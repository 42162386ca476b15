import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { sql } from "drizzle-orm";
import { parseEnv } from "@/server/env";
import { registry } from "@/server/metrics/registry";
import { openOwnedDatabase } from "@/server/ownership/start-owned";
import { rowsOf } from "@/server/db/rows";
import { conflictCodeOf, maxTransactionAttempts, retryDelayMs, type TransactionRetry } from "@/server/db/transaction-retry";
import { capturingLogger } from "../../support/capturing-logger";
import { createTestDatabase, type TestDatabase } from "../../support/database";
import { freePort } from "../../support/free-port";

/** docs/operations/scaling-out.md, "Transactions that collide": a transaction Postgres ends for a deadlock or a serialization failure is run again. */
describe("transactions ended by a conflict are run again", () => {
  let database: TestDatabase;
  const retries: TransactionRetry[] = [];

  beforeAll(async () => {
    database = await createTestDatabase({ onTransactionRetry: (retry) => retries.push(retry) });
    await database.db.execute(sql`create table retry_probe (id int primary key, n int not null default 0)`);
  });
  afterAll(async () => {
    await database.db.execute(sql`drop table if exists retry_probe`);
    await database.dispose();
  });

  async function reset() {
    retries.length = 0;
    await database.db.execute(sql`delete from retry_probe`);
    await database.db.execute(sql`insert into retry_probe (id) values (1), (2)`);
  }
  async function counts() {
    const rows = rowsOf<{ n: number }>(await database.db.execute(sql`select n from retry_probe order by id`));
    return rows.map((row) => Number(row.n));
  }
  /** A real error of the database with the given condition, as drizzle throws it. */
  const raise = (condition: string) => sql.raw(`do $$ begin raise exception 'probe' using errcode = '${condition}'; end $$`);

  test("the conflict code is found through drizzle's wrapping; other errors have none", async () => {
    const deadlock = await database.db.execute(raise("deadlock_detected")).catch((error: unknown) => error);
    const serialization = await database.db.execute(raise("serialization_failure")).catch((error: unknown) => error);
    const duplicate = await database.db.execute(sql`insert into retry_probe (id) values (1), (1)`).catch((error: unknown) => error);
    expect(conflictCodeOf(deadlock)).toBe("40P01");
    expect(conflictCodeOf(serialization)).toBe("40001");
    expect(conflictCodeOf(duplicate)).toBeUndefined();
    expect(conflictCodeOf(new Error("plain"))).toBeUndefined();
  });

  test("a transaction that fails once is run again, and only its second attempt's writes remain", async () => {
    await reset();
    let attempts = 0;
    const result = await database.db.transaction(async (tx) => {
      attempts += 1;
      await tx.execute(sql`update retry_probe set n = n + 1 where id = 1`);
      if (attempts === 1) await tx.execute(raise("serialization_failure"));
      return "done";
    });
    expect(result).toBe("done");
    expect(attempts).toBe(2);
    expect(await counts()).toEqual([1, 0]);
    expect(retries).toEqual([{ code: "40001", attempt: 1 }]);
  });

  test("a conflict that keeps coming is thrown after the last attempt, with nothing written", async () => {
    await reset();
    let attempts = 0;
    const failure = await database.db
      .transaction(async (tx) => {
        attempts += 1;
        await tx.execute(sql`update retry_probe set n = n + 1 where id = 1`);
        await tx.execute(raise("deadlock_detected"));
      })
      .catch((error: unknown) => error);
    expect(conflictCodeOf(failure)).toBe("40P01");
    expect(attempts).toBe(maxTransactionAttempts);
    expect(retries.map((retry) => retry.attempt)).toEqual([1, 2]);
    expect(await counts()).toEqual([0, 0]);
  });

  test("any other failure is not run again", async () => {
    await reset();
    let attempts = 0;
    const failure = await database.db
      .transaction(async (tx) => {
        attempts += 1;
        await tx.execute(sql`insert into retry_probe (id) values (2)`);
      })
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(Error);
    expect(attempts).toBe(1);
    expect(retries).toEqual([]);
  });

  test("a savepoint's conflict is retried as the whole transaction, not on its own", async () => {
    await reset();
    let outer = 0;
    let inner = 0;
    await database.db.transaction(async (tx) => {
      outer += 1;
      await tx.execute(sql`update retry_probe set n = n + 1 where id = 2`);
      await tx.transaction(async (savepoint) => {
        inner += 1;
        if (inner === 1) await savepoint.execute(raise("deadlock_detected"));
      });
    });
    expect([outer, inner]).toEqual([2, 2]);
    expect(await counts()).toEqual([0, 1]);
  });

  test("the wait before the next attempt grows with the attempt and stays short", () => {
    expect(retryDelayMs(1, () => 0)).toBe(10);
    expect(retryDelayMs(1, () => 1)).toBe(50);
    expect(retryDelayMs(2, () => 0.5)).toBe(60);
  });

  test.skipIf(!process.env.TEST_POSTGRES_URL)("Postgres: two transactions locking two rows in opposite orders both commit", async () => {
    await reset();
    // Each transaction locks its first row, then waits until the other holds its own: a real deadlock.
    const holding = { first: Promise.withResolvers<void>(), second: Promise.withResolvers<void>() };
    const crossing = (mine: "first" | "second", theirs: "first" | "second", firstRow: number, secondRow: number) =>
      database.db.transaction(async (tx) => {
        await tx.execute(sql`set local deadlock_timeout = '50ms'`);
        await tx.execute(sql`update retry_probe set n = n + 1 where id = ${firstRow}`);
        holding[mine].resolve();
        await holding[theirs].promise;
        await tx.execute(sql`update retry_probe set n = n + 1 where id = ${secondRow}`);
      });
    await Promise.all([crossing("first", "second", 1, 2), crossing("second", "first", 2, 1)]);
    expect(await counts()).toEqual([2, 2]);
    expect(retries).toEqual([{ code: "40P01", attempt: 1 }]);
  });

  test.skipIf(!process.env.TEST_POSTGRES_URL)("a server's database logs each retry, without personal data, and counts it", async () => {
    const { logger, lines } = capturingLogger();
    const env = parseEnv({ DATABASE_URL: database.url, PORT: String(await freePort()), HOST: "127.0.0.1" });
    const owned = await openOwnedDatabase(env, logger);
    const metric = async () => (await registry.getSingleMetricAsString("hs_db_transaction_retries_total")).match(/code="40001"} (\d+)/)?.[1] ?? "0";
    const before = Number(await metric());
    try {
      let attempts = 0;
      await owned.db.transaction(async (tx) => {
        attempts += 1;
        if (attempts === 1) await tx.execute(raise("serialization_failure"));
      });
    } finally {
      await owned.close();
    }
    expect(lines().filter((line) => line.event === "db.transaction-retried")).toEqual([expect.objectContaining({ level: "warn", code: "40001", attempt: 1 })]);
    expect(Number(await metric())).toBe(before + 1);
  });
});
