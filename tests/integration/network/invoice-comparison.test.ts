import { beforeAll, describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { homeProjects } from "@/server/db/schema";
import { correctInvoiceAmount } from "@/server/domain/project-status/invoice-replacement";
import { markInvoiceChecked } from "@/server/domain/projects/invoice-check";
import { invoiceComparison } from "@/server/domain/projects/invoice-comparison";
import { listNetworkProjects, projectsNeedingAttention } from "@/server/domain/projects/network-projects";
import { projectHistory } from "@/server/domain/projects/project-history";
import { testDriver } from "../../support/database";
import { useSeededDatabase } from "../../support/seeded";
import { auditOf, expectRefusal, invoicedRequest, notifier, providerDeps, sendRequest } from "../provider/support";

const networkUserId = 7;

/**
 * docs/product/consoles.md, "The invoice amount" and "A high invoice to check": a project's amount
 * beside the service's median over a year, and the network's list of the high ones to check.
 */
describe(`an invoice amount beside the service's median on ${testDriver}`, () => {
  let env: ReturnType<typeof providerDeps>;
  const seeded = useSeededDatabase();
  beforeAll(() => {
    env = providerDeps(seeded.database.db);
  });
  const db = () => seeded.database.db;
  const now = () => env.clock.now();
  const invoiced = (amountCents: number | undefined, serviceId = 3) => invoicedRequest(env.deps, seeded.places.brussels, amountCents, serviceId);
  const setAmount = (projectId: number, invoiceAmountCents: number) =>
    db().update(homeProjects).set({ invoiceAmountCents }).where(eq(homeProjects.id, projectId));
  const highList = async () => {
    const page = await listNetworkProjects(db(), { search: "", waitingTooLong: false, withoutProvider: false, highInvoice: true, page: 1 }, now());
    return page.items.map((row) => row.id);
  };
  const correct = (projectId: number, amount: string) =>
    correctInvoiceAmount({ db: db(), clock: env.clock, notify: notifier }, { projectId, userId: networkUserId, amount });
  const check = (projectId: number) => markInvoiceChecked({ db: db(), clock: env.clock }, { projectId, userId: networkUserId });

  test("from five other invoices of the service: the median of the year's invoices (this one among them), and whether the amount is at least twice it", async () => {
    const first = await invoiced(10_000);
    for (const cents of [20_000, 30_000, 40_000]) await invoiced(cents);
    // Four others: too few to compare with.
    const subject = await invoiced(80_000);
    expect(await invoiceComparison(db(), subject, now())).toBeNull();
    await invoiced(50_000);
    // 100 € to 500 € and 800 €: a median of 350 €; 800 € is more than twice it.
    expect(await invoiceComparison(db(), subject, now())).toEqual({ medianCents: 35_000, invoices: 6, high: true, checkedAt: null });
    // Another service's invoices and one sent without an amount do not count.
    await invoiced(999_999, 4);
    await invoiced(undefined);
    expect(await invoiceComparison(db(), subject, now())).toEqual({ medianCents: 35_000, invoices: 6, high: true, checkedAt: null });
    // Just under twice the median: not high.
    await setAmount(subject, 69_999);
    expect(await invoiceComparison(db(), subject, now())).toEqual({ medianCents: 35_000, invoices: 6, high: false, checkedAt: null });
    // A median between two amounts is their mean, rounded half up to the cent.
    await setAmount(subject, 30_001);
    expect(await invoiceComparison(db(), subject, now())).toMatchObject({ medianCents: 30_001 });
    // A request of more than a year ago no longer counts: four others left.
    await db()
      .update(homeProjects)
      .set({ createdAt: new Date(now().getTime() - 366 * 86_400_000) })
      .where(eq(homeProjects.id, first));
    expect(await invoiceComparison(db(), subject, now())).toBeNull();
  });

  test("nothing to compare: no amount, no invoice, no such project", async () => {
    expect(await invoiceComparison(db(), await invoiced(undefined), now())).toBeNull();
    const { projectId: open } = await sendRequest(env.deps, seeded.places.brussels);
    expect(await invoiceComparison(db(), open, now())).toBeNull();
    expect(await invoiceComparison(db(), 999_999, now())).toBeNull();
  });

  test("a high invoice is on the network's list to check until the network checks its amount; a new amount is checked again", async () => {
    const service = 5;
    for (const cents of [10_000, 12_000, 14_000, 16_000, 18_000]) await invoiced(cents, service);
    const before = (await projectsNeedingAttention(db(), now())).highInvoice;
    const high = await invoiced(60_000, service);
    const usual = await invoiced(20_000, service);
    // Median 150 € of six: 600 € is high, 200 € is not.
    expect(await highList()).toContain(high);
    expect(await highList()).not.toContain(usual);
    expect((await projectsNeedingAttention(db(), now())).highInvoice).toBe(before + 1);

    await check(high);
    expect(await highList()).not.toContain(high);
    expect((await projectsNeedingAttention(db(), now())).highInvoice).toBe(before);
    expect(await invoiceComparison(db(), high, now())).toMatchObject({ high: true, checkedAt: now() });
    const [event] = await auditOf(db(), high, "network.invoice-checked");
    expect(event).toMatchObject({ actorType: "network", actorId: networkUserId, details: { amountCents: 60_000 } });
    const history = await projectHistory(db(), { id: high, page: 1 });
    expect(history.items[0]).toMatchObject({ action: "network.invoice-checked", invoiceAmount: { fromCents: null, toCents: 60_000 } });
    // Once per amount: a second check is refused and records nothing.
    await expectRefusal(check(high), "invoiceCheckNotOpen");
    expect(await auditOf(db(), high, "network.invoice-checked")).toHaveLength(1);

    // Another amount, still high: to check again. A usual one: off the list, checked or not.
    await correct(high, "700,00");
    expect(await highList()).toContain(high);
    expect(await invoiceComparison(db(), high, now())).toMatchObject({ high: true, checkedAt: null });
    await correct(high, "210,00");
    expect(await highList()).not.toContain(high);

    // Nothing to check without an amount; a request of more than a year ago is no longer listed.
    await expectRefusal(check(await invoiced(undefined, service)), "invoiceCheckNotOpen");
    const old = await invoiced(90_000, service);
    expect(await highList()).toContain(old);
    await db()
      .update(homeProjects)
      .set({ createdAt: new Date(now().getTime() - 366 * 86_400_000) })
      .where(eq(homeProjects.id, old));
    expect(await highList()).not.toContain(old);
  });
});
