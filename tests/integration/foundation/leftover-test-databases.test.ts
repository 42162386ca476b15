import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import postgres from "postgres";
import { dropLeftoverTestDatabases, templateBuildName, testDatabaseName } from "../../support/test-database-names";

/** What `bun run test` drops before it starts (docs/testing.md, "What runs"). */
// The databases are on the Postgres server; the PGlite run has none to leave behind.
const adminUrl = process.env.TEST_POSTGRES_URL ?? "";

describe.skipIf(adminUrl === "")("test databases a killed run left behind", () => {
  let admin: postgres.Sql;
  // Above any pid Linux gives (pid_max is at most 4194304): a process that is gone.
  const exitedPid = 2_000_000_000;
  const names = { leftover: testDatabaseName(exitedPid), building: templateBuildName("hs_test_tpl_feedface", exitedPid), own: testDatabaseName() };
  beforeAll(async () => {
    admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
    for (const name of Object.values(names)) await admin.unsafe(`create database "${name}"`);
  });
  afterAll(async () => {
    for (const name of Object.values(names)) await admin.unsafe(`drop database if exists "${name}" with (force)`);
    await admin.end();
  });

  test("those of a process that is gone are dropped; those of a running one stay, and so does one in use", async () => {
    const inUse = postgres(new URL(`/${names.building}`, adminUrl).toString(), { max: 1, onnotice: () => {} });
    await inUse`select 1`;
    try {
      const dropped = await dropLeftoverTestDatabases(admin);
      expect(dropped).toContain(names.leftover);
      expect(dropped).not.toContain(names.building);
      expect(dropped).not.toContain(names.own);
    } finally {
      await inUse.end();
    }
    const left = (await admin<{ datname: string }[]>`select datname from pg_database`).map((row) => row.datname);
    expect(left).not.toContain(names.leftover);
    expect(left).toContain(names.building);
    expect(left).toContain(names.own);
  });
});
