import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { sql } from "drizzle-orm";
import { rowsOf } from "@/server/db/rows";
import { openDatabase } from "@/server/db/client";
import { createTestDatabase, type TestDatabase, testDriver, withDatabase } from "../../support/database";

describe(`migrations on ${testDriver}`, () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase({ migrate: false });
  });
  afterAll(() => database.dispose());

  test("an empty database is not ready until migrated, and says so", async () => {
    expect(await database.isReady()).toBe(false);
    expect(await database.readiness()).toBe("migrations-pending");
    await database.migrate();
    expect(await database.isReady()).toBe(true);
    expect(await database.readiness()).toBe("ready");
  });

  test("every table of the schema exists with its constraints", async () => {
    const tables = rowsOf<{ name: string }>(
      await database.db.execute(sql`select table_name as name from information_schema.tables where table_schema = 'public' order by 1`),
    ).map((r) => r.name);
    expect(tables).toEqual([
      "answers",
      "audit_events",
      "home_project_answers",
      "home_project_files",
      "home_project_rejects",
      "home_projects",
      "login_users",
      "mail_queue",
      "marketing_unsubscribe_tokens",
      "network_morning_summaries",
      "network_users",
      "no_agreement_reasons",
      "places",
      "postal_areas",
      "project_additions",
      "project_assignments",
      "project_complaints",
      "project_notes",
      "project_ratings",
      "project_statuses",
      "provider_absences",
      "provider_calendar_feeds",
      "provider_postal_areas",
      "provider_services",
      "providers",
      "questions",
      "rate_limit_counters",
      "service_categories",
      "service_questions",
      "service_sub_categories",
      "services",
      "sessions",
      "translations",
    ]);
    const checks = rowsOf<{ name: string }>(
      await database.db.execute(sql`select conname as name from pg_constraint where contype = 'c' and conname = 'provider_postal_areas_score_range'`),
    );
    expect(checks).toHaveLength(1);
  });

  test("migrating again is a no-op", async () => {
    await database.migrate();
    expect(await database.isReady()).toBe(true);
  });

  // Last: it leaves the database one migration short.
  test("a database that answers with a migration missing is 'migrations-pending', not unreachable", async () => {
    await database.db.execute(sql`delete from drizzle.__drizzle_migrations where id = (select max(id) from drizzle.__drizzle_migrations)`);
    expect(await database.readiness()).toBe("migrations-pending");
  });
});

// Postgres only: an embedded database is in the process; it cannot be away while the process runs.
describe.skipIf(!process.env.TEST_POSTGRES_URL)("a database that does not answer on postgres", () => {
  test("is 'database-unreachable'", async () => {
    const gone = await openDatabase({ url: withDatabase(process.env.TEST_POSTGRES_URL ?? "", "hs_no_such_database"), poolSize: 1 });
    try {
      expect(await gone.readiness()).toBe("database-unreachable");
    } finally {
      await gone.close();
    }
  });
});
