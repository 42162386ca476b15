import { afterAll, beforeAll } from "bun:test";
import { seedDatabase } from "@/server/db/seed/seed";
import type { Logger } from "@/server/logger";
import type { FileStorage } from "@/server/storage/storage";
import { createTestDatabase, type TestDatabase } from "./database";
import { postalAreaId } from "./fixtures";
import { startTestServer } from "./server";

export type TestServer = Awaited<ReturnType<typeof startTestServer>>;

/**
 * For the describe block it is called in: a copy of the migrated template seeded with the catalogue
 * and the demo actors (`seedDatabase(…, { demo: true })`), and the app listening on a loopback port
 * over it; both made before the block's tests and closed after them. Read `database` and `server`
 * inside hooks and tests (they are set once the block starts). A block that needs more (signed-in
 * browsers, ids) adds its own `beforeAll` after this call: hooks run in the order they are declared.
 */
export function useSeededServer(env: Record<string, string> = {}, options: { client?: "dev" | "none"; logger?: Logger; storage?: FileStorage } = {}) {
  const context = {} as { database: TestDatabase; server: TestServer };
  beforeAll(async () => {
    context.database = await createTestDatabase();
    await seedDatabase(context.database.db, { demo: true });
    context.server = await startTestServer(context.database, env, options);
  }, 60_000);
  afterAll(async () => {
    await context.server?.stop();
    await context.database?.dispose();
  }, 30_000);
  return context;
}

/** Ids of seeded postal areas that tests route projects to. */
export interface SeededPlaces {
  brussels: number;
  gent: number;
  namur: number;
}

/**
 * For the describe block it is called in: a copy of the migrated template seeded with the catalogue
 * and the demo actors, and the ids of Brussels (1000), Gent (9000) and Namur (5000); made before the
 * block's tests, closed after them. Read `database` and `places` inside hooks and tests.
 */
export function useSeededDatabase() {
  const context = {} as { database: TestDatabase; places: SeededPlaces };
  beforeAll(async () => {
    context.database = await createTestDatabase();
    await seedDatabase(context.database.db, { demo: true });
    const db = context.database.db;
    context.places = {
      brussels: await postalAreaId(db, "1000", "Bruxelles"),
      gent: await postalAreaId(db, "9000", "Gent"),
      namur: await postalAreaId(db, "5000", "Namur"),
    };
  }, 60_000);
  afterAll(() => context.database?.dispose(), 30_000);
  return context;
}
