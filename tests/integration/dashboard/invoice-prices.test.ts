import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { fixedClock } from "@/server/clock";
import { homeProjects, services } from "@/server/db/schema";
import { seedDatabase } from "@/server/db/seed/seed";
import { dashboardInvoicePrices, dashboardKeyFigures } from "@/server/domain/dashboard/service";
import { type DashboardFilterInput, dashboardFilterSchema } from "@/shared/schemas/network-dashboard";
import { createTestDatabase, type TestDatabase, testDriver } from "../../support/database";
import { areaOf, made, now } from "./support";

/** docs/product/dashboard.md, "What jobs cost": per service, the period's invoice amounts, worked out by hand. */
describe(`what jobs cost on ${testDriver}`, () => {
  let database: TestDatabase;
  const deps = () => ({ db: database.db, clock: fixedClock(now) });
  const filter = (input: DashboardFilterInput = {}) => dashboardFilterSchema.parse({ period: "7d", ...input });
  const codeOf = async (id: number) => (await database.db.select({ code: services.code }).from(services).where(eq(services.id, id)))[0]?.code ?? "";

  beforeAll(async () => {
    database = await createTestDatabase();
    const db = database.db;
    await seedDatabase(db, { demo: true });
    const brussels = await areaOf(db, "1000");
    const namur = await areaOf(db, "5000");
    const invoiced = async (at: string, cents: number | null, more: { serviceId?: number; postalAreaId?: number; language?: "fr" | "nl" } = {}) => {
      const id = await made(db, {
        at,
        postalAreaId: more.postalAreaId ?? brussels,
        statusId: 5,
        providerId: 1,
        serviceId: more.serviceId,
        language: more.language,
      });
      await db.update(homeProjects).set({ invoiceAmountCents: cents }).where(eq(homeProjects.id, id));
    };
    // This period (26 February – 4 March 2026), service 3: 100 €, 200 €, 300 € and 400 € (one in Dutch, one at Namur).
    await invoiced("2026-02-27T10:00:00+01:00", 10_000);
    await invoiced("2026-03-01T10:00:00+01:00", 20_000, { language: "nl" });
    await invoiced("2026-03-02T10:00:00+01:00", 30_000, { postalAreaId: namur });
    await invoiced("2026-03-03T10:00:00+01:00", 40_000);
    // Service 4: one invoice of 99,99 €; and one sent without an amount, not counted.
    await invoiced("2026-03-02T11:00:00+01:00", 9_999, { serviceId: 4 });
    await invoiced("2026-03-02T12:00:00+01:00", null, { serviceId: 4 });
    // The previous period and earlier: not this period's.
    await invoiced("2026-02-20T10:00:00+01:00", 500_000);
  }, 60_000);
  afterAll(() => database.dispose());

  test("per service, most invoices first: how many, the quartiles and the median, rounded to the cent", async () => {
    const prices = await dashboardInvoicePrices(deps(), filter());
    expect(prices.period.from).toBe("2026-02-26");
    // Four amounts: the 25th percentile sits three quarters of the way from 100 € to 200 €.
    expect(prices.rows).toEqual([
      { serviceCode: await codeOf(3), invoices: 4, lowCents: 17_500, medianCents: 25_000, highCents: 32_500 },
      { serviceCode: await codeOf(4), invoices: 1, lowCents: 9_999, medianCents: 9_999, highCents: 9_999 },
    ]);
  });

  test("the key figures over the same amounts: their sum and their median, each period apart", async () => {
    const figures = await dashboardKeyFigures(deps(), filter());
    // 100 + 200 + 300 + 400 + 99,99 €; the middle of the five is 200 €. Before: the one 5 000 €.
    expect(figures.invoicedTotalCents).toEqual({ current: 109_999, previous: 500_000 });
    expect(figures.invoiceMedianCents).toEqual({ current: 20_000, previous: 500_000 });
    // Four amounts in French: the median between 100 € and 300 €, 200 €; 9 999 + 10 000 + 30 000 + 40 000.
    const french = await dashboardKeyFigures(deps(), filter({ language: "fr" }));
    expect(french.invoicedTotalCents).toEqual({ current: 89_999, previous: 500_000 });
    expect(french.invoiceMedianCents).toEqual({ current: 20_000, previous: 500_000 });
  });

  test("the request filters apply: language, province, service; nothing matches, no row", async () => {
    expect((await dashboardInvoicePrices(deps(), filter({ language: "nl" }))).rows).toEqual([
      { serviceCode: await codeOf(3), invoices: 1, lowCents: 20_000, medianCents: 20_000, highCents: 20_000 },
    ]);
    // Three amounts at Brussels: 100 €, 200 €, 400 € for service 3 (the 75th percentile halfway from 200 € to 400 €).
    const brussels = (await dashboardInvoicePrices(deps(), filter({ province: "brussels", serviceId: 3 }))).rows;
    expect(brussels).toEqual([{ serviceCode: await codeOf(3), invoices: 3, lowCents: 15_000, medianCents: 20_000, highCents: 30_000 }]);
    expect((await dashboardInvoicePrices(deps(), filter({ province: "liege" }))).rows).toEqual([]);
  });
});
