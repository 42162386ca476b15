import { readFileSync } from "node:fs";
import { screen } from "./support/screens";
import { expectNoSeriousAxeViolations } from "./support/accessibility";
import { expect, type APIRequestContext, type Page, test } from "./support/test";
import { sendRequest as sendProject, projectNumber } from "./support/projects";
import { signInAs } from "./support/sign-in";
import { expectInsideAndInFull, expectNoSidewaysScroll } from "./support/layout";
import { onePixelPng } from "../support/sample-files";
import { reloadInLanguage, toast } from "./support/console-ui";

/** A request as the wizard sends it: 1000 Bruxelles, so demo provider 1 gets it. */
function sendRequest(request: APIRequestContext, lastName: string): Promise<number> {
  return sendProject(request, {
    CustomerLastName: lastName,
    CustomerName: "Zéphyrin",
    CustomerGSM: "+32 470 11 22 33",
    CustomerEmail: "zephyrin@example.be",
    CustomerDescription: "La chaudière s'arrête chaque nuit.",
    CustomerBus: "",
  });
}

/** A full-page screenshot, once the app has painted what the test just checked. */
const shot = (page: Page, name: string) => screen(page, name, { fullPage: true, settle: true });

/** At a phone's widths, 375 and 320 px: nothing scrolls sideways and `check` holds; then back to 1280 px. */
async function onPhones(page: Page, name: string, check: (width: number) => Promise<void>) {
  for (const width of [375, 320]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoSidewaysScroll(page);
    await check(width);
    await shot(page, `${name}-${width}`);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** Clicks the export button and reads the downloaded CSV: its name and its lines, without the byte-order mark. */
async function exportedCsv(page: Page, buttonName: string) {
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: buttonName }).click()]);
  const text = readFileSync(await download.path(), "utf8");
  expect(text.startsWith("\uFEFF")).toBe(true);
  return { fileName: download.suggestedFilename(), text, lines: text.slice(1).trimEnd().split("\r\n") };
}

test.describe("network console", () => {
  test.use({ actionTimeout: 15_000 });

  // The worker's database is shared with the tests that run after this one: the provider it creates
  // (one service, Knokke-Heist) would otherwise stay active and take requests there.
  test.afterEach(async ({ sql }) => {
    await sql`update providers set is_active = false where name like 'Chauffage Test %'`;
  });
  test("providers, services, work area, logins; a project found, moved to another provider, cancelled, with its reject history", async ({ page, sql }) => {
    test.setTimeout(180_000);
    // Letters only: a customer name allows no digits.
    const suffix = Date.now()
      .toString(36)
      .replace(/\d/g, (d) => "qrstuvwxyz"[Number(d)]!);
    const customer = `Vandenbroucke${suffix}`;
    const projectId = await sendRequest(page.request, customer);
    await page.setViewportSize({ width: 1280, height: 900 });
    await signInAs(page, "network@example.com");
    await expect(page).toHaveURL(/\/network$/);
    await reloadInLanguage(page, "FR");
    const refuseCookies = page.getByRole("button", { name: "Tout refuser" });
    if (await refuseCookies.isVisible()) await refuseCookies.click();

    // Create provider: each of the seven checks in order, then success.
    await page.goto("/network/newprovider");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Créer un nouveau prestataire");
    await expect(page.getByLabel("Téléphone de contact")).toHaveValue("+32");
    const save = page.getByRole("button", { name: "Enregistrer le nouveau prestataire" });
    const providerName = `Chauffage Test ${suffix}`;
    const steps: [string, string, string][] = [
      ["Nom", providerName, "le nom manque"],
      ["Adresse", "Rue Neuve 1, 1000 Bruxelles", "l'adresse manque"],
      ["Personne de contact", "Luc Lambert", "nom de la personne de contact manque"],
      ["Téléphone de contact", "0470 99", "numéro de téléphone de contact manque"],
      ["E-mail de contact", "luc@lambert", "adresse e-mail de contact manque"],
    ];
    await page.getByLabel("Téléphone de contact").fill("+32");
    for (const [label, value, message] of steps) {
      await save.click();
      await toast(page, message);
      // The field it is about says it too, and has the focus; typing clears the mark.
      const field = page.getByRole("textbox", { name: label, exact: true });
      await expect(field).toBeFocused();
      await expect(field).toHaveAttribute("aria-invalid", "true");
      await expect(field).toHaveAccessibleDescription(new RegExp(message));
      await field.fill(value);
      await expect(field).not.toHaveAttribute("aria-invalid", "true");
    }
    await save.click();
    await toast(page, "numéro de téléphone non valable");
    // A Belgian number written the usual way is taken: it gets its +32, as in the wizard.
    await page.getByLabel("Téléphone de contact").fill("0470 99 88 77");
    await save.click();
    await toast(page, "adresse e-mail non valable");
    await expectNoSeriousAxeViolations(page);
    await shot(page, "fr-new-provider");
    // On a phone the save button stays in its card, its label read in full (it ran past the card at 320 px).
    await onPhones(page, "fr-new-provider", (width) => expectInsideAndInFull(save, ".mantine-Paper-root", `save button at ${width} px`));
    await page.getByLabel("E-mail de contact").fill("luc@lambert.brussels");
    await save.click();
    await expect(page).toHaveURL(/\/network\/editprovider\/\d+$/);
    const newProviderId = Number(page.url().split("/").pop());
    await expect(page.getByTestId("provider-id")).toHaveText(String(newProviderId));
    await shot(page, "fr-edit-provider-information");
    // Not ready yet: no service, no work area, no login; the alert follows the tabs as they are used
    // (docs/product/consoles.md, "A provider not fully set up").
    const notReady = page.getByRole("status").filter({ hasText: "Ce prestataire n'est pas encore prêt" });
    await expect(notReady.getByRole("listitem")).toHaveText([
      /^Aucun service actif\s: il ne reçoit aucune demande\./,
      /^Aucune zone d'activité\s: il ne reçoit aucune demande\./,
      /^Aucun accès web\s: personne ne peut se connecter/,
    ]);

    // Services: switch one on.
    await page.getByRole("tab", { name: "Services" }).click();
    const firstService = page.getByRole("switch").first();
    await firstService.click();
    await toast(page, "services du prestataire ont été mis à jour");
    await expect(firstService).toBeChecked();
    // One service, in the singular (it read "1 services proposés").
    await expect(page.getByText(/^\d+ services? proposés?$/)).toHaveText("1 service proposé");
    await expect(notReady.getByRole("listitem")).toHaveCount(2);
    await expect(notReady).not.toContainText("Aucun service actif");
    await shot(page, "fr-edit-provider-services");
    // A demo provider: the count is the number of switches that are on.
    await page.goto("/network/editprovider/1");
    await page.getByRole("tab", { name: "Services" }).click();
    await expect(page.getByRole("switch").first()).toBeVisible();
    const offered = Number((await page.getByText(/^\d+ services? proposés?$/).textContent())?.split(" ")[0]);
    await expect(page.locator('input[role="switch"]:checked')).toHaveCount(offered);
    await expect(page.getByText("Ce prestataire n'est pas encore prêt")).toHaveCount(0);
    await page.goto(`/network/editprovider/${newProviderId}`);

    // Work area: Knokke-Heist, Select All, then one priority for the city.
    await page.getByRole("tab", { name: "Zone d'activité" }).click();
    await page.getByLabel("Code postal, commune ou localité").fill("Knokke");
    await page.getByLabel("Code postal, commune ou localité").press("Enter");
    const city = page.getByTestId("city-knokke-heist");
    await expect(city).toBeVisible();
    await city.getByRole("button", { name: "Tout activer pour Knokke-Heist" }).click();
    await expect(city.getByText("Localités actives\u202f: 5 sur 5")).toBeVisible();
    await city.getByLabel("Priorité pour toute la commune").selectOption("7");
    await city.getByRole("button", { name: "Appliquer" }).click();
    await toast(page, "Priorité 7 appliquée");
    await expect(city.getByLabel("Priorité pour Heist (8301)")).toHaveValue("7");
    await expect(notReady.getByRole("listitem")).toHaveText([/^Aucun accès web/]);
    await shot(page, "fr-edit-provider-work-area");

    // Web users: a refused login, then one that works.
    await page.getByRole("tab", { name: "Accès web" }).click();
    await page.getByRole("button", { name: "Nouvel accès" }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toContainText("La personne reçoit à cette adresse un e-mail, en français et en néerlandais, qui lui explique comment se connecter.");
    await dialog.getByRole("button", { name: "Créer l'accès" }).click();
    await toast(page, "Le prénom est obligatoire.");
    await expect(dialog.getByRole("textbox", { name: "Prénom", exact: true })).toBeFocused();
    await expect(dialog.getByRole("textbox", { name: "Prénom", exact: true })).toHaveAccessibleDescription("Le prénom est obligatoire.");
    await dialog.getByLabel("Prénom").fill("Luc");
    await dialog.getByRole("textbox", { name: /^Nom\b/ }).fill("Lambert");
    // An address another login has: the field says so, not only a toast that goes.
    const taken = "Cette adresse e-mail sert déjà à un autre accès, d'un prestataire ou du réseau\u202f: choisissez-en une autre.";
    await dialog.getByLabel("E-mail de connexion").fill("pro1@example.com");
    await dialog.getByRole("button", { name: "Créer l'accès" }).click();
    await expect(dialog.getByLabel("E-mail de connexion")).toHaveAccessibleDescription(taken);
    await expect(dialog.getByLabel("E-mail de connexion")).toBeFocused();
    await shot(page, "fr-new-login-email-taken");
    await dialog.getByLabel("E-mail de connexion").fill(`luc.${suffix}@lambert.brussels`);
    await dialog.getByRole("button", { name: "Créer l'accès" }).click();
    await toast(page, "L'accès a été créé");
    await expect(page.getByRole("row").filter({ hasText: `luc.${suffix}@lambert.brussels` })).toBeVisible();
    // Told in the dialog, then done: the person's invitation is queued to that address (docs/product/notifications.md).
    expect(await sql`select subject from mail_queue where template = 'provider-login-invitation' and recipient = ${`luc.${suffix}@lambert.brussels`}`).toEqual([
      {
        subject: `Votre accès à l'espace professionnel du prestataire Chauffage Test ${suffix} | Uw toegang tot de professionele ruimte van de vakman Chauffage Test ${suffix}`,
      },
    ]);
    // Never signed in yet: said in the last column, with the invitation to send again (docs/product/consoles.md, "Web logins").
    const lastSignIn = page
      .getByRole("row")
      .filter({ hasText: `luc.${suffix}@lambert.brussels` })
      .getByRole("cell")
      .last();
    await expect(lastSignIn).toContainText("Jamais");
    await lastSignIn.getByRole("button", { name: `Renvoyer l'invitation à luc.${suffix}@lambert.brussels` }).click();
    await toast(page, `L'invitation a été renvoyée à luc.${suffix}@lambert.brussels.`);
    await expect
      .poll(
        async () =>
          (await sql`select 1 from mail_queue where template = 'provider-login-invitation' and recipient = ${`luc.${suffix}@lambert.brussels`}`).length,
      )
      .toBe(2);
    await expect(page.getByRole("cell", { name: /^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/ }).first()).toBeVisible();
    await expect(notReady).toHaveCount(0);
    await shot(page, "fr-edit-provider-web-users");

    // Provider list: search and the new provider's row; beside it one created bare, flagged.
    const [bare] = await sql<{ id: number }[]>`insert into providers (name) values (${`Chauffage Test ${suffix} bis`}) returning id`;
    await page.goto("/network/providerlist");
    await page.getByLabel("Rechercher un prestataire").fill(suffix);
    await page.getByRole("button", { name: "Rechercher" }).click();
    await expect(page.getByRole("link", { name: String(newProviderId), exact: true })).toBeVisible();
    const rowOf = (id: number) => page.getByRole("row").filter({ has: page.getByRole("link", { name: String(id), exact: true }) });
    await expect(rowOf(bare!.id)).toContainText("À compléter\u202f: aucun service actif, aucune zone d'activité, aucun accès web");
    await expect(rowOf(newProviderId)).not.toContainText("À compléter");
    await shot(page, "fr-provider-list-not-ready");
    await reloadInLanguage(page, "NL");
    await page.getByLabel("Een vakman zoeken").fill(suffix);
    await page.getByLabel("Een vakman zoeken").press("Enter");
    await onPhones(page, "nl-provider-list-not-ready", async () => {
      await expect(page.getByRole("listitem").filter({ hasText: `Chauffage Test ${suffix} bis` })).toContainText(
        "Aan te vullen: geen actieve dienst, geen werkgebied, geen weblogin",
      );
    });
    await reloadInLanguage(page, "FR");
    // Out of the change-provider dialog's search below, which lists active providers.
    await sql`update providers set is_active = false where id = ${bare!.id}`;
    await page.getByLabel("Rechercher un prestataire").fill("");
    await page.getByLabel("Rechercher un prestataire").press("Enter");
    await shot(page, "fr-provider-list");

    // Project list: find the project by customer name.
    await page.goto("/network/homeprojectlist");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Liste des projets");
    await expect(page.getByTestId("legend")).toHaveText("En jaune\u202f: sans prestataire");
    const frSearch = page.getByLabel("N° du projet, code postal, nom ou e-mail du client");
    await expect(frSearch).toHaveAttribute("placeholder", /^Ex\.\s: 1042, 4000, Dupont, nom@exemple\.be$/);
    await frSearch.fill(`zéphyrin ${customer.toLowerCase()}`);
    await frSearch.press("Enter");
    await expect(page.getByText("Résultats : 1")).toBeVisible();
    await shot(page, "fr-project-list");
    // Export: the filtered list (one project), in French, without the customer's name, e-mail or phone.
    const fr = await exportedCsv(page, "Exporter (CSV)");
    expect(fr.fileName).toMatch(/^projets-\d{4}-\d\d-\d\d\.csv$/);
    expect(fr.lines[0]).toBe(
      "N° du projet;Date de la demande;Prestataire;Code postal;Localité;Service;Statut;Facture;Montant de la facture (€, TVA comprise);Accepté le;Appel au client noté le;Note du client (sur 5)",
    );
    expect(fr.lines).toHaveLength(2);
    // Not accepted yet: no acceptance, no call.
    expect(fr.lines[1]).toMatch(new RegExp(`^${projectId};\\d\\d/\\d\\d/\\d{4} \\d\\d:\\d\\d;Brussels Home Experts;1000;Bruxelles;[^;]+;Nouveau;Non;;;;$`));
    for (const personal of [customer, "Zéphyrin", "zephyrin@example.be", "470 11 22 33"]) expect(fr.text).not.toContain(personal);
    // By the number a mail gives ("projet n° 1042"), and by the customer's e-mail in any case
    // (docs/product/consoles.md, "Searching the project list").
    await frSearch.fill(`n° ${projectId}`);
    await frSearch.press("Enter");
    await expect(page).toHaveURL(new RegExp(`[?&]q=n%C2%B0\\+${projectId}(&|$)`));
    await expect(page.getByText("Résultats : 1")).toBeVisible();
    await expect(page.getByRole("link", { name: projectNumber(projectId) }).first()).toBeVisible();
    await onPhones(page, "fr-project-list-number", async () => {
      await expect(page.getByLabel("N° du projet, code postal, nom ou e-mail du client")).toBeVisible();
    });
    await shot(page, "fr-project-list-number-1280");
    await frSearch.fill("ZEPHYRIN@Example.be");
    await frSearch.press("Enter");
    await expect(page.getByRole("link", { name: projectNumber(projectId) }).first()).toBeVisible();
    await frSearch.fill("inconnu@example.be");
    await frSearch.press("Enter");
    await expect(page.getByText("Aucun projet ne correspond à votre recherche.").first()).toBeVisible();
    await frSearch.fill(`#${projectId}`);
    await frSearch.press("Enter");
    await expect(page.getByText("Résultats : 1")).toBeVisible();
    await page.getByRole("link", { name: projectNumber(projectId) }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Projet n°\u00a0${projectId}`);
    await expect(page.getByText("Brussels Home Experts")).toBeVisible();
    // No refusal yet: the empty tab fits a phone too (its table's headers scrolled the page sideways).
    await page.getByRole("tab", { name: "Refus des prestataires" }).click();
    await expect(page.getByText("Aucun prestataire n'a refusé ce projet.")).toBeVisible();
    await onPhones(page, "fr-project-rejects-empty", async () => {});
    await page.getByRole("tab", { name: "Informations" }).click();

    // A provider refused it earlier (recorded as the deadline sweeper would).
    await sql`insert into home_project_rejects (project_id, provider_id, is_auto_rejected) values (${projectId}, 2, true)`;

    // Change its provider to the new one.
    await page.getByRole("button", { name: "Changer de prestataire" }).click();
    const providerDialog = page.getByRole("dialog", { name: "Changer de prestataire" });
    // Who hears of it, said before the change (docs/product/notifications.md).
    await expect(providerDialog.getByTestId("change-provider-who-is-told")).toHaveText(
      "Le nouveau prestataire et le prestataire actuel en sont avertis par e-mail. Le client n'est pas prévenu\u202f: il n'a encore reçu les coordonnées d'aucun prestataire.",
    );
    // The provider that let it run out says so, in the warning colour, after the current one that
    // covers the place too (docs/product/consoles.md).
    await providerDialog.getByLabel("Prestataire").click();
    const timedOut = page.getByRole("option", { name: /^Gentse Vakmannen \(#2\)/ });
    await expect(timedOut).toContainText(/délai dépassé le \d\d\/\d\d\/\d{4}$/);
    const names = await page.getByRole("option").locator("p:first-child").allTextContents();
    expect(names.indexOf("Gentse Vakmannen (#2)")).toBeGreaterThan(names.indexOf("Brussels Home Experts (#1)"));
    await shot(page, "fr-change-provider-refused-1280");
    await onPhones(page, "fr-change-provider-refused", async () => {
      await expect(timedOut).toBeAttached();
    });
    await providerDialog.getByLabel("Prestataire").fill(suffix);
    // The list is searched on the server after a short pause: pick from the searched list, not
    // from the one shown while typing (it is replaced under the pointer).
    await expect(page.getByRole("option")).toHaveCount(1);
    await expect(page.getByRole("option")).toContainText(suffix);
    await page.getByRole("option", { name: new RegExp(providerName) }).click();
    await expect(providerDialog.getByRole("button", { name: "Mettre à jour le prestataire" })).toBeEnabled();
    await providerDialog.getByRole("button", { name: "Mettre à jour le prestataire" }).click();
    await toast(page, "Le prestataire a été changé.");
    await expect(page.getByRole("link", { name: providerName })).toBeVisible();
    await shot(page, "fr-project-details");

    // Cancel it: no more Cancel button nor actions. Its provider still had to answer: it is told too.
    await page.getByRole("button", { name: "Annuler le projet" }).click();
    await expect(page.getByRole("dialog").getByTestId("cancel-who-is-told")).toHaveText(
      "Le client et le prestataire en sont avertis par e-mail. Le client reçoit un lien pour introduire une nouvelle demande.",
    );
    await page.getByRole("dialog").getByRole("button", { name: "Oui, annuler le projet" }).click();
    await toast(page, "Le projet a été annulé.");
    await expect(page.getByText("Annulé").first()).toBeVisible();
    // The status beside the title follows the change at once, as on the provider's page.
    await expect(page.getByTestId("project-status")).toHaveText("Annulé");
    await expect(page.getByRole("button", { name: "Annuler le projet" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Changer de prestataire" })).toHaveCount(0);

    // Reject history.
    await page.getByRole("tab", { name: "Refus des prestataires" }).click();
    const rejectRow = page.getByRole("row").filter({ hasText: "Gentse Vakmannen" });
    await expect(rejectRow).toContainText("Pas de réponse dans les délais");
    await expect(rejectRow.getByRole("link", { name: "Gentse Vakmannen" })).toHaveAttribute("href", "/network/editprovider/2");
    await shot(page, "fr-project-rejects");
    // On a phone the table scrolls in its own frame, the provider's name in sight.
    await onPhones(page, "fr-project-rejects", (width) => expectInsideAndInFull(rejectRow.getByRole("link"), null, `reject row at ${width} px`));

    // History: newest first, who did what and who got the project; nothing of the customer.
    await page.getByRole("tab", { name: "Historique" }).click();
    const entries = page.getByRole("list", { name: "Historique" }).getByRole("listitem");
    await expect(entries).toHaveCount(3);
    await expect(entries.nth(0)).toContainText("Projet annulé");
    await expect(entries.nth(0)).toContainText("Par le réseau");
    await expect(entries.nth(0)).toContainText("Statut : Nouveau → Annulé");
    await expect(entries.nth(1)).toContainText("Prestataire changé");
    await expect(entries.nth(1).getByRole("link", { name: `Attribué au prestataire ${providerName}` })).toHaveAttribute(
      "href",
      `/network/editprovider/${newProviderId}`,
    );
    await expect(entries.nth(2)).toContainText("Demande envoyée");
    await expect(entries.nth(2)).toContainText("Par le client");
    await expect(entries.nth(2).getByRole("link", { name: "Attribué au prestataire Brussels Home Experts" })).toBeVisible();
    await expect(page.getByRole("tabpanel")).not.toContainText(customer);
    await expectNoSeriousAxeViolations(page);
    await shot(page, "fr-project-history");

    // The same screens in Dutch.
    await reloadInLanguage(page, "NL");
    await page.getByRole("tab", { name: "Weigeringen door vakmensen" }).click();
    await expect(page.getByRole("row").filter({ hasText: "Gentse Vakmannen" })).toContainText("Geen antwoord binnen de termijn");
    await shot(page, "nl-project-rejects");
    await onPhones(page, "nl-project-rejects", async () => {});
    await page.getByRole("tab", { name: "Geschiedenis" }).click();
    const entriesNl = page.getByRole("list", { name: "Geschiedenis" }).getByRole("listitem");
    await expect(entriesNl.nth(0)).toContainText("Project geannuleerd");
    await expect(entriesNl.nth(0)).toContainText("Door het netwerk");
    await expect(entriesNl.nth(0)).toContainText("Status: Nieuw → Geannuleerd");
    await expect(entriesNl.nth(2)).toContainText("Aanvraag verstuurd");
    await expect(entriesNl.nth(2)).toContainText("Door de klant");
    await page.setViewportSize({ width: 375, height: 900 });
    await shot(page, "nl-project-history-375");
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByRole("tab", { name: "Gegevens" }).click();
    await expect(page.getByText("Geannuleerd").first()).toBeVisible();
    await expect(page.getByTestId("project-status")).toHaveText("Geannuleerd");
    await expectNoSeriousAxeViolations(page);
    await shot(page, "nl-project-details");
    await page.goto("/network/homeprojectlist");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Projectenlijst");
    await expect(page.getByTestId("legend")).toHaveText("In het geel: zonder vakman");
    await shot(page, "nl-project-list");
    const nlSearch = page.getByLabel("Projectnr., postcode, naam of e-mailadres van de klant");
    await expect(nlSearch).toHaveAttribute("placeholder", "Bv. 1042, 9000, Peeters, naam@voorbeeld.be");
    await nlSearch.fill(`nr. ${projectId}`);
    await nlSearch.press("Enter");
    await expect(page.getByText("Resultaten: 1")).toBeVisible();
    await onPhones(page, "nl-project-list-number", async () => {});
    await shot(page, "nl-project-list-number-1280");
    await nlSearch.fill(customer);
    await nlSearch.press("Enter");
    await expect(page.getByText("Resultaten: 1")).toBeVisible();
    const nl = await exportedCsv(page, "Exporteren (CSV)");
    expect(nl.fileName).toMatch(/^projecten-\d{4}-\d\d-\d\d\.csv$/);
    expect(nl.lines[0]).toBe(
      "Projectnr.;Datum van de aanvraag;Vakman;Postcode;Deelgemeente;Dienst;Status;Factuur;Factuurbedrag (€, incl. btw);Aanvaard op;Oproep naar de klant genoteerd op;Score van de klant (op 5)",
    );
    expect(nl.lines[1]).toMatch(new RegExp(`^${projectId};[^;]+;${providerName};1000;Brussel;[^;]+;Geannuleerd;Nee;;;;$`));
    await page.goto("/network/providerlist");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Vakmensen");
    await shot(page, "nl-provider-list");
    await page.goto("/network/newprovider");
    const saveNl = page.getByRole("button", { name: "Nieuwe vakman opslaan" });
    await saveNl.click();
    await toast(page, "de naam ontbreekt");
    await shot(page, "nl-new-provider");
    await onPhones(page, "nl-new-provider", (width) => expectInsideAndInFull(saveNl, ".mantine-Paper-root", `save button at ${width} px`));
    await page.goto(`/network/editprovider/${newProviderId}`);
    await expect(page.getByRole("tab", { name: "Werkgebied" })).toBeVisible();
    await shot(page, "nl-edit-provider-information");
    // Updating without a name says the update failed, on the field too.
    const name = page.getByRole("textbox", { name: "Naam", exact: true });
    await expect(name).toHaveValue(providerName);
    await name.fill("");
    await page.getByRole("button", { name: "Gegevens bijwerken" }).click();
    await toast(page, "Bijwerken van de vakman mislukt: de naam ontbreekt.");
    await expect(name).toBeFocused();
    await expect(name).toHaveAccessibleDescription("Bijwerken van de vakman mislukt: de naam ontbreekt.");
    await page.getByRole("tab", { name: "Werkgebied" }).click();
    await page.getByLabel("Alleen gemeenten waar hij actief is").check();
    await expect(page.getByTestId("city-knokke-heist")).toBeVisible();
    await shot(page, "nl-edit-provider-work-area");
    await page.getByRole("tab", { name: "Weblogins" }).click();
    await expect(page.getByRole("row").filter({ hasText: `luc.${suffix}@lambert.brussels` })).toBeVisible();
    await shot(page, "nl-edit-provider-web-users");
    // Its one service, in the singular.
    await page.getByRole("tab", { name: "Diensten" }).click();
    await expect(page.getByText(/^\d+ dienst(en)? aangeboden$/)).toHaveText("1 dienst aangeboden");
    await reloadInLanguage(page, "FR");
  });

  test("the list's request dates: kept in the URL, shown in the picker, cleared at once, and followed by the export", async ({ page }) => {
    const customer = `Dewaele${Date.now()
      .toString(36)
      .replace(/\d/g, (d) => "qrstuvwxyz"[Number(d)]!)}`;
    const projectId = await sendRequest(page.request, customer);
    const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Brussels", year: "numeric", month: "2-digit", day: "2-digit" }).format(new Date());
    await page.setViewportSize({ width: 1280, height: 900 });
    await signInAs(page, "network@example.com");
    await expect(page).toHaveURL(/\/network$/);
    await reloadInLanguage(page, "FR");

    // January 2020: nothing, and nothing to export.
    await page.goto(`/network/homeprojectlist?q=${customer}&from=2020-01-01&to=2020-01-31`);
    const picker = page.getByRole("button", { name: "Date de la demande" });
    await expect(picker).toHaveText("01/01/2020 – 31/01/2020");
    await expect(page.getByText("Aucun projet ne correspond à votre recherche.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Exporter (CSV)" })).toBeDisabled();
    await expectNoSeriousAxeViolations(page);
    // Cleared: every date again, the search kept.
    await page.getByRole("button", { name: "Effacer les dates" }).click();
    await expect(page).toHaveURL(new RegExp(`/network/homeprojectlist\\?q=${customer}$`));
    await expect(page.getByRole("link", { name: projectNumber(projectId) })).toBeVisible();

    // Today only, in Dutch: the project, and the export holds it alone.
    await reloadInLanguage(page, "NL");
    await page.goto(`/network/homeprojectlist?q=${customer}&from=${today}&to=${today}`);
    await expect(page.getByRole("button", { name: "Datum van de aanvraag" })).toHaveText(
      `${today.split("-").reverse().join("/")} – ${today.split("-").reverse().join("/")}`,
    );
    await expect(page.getByRole("link", { name: projectNumber(projectId) })).toBeVisible();
    const nl = await exportedCsv(page, "Exporteren (CSV)");
    expect(nl.lines).toHaveLength(2);
    expect(nl.lines[1]).toMatch(new RegExp(`^${projectId};`));
    // A last day before the first, typed in the address, is dropped, not refused.
    await page.goto(`/network/homeprojectlist?q=${customer}&from=${today}&to=2020-01-01`);
    await expect(page.getByRole("link", { name: projectNumber(projectId) })).toBeVisible();
  });

  test("for a customer who phoned: contact corrected, files added, data exported, offers stopped, a new status link sent, request withdrawn, data erased; each in the history as the network", async ({
    page,
    sql,
  }) => {
    const customer = `Verhaegen${Date.now()
      .toString(36)
      .replace(/\d/g, (d) => "qrstuvwxyz"[Number(d)]!)}`;
    const projectId = await sendRequest(page.request, customer);
    await sql`update home_projects set marketing_consent = true, marketing_consent_at = now(), marketing_consent_version = 'test' where id = ${projectId}`;
    await page.setViewportSize({ width: 1280, height: 900 });
    await signInAs(page, "network@example.com");
    await expect(page).toHaveURL(/\/network$/);
    await reloadInLanguage(page, "FR");
    await page.goto(`/network/homeprojectdetails/${projectId}`);
    const card = page.getByRole("region", { name: "Pour le client" });
    await expect(card).toBeVisible();
    await expect(card.getByRole("button", { name: "Effacer les données du client" })).toHaveCount(0);
    await expectNoSeriousAxeViolations(page);
    await screen(card, "network-customer-requests-fr-1280");

    // Correct: the wizard's rules first, then saved; the page shows the new address.
    await card.getByRole("button", { name: "Corriger les coordonnées" }).click();
    const form = page.getByRole("dialog", { name: "Corriger les coordonnées du client" });
    // Closed with Escape, the focus is back on the button that opened it; opened again, the form is fresh.
    await form.getByLabel("Adresse e-mail").fill("brouillon@example.be");
    await page.keyboard.press("Escape");
    await expect(form).toHaveCount(0);
    await expect(card.getByRole("button", { name: "Corriger les coordonnées" })).toBeFocused();
    await card.getByRole("button", { name: "Corriger les coordonnées" }).click();
    await expect(form.getByLabel("Adresse e-mail")).not.toHaveValue("brouillon@example.be");
    await form.getByLabel("Adresse e-mail").fill("pas-une-adresse");
    await form.getByRole("button", { name: "Enregistrer" }).click();
    await expect(form.getByText("Cette adresse e-mail n'est pas correcte.")).toBeVisible();
    await form.getByLabel("Adresse e-mail").fill("nouvelle.adresse@example.be");
    await form.getByRole("button", { name: "Enregistrer" }).click();
    await toast(page, "Les coordonnées du client ont été corrigées.");
    await expect(form).toHaveCount(0);
    await expect(page.getByRole("link", { name: "nouvelle.adresse@example.be" })).toBeVisible();

    // Photos the customer sent by mail: added for them, the wizard's checks first (a text file is refused in the page).
    await card
      .getByTestId("network-add-files")
      .locator('input[type="file"]')
      .setInputFiles([
        { name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("pas une photo") },
        { name: "fuite-par-courrier.png", mimeType: "image/png", buffer: Buffer.from(onePixelPng) },
      ]);
    await expect(card.getByRole("alert")).toContainText("notes.txt");
    await toast(page, "Les fichiers ont été ajoutés à la demande du client.");
    await expect(page.getByRole("region", { name: "Fichiers du client" })).toContainText("fuite-par-courrier.png");

    // Export: the customer's own download, as a file.
    const [download] = await Promise.all([page.waitForEvent("download"), card.getByRole("button", { name: "Exporter les données du client (JSON)" }).click()]);
    expect(download.suggestedFilename()).toBe(`demande-${projectId}-donnees.json`);
    const exported = JSON.parse(readFileSync(await download.path(), "utf8"));
    expect(exported.request.id).toBe(projectId);
    expect(JSON.stringify(exported)).toContain("nouvelle.adresse@example.be");

    // The customer wants no more offers: withdrawn at once (giving one is the customer's alone).
    await card.getByRole("button", { name: "Retirer son consentement aux offres" }).click();
    await toast(page, "Le client ne recevra plus d'offres commerciales.");
    await expect(card).toContainText("Le client ne reçoit pas d'offres commerciales.");
    // The customer lost the status link: a new one goes to the request's address.
    await card.getByRole("button", { name: "Envoyer un nouveau lien de suivi" }).click();
    await toast(page, "Un nouveau lien de suivi a été envoyé au client.");

    // Withdraw, confirmed: cancelled, with the customer's reason.
    await card.getByRole("button", { name: "Retirer la demande" }).click();
    const withdrawDialog = page.getByRole("dialog", { name: "Retirer la demande pour le client ?" });
    // Its way out says what it keeps: "Annuler" beside a withdrawal read like the action.
    await expect(withdrawDialog.getByRole("button", { name: "Non, garder la demande" })).toBeVisible();
    await withdrawDialog.getByRole("button", { name: "Oui, retirer la demande" }).click();
    await toast(page, "La demande a été retirée pour le client.");
    await expect(page.getByTestId("project-status")).toHaveText("Annulé");
    await expect(page.getByText("Retirée par le client", { exact: true })).toBeVisible();
    await expect(card.getByRole("button", { name: "Retirer la demande" })).toHaveCount(0);

    // Erase, in Dutch on a phone: irreversible, said so; the card goes, the name is gone.
    await reloadInLanguage(page, "NL");
    await page.setViewportSize({ width: 375, height: 800 });
    const cardNl = page.getByRole("region", { name: "Voor de klant" });
    await expect(cardNl).toBeVisible();
    await screen(cardNl, "network-customer-requests-nl-375");
    await cardNl.getByRole("button", { name: "Gegevens van de klant wissen" }).click();
    const eraseDialog = page.getByRole("dialog", { name: "De gegevens van de klant definitief wissen?" });
    await expect(eraseDialog).toContainText("kan niet ongedaan worden gemaakt");
    await eraseDialog.getByRole("button", { name: "Ja, definitief wissen" }).click();
    await toast(page, "De persoonsgegevens van de klant zijn gewist.");
    await expect(cardNl).toHaveCount(0);
    await expect(page.getByText(customer)).toHaveCount(0);
    await expect(page.getByText("Persoonsgegevens gewist", { exact: true })).toBeVisible();

    // The history: each action, by the network.
    await page.getByRole("tab", { name: "Geschiedenis" }).click();
    const entries = page.getByRole("list", { name: "Geschiedenis" }).getByRole("listitem");
    await expect(entries.nth(0)).toContainText("Persoonsgegevens gewist");
    await expect(entries.nth(0)).toContainText("Door het netwerk");
    // The label says what happened; the line says who: the network, for the customer.
    await expect(entries.nth(1)).toContainText("Aanvraag ingetrokken (op vraag van de klant)");
    await expect(entries.nth(1)).toContainText("Door het netwerk");
    await expect(entries.nth(2)).toContainText("Opvolgingslink opnieuw verstuurd");
    await expect(entries.nth(3)).toContainText("Keuze voor commerciële aanbiedingen gewijzigd");
    await expect(entries.nth(4)).toContainText("Gegevens van de klant geëxporteerd");
    await expect(entries.nth(5)).toContainText("Bestanden van de klant toegevoegd");
    await expect(entries.nth(5)).toContainText("Door het netwerk");
    await expect(entries.nth(6)).toContainText("Contactgegevens verbeterd");
  });

  test("a photo the customer sent by mistake, removed for them on a phone in Dutch: confirmed, gone, in the history as the network", async ({ page, sql }) => {
    const projectId = await sendRequest(page.request, "Foto per vergissing");
    await sql`insert into home_project_files (project_id, file_name, content_type, size_bytes)
      values (${projectId}, '8e3f1b50-4a6d-4f9e-8ba2-3d4e5f607182-kinderkamer.png', 'image/png', 68)`;
    await page.setViewportSize({ width: 375, height: 800 });
    await signInAs(page, "network@example.com");
    await expect(page).toHaveURL(/\/network$/);
    await reloadInLanguage(page, "NL");
    await page.goto(`/network/homeprojectdetails/${projectId}`);
    const files = page.getByRole("region", { name: "Bestanden van de klant" });
    await files.getByRole("button", { name: "Verwijderen voor de klant: kinderkamer.png" }).click();
    const dialog = page.getByRole("dialog", { name: "Dit bestand verwijderen voor de klant?" });
    await expect(dialog).toContainText("‘kinderkamer.png’ wordt gewist");
    await expect(page.locator("section[role=dialog]")).toHaveCSS("opacity", "1");
    await screen(page, "network-remove-file-nl-375");
    await dialog.getByRole("button", { name: "Ja, bestand verwijderen" }).click();
    await toast(page, "Het bestand is voor de klant verwijderd.");
    await expect(page.getByRole("region", { name: "Bestanden van de klant" })).toHaveCount(0);
    expect(await sql`select 1 from home_project_files where project_id = ${projectId}`).toHaveLength(0);
    await page.getByRole("tab", { name: "Geschiedenis" }).click();
    const entry = page.getByRole("list", { name: "Geschiedenis" }).getByRole("listitem").nth(0);
    await expect(entry).toContainText("Bestand verwijderd");
    await expect(entry).toContainText("Door het netwerk");
  });

  test("internal notes: refused empty, added, listed newest first, kept as written; the history says a note was added, not what", async ({ page }) => {
    const projectId = await sendRequest(
      page.request,
      `Notes${Date.now()
        .toString(36)
        .replace(/\d/g, (d) => "qrstuvwxyz"[Number(d)]!)}`,
    );
    await page.setViewportSize({ width: 1280, height: 900 });
    await signInAs(page, "network@example.com");
    await expect(page).toHaveURL(/\/network$/);
    await reloadInLanguage(page, "FR");
    await page.goto(`/network/homeprojectdetails/${projectId}`);
    const card = page.getByRole("region", { name: "Notes internes" });
    await expect(card).toContainText("Aucune note pour ce projet.");
    await card.getByRole("button", { name: "Ajouter la note" }).click();
    await expect(card.getByText("Écrivez la note avant de l'ajouter.")).toBeVisible();
    await card.getByLabel("Nouvelle note").fill("Le client préfère être appelé le matin.");
    await card.getByRole("button", { name: "Ajouter la note" }).click();
    await toast(page, "La note a été ajoutée.");
    // The field keeps the focus, ready for the next note.
    await expect(card.getByLabel("Nouvelle note")).toBeFocused();
    await card.getByLabel("Nouvelle note").fill("Rendez-vous fixé mardi.\nCode de la porte : 1234");
    await card.getByRole("button", { name: "Ajouter la note" }).click();
    const notes = card.getByRole("list", { name: "Notes internes" }).getByRole("listitem");
    await expect(notes).toHaveCount(2);
    await expect(notes.nth(0)).toContainText("Rendez-vous fixé mardi.");
    await expect(notes.nth(1)).toContainText("Le client préfère être appelé le matin.");
    await expect(card.getByLabel("Nouvelle note")).toHaveValue("");
    await expectNoSeriousAxeViolations(page);
    await screen(card, "network-project-notes-fr-1280");

    // A note being typed survives a switch of language from the header (docs/product/language.md).
    await card.getByLabel("Nouvelle note").fill("Brouillon à garder");
    await page.getByRole("button", { name: /FR – changer de langue/ }).click();
    await page.getByRole("menuitemradio", { name: /\(NL\)/ }).click();
    const cardNl = page.getByRole("region", { name: "Interne notities" });
    await expect(cardNl.getByLabel("Nieuwe notitie")).toHaveValue("Brouillon à garder");
    await cardNl.getByLabel("Nieuwe notitie").fill("");
    await page.setViewportSize({ width: 375, height: 800 });
    await expect(cardNl.getByRole("listitem")).toHaveCount(2);
    await screen(cardNl, "network-project-notes-nl-375");
    await page.getByRole("tab", { name: "Geschiedenis" }).click();
    const entries = page.getByRole("list", { name: "Geschiedenis" }).getByRole("listitem");
    await expect(entries.nth(0)).toContainText("Interne notitie toegevoegd");
    await expect(page.getByRole("list", { name: "Geschiedenis" })).not.toContainText("matin");
  });
});

test("a change of service: the history names the service before and after, FR at 1280 px and NL at 375 px", async ({ page }) => {
  const id = await sendRequest(page.request, "Changement de service");
  await signInAs(page, "network@example.com");
  await page.goto(`/network/homeprojectdetails/${id}`);
  // In Dutch on a phone first: what follows and who is told, said before the change (docs/product/consoles.md).
  await reloadInLanguage(page, "NL");
  await page.setViewportSize({ width: 375, height: 900 });
  await page.getByRole("button", { name: "Dienst wijzigen" }).click();
  const nlDialog = page.getByRole("dialog", { name: "Dienst wijzigen" });
  await expect(nlDialog.getByTestId("change-service-what-follows")).toContainText(
    "De huidige vakman behoudt het als hij de eerste keuze blijft, anders verliest hij het.",
  );
  await expect(nlDialog.getByTestId("change-service-who-is-told")).toContainText("De vakman die het verliest en de klant worden niet verwittigd.");
  await expectNoSidewaysScroll(page);
  await shot(page, "nl-change-service-dialog-375");
  await nlDialog.getByRole("button", { name: "Annuleren" }).click();
  await reloadInLanguage(page, "FR");
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole("button", { name: "Changer de service" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByTestId("change-service-what-follows")).toHaveText(
    "Le prestataire est choisi à nouveau pour ce service, sans ceux qui ont refusé ce projet ou n'ont pas trouvé d'accord avec le client. Le prestataire actuel le garde s'il reste le premier choix, sinon il le perd. Si personne ne propose ce service ici, le projet attend que vous l'attribuiez.",
  );
  await expect(dialog.getByTestId("change-service-who-is-told")).toContainText("Le prestataire qui le perd et le client ne sont pas prévenus.");
  await shot(page, "fr-change-service-dialog-1280");
  // The request's service, as the wizard sent it.
  await expect(dialog.getByRole("combobox", { name: "Service", exact: true })).toHaveText("Chaudière de chauffage central");
  // Chosen with the keyboard: the field opens on Enter, the arrows move, Enter chooses.
  await dialog.getByRole("combobox", { name: "Type de travaux" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("option", { name: "Radiateurs et pompes à chaleur" })).toBeVisible();
  for (let step = 0; step < 10 && (await page.locator("[data-combobox-selected]").allTextContents())[0] !== "Radiateurs et pompes à chaleur"; step++)
    await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Enter");
  await expect(dialog.getByRole("combobox", { name: "Type de travaux" })).toHaveText("Radiateurs et pompes à chaleur");
  await dialog.getByRole("combobox", { name: "Service", exact: true }).click();
  await page.getByRole("option", { name: "Pompe à chaleur", exact: true }).click();
  await dialog.getByRole("button", { name: "Mettre à jour le service" }).click();
  await toast(page, /Le service a été changé/);

  await page.getByRole("tab", { name: "Historique" }).click();
  const latest = page.getByRole("list", { name: "Historique" }).getByRole("listitem").first();
  await expect(latest).toContainText("Service changé");
  await expect(latest).toContainText("Service : Chaudière de chauffage central → Pompe à chaleur");
  await shot(page, "fr-project-history-service-change");

  await reloadInLanguage(page, "NL");
  await page.setViewportSize({ width: 375, height: 900 });
  await page.getByRole("tab", { name: "Geschiedenis" }).click();
  await expect(page.getByRole("list", { name: "Geschiedenis" }).getByRole("listitem").first()).toContainText("Dienst: Centrale-verwarmingsketel → Warmtepomp");
  await shot(page, "nl-project-history-service-change-375");
});

test("the change-provider dialog on a phone in Dutch: each choice on two lines, the name first and nothing cut; what was chosen said in full under the field", async ({
  page,
  sql,
}) => {
  const id = await sendRequest(page.request, "Keuze vakman");
  // Gentse Vakmannen refused it earlier: said, with the day, after those that did not.
  await sql`insert into home_project_rejects (project_id, provider_id, is_auto_rejected) values (${id}, 2, false)`;
  await signInAs(page, "network@example.com");
  await reloadInLanguage(page, "NL");
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(`/network/homeprojectdetails/${id}`);
  await page.getByRole("button", { name: "Vakman wijzigen" }).click();
  const dialog = page.getByRole("dialog", { name: "Vakman wijzigen" });
  await dialog.getByRole("combobox", { name: "Vakman" }).click();
  const current = page.getByRole("option", { name: /^Brussels Home Experts \(#1\)/ });
  await expect(current).toContainText("huidige");
  // The name, then the details on a line of their own; no choice wider than the screen.
  const [nameLine, detailLine] = await current.locator("p").all();
  expect(await nameLine?.textContent()).toBe("Brussels Home Experts (#1)");
  expect(await detailLine?.textContent()).toMatch(/^Werkt in de gemeente en biedt de dienst aan \(prioriteit \d+\) · huidige vakman$/);
  // The current provider is shown, but not a choice: the server would refuse it.
  await expect(current).toHaveAttribute("data-combobox-disabled", "true");
  for (const option of await page.getByRole("option").all()) {
    const box = await option.boundingBox();
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(375);
    expect(await option.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  }
  await shot(page, "nl-change-provider-choices-375");
  await page.getByRole("option", { name: /^Gentse Vakmannen \(#2\)/ }).click();
  await expect(dialog.getByRole("combobox", { name: "Vakman" })).toHaveValue("Gentse Vakmannen (#2)");
  await expect(dialog.getByTestId("change-provider-chosen")).toHaveText(
    /^Werkt in de gemeente en biedt de dienst aan \(prioriteit \d+\) · weigerde op \d\d\/\d\d\/\d{4}$/,
  );
  await shot(page, "nl-change-provider-chosen-375");
});
