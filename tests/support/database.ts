import postgres from "postgres";
import { openDatabase, type DatabaseHandle } from "@/server/db/client";

/**
 * A fresh, migrated database for one test file: an in-memory PGlite, or, when TEST_POSTGRES_URL
 * names a server, a new database on it that is dropped afterwards.
 */
export interface TestDatabase extends DatabaseHandle {
  /** postgres:// URL of the test database (Postgres runs only). */
  url?: string;
  dispose(): Promise<void>;
}

export const testDriver = process.env.TEST_POSTGRES_URL ? "postgres" : "pglite";

export async function createTestDatabase(options: { migrate?: boolean } = {}): Promise<TestDatabase> {
  const adminUrl = process.env.TEST_POSTGRES_URL;
  if (!adminUrl) {
    const handle = await openDatabase({});
    if (options.migrate !== false) await handle.migrate();
    return { ...handle, dispose: () => handle.close() };
  }
  const name = `hs_test_${process.pid}_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database "${name}"`);
  const url = withDatabase(adminUrl, name);
  const handle = await openDatabase({ url, poolSize: 5 });
  if (options.migrate !== false) await handle.migrate();
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

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}
