import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { sql } from "drizzle-orm";
import { fixedClock } from "@/server/clock";
import { rowsOf } from "@/server/db/rows";
import { seedDatabase } from "@/server/db/seed/seed";
import { dashboardCoverage, dashboardKeyFigures, dashboardLostDemand } from "@/server/domain/dashboard/service";
import { dashboardFilterSchema } from "@/shared/schemas/network-dashboard";
import { createTestDatabase, type TestDatabase, testDriver } from "../../support/database";

const now = new Date("2026-11-23T12:00:00+01:00");

/** `bun run db:seed`'s demo requests (docs/product/demo-data.md): a dashboard worth looking at. */
describe(`demo requests on ${testDriver}`, () => {
  let database: TestDatabase;
  let other: TestDatabase;
  beforeAll(async () => {
    [database, other] = await Promise.all([createTestDatabase(), createTestDatabase()]);
    await seedDatabase(database.db, { demo: true, demoProjects: { now } });
    await seedDatabase(other.db, { demo: true, demoProjects: { now } });
  }, 60_000);
  afterAll(async () => {
    await database.dispose();
    await other.dispose();
  });

  const summary = async (db: TestDatabase["db"]) =>
    rowsOf<Record<string, unknown>>(
      await db.execute(sql`select status_id, service_id, postal_area_id, provider_id, created_at, language from home_projects order by id`),
    ).map((r) => JSON.stringify(r));

  test("300 requests over the last 90 days, the same on every seed, none added by seeding again", async () => {
    const first = await summary(database.db);
    expect(first.length).toBe(300);
    expect(await summary(other.db)).toEqual(first);
    await seedDatabase(database.db, { demo: true, demoProjects: { now } });
    expect(await summary(database.db)).toEqual(first);
    const [span] = rowsOf<{ oldest: Date | string; newest: Date | string; statuses: number; provinces: number }>(
      await database.db.execute(sql`select min(p.created_at) as oldest, max(p.created_at) as newest, count(distinct p.status_id)::int as statuses, count(distinct pa.province)::int as provinces
        from home_projects p join postal_areas pa on pa.id = p.postal_area_id`),
    );
    expect(new Date(span?.oldest ?? 0).getTime()).toBeGreaterThan(now.getTime() - 91 * 86_400_000);
    expect(new Date(span?.newest ?? 0).getTime()).toBeLessThanOrEqual(now.getTime());
    expect(span?.statuses).toBe(8);
    expect(span?.provinces).toBeGreaterThanOrEqual(6);
  });

  test("the dashboard shows answer times, lost demand and coverage gaps", async () => {
    const deps = { db: database.db, clock: fixedClock(now) };
    const filter = dashboardFilterSchema.parse({ period: "90d" });
    const figures = await dashboardKeyFigures(deps, filter);
    expect(figures.requestsReceived.current).toBeGreaterThan(280);
    expect(figures.firstAnswerMedianHours.current).toBeGreaterThan(0);
    expect(figures.deadlineRejectionShare.current).toBeGreaterThan(0);
    expect(figures.noProviderFoundShare.current).toBeGreaterThan(0);
    const lost = await dashboardLostDemand(deps, filter);
    expect(lost.rows.some((r) => r.postCode === "5000")).toBe(true);
    const map = await dashboardCoverage(deps, filter);
    expect(map.points.find((p) => p.postCode === "5000")?.providers).toBe(0);
    expect(map.points.find((p) => p.postCode === "1000")?.providers).toBeGreaterThan(0);
  });
});
