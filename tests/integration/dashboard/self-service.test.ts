import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { fixedClock } from "@/server/clock";
import { auditEvents } from "@/server/db/schema";
import { seedDatabase } from "@/server/db/seed/seed";
import { addToRequest } from "@/server/domain/customer-controls/additions";
import { dashboardSelfService } from "@/server/domain/dashboard/service";
import { selfServiceActions } from "@/server/domain/dashboard/self-service";
import { silentLogger } from "@/server/logger";
import { projectEventActions } from "@/shared/project-events";
import { type DashboardFilterInput, dashboardFilterSchema, selfServiceKinds } from "@/shared/schemas/network-dashboard";
import { createTestDatabase, type TestDatabase, testDriver } from "../../support/database";
import { createLocalStorage } from "@/server/storage/local-storage";
import { notifier, publicUrl } from "../customer-controls/support";
import { temporaryFolder } from "../../support/temporary-folders";
import { areaOf, made, now } from "./support";

/**
 * docs/product/dashboard.md, "Customers' own actions", on hand-made audit events: this period is
 * 26 February – 4 March 2026, the previous one 19–25 February.
 */
describe(`customers' own actions on ${testDriver}`, () => {
  let database: TestDatabase;
  let ids: { brusselsFr: number; brusselsNl: number; namur: number };
  const deps = () => ({ db: database.db, clock: fixedClock(now) });
  const filter = (input: DashboardFilterInput = {}) => dashboardFilterSchema.parse({ period: "7d", ...input });
  const event = (projectId: number, action: string, actorType: "customer" | "network" | "provider" | "system", at: string) =>
    database.db.insert(auditEvents).values({ projectId, action, actorType, actorId: actorType === "network" ? 1 : null, createdAt: new Date(at) });

  beforeAll(async () => {
    database = await createTestDatabase();
    const db = database.db;
    await seedDatabase(db, { demo: true });
    const brussels = await areaOf(db, "1000");
    const namur = await areaOf(db, "5000");
    // Requests of January: the events count by their own day, not the request's.
    ids = {
      brusselsFr: await made(db, { at: "2026-01-05T10:00:00+01:00", postalAreaId: brussels, statusId: 1, providerId: 1 }),
      brusselsNl: await made(db, { at: "2026-01-06T10:00:00+01:00", postalAreaId: brussels, statusId: 1, providerId: 1, language: "nl" }),
      namur: await made(db, { at: "2026-01-07T10:00:00+01:00", postalAreaId: namur, statusId: 4, serviceId: 4 }),
    };
    // This period.
    await event(ids.brusselsFr, "customer.addition", "customer", "2026-03-02T09:00:00+01:00");
    await event(ids.brusselsFr, "customer.addition", "network", "2026-03-02T10:00:00+01:00");
    await event(ids.brusselsFr, "customer.add-files", "customer", "2026-02-26T00:00:00+01:00");
    await event(ids.brusselsNl, "customer.remove-file", "customer", "2026-03-04T09:59:00+01:00");
    await event(ids.brusselsNl, "customer.call-times", "customer", "2026-03-03T12:00:00+01:00");
    await event(ids.namur, "customer.withdraw", "network", "2026-03-01T12:00:00+01:00");
    await event(ids.namur, "customer.marketing-unsubscribe", "customer", "2026-03-01T13:00:00+01:00");
    // The previous period (25 February 23:59 is its last minute).
    await event(ids.brusselsFr, "customer.addition", "customer", "2026-02-25T23:59:00+01:00");
    await event(ids.namur, "customer.correct-contact", "network", "2026-02-19T00:00:00+01:00");
    // Not counted: before both periods, not a customer control, or not by the customer or the network.
    await event(ids.brusselsFr, "customer.addition", "customer", "2026-02-18T23:59:00+01:00");
    await event(ids.brusselsFr, "provider.accepted", "provider", "2026-03-02T09:00:00+01:00");
    await event(ids.brusselsFr, "note.added", "network", "2026-03-02T09:00:00+01:00");
  }, 60_000);
  afterAll(() => database.dispose());

  test("by kind, by the customer or by the network for them, beside the previous period; the customers' share", async () => {
    const figures = await dashboardSelfService(deps(), filter());
    expect(figures.period).toEqual({ from: "2026-02-26", to: "2026-03-04", previousFrom: "2026-02-19", previousTo: "2026-02-25" });
    expect(figures.rows.map((row) => row.kind)).toEqual([...selfServiceKinds]);
    const byKind = Object.fromEntries(figures.rows.map(({ kind, ...counts }) => [kind, counts]));
    expect(byKind.additions).toEqual({ byCustomer: 1, byNetwork: 1, previousTotal: 1 });
    // Files added and removed are one kind.
    expect(byKind.files).toEqual({ byCustomer: 2, byNetwork: 0, previousTotal: 0 });
    expect(byKind.callTimes).toEqual({ byCustomer: 1, byNetwork: 0, previousTotal: 0 });
    expect(byKind.withdraw).toEqual({ byCustomer: 0, byNetwork: 1, previousTotal: 0 });
    expect(byKind.marketing).toEqual({ byCustomer: 1, byNetwork: 0, previousTotal: 0 });
    expect(byKind.correctContact).toEqual({ byCustomer: 0, byNetwork: 0, previousTotal: 1 });
    expect(byKind.rating).toEqual({ byCustomer: 0, byNetwork: 0, previousTotal: 0 });
    expect(figures.current).toEqual({ byCustomer: 5, byNetwork: 2, customerShare: 5 / 7 });
    expect(figures.previous).toEqual({ byCustomer: 1, byNetwork: 1, customerShare: 0.5 });
  });

  test("the request filters apply: language, province, service", async () => {
    expect((await dashboardSelfService(deps(), filter({ language: "nl" }))).current).toEqual({ byCustomer: 2, byNetwork: 0, customerShare: 1 });
    expect((await dashboardSelfService(deps(), filter({ province: "namur" }))).current).toEqual({ byCustomer: 1, byNetwork: 1, customerShare: 0.5 });
    const service = await dashboardSelfService(deps(), filter({ serviceId: 4 }));
    expect([service.current, service.previous]).toEqual([
      { byCustomer: 1, byNetwork: 1, customerShare: 0.5 },
      { byCustomer: 0, byNetwork: 1, customerShare: 0 },
    ]);
    // Nobody did anything: no share, not 0.
    const none = await dashboardSelfService(deps(), filter({ period: "custom", from: "2010-01-01", to: "2010-01-31" }));
    expect([none.current.customerShare, none.previous.customerShare]).toEqual([null, null]);
  });

  test("an addition made through the status page's own operation is counted the moment it is made", async () => {
    const before = (await dashboardSelfService(deps(), filter())).current.byCustomer;
    const controls = {
      db: database.db,
      clock: fixedClock(now),
      // Never written to: an addition stores no file.
      storage: createLocalStorage(temporaryFolder("hs-self-service-")),
      publicUrl,
      notify: notifier,
      logger: silentLogger,
    };
    await addToRequest(controls, { by: "network", projectId: ids.brusselsNl, userId: 1 }, { text: "Le client a appelé." });
    const after = await dashboardSelfService(deps(), filter());
    expect(after.current.byCustomer).toBe(before);
    expect(after.rows.find((row) => row.kind === "additions")?.byNetwork).toBe(2);
  });

  test("every customer control the history knows is one of the kinds", () => {
    const counted = selfServiceKinds.flatMap((kind) => selfServiceActions[kind]);
    expect(counted.toSorted()).toEqual(projectEventActions.filter((action) => action.startsWith("customer.")).toSorted());
  });
});
