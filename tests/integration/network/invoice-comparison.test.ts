import { beforeAll, describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { homeProjects } from "@/server/db/schema";
import { acceptProject, uploadInvoice } from "@/server/domain/project-status/provider-actions";
import { invoiceComparison } from "@/server/domain/projects/invoice-comparison";
import { testDriver } from "../../support/database";
import { minimalPdf } from "../../support/sample-files";
import { useSeededDatabase } from "../../support/seeded";
import { providerDeps, sendRequest } from "../provider/support";

/** docs/product/consoles.md, "The invoice amount": a project's amount beside the service's median over a year. */
describe(`an invoice amount beside the service's median on ${testDriver}`, () => {
  let env: ReturnType<typeof providerDeps>;
  const seeded = useSeededDatabase();
  beforeAll(() => {
    env = providerDeps(seeded.database.db);
  });
  const db = () => seeded.database.db;
  const invoiced = async (amountCents: number | undefined, serviceId = 3) => {
    const { projectId } = await sendRequest(env.deps, seeded.places.brussels);
    await acceptProject(env.deps, 1, projectId);
    await uploadInvoice(env.deps, 1, projectId, { name: "facture.pdf", bytes: minimalPdf() }, amountCents);
    // Another service, as the network's change of service leaves it.
    if (serviceId !== 3) await db().update(homeProjects).set({ serviceId }).where(eq(homeProjects.id, projectId));
    return projectId;
  };

  test("from five other invoices of the service: their median, and whether the amount is at least twice it", async () => {
    const first = await invoiced(10_000);
    const others = [first];
    for (const cents of [20_000, 30_000, 40_000]) others.push(await invoiced(cents));
    // Four others: too few to compare with.
    const subject = await invoiced(60_000);
    expect(await invoiceComparison(db(), subject, env.clock.now())).toBeNull();
    others.push(await invoiced(50_000));
    // 100 € to 500 €: a median of 300 €; 600 € is twice it.
    expect(await invoiceComparison(db(), subject, env.clock.now())).toEqual({ medianCents: 30_000, invoices: 5, high: true });
    // Another service's invoices and one sent without an amount do not count.
    await invoiced(999_999, 4);
    await invoiced(undefined);
    expect(await invoiceComparison(db(), subject, env.clock.now())).toEqual({ medianCents: 30_000, invoices: 5, high: true });
    // Just under twice the median: not high. The median counts the other invoices, this one's old amount aside.
    await db().update(homeProjects).set({ invoiceAmountCents: 59_999 }).where(eq(homeProjects.id, subject));
    expect(await invoiceComparison(db(), subject, env.clock.now())).toEqual({ medianCents: 30_000, invoices: 5, high: false });
    // A request of more than a year ago no longer counts: four left.
    await db()
      .update(homeProjects)
      .set({ createdAt: new Date(env.clock.now().getTime() - 366 * 86_400_000) })
      .where(eq(homeProjects.id, first));
    expect(await invoiceComparison(db(), subject, env.clock.now())).toBeNull();
  });

  test("nothing to compare: no amount, no invoice, no such project", async () => {
    expect(await invoiceComparison(db(), await invoiced(undefined), env.clock.now())).toBeNull();
    const { projectId: open } = await sendRequest(env.deps, seeded.places.brussels);
    expect(await invoiceComparison(db(), open, env.clock.now())).toBeNull();
    expect(await invoiceComparison(db(), 999_999, env.clock.now())).toBeNull();
  });
});
