import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import postgres from "postgres";
import { type DatabaseHandle, type DatabaseOptions, migrationsFolder, newPgliteClient, openDatabase } from "@/server/db/client";
import { borrowPglite } from "./pglite-pool";
import { templateBuildName, testDatabaseName } from "./test-database-names";

/**
 * A fresh, migrated database for one test file: an in-memory PGlite, or, when TEST_POSTGRES_URL
 * names a server, a new database on it that is dropped afterwards.
 *
 * Migrating costs seconds per database, so each driver migrates one template and every test file
 * gets a copy of it (docs/decisions/0031-test-template-databases.md): PGlite loads a dump of a
 * migrated in-memory database once, and later files borrow that instance, emptied
 * (tests/support/pglite-pool.ts); Postgres runs `create database … template …` from a template
 * named after the migrations' contents, built once and kept for the next runs.
 */
export interface TestDatabase extends DatabaseHandle {
  /** postgres:// URL of the test database (Postgres runs only). */
  url?: string;
  dispose(): Promise<void>;
}

export const testDriver = process.env.TEST_POSTGRES_URL ? "postgres" : "pglite";

export async function createTestDatabase(
  options: { migrate?: boolean; onTransactionRetry?: DatabaseOptions["onTransactionRetry"] } = {},
): Promise<TestDatabase> {
  const migrate = options.migrate !== false;
  const { onTransactionRetry } = options;
  const adminUrl = process.env.TEST_POSTGRES_URL;
  if (!adminUrl) {
    const handle = await openDatabase(migrate ? { pgliteClient: await borrowPglite(await pgliteTemplate()), onTransactionRetry } : { onTransactionRetry });
    return { ...handle, dispose: () => handle.close() };
  }
  const name = testDatabaseName();
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  if (migrate) await admin.unsafe(`create database "${name}" template "${await postgresTemplate(adminUrl)}"`);
  else await admin.unsafe(`create database "${name}"`);
  const url = withDatabase(adminUrl, name);
  const handle = await openDatabase({ url, poolSize: 5, onTransactionRetry });
  let disposed = false;
  return {
    ...handle,
    url,
    dispose: async () => {
      if (disposed) return;
      disposed = true;
      await handle.close().catch(() => {});
      await admin.unsafe(`drop database if exists "${name}" with (force)`);
      await admin.end();
    },
  };
}

/**
 * Fills `pgliteDir` (normally `DATA_DIR/pglite`) with the migrated template, so a server or command
 * a test starts on that folder skips initdb and the migrations: about 5 s of CPU per process.
 * A test whose subject is the first start on an empty folder does not call it (the Playwright
 * smoke server does that, exactly as production starts).
 */
export async function writeMigratedPgliteFolder(pgliteDir: string): Promise<void> {
  if (existsSync(pgliteDir)) throw new Error(`${pgliteDir} exists: a migrated folder is written only where there is none`);
  const client = await newPgliteClient({ dir: pgliteDir, dump: await pgliteTemplate() });
  await client.close();
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

let pgliteDump: Promise<Blob> | undefined;
/**
 * One migrated in-memory PGlite, dumped; each test file loads the dump. The dump is kept on disk
 * under a name that carries the migrations, the PGlite version and the way the client opens PGlite,
 * so the next test process (a parallel one, the next run) loads it instead of running initdb and
 * every migration again; it is written under a temporary name and renamed, so no process reads half a dump.
 */
function pgliteTemplate(): Promise<Blob> {
  pgliteDump ??= (async () => {
    const file = join(templatesFolder, `pglite_${pgliteTemplateKey()}.tar`);
    if (existsSync(file)) return new Blob([await Bun.file(file).arrayBuffer()]);
    const template = await openDatabase({});
    await template.migrate();
    const dump = await template.dumpPglite!();
    await template.close();
    mkdirSync(templatesFolder, { recursive: true });
    const partial = `${file}.${process.pid}.partial`;
    await Bun.write(partial, dump);
    renameSync(partial, file);
    return dump;
  })();
  return pgliteDump;
}

/** Outside the work tree, so that it outlives a fresh clone on the same machine (CI runs in one). */
const templatesFolder = join(tmpdir(), "hs-test-templates");

function pgliteTemplateKey(): string {
  const pglite = JSON.parse(readFileSync(join(import.meta.dir, "../../node_modules/@electric-sql/pglite/package.json"), "utf8")) as { version: string };
  const hasher = new Bun.CryptoHasher("sha256");
  hasher
    .update(migrationsHash())
    .update(pglite.version)
    .update(readFileSync(join(import.meta.dir, "../../src/server/db/client.ts")));
  return hasher.digest("hex").slice(0, 16);
}

let templateName: Promise<string> | undefined;
/**
 * The name of a migrated template database on the server, built if missing. Its name carries a
 * hash of the migrations, so a branch with other migrations builds its own; building happens under
 * an advisory lock and ends with a rename, so a run never clones a half-migrated template.
 */
function postgresTemplate(adminUrl: string): Promise<string> {
  templateName ??= (async () => {
    const name = `hs_test_tpl_${migrationsHash()}`;
    const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
    try {
      await admin`select pg_advisory_lock(${templateLockKey})`;
      const [exists] = await admin`select 1 from pg_database where datname = ${name}`;
      if (!exists) {
        const building = templateBuildName(name);
        await admin.unsafe(`drop database if exists "${building}" with (force)`);
        await admin.unsafe(`create database "${building}"`);
        const handle = await openDatabase({ url: withDatabase(adminUrl, building), poolSize: 1 });
        try {
          await handle.migrate();
        } finally {
          await handle.close();
        }
        await admin.unsafe(`alter database "${building}" rename to "${name}"`);
      }
      await admin`select pg_advisory_unlock(${templateLockKey})`;
      return name;
    } finally {
      await admin.end();
    }
  })();
  return templateName;
}

/** Any fixed number: every test process building a template waits on the same lock. */
const templateLockKey = 715_015;

function migrationsHash(): string {
  const hasher = new Bun.CryptoHasher("sha256");
  const files = readdirSync(migrationsFolder)
    .filter((f) => f.endsWith(".sql"))
    .sort();
  for (const file of [...files, "meta/_journal.json"]) hasher.update(file).update(readFileSync(join(migrationsFolder, file)));
  return hasher.digest("hex").slice(0, 16);
}
