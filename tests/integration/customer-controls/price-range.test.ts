import { beforeAll, describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { homeProjects } from "@/server/db/schema";
import { acceptProject, uploadInvoice } from "@/server/domain/project-status/provider-actions";
import { priceRangeMinimum, servicePriceRange } from "@/server/domain/projects/invoice-comparison";
import { findStatusByToken } from "@/server/domain/projects/status-page";
import { testDriver } from "../../support/database";
import { minimalPdf } from "../../support/sample-files";
import { useSeededDatabase } from "../../support/seeded";
import { invoicedRequest, providerDeps, sendRequest } from "../provider/support";

/** docs/product/customer-controls.md, "What such jobs cost": the status page of an open request names the service's usual prices. */
describe(`what such jobs cost, on the status page, on ${testDriver}`, () => {
  let env: ReturnType<typeof providerDeps>;
  const seeded = useSeededDatabase();
  beforeAll(() => {
    env = providerDeps(seeded.database.db);
  });
  const db = () => seeded.database.db;
  const now = () => env.clock.now();
  const invoiced = (amountCents: number, serviceId = 3) => invoicedRequest(env.deps, seeded.places.brussels, amountCents, serviceId);
  const statusOf = (token: string) => findStatusByToken(db(), token, now());

  test("from ten invoices of the service over the year: the middle half and the median, until the job is invoiced", async () => {
    const customer = await sendRequest(env.deps, seeded.places.brussels);
    const token = customer.statusToken ?? "";
    expect(priceRangeMinimum).toBe(10);
    // 100 € to 900 €: nine invoices, one short; another service's and a request of more than a year ago do not count.
    const amounts = [10_000, 20_000, 30_000, 40_000, 50_000, 60_000, 70_000, 80_000, 90_000];
    for (const cents of amounts) await invoiced(cents);
    await invoiced(5_000_000, 4);
    const old = await invoiced(1_000);
    await db()
      .update(homeProjects)
      .set({ createdAt: new Date(now().getTime() - 366 * 86_400_000) })
      .where(eq(homeProjects.id, old));
    expect((await statusOf(token)).priceRange).toBeNull();

    // The tenth, 1 000 €: the quartiles of 100 € … 1 000 € are 325 € and 775 €, the median 550 €.
    await invoiced(100_000);
    const range = { invoices: 10, lowCents: 32_500, medianCents: 55_000, highCents: 77_500 };
    expect((await statusOf(token)).priceRange).toEqual(range);
    expect(await servicePriceRange(db(), 3, now())).toEqual(range);
    await acceptProject(env.deps, 1, customer.projectId);
    expect((await statusOf(token)).priceRange).toEqual(range);

    // Invoiced: the customer has the price itself, and the page no longer shows the range.
    await uploadInvoice(env.deps, 1, customer.projectId, { name: "facture.pdf", bytes: minimalPdf() }, 45_000);
    const done = await statusOf(token);
    expect(done.stage).toBe("completed");
    expect(done.priceRange).toBeNull();
  });

  test("a service without invoices, and an unknown one, give no range", async () => {
    expect(await servicePriceRange(db(), 5, now())).toBeNull();
    expect(await servicePriceRange(db(), 999_999, now())).toBeNull();
  });
});
