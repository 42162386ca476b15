import { screen, screensAt } from "./support/screens";
import { expect, type APIRequestContext, type Page, test } from "./support/test";
import { minimalPdf } from "../support/sample-files";
import { sendRequest as sendProject, statusLinkFor, projectNumber, withProviderOneListFreed } from "./support/projects";
import { signInAs } from "./support/sign-in";
import { storeChoices } from "./support/consent";
import { holdRequests } from "./support/held-requests";
import { expectNoSeriousAxeViolations } from "./support/accessibility";
import { expectInsideAndInFull, expectNoSidewaysScroll } from "./support/layout";
import { projectStatusTable } from "../../src/shared/project-statuses";
import { reloadInLanguage } from "./support/console-ui";

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
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Projet n°\u00a0${id}`);
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
      FR: { label: "Statut", shown: ["Tous les statuts", "Nouveau", "Accepté"], never: ["Refusé", "Traitement manuel", "Aucun prestataire trouvé"] },
      NL: { label: "Status", shown: ["Alle statussen", "Nieuw", "Aanvaard"], never: ["Geweigerd", "Manuele behandeling", "Geen vakman gevonden"] },
    } as const;
    for (const [language, width] of [
      ["FR", 375],
      ["NL", 1280],
    ] as const) {
      await page.setViewportSize({ width, height: 800 });
      await reloadInLanguage(page, language);
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

  test("the menu's 'Projets' leads to the landing page, where the provider's own figures are", async ({ page }) => {
    await signInAs(page, "pro1@example.com");
    await page.goto("/provider/absences");
    await page.getByRole("navigation").getByRole("link", { name: "Projets", exact: true }).click();
    await expect(page).toHaveURL(/\/provider$/);
    await expect(page.getByRole("heading", { name: "Mes chiffres" })).toBeVisible();
  });

  test("the landing page shows its filter and list only once the blocks above have arrived, and they do not move after (375 px)", async ({ page }) => {
    // A project of its own: the list must have one, whichever test ran before on this worker.
    await sendProject(page.request);
    // Holds the batch that carries the figures (with the absences and ratings, whichever it is).
    const { release } = await holdRequests(page, /\/trpc\/[^?]*myFigures/);
    await page.setViewportSize({ width: 375, height: 800 });
    await signInAs(page, "pro1@example.com");
    await expect(page).toHaveURL(/\/provider$/);
    await expect(page.getByTestId("list-page-loading")).toBeVisible();
    const filter = page.getByRole("combobox", { name: "Statut" });
    await expect(filter).toHaveCount(0);
    release();
    await expect(filter).toBeVisible();
    const shownAt = (await filter.boundingBox())?.y;
    await expect(page.getByTestId("own-period")).toBeVisible();
    await expect(page.getByTestId("my-ratings")).toBeVisible();
    await expect(page.getByText(/^\d+ projets?$/)).toBeVisible();
    expect((await filter.boundingBox())?.y).toBe(shownAt);
    // On a phone the requests come first: the figures and ratings follow the list.
    const firstRequest = page.getByRole("list", { name: "Mes projets" }).getByRole("listitem").first();
    const topOf = async (locator: typeof filter) => (await locator.boundingBox())?.y ?? Number.NaN;
    expect(await topOf(firstRequest)).toBeLessThan(await topOf(page.getByTestId("own-figures")));
    expect(await topOf(firstRequest)).toBeLessThan(await topOf(page.getByTestId("my-ratings")));
  });

  test("on the network's provider page, the figures do not move down when they arrive: the period line keeps its place", async ({ page }) => {
    const { release } = await holdRequests(page, /\/trpc\/[^?]*providerFigures/);
    await page.setViewportSize({ width: 375, height: 800 });
    await signInAs(page, "network@example.com");
    await page.goto("/network/editprovider/1");
    await page.getByRole("tab", { name: "Chiffres" }).click();
    const offset = () =>
      page.evaluate(() => {
        const top = (id: string) => document.querySelector(`[data-testid="${id}"]`)?.getBoundingClientRect().top ?? Number.NaN;
        return top("figure-own-assigned") - top("own-figures");
      });
    await expect(page.getByTestId("figure-own-assigned")).toBeVisible();
    await expect(page.getByTestId("own-period")).toHaveCount(0);
    const before = await offset();
    release();
    // A bound, not a wait: on a loaded machine the released request can take longer than the default 10 s.
    await expect(page.getByTestId("own-period")).toBeVisible({ timeout: 30_000 });
    const after = await offset();
    expect(Math.abs(after - before), `the figures moved from ${before} to ${after} px inside their card`).toBeLessThanOrEqual(1);
  });

  test("every status badge of the list is read in full, in FR and NL, at 375, 800, 1024 and 1280 px; the network's list too", async ({
    page,
    browser,
    sql,
  }) => {
    // One project of provider 1 in each of the eight statuses: the longest names ("Pas d'accord",
    // "Geen vakman gevonden", "Manuele behandeling"...) are all on the list's first page, newest first.
    const lastName = `Badge${Date.now()
      .toString(36)
      .replace(/\d/g, (d) => "qrstuvwxyz"[Number(d)] ?? "q")}`;
    const ids: number[] = [];
    for (const status of projectStatusTable) {
      await page.context().clearCookies();
      const id = await sendProject(page.request, { CustomerLastName: lastName, CustomerName: "Sofie", CustomerBus: "" });
      await sql`update home_projects set status_id = ${status.id} where id = ${id}`;
      ids.push(id);
    }
    // Requests waiting for an answer come first: provider 1's others are lent away meanwhile.
    await withProviderOneListFreed(sql, ids, async () => {
      /** Each badge's text, and whether the badge or its label is narrower than what it holds. */
      const badges = (root: Page) =>
        root.locator(".mantine-Badge-root:visible").evaluateAll((elements) =>
          elements.map((badge) => {
            const label = badge.querySelector(".mantine-Badge-label") ?? badge;
            return { text: label.textContent ?? "", cut: [badge, label].some((e) => e.scrollWidth > e.clientWidth) };
          }),
        );
      await signInAs(page, "pro1@example.com");
      await expect(page).toHaveURL(/\/provider$/);
      await refuseCookies(page);
      for (const language of ["FR", "NL"] as const) {
        await reloadInLanguage(page, language);
        const names = projectStatusTable.map((s) => (language === "FR" ? s.nameFr : s.nameNl));
        for (const width of [375, 800, 1024, 1280]) {
          await page.setViewportSize({ width, height: 900 });
          // Cards below 992 px, the table from there: each of the eight projects with its status.
          const list = width < 992 ? page.getByRole("list", { name: language === "FR" ? "Mes projets" : "Mijn projecten" }) : page.getByRole("table");
          for (const id of ids) await expect(list.getByRole("link", { name: projectNumber(id), exact: true })).toBeVisible();
          const shown = await badges(page);
          for (const name of names) expect(shown.map((b) => b.text)).toContain(name);
          expect(
            shown.filter((b) => b.cut),
            `cut badges at ${width} px in ${language}`,
          ).toEqual([]);
          await screen(list, `provider-list-badges-${language}-${width}`);
        }
      }
    });

    // The network's list names the status as text, in a column that wraps: never cut either.
    const network = await browser.newContext();
    const page2 = await network.newPage();
    await signInAs(page2, "network@example.com");
    await expect(page2).toHaveURL(/\/network$/);
    for (const language of ["FR", "NL"] as const) {
      await page2.evaluate((value) => localStorage.setItem("language", value), language);
      await page2.goto(`/network/homeprojectlist?q=${lastName}`);
      // Newest first: the project set to the last status comes first.
      const statusCells = page2.getByRole("table").locator("tbody tr td:nth-child(7)");
      await expect(statusCells).toHaveText([...projectStatusTable].reverse().map((s) => (language === "FR" ? s.nameFr : s.nameNl)));
      // The table from 992 px (cards below, their badges checked like the provider's).
      for (const width of [1024, 1280]) {
        await page2.setViewportSize({ width, height: 900 });
        const cut = await statusCells.evaluateAll((tds) => tds.filter((td) => td.scrollWidth > td.clientWidth).map((td) => td.textContent));
        expect(cut, `cut statuses at ${width} px in ${language}`).toEqual([]);
      }
    }
    await network.close();
  });

  test("the list: waiting requests first, each saying by when to answer; the status filter stays in the URL after Back (FR 375, NL 1280)", async ({
    page,
    sql,
  }) => {
    const id = await sendRequest(page.request, "Waiting on top");
    await withProviderOneListFreed(sql, [id], async () => {
      await signInAs(page, "pro1@example.com");
      await expect(page).toHaveURL(/\/provider$/);
      await refuseCookies(page);
      const cases = [
        {
          language: "FR",
          width: 375,
          filter: "Statut",
          status: "Nouveau",
          back: "Retour à mes projets",
          by: /^Répondre avant le \d\d\/\d\d\/\d{4} à \d\d:\d\d$/,
        },
        {
          language: "NL",
          width: 1280,
          filter: "Status",
          status: "Nieuw",
          back: "Terug naar mijn projecten",
          by: /^Antwoorden vóór \d\d\/\d\d\/\d{4} om \d\d:\d\d$/,
        },
      ] as const;
      for (const c of cases) {
        await storeChoices(page, c.language);
        await page.setViewportSize({ width: c.width, height: 900 });
        await page.goto("/provider/homeprojectlist");
        const link = page.getByRole("link", { name: projectNumber(id) });
        // A card on a phone, a row from 992 px: either way the deadline is in it, in the page's language.
        const entry = c.width < 992 ? page.getByRole("listitem").filter({ has: link }) : page.getByRole("row").filter({ has: link });
        await expect(entry.getByTestId("answer-by")).toHaveText(c.by);
        // The first entry is a waiting one (this test's own request waits).
        const first =
          c.width < 992
            ? page
                .getByRole("list", { name: /Mes projets|Mijn projecten/ })
                .getByRole("listitem")
                .first()
            : page.locator("tbody tr").first();
        await expect(first.getByTestId("answer-by")).toBeVisible();
        await screen(page, `provider-list-waiting-${c.language.toLowerCase()}-${c.width}`);

        await page.getByRole("combobox", { name: c.filter, exact: true }).click();
        await page.getByRole("option", { name: c.status, exact: true }).click();
        await expect(page).toHaveURL(/\/provider\/homeprojectlist\?status=1$/);
        await link.click();
        await expect(page).toHaveURL(new RegExp(`/provider/homeprojectdetails/${id}$`));
        await page.goBack();
        await expect(page).toHaveURL(/\/provider\/homeprojectlist\?status=1$/);
        await expect(page.getByRole("combobox", { name: c.filter, exact: true })).toHaveValue(c.status);
        // "Back to my projects" on the project page returns to the same view.
        await link.click();
        await page.getByRole("link", { name: c.back }).click();
        await expect(page).toHaveURL(/\/provider\/homeprojectlist\?status=1$/);
        await expect(page.getByRole("combobox", { name: c.filter, exact: true })).toHaveValue(c.status);
        await expect(link).toBeVisible();
        await screen(page, `provider-list-filtered-${c.language.toLowerCase()}-${c.width}`);
      }
    });
  });

  test("on a phone, Accepter/Refuser come again after the facts, with the deadline; from 992 px only once (FR and NL)", async ({ page }) => {
    const id = await sendRequest(page.request, "Decide after reading");
    await signInAs(page, "pro1@example.com");
    await expect(page).toHaveURL(/\/provider$/);
    await refuseCookies(page);
    await page.setViewportSize({ width: 375, height: 812 });
    for (const [language, accept, reject, by] of [
      ["NL", "Aanvaarden", "Weigeren", /^Antwoorden vóór \d\d\/\d\d\/\d{4} om \d\d:\d\d$/],
      ["FR", "Accepter", "Refuser", /^Répondre avant le \d\d\/\d\d\/\d{4} à \d\d:\d\d$/],
    ] as const) {
      await storeChoices(page, language);
      await page.goto(`/provider/homeprojectdetails/${id}`);
      const again = page.getByTestId("decide-again");
      await expect(again.getByTestId("answer-by")).toHaveText(by);
      await expect(again.getByRole("button", { name: accept, exact: true })).toBeVisible();
      await expect(again.getByRole("button", { name: reject, exact: true })).toBeVisible();
      // After the last facts card (the answers: this request has no files), before the invoice's.
      const answers = page.getByRole("region", { name: /^(Questions et réponses|Vragen en antwoorden)$/ });
      const invoice = page.getByRole("region", { name: /^(Facture|Factuur)$/ });
      const top = async (locator: typeof again) => (await locator.boundingBox())?.y ?? Number.NaN;
      expect(await top(again)).toBeGreaterThan(await top(answers));
      expect(await top(again)).toBeLessThan(await top(invoice));
      await again.scrollIntoViewIfNeeded();
      await screen(page, `provider-decide-again-${language.toLowerCase()}-375`);
      await screen(page, `provider-decide-again-${language.toLowerCase()}-375-full`, { fullPage: true });
    }
    await page.setViewportSize({ width: 1280, height: 900 });
    await expect(page.getByTestId("decide-again")).toBeHidden();
    await expect(page.getByRole("button", { name: "Accepter", exact: true })).toHaveCount(1);
    await screen(page, "provider-decide-again-fr-1280", { fullPage: true });
    // The repeated button does what the first does; once accepted, neither is there.
    await page.setViewportSize({ width: 375, height: 812 });
    await page.getByTestId("decide-again").getByRole("button", { name: "Accepter", exact: true }).click();
    await page
      .getByRole("dialog")
      .getByRole("button", { name: /Oui, accepter/ })
      .click();
    await expect(page.getByTestId("project-status")).toHaveText(/Accepté/);
    await expect(page.getByTestId("decide-again")).toHaveCount(0);
  });

  test("accept: the project becomes Accepted and the customer's status page shows the provider", async ({ page, sql, browser }) => {
    const id = await sendRequest(page.request, "Accept path");
    await signInAs(page, "pro1@example.com");
    await expect(page).toHaveURL(/\/provider$/);
    await expect(page.getByRole("link", { name: projectNumber(id) })).toBeVisible();
    await refuseCookies(page);
    await expectNoSeriousAxeViolations(page);
    await screensAt(page, "provider-console-list", { fullPage: true });
    await page.getByRole("link", { name: projectNumber(id) }).click();
    await expect(page.getByTestId("project-status")).toHaveText(/Nouveau/);
    // The customer's phone and address are links that dial and write to them.
    await expect(page.getByRole("link", { name: "+32 470 11 22 33" })).toHaveAttribute("href", "tel:+32470112233");
    await expect(page.getByRole("link", { name: "sofie.peeters@example.be" })).toHaveAttribute("href", "mailto:sofie.peeters@example.be");
    // The language to call the customer in.
    await expect(page.getByRole("region", { name: "Informations sur le client" })).toContainText("Français");
    // The last minute to answer, date and time (docs/product/deadlines.md).
    await expect(page.getByText(/Répondez au plus tard le \d\d\/\d\d\/\d{4} à \d\d:\d\d\u00a0: sans réponse/)).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await screensAt(page, "provider-console-details-new", { fullPage: true });
    // The question opens on "Annuler": a stray Enter takes nothing back (docs/product/accessibility.md).
    await page.getByRole("button", { name: /^Accepter$/ }).click();
    await expect(page.getByRole("dialog").getByRole("button", { name: "Annuler" })).toBeFocused();
    await page
      .getByRole("dialog")
      .getByRole("button", { name: /Oui, accepter/ })
      .click();
    await expect(page.getByTestId("project-status")).toHaveText(/Accepté/);
    // The buttons went: the focus is on what comes next, the number to call.
    await expect(page.getByRole("link", { name: "+32 470 11 22 33" })).toBeFocused();
    // By when to call: one working day after the acceptance, the moment the customer may report no news.
    const callBy = page.getByTestId("call-by");
    await expect(callBy).toHaveText(/^Appelez le client au plus tard le \d\d\/\d\d\/\d{4} à \d\d:\d\d\s: passé ce délai/);
    const [, callDay, callTime] = /le (\S+) à (\d\d:\d\d)/.exec((await callBy.textContent()) ?? "") ?? [];

    // The customer's private link (the token the confirmation e-mail carries; set here directly).
    await page.goto(await statusLinkFor(sql, id));
    await expect(page.getByTestId("status-provider")).toContainText("Personne de contact : Sophie Lambert");
    await expect(page.getByTestId("status-text")).toContainText(/a accepté votre demande/);
    // The customer reads the same moment, and so does the network on the project's page.
    await expect(page.getByTestId("status-call-by")).toContainText(`doit vous appeler au plus tard le ${callDay} à ${callTime}.`);
    const network = await browser.newContext();
    const networkPage = await network.newPage();
    await signInAs(networkPage, "network@example.com");
    await networkPage.goto(`/network/homeprojectdetails/${id}`);
    await expect(networkPage.getByText("Appel attendu au plus tard")).toBeVisible();
    await expect(networkPage.getByText(`${callDay} ${callTime}`, { exact: true })).toBeVisible();
    await screen(networkPage.getByRole("region", { name: "Prestataire attribué" }), "network-project-call-by-fr");
    await network.close();
    // Accepted is ticked; the appointment and the quote are what is under way now.
    const progress = page.getByRole("list", { name: "Où en est votre demande" });
    await expect(progress.locator("[data-state=done]")).toHaveCount(3);
    await expect(progress.locator("[aria-current=step]")).toContainText("Rendez-vous et devis (étape en cours)");
    await screensAt(page, "provider-console-status", { fullPage: true });

    // The provider's list says it too, on the project's card (phone) and row (desktop), in both languages.
    const entryOf = (width: number) => {
      const link = page.getByRole("link", { name: projectNumber(id) });
      return width < 992 ? page.getByRole("listitem").filter({ has: link }) : page.getByRole("row").filter({ has: link });
    };
    for (const [language, width, text] of [
      ["FR", 375, `Appeler le client au plus tard le ${callDay} à ${callTime}`],
      ["NL", 1280, `Bel de klant uiterlijk op ${callDay} om ${callTime}`],
    ] as const) {
      await storeChoices(page, language);
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/provider/homeprojectlist?status=2");
      await expect(entryOf(width).getByTestId("list-call-by")).toHaveText(text);
      await screen(page, `provider-list-call-by-${language.toLowerCase()}-${width}`);
    }
    await storeChoices(page, "FR");

    // The provider notes it called: its page and the customer's say when, instead of by when.
    await page.goto(`/provider/homeprojectdetails/${id}`);
    // Asked once, since the customer reads it and it cannot be taken back: opening on "Annuler",
    // which changes nothing.
    await page.getByRole("button", { name: "J'ai appelé le client" }).click();
    const dialog = page.getByRole("dialog", { name: "Noter votre appel au client ?" });
    await expect(dialog).toContainText("Ne le notez qu'une fois l'appel passé");
    await expect(dialog.getByRole("button", { name: "Annuler" })).toBeFocused();
    await screensAt(page, "provider-console-customer-called-confirm");
    await dialog.getByRole("button", { name: "Annuler" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId("customer-called")).toHaveCount(0);
    await page.getByRole("button", { name: "J'ai appelé le client" }).click();
    await dialog.getByRole("button", { name: "Oui, je l'ai appelé" }).click();
    await expect(page.getByTestId("customer-called")).toHaveText(/^Vous avez noté avoir appelé le client le \d\d\/\d\d\/\d{4} à \d\d:\d\d\.$/);
    // The button went: the focus is on the sentence that replaced it.
    await expect(page.getByTestId("customer-called")).toBeFocused();
    await expect(page.getByTestId("call-by")).toHaveCount(0);
    await screensAt(page, "provider-console-customer-called");
    await page.goto("/provider/homeprojectlist?status=2");
    await expect(entryOf(1280).getByRole("cell").first()).toBeVisible();
    await expect(entryOf(1280).getByTestId("list-call-by")).toHaveCount(0);
    await page.goto(await statusLinkFor(sql, id));
    await expect(page.getByTestId("status-called")).toContainText(/Brussels Home Experts indique vous avoir appelé le \d\d\/\d\d\/\d{4} à \d\d:\d\d\./);
    await expect(page.getByTestId("status-call-by")).toHaveCount(0);
  });

  test("reject: back to /provider, and the project lands at provider 2; its old link then says pro1 refused it", async ({ page, browser }) => {
    const id = await sendRequest(page.request, "Reject path");
    await signInAs(page, "pro1@example.com");
    await expect(page).toHaveURL(/\/provider$/);
    await openProject(page, id);
    // The refusal says why. In Dutch on a phone: confirmed without a reason, the dialog stays open
    // and asks for one; every reason reads in full inside the screen.
    await page.setViewportSize({ width: 375, height: 667 });
    await reloadInLanguage(page, "NL");
    await confirm(page, /^Weigeren$/, /^Ja, weigeren$/);
    const dutchDialog = page.getByRole("dialog", { name: "Dit project weigeren?" });
    await expect(dutchDialog.getByText("Kies de reden van uw weigering.")).toBeVisible();
    await expectInsideAndInFull(dutchDialog.getByRole("radio", { name: "Werk buiten mijn vak" }), null, "a reason at 375 px");
    await screen(page, "provider-reject-reason-missing-nl-375");
    await dutchDialog.getByRole("button", { name: "Annuleren" }).click();
    await expect(page.getByTestId("project-status")).toHaveText(/Nieuw/);
    // In French on a desktop: a reason chosen, the error goes, and the refusal is sent.
    await page.setViewportSize({ width: 1280, height: 720 });
    await reloadInLanguage(page, "FR");
    await page
      .getByRole("button", { name: /^Refuser$/ })
      .first()
      .click();
    const dialog = page.getByRole("dialog", { name: "Refuser ce projet\u202f?" });
    await expect(dialog.getByText("Choisissez la raison de votre refus.")).toHaveCount(0);
    await dialog.getByRole("radio", { name: "Chantier trop éloigné" }).check();
    await screen(page, "provider-reject-reason-fr-1280");
    await dialog.getByRole("button", { name: /Oui, refuser/ }).click();
    await expect(page).toHaveURL(/\/provider$/);
    await expect(page.getByRole("link", { name: projectNumber(id) })).toHaveCount(0);
    // The mail's link, opened again: the project has left pro1 by its own refusal, which is not "not found".
    await page.goto(`/provider/homeprojectdetails/${id}`);
    await expect(page.getByRole("alert")).toHaveText("Vous avez refusé ce projet\u202f: il ne figure plus dans votre liste.");
    await expect(page.getByRole("link", { name: "Retour à mes projets" })).toBeVisible();
    await screen(page, "provider-refused-old-link-fr");

    const other = await browser.newContext();
    const page2 = await other.newPage();
    await signInAs(page2, "pro2@example.com");
    await expect(page2).toHaveURL(/\/provider$/);
    await expect(page2.getByRole("link", { name: projectNumber(id) })).toBeVisible();
    await other.close();
    // The network reads why, in the project's refusals.
    const network = await browser.newContext();
    const page3 = await network.newPage();
    await signInAs(page3, "network@example.com");
    await page3.goto(`/network/homeprojectdetails/${id}`);
    await page3.getByRole("tab", { name: "Refus des prestataires" }).click();
    await expect(page3.getByRole("row").filter({ hasText: "Brussels Home Experts" })).toContainText("Chantier trop éloigné");
    await page3.getByRole("tab", { name: "Historique" }).click();
    await expect(page3.getByTestId("history-entry").filter({ hasText: "Projet refusé par le prestataire" })).toContainText(
      "Motif\u202f: Chantier trop éloigné",
    );
    await network.close();
  });

  test("no agreement: on a phone the number to call comes first; the form opens from its button, both fields required, then status 6", async ({ page }) => {
    const id = await sendRequest(page.request, "No agreement path");
    await signInAs(page, "pro1@example.com");
    await expect(page).toHaveURL(/\/provider$/);
    await openProject(page, id);
    await confirm(page, /^Accepter$/, /Oui, accepter/);
    await expect(page.getByTestId("project-status")).toHaveText(/Accepté/);
    await refuseCookies(page);
    // Accepted, at 375 px: the customer's number is a tel: link on the first screen, above the
    // button that opens the no-agreement form at the end of the page (docs/product/consoles.md).
    for (const [language, customer, noAgreement] of [
      ["NL", "Gegevens van de klant", /^Geen akkoord met de klant\?$/],
      ["FR", "Informations sur le client", /^Pas d'accord avec le client\s\?$/],
    ] as const) {
      await page.setViewportSize({ width: 375, height: 667 });
      await reloadInLanguage(page, language);
      const call = page.getByRole("region", { name: customer }).getByRole("link", { name: "+32 470 11 22 33" });
      await expect(call).toHaveAttribute("href", "tel:+32470112233");
      await expect(call).toBeInViewport();
      const open = page.getByRole("button", { name: noAgreement });
      await expect(open).toHaveAttribute("aria-expanded", "false");
      const [callBox, openBox] = [await call.boundingBox(), await open.boundingBox()];
      expect(callBox && openBox && callBox.y + callBox.height <= openBox.y, `the number at ${callBox?.y} px, the button at ${openBox?.y} px`).toBe(true);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      // At 320 px its label reads in full, on two lines if need be (it was cut: "Pas d'accord avec le cli…").
      await page.setViewportSize({ width: 320, height: 667 });
      await expectNoSidewaysScroll(page);
      await expectInsideAndInFull(open, null, `${language} no-agreement button at 320 px`);
      await screensAt(page, `provider-console-details-accepted-top-${language}`, { fullPage: true, widths: [320, 375, 1280] });
    }
    await page.setViewportSize({ width: 1280, height: 720 });
    await expect(page.getByRole("button", { name: /Enregistrer l'absence d'accord/ })).toHaveCount(0);
    const open = page.getByRole("button", { name: /Pas d'accord avec le client\s\?/ });
    await open.click();
    await expect(open).toHaveAttribute("aria-expanded", "true");
    await expect(open).toHaveAttribute("aria-expanded", "true");
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
    await expect(ask.getByRole("button", { name: "Annuler" })).toBeFocused();
    await ask.getByRole("button", { name: "Annuler" }).click();
    await expect(page.getByTestId("project-status")).toHaveText(/Accepté/);
    await page.getByRole("button", { name: /Enregistrer l'absence d'accord/ }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Oui, enregistrer" }).click();
    await expect(page).toHaveURL(/\/provider$/);
    await openProject(page, id);
    await expect(page.getByTestId("project-status")).toHaveText(/Pas d'accord/);
  });

  test("invoice: one PDF through the Dropzone, then status 5 and a download link; the customer opens it from the status page", async ({ page, sql }) => {
    const id = await sendRequest(page.request, "Invoice path");
    await signInAs(page, "pro1@example.com");
    await expect(page).toHaveURL(/\/provider$/);
    await openProject(page, id);
    await refuseCookies(page);
    await confirm(page, /^Accepter$/, /Oui, accepter/);
    await expect(page.getByTestId("project-status")).toHaveText(/Accepté/);
    // A mouse drops or clicks; a finger is told to touch (below).
    await expect(page.getByTestId("invoice-drop-title")).toHaveText("Déposez la facture ici ou cliquez pour la choisir");
    await page.locator('input[type="file"]').setInputFiles({ name: "facture-avril.pdf", mimeType: "application/pdf", buffer: Buffer.from(minimalPdf()) });
    // Asked first, naming the file; nothing is sent before "yes".
    const ask = page.getByRole("dialog", { name: "Envoyer cette facture ?" });
    await expect(ask).toContainText("« facture-avril.pdf »");
    await screen(page, "provider-invoice-confirm-fr");
    await ask.getByRole("button", { name: "Annuler" }).click();
    await expect(page.getByTestId("project-status")).toHaveText(/Accepté/);
    await page.locator('input[type="file"]').setInputFiles({ name: "facture-avril.pdf", mimeType: "application/pdf", buffer: Buffer.from(minimalPdf()) });
    // Its amount is asked in the same dialog, which opens on it (docs/product/consoles.md, "The invoice amount").
    const amount = ask.getByRole("textbox", { name: "Montant de la facture (TVA comprise)" });
    await expect(amount).toBeFocused();
    await expect(amount).toHaveAttribute("inputmode", "decimal");
    const sendInvoice = ask.getByRole("button", { name: "Oui, envoyer et clôturer" });
    const amountError = /Indiquez le montant de la facture, TVA comprise\s: un nombre positif/;
    // None, then a Dutch thousand ("1.250"): refused in the field, nothing sent.
    await sendInvoice.click();
    await expect(ask.getByText(amountError)).toBeVisible();
    await expect(amount).toHaveAttribute("aria-invalid", "true");
    await amount.fill("1.250");
    await expect(ask.getByText(amountError)).toHaveCount(0);
    await sendInvoice.click();
    await expect(ask.getByText(amountError)).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await screen(page, "provider-invoice-amount-refused-fr");
    await expect(page.getByTestId("project-status")).toHaveText(/Accepté/);
    await amount.fill("1 250,50");
    // Said back as it will be kept, before anything is sent.
    await expect(ask.getByText(/^Montant lu\s:\s1\s250,50\s€, TVA comprise\.$/)).toBeVisible();
    await sendInvoice.click();
    await expect(page.getByTestId("project-status")).toHaveText(/Clôturé/);
    await expect(page.getByTestId("invoice-link")).toContainText("facture-avril.pdf");
    await expect(page.getByTestId("invoice-amount-stated")).toHaveText(/^Montant\s:\s1\s250,50\s€ TVA comprise$/);
    // The drop zone went: the focus is on what the upload produced.
    await expect(page.getByTestId("invoice-link")).toBeFocused();
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
      // The current amount is offered, to keep or correct: corrected on the phone, kept on the desktop.
      const amount = ask.getByRole("textbox", { name: language === "NL" ? "Bedrag van de factuur (incl. btw)" : "Montant de la facture (TVA comprise)" });
      await expect(amount).toHaveValue(language === "NL" ? "1250,50" : "1180,00");
      if (language === "NL") {
        await amount.fill("1180");
        await expect(ask.getByText(/^Gelezen bedrag: €\s1\.180,00, incl\. btw\.$/)).toBeVisible();
      }
      await screen(page, `network-replace-invoice-${language.toLowerCase()}-${width}`);
      await ask.getByRole("button", { name: language === "NL" ? "Ja, vervangen" : "Oui, remplacer" }).click();
      await expect(page.getByTestId("invoice-link")).toContainText(name);
      await expect(page.getByTestId("invoice-amount-stated")).toHaveText(
        language === "NL" ? /^Bedrag:\s€\s1\.180,00 incl\. btw$/ : /^Montant\s:\s1\s180,00\s€ TVA comprise$/,
      );
      await expect(
        page.locator(".mantine-Notification-root").filter({ hasText: language === "NL" ? "De factuur werd vervangen." : "La facture a été remplacée." }),
      ).toBeVisible();
      // The amount alone, the file kept: looked at and left on the phone, corrected on the desktop.
      await page.getByRole("button", { name: language === "NL" ? "Bedrag corrigeren" : "Corriger le montant" }).click();
      const correct = page.getByRole("dialog", { name: language === "NL" ? "Factuurbedrag corrigeren" : "Corriger le montant de la facture" });
      const corrected = correct.getByRole("textbox", {
        name: language === "NL" ? "Bedrag van de factuur (incl. btw)" : "Montant de la facture (TVA comprise)",
      });
      await expect(corrected).toHaveValue("1180,00");
      await expect(corrected).toBeFocused();
      await screen(page, `network-correct-invoice-amount-${language.toLowerCase()}-${width}`);
      if (language === "NL") {
        await correct.getByRole("button", { name: "Annuleren" }).click();
        await expect(correct).toBeHidden();
      } else {
        await corrected.fill("0");
        await correct.getByRole("button", { name: "Enregistrer le montant" }).click();
        await expect(correct.getByText(/^Indiquez le montant de la facture/)).toBeVisible();
        await corrected.fill("1200");
        await correct.getByRole("button", { name: "Enregistrer le montant" }).click();
        await expect(correct).toBeHidden();
        await expect(page.getByTestId("invoice-amount-stated")).toHaveText(/^Montant\s:\s1\s200,00\s€ TVA comprise$/);
        await expect(page.getByTestId("invoice-link")).toContainText(name);
      }
      // The history says how the amount went, newest first.
      await page.getByRole("tab", { name: language === "NL" ? "Geschiedenis" : "Historique" }).click();
      await expect(page.getByTestId("history-invoice-amount").first()).toHaveText(
        language === "NL" ? /^Bedrag:\s€\s1\.250,50\s→\s€\s1\.180,00 incl\. btw$/ : /^Montant\s:\s1\s180,00\s€\s→\s1\s200,00\s€ TVA comprise$/,
      );
      await screen(page.getByTestId("history-entry").first(), `network-history-invoice-amount-${language.toLowerCase()}-${width}`);
    }

    // The customer finds the invoice on the status page, in the request's language (docs/product/customer-controls.md, "The provider's invoice").
    const statusPage = await statusLinkFor(sql, id);
    for (const [language, width] of [
      ["fr", 375],
      ["nl", 1280],
    ] as const) {
      await sql`update home_projects set language = ${language} where id = ${id}`;
      await page.setViewportSize({ width, height: 900 });
      await page.goto(statusPage);
      const card = page.getByTestId("status-invoice");
      await expect(card.getByRole("heading", { level: 2 })).toHaveText(language === "fr" ? "Facture du professionnel" : "Factuur van de vakman");
      const open = card.getByRole("link", {
        name: language === "fr" ? "Ouvrir la facture (PDF) · facture-corrigee.pdf" : "Factuur openen (pdf) · facture-corrigee.pdf",
      });
      await expect(open).toHaveAttribute("target", "_blank");
      await expect(card.getByTestId("status-invoice-amount")).toHaveText(
        language === "fr" ? /^Montant\s:\s1\s200,00\s€ TVA comprise$/ : /^Bedrag:\s€\s1\.200,00 incl\. btw$/,
      );
      await expectNoSeriousAxeViolations(page);
      await screensAt(card, `status-invoice-${language}`, { widths: [width] });
      // Followed as the browser follows it: the signed file, a PDF.
      const file = await page.request.get((await open.getAttribute("href")) ?? "");
      expect(file.headers()["content-type"]).toBe("application/pdf");
      expect(new URL(file.url()).pathname).toMatch(/^\/files\//);
      // The printable copy of the customer's data names the amount beside the file, in the request's language.
      await page.goto(`/api${statusPage}/export.html`);
      const invoiceSection = page
        .locator("section")
        .filter({ has: page.getByRole("heading", { name: language === "fr" ? "Facture du professionnel" : "Factuur van de vakman" }) });
      await expect(invoiceSection).toHaveText(
        language === "fr" ? /facture-corrigee\.pdf · Montant\s:\s1\s200,00\s€ TVA comprise/ : /facture-corrigee\.pdf · Bedrag:\s€\s1\.200,00 incl\. btw/,
      );
      await screensAt(invoiceSection, `export-page-invoice-${language}`, { widths: [width] });
    }
  });
});

test.describe("on a touch screen", () => {
  test.use({ hasTouch: true, viewport: { width: 375, height: 812 } });
  test("the invoice zone says to touch it, not to drop or click, FR and NL", async ({ page }) => {
    const id = await sendRequest(page.request, "Invoice by touch");
    await signInAs(page, "pro1@example.com");
    await expect(page).toHaveURL(/\/provider$/);
    await openProject(page, id);
    await refuseCookies(page);
    await confirm(page, /^Accepter$/, /Oui, accepter/);
    const title = page.getByTestId("invoice-drop-title");
    await expect(title).toHaveText("Touchez ici pour choisir la facture");
    await expect(page.getByLabel("Touchez ici pour choisir la facture")).toHaveCount(1);
    await title.scrollIntoViewIfNeeded();
    await screen(page, "provider-invoice-touch-fr-375");
    await storeChoices(page, "NL");
    await page.reload();
    await expect(title).toHaveText("Tik hier om de factuur te kiezen");
    await title.scrollIntoViewIfNeeded();
    await screen(page, "provider-invoice-touch-nl-375");
  });
});
