import { afterAll, beforeAll, beforeEach, describe, expect, test } from "bun:test";
import { eq, inArray, sql } from "drizzle-orm";
import { rowsOf } from "@/server/db/rows";
import { homeProjectRejects, homeProjects, providerAbsences, providerPostalAreas, providers, providerServices } from "@/server/db/schema";
import { findBestProvider, routingQuery } from "@/server/domain/routing/service";
import { createTestApp } from "../../support/app";
import { createTestDatabase, type TestDatabase, testDriver } from "../../support/database";
import { postalAreaId, seedForApi } from "../../support/fixtures";
import { insertProject } from "../../support/projects";

describe(`routing on ${testDriver}`, () => {
  let database: TestDatabase;
  let area: number;
  const serviceId = 9;
  let ids: number[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    await seedForApi(database.db);
    area = await postalAreaId(database.db, "3000", "Leuven");
  });
  afterAll(() => database.dispose());

  /** Three providers in Leuven offering service 9, with the given scores. */
  beforeEach(async () => {
    if (ids.length) {
      await database.db.delete(homeProjectRejects);
      await database.db.delete(homeProjects);
      await database.db.delete(providers).where(inArray(providers.id, ids));
    }
    const made = await database.db
      .insert(providers)
      .values([{ name: "A" }, { name: "B" }, { name: "C" }])
      .returning({ id: providers.id });
    ids = made.map((p) => p.id);
    await database.db.insert(providerServices).values(ids.map((providerId) => ({ providerId, serviceId })));
    await database.db.insert(providerPostalAreas).values(ids.map((providerId) => ({ providerId, postalAreaId: area, score: 5 })));
  });

  const day = "2026-11-27";
  const best = (onDay = day) => findBestProvider(database.db, { serviceId, postalAreaId: area, onDay });
  const setScore = (providerId: number, score: number) =>
    database.db.update(providerPostalAreas).set({ score }).where(eq(providerPostalAreas.providerId, providerId));

  test("the highest score wins", async () => {
    await setScore(ids[2]!, 9);
    expect(await best()).toBe(ids[2]);
  });

  test("a tie goes to the fewest open projects, then the lowest id", async () => {
    expect(await best()).toBe(ids[0]);
    const open = (providerId: number, statusId: number) => insertProject(database.db, { serviceId, postalAreaId: area, providerId, statusId });
    await open(ids[0]!, 1);
    expect(await best()).toBe(ids[1]);
    await open(ids[1]!, 2);
    expect(await best()).toBe(ids[2]);
    // Closed projects do not count.
    await open(ids[2]!, 5);
    await open(ids[2]!, 4);
    expect(await best()).toBe(ids[2]);
  });

  test("an inactive provider, service link or work area is excluded", async () => {
    await setScore(ids[0]!, 10);
    await setScore(ids[1]!, 9);
    await setScore(ids[2]!, 8);
    await database.db.update(providers).set({ isActive: false }).where(eq(providers.id, ids[0]!));
    expect(await best()).toBe(ids[1]);
    await database.db.update(providerServices).set({ isActive: false }).where(eq(providerServices.providerId, ids[1]!));
    expect(await best()).toBe(ids[2]);
    await database.db.update(providerPostalAreas).set({ isActive: false }).where(eq(providerPostalAreas.providerId, ids[2]!));
    expect(await best()).toBeUndefined();
  });

  test("a provider absent that day is skipped, from its first day to its last, both included", async () => {
    await setScore(ids[0]!, 10);
    await database.db
      .insert(providerAbsences)
      .values({ providerId: ids[0]!, startsOn: "2026-11-27", endsOn: "2026-11-30", createdByType: "network", createdById: 1 });
    expect(await best("2026-11-26")).toBe(ids[0]);
    expect(await best("2026-11-27")).toBe(ids[1]);
    expect(await best("2026-11-30")).toBe(ids[1]);
    expect(await best("2026-12-01")).toBe(ids[0]);
    // Everyone absent: nobody, as when nobody covers the place.
    await database.db
      .insert(providerAbsences)
      .values(ids.slice(1).map((providerId) => ({ providerId, startsOn: "2026-11-28", endsOn: "2026-11-28", createdByType: "provider", createdById: 1 })));
    expect(await best("2026-11-28")).toBeUndefined();
  });

  test("routing again skips providers that rejected the project", async () => {
    const projectId = await insertProject(database.db, { serviceId, postalAreaId: area, statusId: 3, providerId: null, providerAssignedAt: null });
    await database.db.insert(homeProjectRejects).values({ projectId, providerId: ids[0]! });
    expect(await findBestProvider(database.db, { serviceId, postalAreaId: area, projectId, onDay: day })).toBe(ids[1]);
  });

  test("the api call answers with the provider, or isError when nobody covers the area", async () => {
    const { request } = await createTestApp(database);
    const found = await (await request(`/api/provider/getbypostalcodeservicewithhighestscore?serviceId=${serviceId}&postalAreaId=${area}`)).json();
    expect(found).toEqual({ isError: false, userMessage: null, data: { id: ids[0], isError: false } });
    const namur = await postalAreaId(database.db, "5000", "Namur");
    const none = await (await request(`/api/provider/getbypostalcodeservicewithhighestscore?serviceId=${serviceId}&postalAreaId=${namur}`)).json();
    expect(none).toMatchObject({ isError: true, data: null, userMessage: expect.any(String) });
    const junk = await (await request("/api/provider/getbypostalcodeservicewithhighestscore?serviceId=x")).json();
    expect(junk.isError).toBe(true);
  });

  test.skipIf(testDriver !== "postgres")("EXPLAIN of the routing query uses the routing indexes", async () => {
    // Make sequential scans unattractive so the planner shows what it can use, as at scale.
    await database.db.execute(sql`set enable_seqscan = off`);
    const plan = rowsOf<{ "QUERY PLAN": string }>(
      await database.db.execute(sql`explain ${routingQuery({ serviceId, postalAreaId: area, projectId: 1, onDay: day })}`),
    )
      .map((r) => r["QUERY PLAN"])
      .join("\n");
    await database.db.execute(sql`set enable_seqscan = on`);
    expect(plan).toContain("provider_postal_areas_routing_idx");
    expect(plan).toMatch(/provider_services_routing_idx|provider_services_pkey/);
    expect(plan).not.toMatch(/Seq Scan on provider_postal_areas/);
    expect(plan).toContain("provider_absences_provider_idx");
  });
});
