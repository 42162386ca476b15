import { expectNoSeriousAxeViolations } from "./support/accessibility";
import { storeChoicesBeforeLoad } from "./support/consent";
import { projectNumber, sendRequest } from "./support/projects";
import { screensAt } from "./support/screens";
import { signInAs } from "./support/sign-in";
import { expect, test } from "./support/test";

/**
 * docs/product/consoles.md, "The invoice amount": on the network's project page, an amount at least
 * twice what the service's invoices usually come to says so, beside their median.
 */
for (const [language, width] of [
  ["nl", 375],
  ["fr", 1280],
] as const) {
  test(`${language.toUpperCase()} at ${width} px: a high invoice amount is named beside the service's median`, async ({ page, sql }) => {
    const fr = language === "fr";
    // Five invoices of the same service at 400 €, then this one at 480 000 €: far above any median the worker's other tests leave.
    const others: number[] = [];
    // Each creation sets an upload cookie: a second one sent with it and without an Origin is refused as forged.
    for (let i = 0; i < 5; i++) {
      others.push(await sendRequest(page.request, { CustomerLastName: `Mediaan${language}${"abcde"[i]}` }));
      await page.context().clearCookies();
    }
    await sql`update home_projects set status_id = 5, provider_id = 1, provider_invoice_file_name = 'e2e-facture.pdf', invoice_amount_cents = 40000
      where id in ${sql(others)}`;
    const id = await sendRequest(page.request, { CustomerLanguage: language, CustomerLastName: `Duur${language}` });
    await sql`update home_projects set status_id = 5, provider_id = 1, provider_invoice_file_name = 'e2e-facture-duur.pdf', invoice_amount_cents = 48000000
      where id = ${id}`;

    await page.setViewportSize({ width, height: 900 });
    await storeChoicesBeforeLoad(page, language);
    await signInAs(page, "network@example.com");
    await expect(page).toHaveURL(/\/network$/);
    await page.goto(`/network/homeprojectdetails/${id}`);
    const invoice = page.getByRole("region", { name: fr ? "Facture" : "Factuur" });
    await expect(invoice.getByTestId("invoice-amount-stated")).toHaveText(
      fr ? /^Montant\s:\s480\s000,00\s€ TVA comprise$/ : /^Bedrag:\s€\s480\.000,00 incl\. btw$/,
    );
    await expect(invoice.getByTestId("invoice-comparison")).toHaveText(
      fr
        ? /^Montant élevé\s: au moins le double de la médiane des factures pour ce service sur un an \([\d\s\u202f]+\s€, \d+ factures\)\. Vérifiez la facture avec le prestataire si besoin\.$/
        : /^Hoog bedrag: minstens het dubbele van de mediaan van de facturen voor deze dienst over een jaar \(€\s[\d.]+, \d+ facturen\)\. Controleer de factuur zo nodig met de vakman\.$/,
    );
    await expectNoSeriousAxeViolations(page);
    await screensAt(invoice, `invoice-comparison-${language}`, { widths: [width] });

    // The project list gives the amount too: in the table's invoice column, on a phone's card.
    await page.goto(`/network/homeprojectlist?q=${id}`);
    const entry = page.getByRole(width < 992 ? "listitem" : "row").filter({ has: page.getByRole("link", { name: projectNumber(id) }) });
    await expect(entry).toContainText(fr ? /480\s000\s€/ : /Factuur van €\s480\.000/);
    await screensAt(entry, `invoice-list-${language}`, { widths: [width] });
  });
}
