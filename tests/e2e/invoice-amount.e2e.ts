import { expectNoSeriousAxeViolations } from "./support/accessibility";
import { storeChoicesBeforeLoad } from "./support/consent";
import { projectNumber, sendRequest } from "./support/projects";
import { screensAt } from "./support/screens";
import { toast } from "./support/console-ui";
import { signInAs } from "./support/sign-in";
import { expect, test } from "./support/test";

/**
 * docs/product/consoles.md, "The invoice amount" and "A high invoice to check": an amount at least
 * twice what the service's invoices usually come to is counted on the dashboard, listed, said on the
 * network's project page beside their median, and checked there.
 */
for (const [language, width] of [
  ["nl", 375],
  ["fr", 1280],
] as const) {
  test(`${language.toUpperCase()} at ${width} px: a high invoice amount is counted, listed, named beside the service's median and checked`, async ({
    page,
    sql,
  }) => {
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
    // The dashboard counts it among the high invoices to check; its card opens the list of them.
    const highInvoices = fr ? "Facture élevée à vérifier" : "Hoge factuur na te kijken";
    await page.goto("/network/dashboard");
    const card = page.getByTestId("attention-highinvoice");
    await expect(card).toContainText(highInvoices);
    await expect(card.getByRole("link")).toHaveText(/^[1-9]\d*$/);
    await screensAt(page.getByTestId("attention"), `invoice-high-attention-${language}`, { widths: [width] });
    // Providers' prices: provider 1 sent it, so at least one of its invoices reaches twice its service's median.
    const provider = page.getByTestId("provider-prices").locator('[data-provider="1"]').filter({ visible: true });
    await expect(provider.locator('[data-column="priceGap"]')).toHaveText(/^([+\-\u2212]\d+|0)\s?%$/);
    await expect(provider.locator('[data-column="highInvoices"]')).toHaveText(/^[1-9]\d*$/);
    await expect(provider.getByRole("link", { name: "Brussels Home Experts" })).toHaveAttribute("href", "/network/editprovider/1");
    await screensAt(page.getByTestId("provider-prices"), `provider-prices-${language}`, { widths: [width] });
    await card.getByRole("link").click();
    await expect(page).toHaveURL(/\/network\/homeprojectlist\?highinvoice=1$/);
    if (width < 768) await page.getByRole("button", { name: fr ? "Filtres (1 actif)" : "Filters (1 actief)" }).click();
    await expect(page.getByRole("checkbox", { name: highInvoices })).toBeChecked();
    await page.getByRole("link", { name: projectNumber(id) }).click();

    const invoice = page.getByRole("region", { name: fr ? "Facture" : "Factuur" });
    await expect(invoice.getByTestId("invoice-amount-stated")).toHaveText(
      fr ? /^Montant\s:\s480\s000,00\s€ TVA comprise$/ : /^Bedrag:\s€\s480\.000,00 incl\. btw$/,
    );
    const note = invoice.getByTestId("invoice-comparison");
    await expect(note).toContainText(
      fr
        ? /^Montant élevé\s: au moins le double de la médiane des factures pour ce service sur un an \([\d\s\u202f]+\s€, \d+ factures\)\. Vérifiez la facture avec le prestataire si besoin\./
        : /^Hoog bedrag: minstens het dubbele van de mediaan van de facturen voor deze dienst over een jaar \(€\s[\d.]+, \d+ facturen\)\. Controleer de factuur zo nodig met de vakman\./,
    );
    await expectNoSeriousAxeViolations(page);
    await screensAt(invoice, `invoice-comparison-${language}`, { widths: [width] });

    // Checked: said with its day, in the history with the amount checked, and off the list.
    await note.getByRole("button", { name: fr ? "Marquer comme vérifiée" : "Als nagekeken markeren" }).click();
    await toast(page, fr ? "C'est noté : la facture est vérifiée." : "Genoteerd: de factuur is nagekeken.");
    await expect(note).toHaveText(
      fr
        ? /^Montant élevé, au moins le double de la médiane des factures pour ce service sur un an \([\d\s\u202f]+\s€, \d+ factures\)\s: facture vérifiée le \d{2}\/\d{2}\/\d{4}\.$/
        : /^Hoog bedrag, minstens het dubbele van de mediaan van de facturen voor deze dienst over een jaar \(€\s[\d.]+, \d+ facturen\): factuur nagekeken op \d{2}\/\d{2}\/\d{4}\.$/,
    );
    await expect(note.getByRole("button")).toHaveCount(0);
    await screensAt(invoice, `invoice-checked-${language}`, { widths: [width] });
    await page.getByRole("tab", { name: fr ? "Historique" : "Geschiedenis" }).click();
    const latest = page
      .getByRole("list", { name: fr ? "Historique" : "Geschiedenis" })
      .getByRole("listitem")
      .nth(0);
    await expect(latest).toContainText(fr ? "Facture vérifiée" : "Factuur nagekeken");
    await expect(latest.getByTestId("history-invoice-amount")).toContainText(fr ? /480\s000,00\s€/ : /€\s480\.000,00/);
    await page.goto(`/network/homeprojectlist?q=${id}&highinvoice=1`);
    await expect(page.getByText(fr ? "Aucun projet ne correspond à votre recherche." : "Geen enkel project komt overeen met uw zoekopdracht.")).toBeVisible();

    // The project list gives the amount too: in the table's invoice column, on a phone's card.
    await page.goto(`/network/homeprojectlist?q=${id}`);
    const entry = page.getByRole(width < 992 ? "listitem" : "row").filter({ has: page.getByRole("link", { name: projectNumber(id) }) });
    await expect(entry).toContainText(fr ? /480\s000\s€/ : /Factuur van €\s480\.000/);
    await screensAt(entry, `invoice-list-${language}`, { widths: [width] });
  });
}
