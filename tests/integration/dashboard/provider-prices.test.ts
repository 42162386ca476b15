import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { fixedClock } from "@/server/clock";
import { homeProjects, providers } from "@/server/db/schema";
import { seedDatabase } from "@/server/db/seed/seed";
import { dashboardProviderPrices } from "@/server/domain/dashboard/service";
import { type DashboardFilterInput, dashboardFilterSchema } from "@/shared/schemas/network-dashboard";
import { createTestDatabase, type TestDatabase, testDriver } from "../../support/database";
import { areaOf, made, now } from "./support";

/** docs/product/dashboard.md, "Providers' prices": each provider's invoices beside their services' medians, worked out by hand. */
describe(`providers' prices on ${testDriver}`, () => {
  let database: TestDatabase;
  const deps = () => ({ db: database.db, clock: fixedClock(now) });
  const filter = (input: DashboardFilterInput = {}) => dashboardFilterSchema.parse({ period: "7d", ...input });
  const nameOf = async (id: number) => (await database.db.select({ name: providers.name }).from(providers).where(eq(providers.id, id)))[0]?.name ?? "";

  beforeAll(async () => {
    database = await createTestDatabase();
    const db = database.db;
    await seedDatabase(db, { demo: true });
    const brussels = await areaOf(db, "1000");
    const namur = await areaOf(db, "5000");
    const invoiced = async (at: string, providerId: number, cents: number, more: { serviceId?: number; postalAreaId?: number } = {}) => {
      const id = await made(db, { at, postalAreaId: more.postalAreaId ?? brussels, statusId: 5, providerId, serviceId: more.serviceId });
      await db.update(homeProjects).set({ invoiceAmountCents: cents }).where(eq(homeProjects.id, id));
    };
    // This period (26 February – 4 March 2026), service 3: provider 1 100 €, 200 €, 300 €; provider 2
    // 400 € (at Namur), 500 €, 1 000 €. The six's median is 350 €.
    await invoiced("2026-02-27T10:00:00+01:00", 1, 10_000);
    await invoiced("2026-02-28T10:00:00+01:00", 1, 20_000);
    await invoiced("2026-03-01T10:00:00+01:00", 1, 30_000);
    await invoiced("2026-03-01T11:00:00+01:00", 2, 40_000, { postalAreaId: namur });
    await invoiced("2026-03-02T10:00:00+01:00", 2, 50_000);
    await invoiced("2026-03-03T10:00:00+01:00", 2, 100_000);
    // Service 4: five invoices, too few to compare (more than five are needed).
    for (const day of ["2026-02-27", "2026-02-28", "2026-03-01", "2026-03-02", "2026-03-03"])
      await invoiced(`${day}T12:00:00+01:00`, 1, 900_000, { serviceId: 4 });
    // The previous period: not this one's.
    await invoiced("2026-02-20T10:00:00+01:00", 1, 999_999);
  }, 60_000);
  afterAll(() => database.dispose());

  test("per provider, the median gap of its invoices to their service's median and how many reach twice it, highest gap first", async () => {
    const prices = await dashboardProviderPrices(deps(), filter());
    expect(prices.period.from).toBe("2026-02-26");
    // Provider 2: 400/350, 500/350, 1 000/350; the middle one, 1.43, is 43 % above; 1 000 € is at least twice 350 €.
    // Provider 1: 100/350, 200/350, 300/350; the middle one, 0.57, is 43 % below.
    expect(prices.rows).toEqual([
      { providerId: 2, providerName: await nameOf(2), invoices: 3, priceGap: 0.43, highInvoices: 1 },
      { providerId: 1, providerName: await nameOf(1), invoices: 3, priceGap: -0.43, highInvoices: 0 },
    ]);
  });

  test("the request filters narrow the invoices compared: one province leaves too few", async () => {
    expect((await dashboardProviderPrices(deps(), filter({ province: "namur" }))).rows).toEqual([]);
    expect((await dashboardProviderPrices(deps(), filter({ period: "30d" }))).rows.map((r) => r.providerId)).toEqual([2, 1]);
  });
});
