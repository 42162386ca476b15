import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { migrationsFolder } from "@/server/db/client";
import { rowsOf } from "@/server/db/rows";
import { createTestDatabase, type TestDatabase, testDriver } from "../../support/database";

const files = readdirSync(migrationsFolder)
  .filter((f) => f.endsWith(".sql"))
  .sort();
const dashboardMigration = files.find((f) => f.includes("dashboard-indexes")) ?? "";

async function apply(database: TestDatabase, file: string) {
  const statements = readFileSync(join(migrationsFolder, file), "utf8").split("--> statement-breakpoint");
  for (const statement of statements) if (statement.trim()) await database.db.execute(sql.raw(statement));
}

/** docs/product/dashboard.md, "Requests and assignments": the past assignments read back from the audit trail. */
describe(`the dashboard migration's backfill on ${testDriver}`, () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase({ migrate: false });
  }, 60_000);
  afterAll(() => database.dispose(), 30_000);

  test("each assignment in the audit trail becomes a row, ended by the project's next answer or change", async () => {
    expect(dashboardMigration).not.toBe("");
    for (const file of files.slice(0, files.indexOf(dashboardMigration))) await apply(database, file);
    // The rows the project below needs, in the schema of that time: the seed writes today's
    // columns, which a later migration adds (a new login column broke it once).
    for (const statement of [
      sql`insert into service_categories (id, code, name, slug_fr, slug_nl) values (1, 'category', 'Category', 'categorie', 'categorie-nl')`,
      sql`insert into service_sub_categories (id, category_id, code, name) values (1, 1, 'sub-category', 'Sub-category')`,
      sql`insert into services (id, sub_category_id, code, name) values (3, 1, 'service', 'Service')`,
      sql`insert into postal_areas (post_code, city, city_postal_area) values ('1000', 'Bruxelles', 'Bruxelles')`,
      sql`insert into providers (id, name) values (1, 'Provider one'), (2, 'Provider two')`,
      sql`insert into project_statuses (id, code, name_en, name_fr, name_nl, is_waiting_response, can_change_service, can_change_provider, is_final)
        values (2, 'accepted', 'Accepted', 'Accepté', 'Aanvaard', false, false, true, false)`,
    ])
      await database.db.execute(statement);
    const [row] = rowsOf<{ id: number }>(
      await database.db.execute(sql`insert into home_projects (service_id, postal_area_id, status_id, provider_id, language, customer_first_name, customer_last_name,
          customer_gsm, customer_email, customer_street_house_number, is_insurer_customer, privacy_consent_at, privacy_consent_version)
        values (3, (select min(id) from postal_areas), 2, 2, 'fr', 'A', 'B', '+32 470 00 00 00', 'a@example.be', 'Rue 1', true, now(), 'test') returning id`),
    );
    const id = row?.id ?? 0;
    const event = (at: string, action: string, details: Record<string, unknown>) =>
      database.db.execute(
        sql`insert into audit_events (created_at, actor_type, action, project_id, details) values (${at}::timestamptz, 'system', ${action}, ${id}, ${JSON.stringify(details)}::jsonb)`,
      );
    await event("2026-03-02T09:00:00Z", "project.created", { providerId: 1 });
    await event("2026-03-04T09:00:00Z", "provider.auto-rejected", { rejectedBy: 1, providerId: 2 });
    await event("2026-03-04T10:00:00Z", "network.change-provider", { fromProviderId: 2, toProviderId: 1 });
    await event("2026-03-04T11:00:00Z", "provider.rejected", { rejectedBy: 1, providerId: 2 });
    await event("2026-03-04T12:00:00Z", "provider.accepted", {});
    await event("2026-03-05T12:00:00Z", "network.cancel", {});
    await apply(database, dashboardMigration);
    const rows = rowsOf<{ provider_id: number; at_creation: boolean; outcome: string | null; assigned_at: Date | string; answer_working_hours: number | null }>(
      await database.db.execute(
        sql`select provider_id, at_creation, outcome, assigned_at, answer_working_hours from project_assignments where project_id = ${id} order by id`,
      ),
    );
    expect(rows.map((r) => [r.provider_id, r.at_creation, r.outcome, new Date(r.assigned_at).toISOString(), r.answer_working_hours])).toEqual([
      [1, true, "auto-rejected", "2026-03-02T09:00:00.000Z", null],
      [2, false, "withdrawn", "2026-03-04T09:00:00.000Z", null],
      [1, false, "rejected", "2026-03-04T10:00:00.000Z", null],
      [2, false, "accepted", "2026-03-04T11:00:00.000Z", null],
    ]);
  });
});
