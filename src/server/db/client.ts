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
import * as schema from "./schema";

export type Schema = typeof schema;
/** The one database type the domain sees, whichever driver is behind it. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];
/** Either the database or an open transaction: domain functions accept both. */
export type Executor = Database | Transaction;

export const migrationsFolder = join(import.meta.dir, "../../../drizzle");

export interface DatabaseHandle {
  db: Database;
  driver: "pglite" | "postgres";
  migrate(): Promise<void>;
  /** True when the database answers and every migration shipped with this build is applied. */
  isReady(): Promise<boolean>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres:// URL; without one the embedded PGlite is used. */
  url?: string;
  /** Folder for PGlite's files; undefined keeps PGlite in memory (tests). */
  pgliteDir?: string;
  poolSize?: number;
}

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  return options.url ? openPostgres(options.url, options.poolSize ?? 10) : openPglite(options.pgliteDir);
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
  return {
    db,
    driver: "postgres",
    migrate: () => migratePostgres(drizzlePostgres({ client, casing: "snake_case" }), { migrationsFolder }),
    isReady: () => isMigrated(db),
    close: once(() => client.end({ timeout: 5 })),
  };
}

/**
 * Seconds before a lost connection is tried again. postgres.js grows this as 3^retries / 100 up to
 * 20 s, so after an outage of a few seconds the service stayed down for up to 20 s after Postgres
 * was back; capped at one second (with jitter) it answers again within about a second.
 */
export function reconnectDelaySeconds(retries: number): number {
  return (0.5 + Math.random() / 2) * Math.min(0.05 * 2 ** retries, 1);
}

async function openPglite(dir: string | undefined): Promise<DatabaseHandle> {
  if (dir) mkdirSync(dir, { recursive: true });
  const client = dir ? new PGlite(dir, { extensions: { pg_trgm } }) : new PGlite({ extensions: { pg_trgm } });
  await client.waitReady;
  const db = drizzlePglite({ client, schema, casing: "snake_case" }) as unknown as Database;
  return {
    db,
    driver: "pglite",
    migrate: () => migratePglite(drizzlePglite({ client, casing: "snake_case" }), { migrationsFolder }),
    isReady: () => isMigrated(db),
    close: once(() => client.close()),
  };
}

let shippedMigrations: number | undefined;
async function countShippedMigrations(): Promise<number> {
  if (shippedMigrations === undefined) {
    const journal = (await Bun.file(join(migrationsFolder, "meta/_journal.json")).json()) as { entries: unknown[] };
    shippedMigrations = journal.entries.length;
  }
  return shippedMigrations;
}

async function isMigrated(db: Database): Promise<boolean> {
  try {
    const rows = await db.execute<{ count: number }>(sql`select count(*)::int as count from drizzle.__drizzle_migrations`);
    const applied = Number((rows as unknown as { rows?: { count: number }[] }).rows?.[0]?.count ?? (rows as unknown as { count: number }[])[0]?.count ?? 0);
    return applied >= (await countShippedMigrations());
  } catch {
    return false;
  }
}

/** Closing twice (a signal during shutdown, a test after a failure) must not throw. */
function once(close: () => Promise<void>): () => Promise<void> {
  let closing: Promise<void> | undefined;
  return () => (closing ??= close());
}
