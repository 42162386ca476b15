import { expectNoSeriousAxeViolations } from "./support/accessibility";
import { storeChoices, storeChoicesBeforeLoad } from "./support/consent";
import { toast } from "./support/console-ui";
import { projectNumber, sendRequest, statusLinkFor } from "./support/projects";
import { screensAt } from "./support/screens";
import { signInAs } from "./support/sign-in";
import { expect, test } from "./support/test";

/** docs/product/customer-controls.md, "A problem after the job": from the customer's status page to the network's handling. */
for (const [language, width] of [
  ["fr", 375],
  ["nl", 1280],
] as const) {
  test(`${language.toUpperCase()} at ${width} px: a customer reports a problem after the job; the network sees it, counted and listed, and marks it handled`, async ({
    page,
    sql,
  }) => {
    const fr = language === "fr";
    const message = fr
      ? "La fuite sous l'évier est revenue deux jours après la réparation."
      : "Het lek onder de gootsteen is twee dagen na de herstelling teruggekomen.";
    const id = await sendRequest(page.request, { CustomerLanguage: language, CustomerLastName: `Klacht${language}` });
    await sql`update home_projects set status_id = 5, provider_id = 1 where id = ${id}`;
    await page.setViewportSize({ width, height: 900 });
    await storeChoicesBeforeLoad(page, language);
    await page.goto(await statusLinkFor(sql, id));

    const card = page.getByTestId("status-complaint");
    await expect(card.getByRole("heading", { level: 2 })).toHaveText(fr ? "Un problème après les travaux ?" : "Een probleem na de werken?");
    await card.getByRole("button", { name: fr ? "Signaler un problème" : "Een probleem melden" }).click();
    const dialog = page.getByRole("dialog", { name: fr ? "Signaler un problème après les travaux" : "Een probleem na de werken melden" });
    // Empty, it says what to do and sends nothing.
    await dialog.getByRole("button", { name: fr ? "Envoyer à notre équipe" : "Naar ons team sturen" }).click();
    await expect(dialog).toContainText(fr ? "Décrivez le problème avant de l'envoyer." : "Beschrijf het probleem voor u het verstuurt.");
    await dialog.getByLabel(fr ? "Votre message" : "Uw bericht").fill(message);
    await screensAt(dialog, `complaint-${language}-dialog`, { widths: [width] });
    await dialog.getByRole("button", { name: fr ? "Envoyer à notre équipe" : "Naar ons team sturen" }).click();
    await toast(
      page,
      fr ? "Votre message a été transmis à notre équipe : elle vous contactera." : "Uw bericht is doorgestuurd naar ons team: het neemt contact met u op.",
    );
    const sent = card.getByTestId("status-complaint-open");
    await expect(sent).toContainText(fr ? "Vous nous avez signalé un problème le" : "U meldde ons op");
    // The button that opened the dialog is gone: the focus is on what replaced it.
    await expect(sent).toBeFocused();
    await expectNoSeriousAxeViolations(page);
    await screensAt(card, `complaint-${language}-status-page`, { widths: [width] });

    // The network: counted on the dashboard, in its list, handled on the project's page.
    await signInAs(page, "network@example.com");
    await storeChoices(page, language);
    await page.goto("/network/dashboard");
    const count = page.getByTestId("attention-complaint");
    await expect(count).toContainText(fr ? "Réclamation à traiter" : "Te behandelen klacht");
    await expect(count.getByRole("link")).toHaveText(/^[1-9]\d*$/);
    await count.getByRole("link").click();
    await expect(page).toHaveURL(/\/network\/homeprojectlist\?complaint=1$/);
    await page.getByRole("link", { name: projectNumber(id) }).click();
    const alert = page.getByTestId("complaint-alert");
    await expect(alert).toContainText(message);
    await expectNoSeriousAxeViolations(page);
    await screensAt(alert, `complaint-${language}-network`, { widths: [width] });
    await alert.getByRole("button", { name: fr ? "Marquer comme traitée" : "Als behandeld markeren" }).click();
    await toast(page, fr ? "La réclamation est marquée comme traitée." : "De klacht is als behandeld gemarkeerd.");
    await expect(alert).toHaveCount(0);
    await expect(page.getByTestId("complaint-handled")).toContainText(message);
    // The customer phones with another problem: the network notes it for them, and it waits again.
    const forCustomer = page.getByRole("region", { name: fr ? "Pour le client" : "Voor de klant" });
    await forCustomer.getByRole("button", { name: fr ? "Noter une réclamation du client" : "Een klacht van de klant noteren" }).click();
    const note = page.getByRole("dialog", { name: fr ? "Noter une réclamation du client" : "Een klacht van de klant noteren" });
    const phoned = fr ? "Par téléphone : une tache d'humidité est apparue au plafond." : "Telefonisch: er is een vochtvlek op het plafond verschenen.";
    await note.getByLabel(fr ? "La réclamation du client" : "De klacht van de klant").fill(phoned);
    await note.getByRole("button", { name: fr ? "Noter une réclamation du client" : "Een klacht van de klant noteren" }).click();
    await toast(page, fr ? "La réclamation du client est notée." : "De klacht van de klant is genoteerd.");
    await expect(page.getByTestId("complaint-alert")).toContainText(phoned);
    await screensAt(page.getByTestId("complaints"), `complaint-${language}-network-noted`, { widths: [width] });
    await page.getByRole("tab", { name: fr ? "Historique" : "Geschiedenis" }).click();
    const history = page.getByRole("list", { name: fr ? "Historique" : "Geschiedenis" });
    await expect(history).toContainText(fr ? "Réclamation du client traitée" : "Klacht van de klant behandeld");
    const raised = history
      .getByRole("listitem")
      .filter({ hasText: fr ? "Problème signalé par le client après les travaux" : "Probleem gemeld door de klant na de werken" });
    // Once by the customer, once by the network for them.
    await expect(raised).toHaveCount(2);
  });
}
