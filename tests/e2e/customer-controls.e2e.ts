import type postgres from "postgres";
import { screen, screensAt } from "./support/screens";
import { expect, type Page, test } from "./support/test";
import { sendRequest, statusLinkFor, projectNumber, withProviderOneListFreed } from "./support/projects";
import { signInAs } from "./support/sign-in";
import { refuseInBanner } from "./support/consent";
import { expectNoSeriousAxeViolations, labelInNameMismatches } from "./support/accessibility";
import { minimalPdf, onePixelPng } from "../support/sample-files";
import { expectInsideAndInFull } from "./support/layout";

const copy = {
  fr: {
    withdraw: "Retirer ma demande",
    withdrawConfirm: "Oui, retirer ma demande",
    withdrawn: "Vous avez retiré cette demande",
    erase: "Effacer mes données",
    eraseConfirm: "Oui, effacer définitivement",
    irreversible: "irréversible",
    erasedTitle: "Vos données ont été effacées",
    pageTitle: "Suivi de votre demande",
    home: "Retour à l'accueil",
    required: "Ce champ est obligatoire.",
    invalid: "Ce lien de suivi n'est pas valide ou a expiré.",
    contact: "contactez-le directement",
    refuse: /Tout refuser/,
    exportJson: "Télécharger mes données (JSON)",
    exportPrintable: "Version imprimable",
    exportPrint: "Imprimer",
    exportTitle: "Vos données – demande n°",
    exportLanguage: ["Langue", "Français"],
    lostAsk: "Lien perdu ou expiré ?",
    lostTitle: "Recevoir un nouveau lien de suivi",
    lostEmail: "Votre adresse e-mail",
    lostSubmit: "Envoyer un nouveau lien",
    lostSent: "Si une demande en cours ou récente est liée à cette adresse",
    lostInvalid: "Cette adresse e-mail n'est pas correcte.",
    addFiles: "Ajouter des photos ou documents",
    fileCount: (n: number) => `${n} fichier${n > 1 ? "s" : ""} sur 3`,
    filesAdded: "Vos fichiers ont été ajoutés à la demande.",
    notAFile: "n'a pas été ajouté",
    full: "Vous avez joint le maximum de 3 fichiers.",
    sentFiles: "Vos fichiers",
    callTimesTitle: "Quand préférez-vous qu'on vous appelle ?",
    callMorning: "Le matin (8 h – 12 h)",
    callEvening: "En soirée (17 h – 20 h)",
    callSave: "Enregistrer mes préférences",
    callSaved: "Vos préférences d'appel ont été enregistrées.",
    removeFile: (name: string) => `Supprimer ${name}`,
    removeTitle: "Supprimer ce fichier de votre demande ?",
    removeConfirm: "Oui, supprimer le fichier",
    fileRemoved: "Le fichier a été supprimé de votre demande.",
    correct: "Corriger mes coordonnées",
    correctTitle: "Corriger vos coordonnées",
    close: "Fermer",
    mobile: "Numéro de GSM",
    contactLabels: ["Numéro de GSM", "Adresse e-mail", "Rue et numéro", "Boîte (facultatif)"],
    save: "Enregistrer",
    corrected: "Vos coordonnées ont été corrigées.",
    progress: "Où en est votre demande",
    waitingForAnswer: [
      "Demande envoyée (étape franchie)",
      "Professionnel trouvé (étape franchie)",
      "Réponse du professionnel attendue (étape en cours)",
      "Clôturée (étape à venir)",
    ],
  },
  nl: {
    withdraw: "Mijn aanvraag intrekken",
    withdrawConfirm: "Ja, mijn aanvraag intrekken",
    withdrawn: "U hebt deze aanvraag ingetrokken",
    erase: "Mijn gegevens wissen",
    eraseConfirm: "Ja, definitief wissen",
    irreversible: "niet ongedaan",
    erasedTitle: "Uw gegevens zijn gewist",
    pageTitle: "Opvolging van uw aanvraag",
    home: "Terug naar de startpagina",
    required: "Dit veld is verplicht.",
    invalid: "Deze opvolgingslink is ongeldig of verlopen.",
    contact: "neem dan rechtstreeks contact op met de vakman",
    refuse: /Alles weigeren/,
    exportJson: "Mijn gegevens downloaden (JSON)",
    exportPrintable: "Afdrukbare versie",
    exportPrint: "Afdrukken",
    exportTitle: "Uw gegevens – aanvraag nr.",
    exportLanguage: ["Taal", "Nederlands"],
    lostAsk: "Link kwijt of verlopen?",
    lostTitle: "Een nieuwe opvolgingslink ontvangen",
    lostEmail: "Uw e-mailadres",
    lostSubmit: "Een nieuwe link versturen",
    lostSent: "Als er een lopende of recente aanvraag aan dit adres gekoppeld is",
    lostInvalid: "Dit e-mailadres is niet correct.",
    addFiles: "Foto's of documenten toevoegen",
    fileCount: (n: number) => `${n} van 3 bestanden`,
    filesAdded: "Uw bestanden zijn aan de aanvraag toegevoegd.",
    notAFile: "is niet toegevoegd",
    full: "U hebt het maximum van 3 bestanden bijgevoegd.",
    sentFiles: "Uw bestanden",
    callTimesTitle: "Wanneer belt de vakman u het best?",
    callMorning: "'s Voormiddags (8 – 12 u)",
    callEvening: "'s Avonds (17 – 20 u)",
    callSave: "Mijn voorkeur opslaan",
    callSaved: "Uw voorkeur is opgeslagen.",
    removeFile: (name: string) => `Verwijderen: ${name}`,
    removeTitle: "Dit bestand uit uw aanvraag verwijderen?",
    removeConfirm: "Ja, bestand verwijderen",
    fileRemoved: "Het bestand is uit uw aanvraag verwijderd.",
    correct: "Mijn contactgegevens verbeteren",
    correctTitle: "Uw contactgegevens verbeteren",
    close: "Sluiten",
    mobile: "Gsm-nummer",
    contactLabels: ["Gsm-nummer", "E-mailadres", "Straat en huisnummer", "Bus (optioneel)"],
    save: "Opslaan",
    corrected: "Uw contactgegevens zijn verbeterd.",
    progress: "Waar uw aanvraag staat",
    waitingForAnswer: [
      "Aanvraag verstuurd (stap voltooid)",
      "Vakman gevonden (stap voltooid)",
      "Antwoord van de vakman verwacht (huidige stap)",
      "Afgesloten (stap nog niet bereikt)",
    ],
  },
} as const;

async function projectRow(sql: postgres.Sql, projectId: number) {
  const [row] = await sql`select status_id, cancel_reason, customer_last_name, personal_data_erased_at from home_projects where id = ${projectId}`;
  return row;
}

/** Waits for an open dialog to end its fade-in, so the screenshot shows it as a person sees it. */
async function dialogShown(page: Page) {
  await expect(page.locator("section[role=dialog]")).toHaveCSS("opacity", "1");
}

/** Screenshots a person looks at (docs/product/customer-controls.md), at 375 and 1280 px. */
const shoot = (page: Page, name: string) => screensAt(page, `customer-controls-${name}`, { fullPage: true });

for (const language of ["fr", "nl"] as const) {
  const t = copy[language];
  test.describe(`status page controls (${language})`, () => {
    test("add photos or documents: counted, checked in the page, stored, up to 3 in all", async ({ page, sql }) => {
      const id = await sendRequest(page.request, { CustomerLanguage: language, CustomerLastName: `Fichiers${language}` });
      await page.goto(await statusLinkFor(sql, id));
      const block = page.getByTestId("add-files");
      await expect(block.getByTestId("file-count")).toHaveText(t.fileCount(0));
      await refuseInBanner(page, t.refuse);
      const input = block.locator('input[type="file"]');
      // A text file is refused in the page, with the wizard's words; nothing is sent.
      await input.setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("notes") });
      await expect(page.getByTestId("add-files-notices")).toContainText(t.notAFile);
      await expect(block.getByTestId("file-count")).toHaveText(t.fileCount(0));
      // Two real files: stored, counted.
      await input.setInputFiles([
        { name: "fuite.png", mimeType: "image/png", buffer: Buffer.from(onePixelPng) },
        { name: "devis.pdf", mimeType: "application/pdf", buffer: Buffer.from(minimalPdf()) },
      ]);
      await expect(page.locator(".mantine-Notification-root").filter({ hasText: t.filesAdded })).toBeVisible();
      await expect(block.getByTestId("file-count")).toHaveText(t.fileCount(2));
      // The button was busy while sending: the focus is on it again (docs/product/accessibility.md).
      await expect(block.getByRole("button", { name: t.addFiles })).toBeFocused();
      const [stored] = await sql`select count(*)::int as n from home_project_files where project_id = ${id}`;
      expect(stored?.n).toBe(2);
      await expectNoSeriousAxeViolations(page);
      await screensAt(block, `customer-controls-${language}-11-add-files`);
      // One more reaches the limit: the button gives way to a sentence.
      await input.setInputFiles({ name: "plan.png", mimeType: "image/png", buffer: Buffer.from(onePixelPng) });
      await expect(block.getByTestId("file-count")).toHaveText(t.fileCount(3));
      await expect(block).toContainText(t.full);
      await expect(block.getByRole("button", { name: t.addFiles })).toHaveCount(0);
      // Full, the button went: the focus is on the count that says so.
      await expect(block.getByTestId("file-count")).toBeFocused();

      // The wrong photo: removed after a confirmation (cancel focused), gone from the list and the
      // store; there is room for another file again.
      const sent = block.getByRole("list", { name: t.sentFiles });
      await expect(sent.getByRole("listitem")).toHaveCount(3);
      // "Supprimer / Verwijderen" is named by its text first, then the file's name (WCAG 2.5.3).
      expect(await labelInNameMismatches(page)).toEqual([]);
      await sent.getByRole("button", { name: t.removeFile("plan.png") }).click();
      const dialog = page.getByRole("dialog", { name: t.removeTitle });
      await expect(dialog).toContainText("plan.png");
      await dialogShown(page);
      await shoot(page, `${language}-12-remove-file`);
      await dialog.getByRole("button", { name: t.removeConfirm }).click();
      await expect(page.locator(".mantine-Notification-root").filter({ hasText: t.fileRemoved })).toBeVisible();
      await expect(sent.getByRole("listitem")).toHaveCount(2);
      await expect(sent).not.toContainText("plan.png");
      await expect(dialog).toBeHidden();
      await expect(block.getByTestId("file-count")).toHaveText(t.fileCount(2));
      await expect(block.getByRole("button", { name: t.addFiles })).toBeVisible();
      // The removed line's button went: the focus is on "add" again.
      await expect(block.getByRole("button", { name: t.addFiles })).toBeFocused();
      const names = await sql`select file_name from home_project_files where project_id = ${id} order by id`;
      expect(names.map((r) => String(r.file_name).slice(37))).toEqual(["fuite.png", "devis.pdf"]);
      await expectNoSeriousAxeViolations(page);
    });

    test("when to call me: chosen, saved, kept after a reload", async ({ page, sql }) => {
      const id = await sendRequest(page.request, { CustomerLanguage: language, CustomerLastName: `Appel${language}` });
      await page.goto(await statusLinkFor(sql, id));
      await refuseInBanner(page, t.refuse);
      const block = page.getByTestId("call-times");
      await expect(block.getByRole("group", { name: t.callTimesTitle })).toBeVisible();
      await expect(block.getByRole("button", { name: t.callSave })).toBeDisabled();
      await block.getByRole("checkbox", { name: t.callMorning }).check();
      await block.getByRole("checkbox", { name: t.callEvening }).check();
      await block.getByRole("button", { name: t.callSave }).click();
      await expect(page.locator(".mantine-Notification-root").filter({ hasText: t.callSaved })).toBeVisible();
      // The toast comes before the page has read the request again: once it has, the saved choice disables the button.
      await expect(block.getByRole("button", { name: t.callSave })).toBeDisabled();
      // The focus goes back to the choices, not to the page.
      await expect(block.getByRole("checkbox", { name: t.callMorning })).toBeFocused();
      await screensAt(block, `customer-controls-${language}-13-call-times`);
      await page.reload();
      await expect(page.getByTestId("call-times").getByRole("checkbox", { name: t.callMorning })).toBeChecked();
      await expect(page.getByTestId("call-times").getByRole("checkbox", { name: t.callEvening })).toBeChecked();
      const [row] = await sql`select preferred_call_times from home_projects where id = ${id}`;
      expect(row?.preferred_call_times).toEqual(["morning", "evening"]);
      await expectNoSeriousAxeViolations(page);
    });

    test("withdraw, then erase, each confirmed in a dialog", async ({ page, sql }) => {
      const id = await sendRequest(page.request, { CustomerLanguage: language, CustomerLastName: `Controle${language}` });
      const link = await statusLinkFor(sql, id);
      await page.goto(link);
      // The page takes the language the request was sent in.
      await expect(page.getByRole("button", { name: t.withdraw })).toBeVisible();
      // A provider has it: sent and found are ticked, its answer is the current step.
      const progress = page.getByRole("list", { name: t.progress });
      await expect(progress).toMatchAriaSnapshot([`- list "${t.progress}":`, ...t.waitingForAnswer.map((step) => `  - listitem: ${step}`)].join("\n"));
      await expect(progress.locator("[aria-current=step]")).toContainText(t.waitingForAnswer[2]);
      await refuseInBanner(page, t.refuse);
      await expectNoSeriousAxeViolations(page);
      await shoot(page, `${language}-1-open`);

      // The dialog's way out says what it keeps ("Annuler" beside "withdraw" read like the action); it changes nothing.
      await page.getByRole("button", { name: t.withdraw }).click();
      await dialogShown(page);
      await shoot(page, `${language}-2-withdraw-dialog`);
      await page
        .getByRole("dialog")
        .getByRole("button", { name: language === "fr" ? "Non, garder ma demande" : "Nee, mijn aanvraag behouden" })
        .click();
      await expect(page.getByRole("dialog")).toBeHidden();
      expect((await projectRow(sql, id))?.status_id).toBe(1);

      await page.getByRole("button", { name: t.withdraw }).click();
      await page.getByRole("dialog").getByRole("button", { name: t.withdrawConfirm }).click();
      await expect(page.getByTestId("status-text")).toContainText(t.withdrawn);
      // The withdraw button went with the dialog: the focus is on the status it changed.
      await expect(page.getByTestId("status-text")).toBeFocused();
      // A cancelled request is no dead end: a new one can be started from here.
      await expect(page.getByTestId("status-new-request").getByRole("link")).toHaveAttribute("href", "/newproject");
      await expect(page.getByRole("button", { name: t.withdraw })).toHaveCount(0);
      // A cancelled request shows no progress.
      await expect(progress).toHaveCount(0);
      expect(await projectRow(sql, id)).toMatchObject({ status_id: 4, cancel_reason: "withdrawn-by-customer" });
      await shoot(page, `${language}-3-withdrawn`);

      await page.getByRole("button", { name: t.erase }).click();
      await expect(page.getByRole("dialog")).toContainText(t.irreversible);
      await dialogShown(page);
      await shoot(page, `${language}-4-erase-dialog`);
      await page.getByRole("dialog").getByRole("button", { name: t.eraseConfirm }).click();
      await expect(page.getByTestId("status-erased")).toContainText(t.erasedTitle);
      await expect(page.getByTestId("status-erased")).toBeFocused();
      // The page's title and a way on; the toasts of earlier actions ("withdrawn") are gone.
      await expect(page.getByRole("heading", { level: 1, name: t.pageTitle })).toBeVisible();
      await expect(page.getByRole("link", { name: t.home, exact: true })).toBeVisible();
      await expect(page.locator(".mantine-Notification-root")).toHaveCount(0);
      await shoot(page, `${language}-5-erased`);
      const row = await projectRow(sql, id);
      expect(row?.customer_last_name).toBe("—");
      expect(row?.personal_data_erased_at).not.toBeNull();

      // The link no longer works.
      await page.reload();
      await expect(page.getByText(t.invalid)).toBeVisible();
    });

    test("in the network's history a withdrawal and an erasure name no provider; the erased phone and e-mail are a dash, not a link", async ({
      page,
      browser,
      sql,
    }) => {
      // In French a request provider 1 got; in Dutch one in Namur, where nobody works (no provider found).
      // "No provider found" is also status 8's name: in a status line ("Status: Geen vakman gevonden → …") it says no one got it.
      const console = {
        fr: {
          customer: "Informations sur le client",
          phone: "GSM",
          email: "E-mail",
          history: "Historique",
          assigned: /Attribué au prestataire|Aucun prestataire trouvé(?!\s*→)/,
          erasedName: "Données du client effacées",
        },
        nl: {
          customer: "Gegevens van de klant",
          phone: "Gsm",
          email: "E-mail",
          history: "Geschiedenis",
          assigned: /Toegewezen aan|Geen vakman gevonden(?!\s*→)/,
          erasedName: "Klantgegevens gewist",
        },
      }[language];
      const labels = {
        fr: { created: "Demande envoyée", withdrawn: "Demande retirée (souhait du client)", erased: "Données personnelles effacées" },
        nl: { created: "Aanvraag verstuurd", withdrawn: "Aanvraag ingetrokken (op vraag van de klant)", erased: "Persoonsgegevens gewist" },
      }[language];
      const namur = async () => {
        const areas = await (await page.request.get("/api/postalarea/getpostalareabypostalcode?postCode=5000")).json();
        return (areas.data as { id: number }[])[0]?.id;
      };
      const id = await sendRequest(page.request, {
        CustomerLanguage: language,
        CustomerLastName: `Historique${language}`,
        ...(language === "nl" ? { PostalAreaId: await namur() } : {}),
      });
      expect((await projectRow(sql, id))?.status_id).toBe(language === "nl" ? 8 : 1);
      await page.goto(await statusLinkFor(sql, id));
      await refuseInBanner(page, t.refuse);
      await page.getByRole("button", { name: t.withdraw }).click();
      await page.getByRole("dialog").getByRole("button", { name: t.withdrawConfirm }).click();
      await expect(page.getByTestId("status-text")).toContainText(t.withdrawn);
      await page.getByRole("button", { name: t.erase }).click();
      await page.getByRole("dialog").getByRole("button", { name: t.eraseConfirm }).click();
      await expect(page.getByTestId("status-erased")).toContainText(t.erasedTitle);

      // The network's project page: the erased phone and e-mail are "—", as text.
      await signInAs(page, "network@example.com");
      await expect(page).toHaveURL(/\/network$/);
      await page.evaluate((value) => localStorage.setItem("language", value), language.toUpperCase());
      await page.goto(`/network/homeprojectdetails/${id}`);
      const card = page.getByRole("region", { name: console.customer });
      const field = (label: string) => card.locator(".hs-field").filter({ has: page.getByText(label, { exact: true }) });
      await expect(field(console.phone)).toHaveText(`${console.phone}—`);
      await expect(field(console.email)).toHaveText(`${console.email}—`);
      await expect(card.getByRole("link")).toHaveCount(0);
      await screensAt(card, `customer-controls-${language}-14-network-erased-contact`);

      // Its history: who got the project only on the request's line (in Namur: "Geen vakman gevonden").
      await page.getByRole("tab", { name: console.history }).click();
      const entries = page.getByRole("list", { name: console.history }).getByRole("listitem");
      await expect(entries).toHaveCount(3);
      await expect(entries.nth(0)).toContainText(labels.erased);
      await expect(entries.nth(1)).toContainText(labels.withdrawn);
      await expect(entries.nth(2)).toContainText(labels.created);
      await expect(entries.nth(0)).not.toContainText(console.assigned);
      await expect(entries.nth(1)).not.toContainText(console.assigned);
      if (language === "fr") await expect(entries.nth(2).getByRole("link", { name: "Attribué au prestataire Brussels Home Experts" })).toBeVisible();
      else await expect(entries.nth(2)).toContainText("Geen vakman gevonden");
      await screensAt(page, `customer-controls-${language}-15-network-history`, { fullPage: true });

      // The network's list says the names were erased, instead of "— —".
      await page.goto("/network/homeprojectlist");
      const listed = page.getByRole("row").filter({ has: page.getByRole("link", { name: projectNumber(id), exact: true }) });
      await expect(listed).toContainText(console.erasedName);

      // The provider's project page shows the same dash, without a link (contact-links.tsx is shared).
      if (language === "fr") {
        const provider = await browser.newContext();
        const page2 = await provider.newPage();
        await signInAs(page2, "pro1@example.com");
        await expect(page2).toHaveURL(/\/provider$/);
        await page2.goto(`/provider/homeprojectdetails/${id}`);
        const customer = page2.getByRole("region", { name: console.customer });
        await expect(customer).toContainText(`${console.phone}—`);
        await expect(customer).toContainText(`${console.email}—`);
        await expect(customer.getByRole("link")).toHaveCount(0);
        // Its list too: the names erased in words, the place kept (1000 Bruxelles), no street.
        await withProviderOneListFreed(sql, [id], async () => {
          await page2.goto("/provider/homeprojectlist");
          const row = page2.getByRole("row").filter({ has: page2.getByRole("link", { name: projectNumber(id), exact: true }) });
          await expect(row).toContainText(console.erasedName);
          await expect(row).toContainText("1000 Bruxelles");
          await expect(row).not.toContainText("—,");
        });
        await provider.close();
      }
    });

    test("download my data: the JSON file and the printable page", async ({ page, sql }) => {
      const id = await sendRequest(page.request, { CustomerLanguage: language, CustomerLastName: `Export${language}` });
      const link = await statusLinkFor(sql, id);
      await page.goto(link);
      await expect(page.getByRole("link", { name: t.exportJson })).toBeVisible();
      await refuseInBanner(page, t.refuse);
      // On a 320 px phone every action, its help and its button read in full inside the card.
      await page.setViewportSize({ width: 320, height: 700 });
      await expectInsideAndInFull(
        page.getByTestId("customer-actions").locator("p, a, button"),
        "[data-testid=customer-actions]",
        "status page actions at 320 px",
      );
      await page.setViewportSize({ width: 1280, height: 720 });
      const downloading = page.waitForEvent("download");
      await page.getByRole("link", { name: t.exportJson }).click();
      const download = await downloading;
      expect(download.suggestedFilename()).toBe(`${language === "nl" ? "aanvraag" : "demande"}-${id}.json`);
      const data = JSON.parse(await (await import("node:fs/promises")).readFile((await download.path()) ?? "", "utf8"));
      expect(data.contact.lastName).toBe(`Export${language}`);
      expect(data.request.language).toBe(language);

      // The browser's print dialog cannot be driven: the new page counts the calls that would open it.
      await page.context().addInitScript(() => {
        window.print = () => {
          (window as { printed?: number }).printed = ((window as { printed?: number }).printed ?? 0) + 1;
        };
      });
      const opening = page.context().waitForEvent("page");
      await page.getByRole("link", { name: t.exportPrintable }).click();
      const printable = await opening;
      await printable.waitForLoadState();
      await expect(printable.getByRole("heading", { level: 1 })).toContainText(t.exportTitle);
      await expect(printable.getByText(`Export${language}`)).toBeVisible();
      await expectNoSeriousAxeViolations(printable);
      // The request's language, named in the page's language.
      const [languageLabel, languageName] = t.exportLanguage;
      await expect(printable.getByRole("row").filter({ has: printable.getByRole("rowheader", { name: languageLabel, exact: true }) })).toContainText(
        languageName,
      );
      await shoot(printable, `${language}-7-export`);
      await printable.getByRole("button", { name: t.exportPrint, exact: true }).click();
      await expect.poll(() => printable.evaluate(() => (window as { printed?: number }).printed ?? 0)).toBe(1);
      await printable.close();
    });

    test("lost link: the same answer for any address", async ({ page }) => {
      const email = `perdu.${language}@example.be`;
      await sendRequest(page.request, { CustomerLanguage: language, CustomerEmail: email });
      // The visitor's language, as the header's menu stores it; then from a dead link to the form.
      await page.addInitScript((l) => window.localStorage.setItem("language", l), language);
      await page.goto(`/projectstatus/${"z".repeat(43)}`);
      await page.getByRole("link", { name: t.lostAsk }).click();
      await expect(page).toHaveURL(/\/projectstatus\/lostlink$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.lostTitle);
      await refuseInBanner(page, t.refuse);
      // Sent empty: "this field is required", not "this address is wrong"; nothing is sent.
      await page.getByRole("button", { name: t.lostSubmit }).click();
      await expect(page.getByText(t.required)).toBeVisible();
      await page.getByLabel(t.lostEmail).fill("pas-une-adresse");
      await page.getByRole("button", { name: t.lostSubmit }).click();
      await expect(page.getByText(t.lostInvalid)).toBeVisible();
      await expectNoSeriousAxeViolations(page);
      await page.getByLabel(t.lostEmail).fill(email);
      await shoot(page, `${language}-8-lost-link-form`);
      await page.getByRole("button", { name: t.lostSubmit }).click();
      await expect(page.getByTestId("lost-link-sent")).toContainText(t.lostSent);
      await expect(page.getByTestId("lost-link-sent")).toBeFocused();
      await expect(page.getByRole("link", { name: t.home, exact: true })).toBeVisible();
      const known = await page.getByTestId("lost-link-sent").textContent();
      await shoot(page, `${language}-9-lost-link-sent`);
      await page.reload();
      await page.getByLabel(t.lostEmail).fill(`inconnu.${language}@example.be`);
      await page.getByRole("button", { name: t.lostSubmit }).click();
      await expect(page.getByTestId("lost-link-sent")).toHaveText(known ?? "");
    });

    test("correct contact details: the wizard's rules, then saved", async ({ page, sql }) => {
      const id = await sendRequest(page.request, { CustomerLanguage: language });
      await page.goto(await statusLinkFor(sql, id));
      await expect(page.getByRole("button", { name: t.correct })).toBeVisible();
      await refuseInBanner(page, t.refuse);
      await page.getByRole("button", { name: t.correct }).click();
      await dialogShown(page);
      // Required fields carry the wizard's asterisk; the box says it is optional, as in the wizard.
      const labels = await page
        .getByRole("dialog")
        .locator("label.mantine-InputWrapper-label")
        .evaluateAll((nodes) =>
          nodes.map((n) => ({
            text: [...n.childNodes]
              .filter((c) => !(c instanceof Element && c.classList.contains("mantine-InputWrapper-required")))
              .map((c) => c.textContent)
              .join("")
              .trim(),
            asterisk: !!n.querySelector(".mantine-InputWrapper-required"),
          })),
        );
      expect(labels).toEqual(t.contactLabels.map((text, index) => ({ text, asterisk: index < 3 })));
      // Its label ends with the required field's asterisk.
      const mobile = page.getByRole("dialog").getByLabel(new RegExp(`^${t.mobile}\\s*\\*?$`));
      await mobile.fill("0470");
      await page.getByRole("dialog").getByRole("button", { name: t.save }).click();
      await expect(page.getByRole("dialog").locator(".mantine-TextInput-error")).toHaveCount(1);
      await shoot(page, `${language}-10-correct-dialog`);
      // A Belgian number as a Belgian types it: shown in international form when the field is left, as in the wizard, and saved so.
      await mobile.fill("0471 98 76 54");
      await mobile.press("Tab");
      await expect(mobile).toHaveValue("+32 471 98 76 54");
      await expect(page.getByRole("dialog").locator(".mantine-TextInput-error")).toHaveCount(0);
      await mobile.fill("0486 55 44 33");
      await page.getByRole("dialog").getByRole("button", { name: t.save }).click();
      await expect(page.getByText(t.corrected)).toBeVisible();
      const [row] = await sql`select customer_gsm from home_projects where id = ${id}`;
      expect(row?.customer_gsm).toBe("+32 486 55 44 33");
    });

    test("on a phone, a toast never covers the title or the close button of a dialog opened after it", async ({ page, sql }) => {
      await page.setViewportSize({ width: 375, height: 667 });
      const id = await sendRequest(page.request, { CustomerLanguage: language, CustomerLastName: `Toast${language}` });
      await page.goto(await statusLinkFor(sql, id));
      // The cookie banner left open: the toasts lie above it, the dialogs above both.
      await expect(page.locator(".hs-consent").getByRole("dialog")).toBeVisible();
      const block = page.getByTestId("add-files");
      await expect(block.getByTestId("file-count")).toHaveText(t.fileCount(0));
      await block.locator('input[type="file"]').setInputFiles({ name: "photo1.png", mimeType: "image/png", buffer: Buffer.from(onePixelPng) });
      await expect(block.getByTestId("file-count")).toHaveText(t.fileCount(1));
      const sent = block.getByRole("list", { name: t.sentFiles });
      await sent.getByRole("button", { name: t.removeFile("photo1.png") }).click();
      // Tapped once shown, as a person does: while it opens, the toast of the file just sent moves
      // down to make room for it (a tap during that move once missed the button in CI).
      await dialogShown(page);
      await page.getByRole("dialog", { name: t.removeTitle }).getByRole("button", { name: t.removeConfirm }).click();
      const toast = page.locator(".mantine-Notification-root").filter({ hasText: t.fileRemoved });
      await expect(toast).toBeVisible();
      // Within the toast's 5 s, the next dialog.
      await page.getByRole("button", { name: t.correct }).click();
      const dialog = page.getByRole("dialog", { name: t.correctTitle });
      await dialogShown(page);
      await expect(toast).toBeVisible();
      const over = await page.evaluate(() => {
        const header = document.querySelector("section[role=dialog] .mantine-Modal-header")?.getBoundingClientRect();
        if (!header) return ["no dialog header"];
        return [...document.querySelectorAll<HTMLElement>(".mantine-Notification-root")]
          .filter((n) => {
            const b = n.getBoundingClientRect();
            return b.bottom > header.top && b.top < header.bottom && b.right > header.left && b.left < header.right;
          })
          .map((n) => n.innerText);
      });
      expect(over).toEqual([]);
      // Its last button, scrolled to, lies above the toast, not under it (the toast held by the pointer).
      await toast.hover();
      await page.locator(".mantine-Modal-content").evaluate((content) => {
        content.scrollTop = content.scrollHeight;
      });
      const save = await dialog.getByRole("button", { name: t.save }).evaluate((button) => {
        const b = button.getBoundingClientRect();
        const toasts = [...document.querySelectorAll(".mantine-Notification-root")].map((n) => n.getBoundingClientRect());
        return { toasts: toasts.length, under: toasts.some((r) => r.bottom > b.top && r.top < b.bottom && r.right > b.left && r.left < b.right) };
      });
      // Both toasts (the file sent, the file removed) lie below it.
      expect(save).toEqual({ toasts: 2, under: false });
      await screen(page, `customer-controls-${language}-16-toast-and-dialog-375`);
      // The close button takes a plain click.
      await dialog.getByRole("button", { name: t.close }).click();
      await expect(dialog).toBeHidden();
    });

    test("after acceptance: no withdraw button, the provider's contact details instead", async ({ page, sql }) => {
      const id = await sendRequest(page.request, { CustomerLanguage: language });
      await sql`update home_projects set status_id = 2 where id = ${id}`;
      const link = await statusLinkFor(sql, id);
      await page.goto(link);
      await expect(page.getByTestId("status-provider")).toBeVisible();
      // Its phone and e-mail line up on the left with its name, as plain text would (not centred).
      const lefts = await page
        .getByTestId("status-provider")
        .locator("p, a")
        .evaluateAll((nodes) =>
          nodes.map((node) => {
            const range = document.createRange();
            range.selectNodeContents(node);
            return Math.round(range.getBoundingClientRect().left);
          }),
        );
      expect(new Set(lefts).size).toBe(1);
      await refuseInBanner(page, t.refuse);
      await expect(page.getByTestId("contact-provider-instead")).toContainText(t.contact);
      await expect(page.getByRole("button", { name: t.withdraw })).toHaveCount(0);
      await shoot(page, `${language}-6-accepted`);
    });

    test("after no agreement: no provider card; the network will call back, or the customer withdraws", async ({ page, sql }) => {
      const id = await sendRequest(page.request, { CustomerLanguage: language });
      await sql`update home_projects set status_id = 6 where id = ${id}`;
      await page.goto(await statusLinkFor(sql, id));
      await expect(page.getByTestId("status-text")).toContainText(
        language === "fr" ? "Notre réseau vous recontactera" : "Ons netwerk neemt indien nodig opnieuw contact",
      );
      await refuseInBanner(page, t.refuse);
      // The provider who could not agree is no longer "your professional", and is not to be called to cancel.
      await expect(page.getByTestId("status-provider")).toHaveCount(0);
      await expect(page.getByTestId("contact-provider-instead")).toHaveCount(0);
      await shoot(page, `${language}-8-no-agreement`);
      await page.getByRole("button", { name: t.withdraw }).click();
      await page.getByRole("dialog").getByRole("button", { name: t.withdrawConfirm }).click();
      await expect(page.getByTestId("status-text")).toContainText(t.withdrawn);
      await shoot(page, `${language}-9-withdrawn-after-no-agreement`);
    });
  });
}
