import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { sql } from "drizzle-orm";
import { rowsOf } from "@/server/db/rows";
import { createTestDatabase, type TestDatabase, testDriver } from "../../support/database";

describe(`migrations on ${testDriver}`, () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase({ migrate: false });
  });
  afterAll(() => database.dispose());

  test("an empty database is not ready until migrated", async () => {
    expect(await database.isReady()).toBe(false);
    await database.migrate();
    expect(await database.isReady()).toBe(true);
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
      "network_users",
      "no_agreement_reasons",
      "places",
      "postal_areas",
      "project_assignments",
      "project_notes",
      "project_ratings",
      "project_statuses",
      "provider_absences",
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
});
