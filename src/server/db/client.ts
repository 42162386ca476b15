import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { sql } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePostgres } from "drizzle-orm/postgres-js";
import { migrate as migratePostgres } from "drizzle-orm/postgres-js/migrator";
import postgres from "postgres";
import { partStarted, partStopped } from "../ownership/live";
import { acquireDataFolderLock, type LockHolder } from "../ownership/data-folder-lock";
import * as schema from "./schema";
import { poolStateOf, watchPool } from "./pool-state";
import { rowsOf } from "./rows";
import { type TransactionRetry, withConflictRetries } from "./transaction-retry";

export type Schema = typeof schema;
/** The one database type the domain sees, whichever driver is behind it. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];
/** Either the database or an open transaction: domain functions accept both. */
export type Executor = Database | Transaction;

/** The database itself, not a transaction: only it can run named prepared statements (prepared.ts). */
export function isDatabase(db: Executor): db is Database {
  return "$client" in db;
}

export const migrationsFolder = join(import.meta.dir, "../../../drizzle");

export interface DatabaseHandle {
  db: Database;
  /** A copy of the whole data folder (PGlite only), to open another database from it. */
  dumpPglite?(): Promise<Blob>;
  driver: "pglite" | "postgres";
  migrate(): Promise<void>;
  /**
   * Runs `work` while no other process runs its own on this database: several processes started
   * at once take turns to migrate and seed (docs/operations.md, "Migrations"). Postgres: a session
   * advisory lock on a connection of its own, let go when `work` ends or the connection dies;
   * `onWait` is called first if another process holds it, and the wait is bounded (`maxWaitMs`,
   * 10 minutes). PGlite: the folder has one owner already.
   */
  exclusively<T>(work: () => Promise<T>, options?: TurnOptions): Promise<T>;
  /** True when the database answers and every migration shipped with this build is applied. */
  isReady(): Promise<boolean>;
  /** Why it is not ready, or that it is (`/readyz` says which). */
  readiness(): Promise<Readiness>;
  /**
   * Calls `onNotify` for each NOTIFY on `channel`, from any process, and `onListening` each time
   * the listening connection is (re)established: notifications sent while it was away are lost,
   * so a listener treats that moment as "something may have changed".
   */
  listen(channel: string, onNotify: () => void, onListening?: () => void): Promise<void>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres:// URL; without one the embedded PGlite is used. */
  url?: string;
  /** Folder for PGlite's files; undefined keeps PGlite in memory (tests). */
  pgliteDir?: string;
  /** A PGlite data folder dumped with `dumpDataDir` to start from (tests clone a migrated template). */
  pgliteDump?: Blob;
  /**
   * An open PGlite (made with `newPgliteClient`) to use instead of opening one; closing the handle
   * calls its `close`. Tests lend one PGlite to one test file after another (tests/support/pglite-pool.ts).
   */
  pgliteClient?: PGlite;
  poolSize?: number;
  /** Told when the PGlite folder's lock was left by a process that is gone and is now ours. */
  onLockTakenOver?: (previous: LockHolder, lockPath: string) => void;
  /** Told each time a transaction ended by a deadlock or a serialization failure is run again (transaction-retry.ts). */
  onTransactionRetry?: (retry: TransactionRetry) => void;
}

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  const handle = await (options.url
    ? openPostgres(options.url, options.poolSize ?? 10)
    : openPglite(options.pgliteDir, options.onLockTakenOver, options.pgliteDump, options.pgliteClient));
  partStarted("database");
  const transactionOnce = handle.db.transaction.bind(handle.db);
  handle.db.transaction = (work, config) => withConflictRetries(() => transactionOnce(work, config), options.onTransactionRetry);
  const close = handle.close;
  return { ...handle, close: once(() => close().finally(() => partStopped("database"))) };
}

async function openPostgres(url: string, poolSize: number): Promise<DatabaseHandle> {
  const client = postgres(url, {
    max: poolSize,
    onnotice: () => {},
    connect_timeout: 5,
    idle_timeout: 60,
    backoff: reconnectDelaySeconds,
    connection: { application_name: "home-services" },
  });
  const db = drizzlePostgres({ client, schema, casing: "snake_case" }) as unknown as Database;
  const poolState = poolStateOf(client);
  const unwatch = poolState ? watchPool(poolState) : () => {};
  return {
    db,
    driver: "postgres",
    migrate: () => migratePostgres(drizzlePostgres({ client, casing: "snake_case" }), { migrationsFolder }),
    exclusively: async (work, { onWait, maxWaitMs = startTurnMaxWaitMs } = {}) => {
      // A connection of its own, not one of the pool's: with DATABASE_POOL_SIZE=1 the work would wait for it.
      const connection = postgres(url, { max: 1, onnotice: () => {}, connect_timeout: 5, connection: { application_name: "home-services start" } });
      try {
        const [tried] = await connection<{ locked: boolean }[]>`select pg_try_advisory_lock(hashtext(${startLockName})) as locked`;
        if (!tried?.locked) {
          onWait?.();
          // Bounded: a lock left behind (a session-less pooler, docs/operations.md) must not hang every start.
          await connection.unsafe(`set lock_timeout = ${Math.max(1, Math.round(maxWaitMs))}`);
          await connection`select pg_advisory_lock(hashtext(${startLockName}))`.catch((error: unknown) => {
            if ((error as { code?: string }).code !== "55P03") throw error;
            throw new Error(
              `Waited ${Math.round(maxWaitMs / 1000)} s for another process to migrate and seed: is DATABASE_URL a transaction-mode pooler? Starts need a direct or session-mode connection (docs/operations.md, "Migrations").`,
            );
          });
        }
        try {
          return await work();
        } finally {
          await connection`select pg_advisory_unlock(hashtext(${startLockName}))`.catch(() => {});
        }
      } finally {
        await connection.end({ timeout: 5 });
      }
    },
    isReady: async () => (await readinessOf(db)) === "ready",
    readiness: () => readinessOf(db),
    listen: async (channel, onNotify, onListening) => {
      await client.listen(channel, () => onNotify(), onListening);
    },
    close: once(() => {
      unwatch();
      return client.end({ timeout: 5 });
    }),
  };
}

/** The advisory lock the processes of one database take turns on while they migrate and seed. */
const startLockName = "home-services.start";
/** Longer than any migration this product ships; past it a start gives up and says why. */
const startTurnMaxWaitMs = 10 * 60_000;

export interface TurnOptions {
  /** Told when another process holds the turn and this one waits. */
  onWait?: () => void;
  /** How long to wait for the turn before giving up (default 10 minutes). */
  maxWaitMs?: number;
}

/**
 * Seconds before a lost connection is tried again. postgres.js grows this as 3^retries / 100 up to
 * 20 s, so after an outage of a few seconds the service stayed down for up to 20 s after Postgres
 * was back; capped at one second (with jitter) it answers again within about a second.
 */
export function reconnectDelaySeconds(retries: number): number {
  return (0.5 + Math.random() / 2) * Math.min(0.05 * 2 ** retries, 1);
}

/**
 * A PGlite folder has one owner: the folder's lock is taken before PGlite opens it and dropped when
 * it is closed (docs/operations/one-owner.md). A folder in use throws DataFolderInUseError.
 */
async function openPglite(dir: string | undefined, onLockTakenOver: DatabaseOptions["onLockTakenOver"], dump?: Blob, lent?: PGlite): Promise<DatabaseHandle> {
  const lock = dir ? acquireDataFolderLock(dir, commandName()) : undefined;
  if (lock?.tookOverFrom) (onLockTakenOver ?? warnTakenOver)(lock.tookOverFrom, lock.path);
  let client: PGlite;
  try {
    client = lent ?? (await newPgliteClient({ dir, dump }));
  } catch (error) {
    lock?.release();
    throw error;
  }
  const db = drizzlePglite({ client, schema, casing: "snake_case" }) as unknown as Database;
  return {
    db,
    driver: "pglite",
    dumpPglite: () => client.dumpDataDir("none"),
    migrate: () => migratePglite(drizzlePglite({ client, casing: "snake_case" }), { migrationsFolder }),
    exclusively: (work) => work(),
    isReady: async () => (await readinessOf(db)) === "ready",
    readiness: () => readinessOf(db),
    listen: async (channel, onNotify, onListening) => {
      await client.listen(channel, () => onNotify());
      onListening?.();
    },
    close: once(async () => {
      try {
        await client.close();
      } finally {
        lock?.release();
      }
    }),
  };
}

/** A ready PGlite with the extensions the migrations use: in `dir`, or in memory (from `dump` if given). */
export async function newPgliteClient({ dir, dump }: { dir?: string; dump?: Blob } = {}): Promise<PGlite> {
  if (dir) mkdirSync(dir, { recursive: true });
  const pgliteOptions = { extensions: { pg_trgm }, ...(dump ? { loadDataDir: dump } : {}) };
  const client = dir ? new PGlite(dir, pgliteOptions) : new PGlite(pgliteOptions);
  await client.waitReady;
  return client;
}

function commandName(): string {
  const script = process.argv[1] ?? "bun";
  return script.replace(`${process.cwd()}/`, "");
}

function warnTakenOver(previous: LockHolder, lockPath: string) {
  console.warn(`Took over ${lockPath}: its holder, process ${previous.pid} on ${previous.host}, is gone.`);
}

/** Per process: the migrations shipped with this build, fixed for the process's life. */
let shippedMigrations: number | undefined;
async function countShippedMigrations(): Promise<number> {
  if (shippedMigrations === undefined) {
    const journal = (await Bun.file(join(migrationsFolder, "meta/_journal.json")).json()) as { entries: unknown[] };
    shippedMigrations = journal.entries.length;
  }
  return shippedMigrations;
}

export type Readiness = "ready" | "migrations-pending" | "database-unreachable";

/** SQLSTATEs of a database that answers but has no migrations table yet: undefined table, undefined schema. */
const notMigratedCodes = new Set(["42P01", "3F000"]);

async function readinessOf(db: Database): Promise<Readiness> {
  try {
    const result = await db.execute(sql`select count(*)::int as count from drizzle.__drizzle_migrations`);
    const applied = Number(rowsOf<{ count: number }>(result)[0]?.count ?? 0);
    return applied >= (await countShippedMigrations()) ? "ready" : "migrations-pending";
  } catch (error) {
    return notMigratedCodes.has(sqlStateOf(error) ?? "") ? "migrations-pending" : "database-unreachable";
  }
}

/** The SQLSTATE of a failed query, on the error or the cause Drizzle wraps it in. */
function sqlStateOf(error: unknown): string | undefined {
  for (let current = error, depth = 0; current && typeof current === "object" && depth < 3; current = (current as { cause?: unknown }).cause, depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

/** Closing twice (a signal during shutdown, a test after a failure) must not throw. */
function once(close: () => Promise<void>): () => Promise<void> {
  let closing: Promise<void> | undefined;
  return () => (closing ??= close());
}
