import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { fixedClock } from "@/server/clock";
import { auditEvents, homeProjects, projectRatings } from "@/server/db/schema";
import { seedDatabase } from "@/server/db/seed/seed";
import {
  dashboardCharts,
  dashboardCoverage,
  dashboardKeyFigures,
  dashboardLostDemand,
  dashboardProviderOwnFigures,
  dashboardProviderPerformance,
} from "@/server/domain/dashboard/service";
import { listNetworkProjects } from "@/server/domain/projects/network-projects";
import { type DashboardFilterInput, dashboardFilterSchema, statusShareFigures } from "@/shared/schemas/network-dashboard";
import { createTestDatabase, type TestDatabase, testDriver } from "../../support/database";
import { areaOf, made, now, placeOnMap } from "./support";

/**
 * The definitions of docs/product/dashboard.md on hand-made data: ten requests and their
 * assignments, each figure worked out by hand in the comments.
 */
describe(`dashboard figures on ${testDriver}`, () => {
  let database: TestDatabase;
  const deps = () => ({ db: database.db, clock: fixedClock(now) });
  const filter = (input: DashboardFilterInput = {}) => dashboardFilterSchema.parse({ period: "7d", ...input });

  beforeAll(async () => {
    database = await createTestDatabase();
    const db = database.db;
    await seedDatabase(db, { demo: true });
    await placeOnMap(db);
    const brussels = await areaOf(db, "1000");
    const namur = await areaOf(db, "5000");
    // This period: 26 February – 4 March 2026.
    const acceptedNow = await made(db, { at: "2026-03-02T09:00:00+01:00", postalAreaId: brussels, statusId: 2, providerId: 1 }, [
      // Its call to the customer noted 5 working hours after accepting: in time.
      { providerId: 1, at: "2026-03-02T09:00:00+01:00", atCreation: true, outcome: "accepted", hours: 4, callHours: 5 },
    ]);
    const completedNow = await made(db, { at: "2026-03-02T10:00:00+01:00", postalAreaId: brussels, statusId: 5, providerId: 1 }, [
      // The call noted after the call-by (more than one working day, 24 working hours): late.
      { providerId: 1, at: "2026-03-02T10:00:00+01:00", atCreation: true, outcome: "accepted", hours: 2, callHours: 24.5 },
    ]);
    await made(db, { at: "2026-02-27T17:00:00+01:00", postalAreaId: brussels, statusId: 1, providerId: 2 }, [
      { providerId: 1, at: "2026-02-27T17:00:00+01:00", atCreation: true, outcome: "auto-rejected" },
      { providerId: 2, at: "2026-03-03T17:00:00+01:00" },
    ]);
    await made(db, { at: "2026-03-03T08:00:00+01:00", postalAreaId: namur, statusId: 8 });
    await made(db, { at: "2026-03-03T09:00:00+01:00", postalAreaId: brussels, statusId: 7 });
    await made(db, { at: "2026-03-03T11:00:00+01:00", postalAreaId: brussels, statusId: 3 }, [
      { providerId: 2, at: "2026-03-03T11:00:00+01:00", atCreation: true, outcome: "rejected", hours: 1 },
    ]);
    await made(db, { at: "2026-03-04T09:00:00+01:00", postalAreaId: brussels, statusId: 4, providerId: 1, language: "nl" }, [
      { providerId: 1, at: "2026-03-04T09:00:00+01:00", atCreation: true, outcome: "withdrawn" },
    ]);
    await made(db, { at: "2026-03-01T12:00:00+01:00", postalAreaId: brussels, statusId: 6, providerId: 2, serviceId: 4 }, [
      { providerId: 2, at: "2026-03-01T12:00:00+01:00", atCreation: true, outcome: "accepted", hours: 6 },
    ]);
    // The previous period: 19–25 February.
    const completedBefore = await made(db, { at: "2026-02-20T10:00:00+01:00", postalAreaId: brussels, statusId: 5, providerId: 1 }, [
      { providerId: 1, at: "2026-02-20T10:00:00+01:00", atCreation: true, outcome: "accepted", hours: 10, callHours: 24 },
    ]);
    await made(db, { at: "2026-02-24T10:00:00+01:00", postalAreaId: namur, statusId: 8 });
    // Customers' ratings of provider 1, both given this period (the February job was rated on 1 March): 5 and 2.
    await db.insert(projectRatings).values(
      [
        { projectId: completedNow, rating: 5, ratedAt: "2026-03-03T18:00:00+01:00" },
        { projectId: completedBefore, rating: 2, ratedAt: "2026-03-01T08:00:00+01:00" },
      ].map((r, i) => ({
        projectId: r.projectId,
        providerId: 1,
        tokenHash: `rating-${i}`,
        tokenExpiresAt: new Date("2026-04-01T00:00:00Z"),
        requestedAt: new Date("2026-02-28T00:00:00Z"),
        ratedAt: new Date(r.ratedAt),
        rating: r.rating,
      })),
    );
    // Invoice amounts as their providers gave them: 1 250,50 € this period, 800 € before.
    await db.update(homeProjects).set({ invoiceAmountCents: 125_050 }).where(eq(homeProjects.id, completedNow));
    await db.update(homeProjects).set({ invoiceAmountCents: 80_000 }).where(eq(homeProjects.id, completedBefore));
    // Visits noted by the provider: 3 days after the request (then moved: the first counts), 1 day after; 4.25 days before.
    const visit = (projectId: number, notedAt: string, visitAt: string) => ({
      createdAt: new Date(notedAt),
      actorType: "provider" as const,
      actorId: 1,
      action: "provider.visit-planned",
      projectId,
      fromStatusId: 2,
      toStatusId: 2,
      details: { visitAt: new Date(visitAt).toISOString() },
    });
    await db
      .insert(auditEvents)
      .values([
        visit(acceptedNow, "2026-03-02T11:00:00+01:00", "2026-03-05T09:00:00+01:00"),
        visit(acceptedNow, "2026-03-03T11:00:00+01:00", "2026-03-09T09:00:00+01:00"),
        visit(completedNow, "2026-03-02T12:00:00+01:00", "2026-03-03T10:00:00+01:00"),
        visit(completedBefore, "2026-02-20T12:00:00+01:00", "2026-02-24T16:00:00+01:00"),
      ]);
    // Outside both: never counted.
    await made(db, { at: "2026-01-10T10:00:00+01:00", postalAreaId: namur, statusId: 8 });
  }, 60_000);
  afterAll(() => database.dispose());

  test("key figures: shares of the requests and of the assignments, beside the previous period", async () => {
    const figures = await dashboardKeyFigures(deps(), filter());
    expect(figures.period).toEqual({ from: "2026-02-26", to: "2026-03-04", previousFrom: "2026-02-19", previousTo: "2026-02-25" });
    expect(figures.requestsReceived).toEqual({ current: 8, previous: 2 });
    expect(figures.routedAtCreationShare).toEqual({ current: 6 / 8, previous: 1 / 2 });
    expect(figures.noProviderFoundShare).toEqual({ current: 1 / 8, previous: 1 / 2 });
    expect(figures.manualHandlingShare).toEqual({ current: 1 / 8, previous: 0 });
    // Answers in 1, 2, 4 and 6 working hours: median 3, 90th percentile 4 + 0.7 × 2.
    expect(figures.firstAnswerMedianHours).toEqual({ current: 3, previous: 10 });
    expect(figures.firstAnswerP90Hours).toEqual({ current: 5.4, previous: 10 });
    // Seven assignments made this period: one ended by the deadline, one by a rejection.
    expect(figures.deadlineRejectionShare).toEqual({ current: 1 / 7, previous: 0 });
    expect(figures.providerRejectionShare).toEqual({ current: 1 / 7, previous: 0 });
    expect(figures.acceptedShare).toEqual({ current: 3 / 8, previous: 1 / 2 });
    // Two of the eight have a visit, the first agreed 3 and 1 days after the request: median 2; before, 4.25.
    expect(figures.visitAgreedShare).toEqual({ current: 2 / 8, previous: 1 / 2 });
    expect(figures.visitMedianDays).toEqual({ current: 2, previous: 4.25 });
    expect(figures.completedShare).toEqual({ current: 1 / 8, previous: 1 / 2 });
    expect(figures.cancelledShare).toEqual({ current: 1 / 8, previous: 0 });
    expect(figures.noAgreementShare).toEqual({ current: 1 / 8, previous: 0 });
    // The two ratings given this period, whatever their request's day: 5 and 2; none before.
    expect(figures.ratingAverage).toEqual({ current: 3.5, previous: null });
    expect(figures.lowRatingShare).toEqual({ current: 1 / 2, previous: null });
    // One invoice with an amount in each period, by the request's day.
    expect(figures.invoicedTotalCents).toEqual({ current: 125_050, previous: 80_000 });
    expect(figures.invoiceMedianCents).toEqual({ current: 125_050, previous: 80_000 });
  });

  test("filters: language, province and service narrow the requests; no denominator gives null", async () => {
    const dutch = await dashboardKeyFigures(deps(), filter({ language: "nl" }));
    expect(dutch.requestsReceived).toEqual({ current: 1, previous: 0 });
    expect(dutch.cancelledShare).toEqual({ current: 1, previous: null });
    expect(dutch.firstAnswerMedianHours).toEqual({ current: null, previous: null });
    expect(dutch.visitMedianDays).toEqual({ current: null, previous: null });
    expect(dutch.visitAgreedShare).toEqual({ current: 0, previous: null });
    // The rated requests are French: no rating in Dutch.
    expect(dutch.ratingAverage).toEqual({ current: null, previous: null });
    expect(dutch.lowRatingShare).toEqual({ current: null, previous: null });
    expect(dutch.invoicedTotalCents).toEqual({ current: null, previous: null });
    expect((await dashboardKeyFigures(deps(), filter({ province: "brussels" }))).invoiceMedianCents).toEqual({ current: 125_050, previous: 80_000 });
    expect((await dashboardKeyFigures(deps(), filter({ province: "namur" }))).requestsReceived).toEqual({ current: 1, previous: 1 });
    expect((await dashboardKeyFigures(deps(), filter({ serviceId: 4 }))).requestsReceived).toEqual({ current: 1, previous: 0 });
    // Services 3 and 4 are both in category 1.
    expect((await dashboardKeyFigures(deps(), filter({ categoryId: 1 }))).requestsReceived).toEqual({ current: 8, previous: 2 });
    expect((await dashboardKeyFigures(deps(), filter({ categoryId: 2 }))).requestsReceived).toEqual({ current: 0, previous: 0 });
  });

  test("the project list behind each figure of requests counts what the figure counts, with every filter", async () => {
    const listFilter = { search: "", waitingTooLong: false, withoutProvider: false };
    for (const extra of [
      {},
      { language: "nl" },
      { province: "namur" },
      { province: "brussels" },
      { serviceId: 4 },
      { categoryId: 1 },
      { categoryId: 2 },
    ] as const) {
      const figures = await dashboardKeyFigures(deps(), filter(extra));
      const received = figures.requestsReceived.current ?? 0;
      const listed = (statusId?: number) =>
        listNetworkProjects(database.db, { ...listFilter, ...extra, statusId, createdFrom: figures.period.from, createdTo: figures.period.to, page: 1 }, now);
      expect({ extra, total: (await listed()).total }).toEqual({ extra, total: received });
      for (const [key, statusId] of Object.entries(statusShareFigures)) {
        const share = figures[key as keyof typeof statusShareFigures].current ?? 0;
        expect({ extra, key, total: (await listed(statusId)).total }).toEqual({ extra, key, total: Math.round(share * received) });
      }
    }
  });

  test("charts: weeks from Monday with every status, services by count, answer times per week", async () => {
    const charts = await dashboardCharts(deps(), filter());
    expect(charts.weeklyByStatus).toEqual([
      { weekStart: "2026-02-23", total: 2, byStatus: { 1: 1, 2: 0, 3: 0, 4: 0, 5: 0, 6: 1, 7: 0, 8: 0 } },
      { weekStart: "2026-03-02", total: 6, byStatus: { 1: 0, 2: 1, 3: 1, 4: 1, 5: 1, 6: 0, 7: 1, 8: 1 } },
    ]);
    expect(charts.byService.map((s) => [s.serviceId, s.count])).toEqual([
      [3, 7],
      [4, 1],
    ]);
    expect(charts.byService[0]?.nameFr).toBe("Chaudière de chauffage central");
    expect(charts.byService[0]?.nameNl).toBe("Centrale-verwarmingsketel");
    expect(charts.otherServicesCount).toBe(0);
    expect(charts.weeklyFirstAnswer).toEqual([
      { weekStart: "2026-02-23", answered: 1, medianHours: 6, p90Hours: 6 },
      { weekStart: "2026-03-02", answered: 3, medianHours: 2, p90Hours: 3.6 },
    ]);
  });

  test("provider performance and a provider's own figures count its assignments of the period", async () => {
    const performance = await dashboardProviderPerformance(deps(), filter());
    const one = performance.rows.find((r) => r.providerId === 1);
    const two = performance.rows.find((r) => r.providerId === 2);
    expect(one).toEqual({
      providerId: 1,
      name: "Brussels Home Experts",
      isActive: true,
      assigned: 4,
      accepted: 2,
      calledInTime: 1,
      rejected: 0,
      rejectedByDeadline: 1,
      noAgreement: 0,
      completed: 1,
      openNow: 1,
      firstAnswerMedianHours: 3,
      // Ratings given in the period, whenever the job was: (5 + 2) / 2.
      ratingAverage: 3.5,
      ratingCount: 2,
      // Its one completed assignment of the period was invoiced 1 250,50 €.
      invoicedCents: 125_050,
    });
    expect(two).toEqual({
      providerId: 2,
      name: "Gentse Vakmannen",
      isActive: true,
      assigned: 3,
      accepted: 1,
      // Its accepted project's call was never noted.
      calledInTime: 0,
      rejected: 1,
      rejectedByDeadline: 0,
      noAgreement: 1,
      completed: 0,
      openNow: 1,
      firstAnswerMedianHours: 3.5,
      ratingAverage: null,
      ratingCount: 0,
      invoicedCents: null,
    });
    const own = await dashboardProviderOwnFigures(deps(), 2, filter());
    const { providerId: _id, name: _name, isActive: _active, ...figuresOfTwo } = two ?? { providerId: 0, name: "", isActive: false };
    expect(own.current).toEqual(figuresOfTwo as typeof own.current);
    expect(own.previous).toEqual({
      assigned: 0,
      accepted: 0,
      calledInTime: 0,
      rejected: 0,
      rejectedByDeadline: 0,
      noAgreement: 0,
      completed: 0,
      openNow: 1,
      firstAnswerMedianHours: null,
      ratingAverage: null,
      ratingCount: 0,
      invoicedCents: null,
    });
    const ownOfOne = await dashboardProviderOwnFigures(deps(), 1, filter());
    expect(ownOfOne.previous.assigned).toBe(1);
    // Exactly one working day (24 working hours) is still by the call-by.
    expect(ownOfOne.previous.calledInTime).toBe(1);
    expect(ownOfOne.current).toMatchObject({ ratingAverage: 3.5, ratingCount: 2 });
    expect(ownOfOne.previous).toMatchObject({ ratingAverage: null, ratingCount: 0, invoicedCents: 80_000 });
    // The filter applies to the rated projects too: none of them is Dutch.
    expect((await dashboardProviderOwnFigures(deps(), 1, filter({ language: "nl" }))).current).toMatchObject({ ratingAverage: null, ratingCount: 0 });
  });

  test("lost demand: place × service with no provider found or rejected, with the nearest providers offering it", async () => {
    const lost = await dashboardLostDemand(deps(), filter());
    expect(lost.totalRows).toBe(2);
    const byPostCode = Object.fromEntries(lost.rows.map((r) => [r.postCode, r]));
    expect(byPostCode["5000"]).toMatchObject({ nameFr: "Namur", nameNl: "Namen", province: "namur", serviceId: 3, noProviderFound: 1, rejected: 0, total: 1 });
    expect(byPostCode["1000"]).toMatchObject({ province: "brussels", noProviderFound: 0, rejected: 1, total: 1 });
    // Namur → Brussels is about 55 km: both demo providers cover Brussels and offer service 3.
    const nearest = byPostCode["5000"]?.nearestProviders ?? [];
    expect(nearest.map((p) => p.providerId)).toEqual([1, 2]);
    expect(nearest[0]?.distanceKm).toBeGreaterThan(50);
    expect(nearest[0]?.distanceKm).toBeLessThan(60);
  });

  test("coverage: one point per postcode with coordinates, providers for the service, requests of the period", async () => {
    const map = await dashboardCoverage(deps(), filter({ serviceId: 3 }));
    expect(map.routedServices).toBe(1);
    expect(map.points.map((p) => [p.postCode, p.providers, p.servicesWithoutProvider, p.requests])).toEqual([
      ["1000", 2, 0, 6],
      ["5000", 0, 1, 1],
      ["9000", 2, 0, 0],
    ]);
    const namur = map.points.find((p) => p.postCode === "5000");
    expect(namur).toMatchObject({ nameFr: "Namur", nameNl: "Namen", lat: 50.4669, lon: 4.8675 });
    const all = await dashboardCoverage(deps(), filter());
    const byPostCode = Object.fromEntries(all.points.map((p) => [p.postCode, p]));
    expect(all.routedServices).toBeGreaterThan(10);
    expect(byPostCode["5000"]?.servicesWithoutProvider).toBe(all.routedServices);
    expect(byPostCode["1000"]?.servicesWithoutProvider).toBe(0);
    expect(byPostCode["1000"]?.requests).toBe(7);
  });
});
