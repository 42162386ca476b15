import type postgres from "postgres";

/**
 * The names of the databases tests create on the Postgres server, each carrying the id of the
 * process that made it, so that what a killed run left behind can be found and dropped
 * (`dropLeftoverTestDatabases`, called by `bun run test`; docs/testing.md).
 */

/** A test file's copy of the migrated template (tests/support/database.ts). */
export const testDatabaseName = (pid = process.pid) => `hs_test_${pid}_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
/** A template while it is migrated, renamed to `template` once done. */
export const templateBuildName = (template: string, pid = process.pid) => `${template}_build_${pid}`;
/** The browser suite's databases of one `bun run test`; each worker adds `_w<n>` (tests/e2e/support/worker-server.ts). */
export const e2eRunDatabasePrefix = (pid = process.pid) => `hs_e2e_${Date.now().toString(36)}_${pid}`;

const ownedByProcess = [/^hs_test_(\d+)_\d+_\d+$/, /^hs_test_tpl_[0-9a-f]+_build_(\d+)$/, /^hs_e2e_[0-9a-z]+_(\d+)(?:_w\d+)?$/];

/** The process that created a test database, or null for a name no test run gives. */
export function creatorOf(name: string): number | null {
  for (const pattern of ownedByProcess) {
    const pid = name.match(pattern)?.[1];
    if (pid) return Number(pid);
  }
  return null;
}

/** Whether a process runs on this machine (EPERM: it does, under another user). */
export function processRuns(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * Drops the test databases whose creating process is gone, and returns their names. A database
 * something is connected to stays: it is not listed, and the drop has no `force` (Postgres would
 * wait 5 s for its users before refusing).
 */
export async function dropLeftoverTestDatabases(admin: postgres.Sql, runs: (pid: number) => boolean = processRuns): Promise<string[]> {
  const rows = await admin<{ datname: string }[]>`
    select datname from pg_database d
    where datname like 'hs\\_%' and not exists (select 1 from pg_stat_activity a where a.datname = d.datname)`;
  const dropped: string[] = [];
  for (const { datname } of rows) {
    const pid = creatorOf(datname);
    if (pid === null || runs(pid)) continue;
    const gone = await admin.unsafe(`drop database if exists "${datname}"`).then(
      () => true,
      () => false,
    );
    if (gone) dropped.push(datname);
  }
  return dropped;
}
