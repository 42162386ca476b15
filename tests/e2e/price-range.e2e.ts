import { expectNoSeriousAxeViolations } from "./support/accessibility";
import { storeChoicesBeforeLoad } from "./support/consent";
import { sendRequest, statusLinkFor } from "./support/projects";
import { screensAt } from "./support/screens";
import { expect, test } from "./support/test";

/** docs/product/customer-controls.md, "What such jobs cost": the status page of an open request gives the service's usual prices. */
for (const [language, width] of [
  ["fr", 375],
  ["nl", 1280],
] as const) {
  test(`${language.toUpperCase()} at ${width} px: before the job, the status page says what the service's invoices came to over the year`, async ({
    page,
    sql,
  }) => {
    const fr = language === "fr";
    // A service nobody on this worker's database has invoiced yet, so the ten invoices below are all it has.
    const [service] = await sql<{ id: number }[]>`select id from services where is_active
      and id not in (select service_id from home_projects where invoice_amount_cents is not null) order by id limit 1`;
    const serviceId = service?.id ?? 0;
    const invoiced: number[] = [];
    for (let i = 0; i < 10; i++) {
      invoiced.push(await sendRequest(page.request, { CustomerLastName: `Prijs${language}${"abcdefghij"[i]}` }));
      // Each creation sets an upload cookie: a second one sent with it and without an Origin is refused as forged.
      await page.context().clearCookies();
    }
    // 100 € to 1 000 €: the middle half from 325 € to 775 €, the median 550 €.
    await sql`update home_projects set status_id = 5, provider_id = 1, service_id = ${serviceId}, provider_invoice_file_name = 'e2e-prijs.pdf',
      invoice_amount_cents = 10000 * (1 + (select count(*) from unnest(${sql.array(invoiced)}::int[]) x where x < home_projects.id))
      where id in ${sql(invoiced)}`;
    const id = await sendRequest(page.request, { CustomerLanguage: language, CustomerLastName: `Klant${language}` });
    await sql`update home_projects set service_id = ${serviceId} where id = ${id}`;

    await page.setViewportSize({ width, height: 900 });
    await storeChoicesBeforeLoad(page, language);
    await page.goto(await statusLinkFor(sql, id));
    const card = page.getByTestId("status-price-range");
    await expect(card.getByRole("heading", { level: 2 })).toHaveText(fr ? "Ce que coûtent des travaux semblables" : "Wat gelijkaardige werken kosten");
    await expect(card).toContainText(
      fr
        ? /la moitié des factures de nos professionnels pour «\s.+\s» se situaient entre 325\s€ et 775\s€, TVA comprise\s; la facture médiane s'élevait à 550\s€ \(10 factures\)\./
        : /lag de helft van de facturen van onze vakmensen voor ‘.+’ tussen €\s325 en €\s775, btw inbegrepen; de mediane factuur bedroeg €\s550 \(10 facturen\)\./,
    );
    await expect(card).toContainText(fr ? "votre professionnel fixe lui-même son prix" : "uw vakman bepaalt zelf zijn prijs");
    await expectNoSeriousAxeViolations(page);
    await screensAt(card, `price-range-${language}`, { widths: [width] });

    // Once the job is invoiced, the customer has its own price: the range is gone.
    await sql`update home_projects set status_id = 5, provider_id = 1, provider_invoice_file_name = 'e2e-prijs-klant.pdf', invoice_amount_cents = 45000 where id = ${id}`;
    await page.reload();
    await expect(page.getByTestId("status-invoice")).toBeVisible();
    await expect(card).toHaveCount(0);
  });
}
