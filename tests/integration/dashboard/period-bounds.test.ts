import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { seedDatabase } from "@/server/db/seed/seed";
import { absenceDaysSchema } from "@/shared/schemas/absences";
import { isoDaySchema } from "@/shared/schemas/fields";
import { dashboardFilterSchema } from "@/shared/schemas/network-dashboard";
import { projectExportSchema, projectListSchema } from "@/shared/schemas/network-projects";
import { type Browser, signIn } from "../../support/browser";
import { createTestDatabase, type TestDatabase, testDriver } from "../../support/database";
import { startTestServer } from "../../support/server";
import { trpcError, trpcQueryPath } from "../../support/trpc";

/** The messages of a refused parse, by field ("dateInvalid" is the dictionary key the page shows). */
function refusal(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  expect(result.success).toBe(false);
  return (result.error?.issues ?? []).map((issue) => `${issue.path.join(".")}: ${issue.message}`);
}

/** docs/product/dashboard.md ("Filters") and validation.md: a day is of the years 2000 to 2100. */
describe(`days of the years 2000 to 2100 only on ${testDriver}`, () => {
  let database: TestDatabase;
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let network: Browser;

  beforeAll(async () => {
    database = await createTestDatabase();
    await seedDatabase(database.db, { demo: true });
    server = await startTestServer(database);
    network = (await signIn(server.origin, "network@example.com")).browser;
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
    await database?.dispose();
  });

  test("the dashboard's custom period refuses a day before 2000 or after 2100 with dateInvalid; the bounds themselves pass", () => {
    const custom = (from: string, to: string) => dashboardFilterSchema.safeParse({ period: "custom", from, to });
    expect(refusal(custom("0001-01-01", "0001-01-31"))).toEqual(["from: dateInvalid", "to: dateInvalid"]);
    expect(refusal(custom("1999-12-31", "2000-01-05"))).toEqual(["from: dateInvalid"]);
    expect(refusal(custom("2100-12-30", "2101-01-01"))).toEqual(["to: dateInvalid"]);
    expect(refusal(custom("9999-12-01", "9999-12-31"))).toEqual(["from: dateInvalid", "to: dateInvalid"]);
    expect(custom("2000-01-01", "2000-01-31").success).toBe(true);
    expect(custom("2100-12-01", "2100-12-31").success).toBe(true);
    expect(custom("2026-02-01", "2026-02-28").success).toBe(true);
  });

  test("the same bound holds for every day the shared rule reads: absences and the project list and its export", () => {
    expect(isoDaySchema.safeParse("1999-12-31").success).toBe(false);
    expect(isoDaySchema.safeParse("2101-01-01").success).toBe(false);
    expect(isoDaySchema.safeParse("2000-01-01").success).toBe(true);
    expect(isoDaySchema.safeParse("2100-12-31").success).toBe(true);
    expect(refusal(absenceDaysSchema.safeParse({ startsOn: "0001-01-01", endsOn: "0001-01-02" }))).toEqual(["startsOn: dateInvalid", "endsOn: dateInvalid"]);
    expect(absenceDaysSchema.safeParse({ startsOn: "2026-04-01", endsOn: "2026-04-10" }).success).toBe(true);
    expect(refusal(projectListSchema.safeParse({ createdFrom: "0001-01-01" }))).toEqual(["createdFrom: dateInvalid"]);
    expect(refusal(projectExportSchema.safeParse({ createdTo: "2101-01-01" }))).toEqual(["createdTo: dateInvalid"]);
    expect(projectExportSchema.safeParse({ createdFrom: "2026-01-01", createdTo: "2026-03-01" }).success).toBe(true);
  });

  test("network.dashboard.keyFigures answers nothing for year 1 (once read as 1901): a bad request", async () => {
    const keyFigures = (from: string, to: string) => network.fetch(trpcQueryPath("network.dashboard.keyFigures", { period: "custom", from, to }));
    const ancient = await keyFigures("0001-01-01", "0001-01-31");
    expect(ancient.status).toBe(400);
    expect((await trpcError(ancient)).data.code).toBe("BAD_REQUEST");
    const recent = await keyFigures("2026-01-01", "2026-01-31");
    expect(recent.status).toBe(200);
  });
});
