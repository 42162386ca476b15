import { screen, screensAt } from "./support/screens";
import { expect, type APIRequestContext, type Page, test } from "./support/test";
import { minimalPdf } from "../support/sample-files";
import { sendRequest as sendProject, statusLinkFor } from "./support/projects";
import { signInAs } from "./support/sign-in";
import { expectNoSeriousAxeViolations } from "./support/accessibility";

/** A request as the wizard sends it: 1000 Bruxelles, so demo provider 1 gets it. */
function sendRequest(request: APIRequestContext, description: string): Promise<number> {
  return sendProject(request, {
    CustomerLastName: "Peeters",
    CustomerName: "Sofie",
    CustomerGSM: "+32 470 11 22 33",
    CustomerEmail: "sofie.peeters@example.be",
    CustomerDescription: description,
    CustomerBus: "",
  });
}

/** The consent banner would hide the screenshots: refuse the optional cookies once. */
async function refuseCookies(page: Page) {
  const refuse = page.getByRole("button", { name: /Tout refuser|Alles weigeren/ });
  if (await refuse.isVisible().catch(() => false)) await refuse.click();
}

async function openProject(page: Page, id: number) {
  await page.goto(`/provider/homeprojectdetails/${id}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(new RegExp(`#${id}`));
}

async function confirm(page: Page, button: RegExp, confirmButton: RegExp) {
  await page.getByRole("button", { name: button }).first().click();
  await page.getByRole("dialog").getByRole("button", { name: confirmButton }).click();
}

test.describe("provider console", () => {
  test("the status filter offers only the statuses a provider ever sees, in FR and NL", async ({ page }) => {
    await signInAs(page, "pro1@example.com");
    await expect(page).toHaveURL(/\/provider$/);
    await refuseCookies(page);
    const expected = {
      FR: { label: "Statut", shown: ["Tous les statuts", "Nouveau", "Accepté"], never: ["Refusé", "Traitement manuel", "Aucun prestataire"] },
      NL: { label: "Status", shown: ["Alle statussen", "Nieuw", "Aanvaard"], never: ["Geweigerd", "Manuele behandeling", "Geen vakman gevonden"] },
    } as const;
    for (const [language, width] of [
      ["FR", 375],
      ["NL", 1280],
    ] as const) {
      await page.setViewportSize({ width, height: 800 });
      await page.evaluate((value) => localStorage.setItem("language", value), language);
      await page.reload();
      const e = expected[language];
      await page.getByRole("combobox", { name: e.label }).click();
      const options = page.getByRole("option");
      await expect(options).toHaveCount(6);
      for (const name of e.shown) await expect(options.filter({ hasText: name }).first()).toBeVisible();
      for (const name of e.never) await expect(options.filter({ hasText: name })).toHaveCount(0);
      await screen(page, `provider-status-filter-${language}-${width}`);
      await page.keyboard.press("Escape");
    }
  });

  test("accept: the project becomes Accepted and the customer's status page shows the provider", async ({ page, sql }) => {
    const id = await sendRequest(page.request, "Accept path");
    await signInAs(page, "pro1@example.com");
    await expect(page).toHaveURL(/\/provider$/);
    await expect(page.getByRole("link", { name: `#${id}` })).toBeVisible();
    await refuseCookies(page);
    await expectNoSeriousAxeViolations(page);
    await screensAt(page, "provider-console-list", { fullPage: true });
    await page.getByRole("link", { name: `#${id}` }).click();
    await expect(page.getByTestId("project-status")).toHaveText(/Nouveau/);
    // The customer's phone and address are links that dial and write to them.
    await expect(page.getByRole("link", { name: "+32 470 11 22 33" })).toHaveAttribute("href", "tel:+32470112233");
    await expect(page.getByRole("link", { name: "sofie.peeters@example.be" })).toHaveAttribute("href", "mailto:sofie.peeters@example.be");
    // The language to call the customer in.
    await expect(page.getByRole("region", { name: "Informations sur le client" })).toContainText("Français");
    await expectNoSeriousAxeViolations(page);
    await screensAt(page, "provider-console-details-new", { fullPage: true });
    await confirm(page, /^Accepter$/, /Oui, accepter/);
    await expect(page.getByTestId("project-status")).toHaveText(/Accepté/);

    // The customer's private link (the token the confirmation e-mail carries; set here directly).
    await page.goto(await statusLinkFor(sql, id));
    await expect(page.getByTestId("status-provider")).toContainText("Personne de contact : Sophie Lambert");
    await expect(page.getByTestId("status-text")).toContainText(/a accepté votre demande/);
    // Accepted is ticked; closing is what comes next.
    const progress = page.getByRole("list", { name: "Où en est votre demande" });
    await expect(progress.locator("[data-state=done]")).toHaveCount(3);
    await expect(progress.locator("[aria-current=step]")).toContainText("Clôturée (étape en cours)");
    await screensAt(page, "provider-console-status", { fullPage: true });
  });

  test("reject: back to /provider, and the project lands at provider 2", async ({ page, browser }) => {
    const id = await sendRequest(page.request, "Reject path");
    await signInAs(page, "pro1@example.com");
    await expect(page).toHaveURL(/\/provider$/);
    await openProject(page, id);
    await confirm(page, /^Refuser$/, /Oui, refuser/);
    await expect(page).toHaveURL(/\/provider$/);
    await expect(page.getByRole("link", { name: `#${id}` })).toHaveCount(0);

    const other = await browser.newContext();
    const page2 = await other.newPage();
    await signInAs(page2, "pro2@example.com");
    await expect(page2).toHaveURL(/\/provider$/);
    await expect(page2.getByRole("link", { name: `#${id}` })).toBeVisible();
    await other.close();
  });

  test("no agreement: both fields required, then status 6", async ({ page }) => {
    const id = await sendRequest(page.request, "No agreement path");
    await signInAs(page, "pro1@example.com");
    await expect(page).toHaveURL(/\/provider$/);
    await openProject(page, id);
    await confirm(page, /^Accepter$/, /Oui, accepter/);
    await expect(page.getByTestId("project-status")).toHaveText(/Accepté/);
    await refuseCookies(page);
    await page.getByRole("button", { name: /Enregistrer l'absence d'accord/ }).click();
    await expect(page.getByText("Veuillez expliquer pourquoi aucun accord n'a été trouvé.").first()).toBeVisible();
    // The accepted project's page, its invoice upload and the form's errors.
    await expectNoSeriousAxeViolations(page);
    await page.getByRole("textbox", { name: /Explication/ }).fill("Le client a trouvé un autre artisan.");
    await page.getByRole("combobox", { name: /Raison/ }).click();
    await page.getByRole("option", { name: /Les délais ne convenaient pas/ }).click();
    await screensAt(page, "provider-console-details-accepted", { fullPage: true });
    await page.getByRole("button", { name: /Enregistrer l'absence d'accord/ }).click();
    // Asked first, naming the reason; "Annuler" changes nothing.
    const ask = page.getByRole("dialog", { name: "Enregistrer l'absence d'accord ?" });
    await expect(ask).toContainText("« Les délais ne convenaient pas »");
    await screen(page, "provider-no-agreement-confirm-fr");
    await ask.getByRole("button", { name: "Annuler" }).click();
    await expect(page.getByTestId("project-status")).toHaveText(/Accepté/);
    await page.getByRole("button", { name: /Enregistrer l'absence d'accord/ }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Oui, enregistrer" }).click();
    await expect(page).toHaveURL(/\/provider$/);
    await openProject(page, id);
    await expect(page.getByTestId("project-status")).toHaveText(/Pas d'accord/);
  });

  test("invoice: one PDF through the Dropzone, then status 5 and a download link", async ({ page }) => {
    const id = await sendRequest(page.request, "Invoice path");
    await signInAs(page, "pro1@example.com");
    await expect(page).toHaveURL(/\/provider$/);
    await openProject(page, id);
    await refuseCookies(page);
    await confirm(page, /^Accepter$/, /Oui, accepter/);
    await expect(page.getByTestId("project-status")).toHaveText(/Accepté/);
    await page.locator('input[type="file"]').setInputFiles({ name: "facture-avril.pdf", mimeType: "application/pdf", buffer: Buffer.from(minimalPdf()) });
    // Asked first, naming the file; nothing is sent before "yes".
    const ask = page.getByRole("dialog", { name: "Envoyer cette facture ?" });
    await expect(ask).toContainText("« facture-avril.pdf »");
    await screen(page, "provider-invoice-confirm-fr");
    await ask.getByRole("button", { name: "Annuler" }).click();
    await expect(page.getByTestId("project-status")).toHaveText(/Accepté/);
    await page.locator('input[type="file"]').setInputFiles({ name: "facture-avril.pdf", mimeType: "application/pdf", buffer: Buffer.from(minimalPdf()) });
    await page.getByRole("dialog").getByRole("button", { name: "Oui, envoyer et clôturer" }).click();
    await expect(page.getByTestId("project-status")).toHaveText(/Clôturé/);
    await expect(page.getByTestId("invoice-link")).toContainText("facture-avril.pdf");
    await screensAt(page, "provider-console-details-completed", { fullPage: true });

    // The network replaces the wrong file, in Dutch on a phone and in French on a desktop.
    await page.getByRole("button", { name: /Se déconnecter|Afmelden/ }).click();
    await expect(page).toHaveURL(/\/login$/);
    await signInAs(page, "network@example.com");
    await expect(page).toHaveURL(/\/network$/);
    for (const [language, width, name] of [
      ["NL", 375, "juiste-factuur.pdf"],
      ["FR", 1280, "facture-corrigee.pdf"],
    ] as const) {
      await page.evaluate((value) => localStorage.setItem("language", value), language);
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`/network/homeprojectdetails/${id}`);
      const replace = language === "NL" ? "Factuur vervangen" : "Remplacer la facture";
      await expect(page.getByRole("button", { name: replace })).toBeVisible();
      await page.locator('input[type="file"]').setInputFiles({ name, mimeType: "application/pdf", buffer: Buffer.from(minimalPdf()) });
      const ask = page.getByRole("dialog", { name: language === "NL" ? "Factuur vervangen?" : "Remplacer la facture ?" });
      await expect(ask).toContainText(name);
      await screen(page, `network-replace-invoice-${language.toLowerCase()}-${width}`);
      await ask.getByRole("button", { name: language === "NL" ? "Ja, vervangen" : "Oui, remplacer" }).click();
      await expect(page.getByTestId("invoice-link")).toContainText(name);
      await expect(
        page.locator(".mantine-Notification-root").filter({ hasText: language === "NL" ? "De factuur werd vervangen." : "La facture a été remplacée." }),
      ).toBeVisible();
    }
  });
});
