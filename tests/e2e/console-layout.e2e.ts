/** Rules of docs/product/consoles.md: phone-sized consoles, who sees what, back where you were going, the list in the URL. */
import { sendRequest, projectNumber, withProviderOneListFreed } from "./support/projects";
import { signInAs } from "./support/sign-in";
import { screen } from "./support/screens";
import { afterNextFrames, expect, type Page, test } from "./support/test";
import { storeChoices } from "./support/consent";
import { expectNoSeriousAxeViolations, smallTouchTargets } from "./support/accessibility";
import { expectInsideAndInFull, expectNoSidewaysScroll } from "./support/layout";

const languages = ["FR", "NL"] as const;

/** Every control of the header inside the screen. */
async function expectHeaderInside(page: Page) {
  const width = page.viewportSize()?.width ?? 0;
  const rightmost = () =>
    page.locator("header button:visible, header a:visible").evaluateAll((nodes) => Math.max(0, ...nodes.map((n) => n.getBoundingClientRect().right)));
  await expect.poll(rightmost, { message: `a header control ends past the ${width} px screen` }).toBeLessThanOrEqual(width);
  // Each link and button reads in full on one line: none cut ("Se déconnec") nor wrapped ("Tableau de / bord").
  const squeezed = () =>
    page
      .locator("header nav a:visible, header nav .mantine-Button-label:visible, header .hs-brand span:visible")
      .evaluateAll((nodes) =>
        nodes
          .filter((n) => n.scrollWidth > n.clientWidth + 1 || n.getClientRects().length > 1 || n.getBoundingClientRect().height > 32)
          .map((n) => n.textContent),
      );
  await expect.poll(squeezed, { message: `header texts cut or wrapped at ${width} px` }).toEqual([]);
}

/**
 * The page as opened on a phone (375 px), then narrowed to 320 px and widened to 1280 px, as a
 * turned phone or a resized window would: one load per page instead of one per width. At each
 * width the page does not scroll sideways, then `check` runs.
 */
async function atEachWidth(page: Page, check: (width: number) => Promise<void>) {
  for (const width of [375, 320, 768, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await afterNextFrames(page);
    await expectNoSidewaysScroll(page);
    // On a phone every control is a target a finger finds.
    if (width <= 375) expect(await smallTouchTargets(page), `small targets at ${width} px on ${page.url()}`).toEqual([]);
    await check(width);
  }
}

/**
 * A page's tabs sit on one row (docs/product/consoles.md). Wider than the screen, the row scrolls in
 * its own frame with its scrollbar in sight, the selected tab in sight, and each tab scrolls into sight.
 */
async function expectTabsOnOneRow(page: Page, width: number) {
  const tabs = page.getByRole("tab");
  if ((await tabs.count()) === 0) return;
  const tops = await tabs.evaluateAll((nodes) => nodes.map((n) => Math.round(n.getBoundingClientRect().top)));
  expect(new Set(tops).size, `the tabs start at ${tops.join(", ")} at ${width} px`).toBe(1);
  const inSight = async (tab: ReturnType<Page["getByRole"]>, what: string) => {
    const box = await tab.boundingBox();
    expect(box?.x ?? -1, what).toBeGreaterThanOrEqual(0);
    expect((box?.x ?? width) + (box?.width ?? 0), what).toBeLessThanOrEqual(width);
  };
  await inSight(page.getByRole("tab", { selected: true }), `the selected tab at ${width} px`);
  const frame = page.locator(".mantine-ScrollArea-root").filter({ has: page.getByRole("tablist") });
  const viewport = frame.locator(".mantine-ScrollArea-viewport").first();
  if (await viewport.evaluate((el) => el.scrollWidth > el.clientWidth + 1)) {
    await expect(frame.locator('.mantine-ScrollArea-scrollbar[data-orientation="horizontal"]')).toBeVisible();
    await tabs.last().scrollIntoViewIfNeeded();
    await inSight(tabs.last(), `the last tab, scrolled to, at ${width} px`);
    await viewport.evaluate((el) => el.scrollTo({ left: 0 }));
  }
}

/** A full-page screenshot, once the app has painted what the test just checked. */
const shot = (page: Page, name: string) => screen(page, name, { fullPage: true, settle: true });

test.describe("consoles on a phone and on a desktop", () => {
  test.use({ actionTimeout: 15_000 });

  test("network pages fit 320 and 375 px in French and Dutch; projects are cards on a phone; wide tables scroll in their frame; header and content line up at 1280 px", async ({
    page,
    sql,
  }) => {
    test.setTimeout(240_000);
    const projectId = await sendRequest(page.request, {
      CustomerLastName: "Lefèvre",
      CustomerName: "Zoé",
      CustomerEmail: "zoe.lefevre.long.address@example.brussels",
    });
    await page.context().clearCookies();
    const withoutProvider = await sendRequest(page.request, { CustomerLastName: "Lefèvre", CustomerName: "Zoé" });
    await sql`update home_projects set provider_id = null where id = ${withoutProvider}`;
    await page.setViewportSize({ width: 1280, height: 900 });
    await signInAs(page, "network@example.com");
    await expect(page).toHaveURL(/\/network$/);
    const pages = [
      { path: "/network/homeprojectlist", name: "network-project-list", ready: (p: Page) => p.getByRole("link", { name: projectNumber(projectId) }) },
      { path: "/network/providerlist", name: "network-provider-list", ready: (p: Page) => p.getByRole("link", { name: "1", exact: true }) },
      { path: "/network/editprovider/1", name: "network-edit-provider", ready: (p: Page) => p.getByTestId("provider-id") },
      {
        path: `/network/homeprojectdetails/${projectId}`,
        name: "network-project-details",
        ready: (p: Page) => p.getByRole("link", { name: "zoe.lefevre.long.address@example.brussels" }),
      },
    ];
    for (const language of languages) {
      await storeChoices(page, language);
      for (const { path, name, ready } of pages) {
        await page.setViewportSize({ width: 375, height: 800 });
        await page.goto(path);
        await expect(ready(page)).toBeVisible();
        // The rules do not depend on the language: one check per page.
        if (language === "FR") await expectNoSeriousAxeViolations(page);
        await atEachWidth(page, async (width) => {
          await expectHeaderInside(page);
          await expectTabsOnOneRow(page, width);
          if (width !== 320) await shot(page, `${name}-${language.toLowerCase()}-${width}`);
        });
      }
      // Each tab of a provider fits too.
      await page.setViewportSize({ width: 375, height: 800 });
      await page.goto("/network/editprovider/1");
      for (const tab of language === "FR"
        ? ["Services", "Zone d'activité", "Accès web", "Absences"]
        : ["Diensten", "Werkgebied", "Weblogins", "Afwezigheden"]) {
        await page.setViewportSize({ width: 375, height: 800 });
        await page.getByRole("tab", { name: tab }).click();
        // A tab shows skeletons in the same render as the panel until its data has arrived.
        await expect(page.getByRole("tabpanel")).toBeVisible();
        await expect(page.getByRole("tabpanel").locator(".mantine-Skeleton-root")).toHaveCount(0);
        if (language === "FR") await expectNoSeriousAxeViolations(page);
        await atEachWidth(page, async (width) => {
          if (width === 375) await shot(page, `network-edit-provider-${tab.replace(/\W+/g, "-").toLowerCase()}-${language.toLowerCase()}-${width}`);
        });
      }
    }

    // 375 px: the project list is one card per project, its number and status first; from 992 px the table.
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto("/network/homeprojectlist");
    const card = page
      .getByRole("list", { name: /Liste des projets|Projectenlijst/ })
      .getByRole("listitem")
      .filter({ has: page.getByRole("link", { name: projectNumber(projectId) }) });
    await expect(card).toContainText(/Zoé Lefèvre/);
    await expect(card).toContainText(/Nouveau|Nieuw/);
    // The filters are folded under one button: the first projects are in sight without scrolling.
    const filters = page.getByRole("button", { name: /^(Filtres|Filters)$/ });
    await expect(filters).toHaveAttribute("aria-expanded", "false");
    await expect(page.getByRole("combobox", { name: /^(Statut|Status)$/ })).toBeHidden();
    const firstCard = await page
      .getByRole("list", { name: /Liste des projets|Projectenlijst/ })
      .getByRole("listitem")
      .first()
      .boundingBox();
    expect((firstCard?.y ?? 9999) + 40).toBeLessThanOrEqual(800);
    await filters.click();
    await expect(page.getByRole("combobox", { name: /^(Statut|Status)$/ })).toBeVisible();
    // Opened in full (its height grows while it opens): every filter in sight.
    const panel = page.locator(`[id="${await filters.getAttribute("aria-controls")}"]`);
    await expect.poll(() => panel.evaluate((el) => el.scrollHeight > 0 && el.clientHeight >= el.scrollHeight)).toBe(true);
    // Taller than the phone with the dashboard's four filters: the page scrolls down to the last one, nothing cut.
    await shot(page, "network-project-filters-open-375");
    const lastFilter = page.getByRole("checkbox", { name: /Client sans nouvelles|Klant zonder nieuws/ });
    await lastFilter.scrollIntoViewIfNeeded();
    await expect(lastFilter).toBeInViewport();
    await shot(page, "network-project-filters-open-end-375");
    await filters.click();
    await expect(page.getByRole("table")).toBeHidden();
    // A project waiting without a provider is yellow, as its row is in the table.
    const yellow = page.getByRole("listitem").filter({ has: page.getByRole("link", { name: projectNumber(withoutProvider) }) });
    await expect(yellow).toHaveAttribute("data-highlighted", "true");
    await expect(yellow).toContainText(/Sans prestataire|Zonder vakman/);
    await expect(card).not.toHaveAttribute("data-highlighted");
    await expectNoSeriousAxeViolations(page);
    await shot(page, "network-project-cards-375");
    await page.setViewportSize({ width: 1024, height: 800 });
    await expect(card).toBeHidden();
    await expect(page.getByRole("table")).toBeVisible();
    // A tap anywhere on the card opens the project.
    await page.setViewportSize({ width: 375, height: 800 });
    await card.scrollIntoViewIfNeeded();
    const cardBox = await card.boundingBox();
    await page.mouse.click((cardBox?.x ?? 0) + (cardBox?.width ?? 0) / 2, (cardBox?.y ?? 0) + (cardBox?.height ?? 0) - 8);
    await expect(page).toHaveURL(new RegExp(`/network/homeprojectdetails/${projectId}$`));

    // 375 px: the providers are cards too (the table's last column was cut); from 768 px the table.
    await page.goto("/network/providerlist");
    const providerCard = page
      .getByRole("list", { name: /^(Prestataires|Vakmensen)$/ })
      .getByRole("listitem")
      .filter({ has: page.getByRole("link", { name: "1", exact: true }) });
    await expect(providerCard).toContainText("Brussels Home Experts");
    await expect(providerCard.getByRole("switch", { name: /Brussels Home Experts (actif|actief)/ })).toBeChecked();
    await expect(providerCard.getByRole("link", { name: /Brussels Home Experts/ })).toHaveAttribute("href", "/network/homeprojectlist/1");
    await expect(page.getByRole("table")).toBeHidden();
    await expectInsideAndInFull(providerCard.getByRole("link"), "li", "provider card links at 375 px");
    await shot(page, "network-provider-cards-375");
    await page.setViewportSize({ width: 768, height: 800 });
    await expect(providerCard).toBeHidden();
    await expect(page.getByRole("row").filter({ has: page.getByRole("link", { name: "1", exact: true }) })).toContainText("Brussels Home Experts");
    await page.setViewportSize({ width: 375, height: 800 });

    // On a phone the links and sign-out are in the menu.
    await page.getByRole("button", { name: "Menu" }).click();
    await expect(page.getByRole("menuitem", { name: /Vakmensen|Prestataires/ })).toBeVisible();
    await expect(page.getByRole("menuitem", { name: /Afmelden|Se déconnecter/ })).toBeVisible();
    await shot(page, "network-menu-375");
    await page.getByRole("menuitem", { name: /Vakmensen|Prestataires/ }).click();
    await expect(page).toHaveURL(/\/network\/providerlist$/);

    // 1280 px: the brand in the header and the page's title start at the same x.
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/network/homeprojectlist");
    // The header's links and sign-out: one height, one baseline; the open page's link says so.
    const nav = page.getByRole("navigation").filter({ has: page.getByRole("button", { name: /Se déconnecter|Afmelden/ }) });
    await expect(nav.getByRole("link", { name: /^(Projets|Projecten)$/ })).toHaveAttribute("aria-current", "page");
    await expect(nav.locator("[aria-current]")).toHaveCount(1);
    const boxes = await nav
      .locator("a, button")
      .evaluateAll((nodes) => nodes.map((n) => n.getBoundingClientRect()).map((r) => `${Math.round(r.top)}/${Math.round(r.height)}`));
    expect(new Set(boxes).size, `header controls' top/height: ${boxes.join(", ")}`).toBe(1);
    await page.goto("/network/providerlist");
    await expect(nav.getByRole("link", { name: /^(Prestataires|Vakmensen)$/ })).toHaveAttribute("aria-current", "page");
    await page.goto("/network/homeprojectlist");
    const brand = await page.locator("header .hs-brand").boundingBox();
    const title = await page.getByRole("heading", { level: 1 }).boundingBox();
    expect(Math.abs((brand?.x ?? 0) - (title?.x ?? 100))).toBeLessThanOrEqual(1);
  });

  test("provider pages fit 320 and 375 px in French and Dutch", async ({ page, sql }) => {
    test.setTimeout(180_000);
    const projectId = await sendRequest(page.request, { CustomerLastName: "Vandenbroucke", CustomerName: "Zéphyrin" });
    await withProviderOneListFreed(sql, [projectId], async () => {
      await page.setViewportSize({ width: 1280, height: 900 });
      await signInAs(page, "pro1@example.com");
      await expect(page).toHaveURL(/\/provider$/);
      for (const language of languages) {
        await storeChoices(page, language);
        await page.setViewportSize({ width: 375, height: 800 });
        await page.goto("/provider/homeprojectlist");
        await expect(page.getByRole("link", { name: projectNumber(projectId) })).toBeVisible();
        await atEachWidth(page, async (width) => {
          await expectHeaderInside(page);
          // Below 992 px a card per project, its status beside its number; from there the table.
          const card = page
            .getByRole("list", { name: language === "FR" ? "Mes projets" : "Mijn projecten" })
            .getByRole("listitem")
            .filter({ has: page.getByRole("link", { name: projectNumber(projectId) }) });
          if (width < 992) {
            await expect(card).toContainText(`#${projectId}${language === "FR" ? "Nouveau" : "Nieuw"}`);
            await expect(card).toContainText("Zéphyrin Vandenbroucke");
            // The box as a Belgian writes it (docs/product/consoles.md).
            await expect(card).toContainText(language === "FR" ? "Rue Haute 12 bte 3, 1000 Bruxelles" : "Rue Haute 12 bus 3, 1000 Brussel");
            await expect(page.getByRole("table")).toBeHidden();
          } else {
            await expect(card).toBeHidden();
            await expect(page.getByRole("table")).toBeVisible();
          }
          if (width !== 320) await shot(page, `provider-project-list-${language.toLowerCase()}-${width}`);
        });
        // The whole card is the link's target: a tap beside the number opens the project.
        await page.setViewportSize({ width: 375, height: 800 });
        const first = page.getByRole("listitem").filter({ has: page.getByRole("link", { name: projectNumber(projectId) }) });
        // Waiting requests come first: this one may be below the screen.
        await first.scrollIntoViewIfNeeded();
        const box = await first.boundingBox();
        await page.mouse.click((box?.x ?? 0) + (box?.width ?? 0) / 2, (box?.y ?? 0) + (box?.height ?? 0) - 8);
        await expect(page).toHaveURL(new RegExp(`/provider/homeprojectdetails/${projectId}$`));
        await page.setViewportSize({ width: 375, height: 800 });
        await page.goto(`/provider/homeprojectdetails/${projectId}`);
        await expect(page.getByTestId("project-status")).toBeVisible();
        await atEachWidth(page, async (width) => {
          await expectHeaderInside(page);
          if (width !== 320) await shot(page, `provider-project-details-${language.toLowerCase()}-${width}`);
        });
        await page.goto("/provider/absences");
        await expect(page.getByRole("button", { name: language === "FR" ? "Jours d'absence" : "Dagen van afwezigheid" })).toBeVisible();
        await atEachWidth(page, async (width) => {
          await expectHeaderInside(page);
          if (width !== 320) await shot(page, `provider-absences-${language.toLowerCase()}-${width}`);
        });
        await page.goto("/provider/visits");
        await expect(page.getByRole("heading", { level: 1, name: language === "FR" ? "Mes rendez-vous" : "Mijn afspraken" })).toBeVisible();
        await atEachWidth(page, async (width) => {
          await expectHeaderInside(page);
          if (width !== 320) await shot(page, `provider-visits-${language.toLowerCase()}-${width}`);
        });
      }
    });
  });
});

test.describe("who may see a console page", () => {
  test("a provider on a network page sees a no-access page with its way out, in both languages", async ({ page }) => {
    await signInAs(page, "pro1@example.com");
    await expect(page).toHaveURL(/\/provider$/);
    for (const language of languages) {
      await storeChoices(page, language);
      for (const width of [375, 1280]) {
        await page.setViewportSize({ width, height: 800 });
        await page.goto("/network/editprovider/1");
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(language === "FR" ? "Pas d'accès à cette page" : "Geen toegang tot deze pagina");
        await expect(page.getByRole("button", { name: language === "FR" ? "Changer de compte" : "Andere account gebruiken" })).toBeVisible();
        await expectNoSidewaysScroll(page);
        if (width === 375) await expectNoSeriousAxeViolations(page);
        await shot(page, `no-access-${language.toLowerCase()}-${width}`);
      }
    }
    await page.getByRole("link", { name: "Terug naar mijn ruimte" }).click();
    await expect(page).toHaveURL(/\/provider$/);
    await page.goto("/network");
    await page.getByRole("button", { name: "Andere account gebruiken" }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem("loginType"))).toBeNull();
  });

  test("signed out, the landing page sends to sign-in instead of saying 'no access'", async ({ page }) => {
    await page.goto("/login/landingpage");
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole("alert")).toHaveCount(0);
  });

  test("signed out, a provider's project link leads through sign-in back to that project", async ({ page }) => {
    const projectId = await sendRequest(page.request, { CustomerLastName: "Peeters", CustomerName: "Anouk" });
    await page.goto(`/provider/homeprojectdetails/${projectId}`);
    await expect(page).toHaveURL(new RegExp(`/login\\?next=%2Fprovider%2Fhomeprojectdetails%2F${projectId}$`));
    await page.getByRole("link", { name: /Se connecter|Aanmelden/ }).click();
    await page.getByRole("button", { name: /pro1@example\.com/ }).click();
    await expect(page).toHaveURL(new RegExp(`/provider/homeprojectdetails/${projectId}$`));
    await expect(page.getByTestId("project-status")).toBeVisible();
  });
});

test.describe("the network project list keeps its view", () => {
  test("filters, search and page are in the URL; Back, reload and 'back to the list' show the same view", async ({ page }) => {
    test.setTimeout(120_000);
    const suffix = Date.now()
      .toString(36)
      .replace(/\d/g, (d) => "qrstuvwxyz"[Number(d)]!);
    const lastName = `Lefèvre${suffix}`;
    const projectId = await sendRequest(page.request, { CustomerLastName: lastName, CustomerName: "Zoé" });
    await signInAs(page, "network@example.com");
    await expect(page).toHaveURL(/\/network$/);
    for (const language of languages) {
      await storeChoices(page, language);
      for (const width of [375, 1280]) {
        await page.setViewportSize({ width, height: 800 });
        await page.goto("/network/homeprojectlist");
        const fr = language === "FR";
        const urlWith = new RegExp(`/network/homeprojectlist\\?q=Zo%C3%A9\\+Lef%C3%A8vre${suffix}&status=1$`);
        const search = page.getByLabel(fr ? "N° du projet, code postal, nom ou e-mail du client" : "Projectnr., postcode, naam of e-mailadres van de klant");
        await search.fill(`Zoé ${lastName}`);
        await search.press("Enter");
        // On a phone the filters are folded under one button.
        if (width === 375) await page.getByRole("button", { name: fr ? "Filtres" : "Filters", exact: true }).click();
        await page.getByRole("combobox", { name: fr ? "Statut" : "Status", exact: true }).click();
        await page.getByRole("option", { name: fr ? "Nouveau" : "Nieuw" }).click();
        await expect(page).toHaveURL(urlWith);
        await page.getByRole("link", { name: projectNumber(projectId) }).click();
        await expect(page).toHaveURL(new RegExp(`/network/homeprojectdetails/${projectId}$`));
        await page.goBack();
        await expect(page).toHaveURL(urlWith);
        await expect(search).toHaveValue(`Zoé ${lastName}`);
        await expect(page.getByRole("link", { name: projectNumber(projectId) })).toBeVisible();
        await page.reload();
        await expect(search).toHaveValue(`Zoé ${lastName}`);
        // Folded again after the reload, the button says one filter is on.
        if (width === 375)
          await expect(page.getByRole("button", { name: fr ? "Filtres (1 actif)" : "Filters (1 actief)" })).toHaveAttribute("aria-expanded", "false");
        await page.getByRole("link", { name: projectNumber(projectId) }).click();
        await page.getByRole("link", { name: fr ? "Retour à la liste des projets" : "Terug naar de projectenlijst" }).click();
        await expect(page).toHaveURL(urlWith);
        await expect(search).toHaveValue(`Zoé ${lastName}`);
        await shot(page, `network-project-list-filtered-${language.toLowerCase()}-${width}`);
      }
    }

    // The dashboard's province filter, on the list: a Brussels request is kept in Brussels, not in Liège.
    await storeChoices(page, "FR");
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`/network/homeprojectlist?q=${encodeURIComponent(`Zoé ${lastName}`)}`);
    await expect(page.getByRole("link", { name: projectNumber(projectId) })).toBeVisible();
    const province = page.getByRole("combobox", { name: "Province", exact: true });
    await province.click();
    await page.getByRole("option", { name: "Liège", exact: true }).click();
    await expect(page).toHaveURL(/&province=liege$/);
    await expect(page.getByText(/^Résultats/)).toHaveText("Résultats\u202f: 0");
    await province.click();
    await page.getByRole("option", { name: "Bruxelles-Capitale", exact: true }).click();
    await expect(page).toHaveURL(/&province=brussels$/);
    await expect(page.getByRole("link", { name: projectNumber(projectId) })).toBeVisible();
    await shot(page, "network-project-list-province-fr-1280");
    // "Effacer les filtres" drops the province and keeps the search.
    await page.getByRole("button", { name: "Effacer les filtres" }).click();
    await expect(page).toHaveURL(/\/network\/homeprojectlist\?q=[^&]+$/);
    await expect(page.getByLabel("N° du projet, code postal, nom ou e-mail du client")).toHaveValue(`Zoé ${lastName}`);
  });
});

test.describe("switching language in a console", () => {
  test("what the server localises follows the new language at once, without a reload", async ({ page, sql }) => {
    const projectId = await sendRequest(page.request, { CustomerLastName: "Wouters", CustomerName: "Lotte" });
    await withProviderOneListFreed(sql, [projectId], async () => {
      await signInAs(page, "pro1@example.com");
      await expect(page).toHaveURL(/\/provider$/);
      for (const width of [375, 1280]) {
        await storeChoices(page, "FR");
        await page.setViewportSize({ width, height: 800 });
        await page.goto("/provider/homeprojectlist");
        // A table row from 992 px, a card below (docs/product/consoles.md).
        const row = page.getByRole(width < 992 ? "listitem" : "row").filter({ has: page.getByRole("link", { name: projectNumber(projectId) }) });
        await expect(row).toContainText("Nouveau");
        await page.getByRole("button", { name: /^FR$|langue|taal/i }).click();
        await page.getByRole("menuitemradio", { name: /\(NL\)/ }).click();
        // The menu closed by a choice hands the focus back to its button (docs/product/accessibility.md).
        await expect(page.getByRole("button", { name: /taal wijzigen/ })).toBeFocused();
        await expect(row).toContainText("Nieuw");
        await expect(row).toContainText("Centrale-verwarmingsketel");
        await page.goto(`/provider/homeprojectdetails/${projectId}`);
        await expect(page.getByTestId("project-status")).toHaveText(/Nieuw/);
        // The customer's language, named in the page's.
        await expect(page.getByRole("region", { name: "Gegevens van de klant" })).toContainText("Frans");
        await page.getByRole("button", { name: /^NL$|langue|taal/i }).click();
        await page.getByRole("menuitemradio", { name: /\(FR\)/ }).click();
        await expect(page.getByTestId("project-status")).toHaveText(/Nouveau/);
        await expect(page.getByText("De quel type de travaux s'agit-il ?")).toBeVisible();
      }
    });
  });
});

test.describe("smaller things in the network console", () => {
  test("deactivating a provider is asked first, saying what happens to its open projects; the change-service dialog opens on the current service, each name read in full down to 320 px", async ({
    page,
  }) => {
    // Four screens (FR and NL, 375 and 1280 px), each with two dialogs.
    test.setTimeout(150_000);
    const projectId = await sendRequest(page.request, { CustomerLastName: "Claes", CustomerName: "Ine" });
    await signInAs(page, "network@example.com");
    await expect(page).toHaveURL(/\/network$/);
    for (const [language, width] of [
      ["FR", 375],
      ["FR", 1280],
      ["NL", 375],
      ["NL", 1280],
    ] as const) {
      await storeChoices(page, language);
      await page.setViewportSize({ width, height: 800 });
      const fr = language === "FR";
      await page.goto("/network/providerlist");
      const toggle = page.getByRole("switch", { name: fr ? "Brussels Home Experts actif" : "Brussels Home Experts actief" });
      await expect(toggle).toBeChecked();
      await toggle.click({ force: true });
      const ask = page.getByRole("dialog", { name: fr ? "Désactiver Brussels Home Experts ?" : "Brussels Home Experts deactiveren?" });
      await expect(ask).toContainText(fr ? "Ses projets en cours lui restent attribués" : "Zijn lopende projecten blijven aan hem toegewezen");
      await expect(ask).toContainText(
        fr ? "ses accès web ne permettront plus d'entrer dans l'espace professionnel" : "zijn weblogins hebben geen toegang meer tot de professionele ruimte",
      );
      await expect(ask).toContainText(fr ? "les projets acceptés restent les siens" : "aanvaarde projecten blijven bij hem");
      await shot(page, `network-deactivate-confirm-${language.toLowerCase()}-${width}`);
      await ask.getByRole("button", { name: fr ? "Annuler" : "Annuleren" }).click();
      await expect(toggle).toBeChecked();

      await page.goto(`/network/homeprojectdetails/${projectId}`);
      await page.getByRole("button", { name: fr ? "Changer de service" : "Dienst wijzigen" }).click();
      const dialog = page.getByRole("dialog");
      await expect(dialog.getByRole("combobox", { name: fr ? "Service" : "Dienst", exact: true })).toHaveText(
        fr ? "Chaudière de chauffage central" : "Centrale-verwarmingsketel",
      );
      await expect(dialog.getByRole("combobox", { name: fr ? "Type de travaux" : "Soort werk" })).toHaveText(
        fr ? "Installation et réparation du chauffage" : "Installatie en herstelling verwarming",
      );
      // Each chosen name reads in full inside the dialog, on two lines if need be (it was cut at 375 px:
      // "Installation et réparation du chauffag"); on a phone down to 320 px.
      for (const narrow of width === 375 ? [375, 320] : [width]) {
        await page.setViewportSize({ width: narrow, height: 800 });
        await expectNoSidewaysScroll(page);
        await expectInsideAndInFull(dialog.getByRole("combobox"), "section[role=dialog]", `change-service fields at ${narrow} px`);
        await shot(page, `network-change-service-${language.toLowerCase()}-${narrow}`);
      }
      await page.keyboard.press("Escape");
    }
  });
});

test.describe("pagers on a phone", () => {
  /** Every control of the page's pager (previous, pages, dots, next) on one row: the same top. */
  async function expectPagerOnOneRow(page: Page, where: string) {
    const pager = page.locator(".mantine-Pagination-root:visible");
    await expect(pager).toHaveCount(1);
    const tops = await pager
      .locator(".mantine-Pagination-control, .mantine-Pagination-dots")
      .evaluateAll((nodes) => nodes.map((n) => Math.round(n.getBoundingClientRect().top)));
    expect(tops.length, where).toBeGreaterThanOrEqual(5);
    expect(new Set(tops).size, `${where}: the pager's controls start at ${tops.join(", ")}`).toBe(1);
  }

  /** On page 1, then four pages on with the "next" arrow (dots on both sides), then on the last page. */
  async function walkThePager(page: Page, where: string, pages: number) {
    const pager = page.locator(".mantine-Pagination-root:visible");
    for (const width of [375, 320]) {
      await page.setViewportSize({ width, height: 800 });
      await afterNextFrames(page);
      await expectPagerOnOneRow(page, `${where}, page 1 at ${width} px`);
    }
    await page.setViewportSize({ width: 375, height: 800 });
    // The arrows are named in the page's language (Mantine's have only an icon).
    await expect(pager.getByRole("button", { name: /^(Page précédente|Vorige pagina)$/ })).toBeVisible();
    const next = pager.getByRole("button", { name: /^(Page suivante|Volgende pagina)$/ });
    for (let n = 2; n <= 4; n++) {
      await next.click();
      await expect(pager.locator(".mantine-Pagination-control[data-active]")).toHaveText(String(n));
    }
    await expectPagerOnOneRow(page, `${where}, page 4 at 375 px`);
    await shot(page, `${where}-pager-375`);
    await screen(pager, `${where}-pager-only-375`);
    await pager.getByRole("button", { name: String(pages), exact: true }).click();
    await expectPagerOnOneRow(page, `${where}, page ${pages} at 375 px`);
  }

  test("a long list's pager keeps its controls on one row at 375 and 320 px: a project's history, a provider's projects", async ({ page, sql }) => {
    test.setTimeout(120_000);
    // A project with 150 notes: its history has 8 pages of 20 events.
    const projectId = await sendRequest(page.request, { CustomerLastName: "Pagina", CustomerName: "Ine" });
    await sql`insert into audit_events (created_at, actor_type, action, project_id, from_status_id, to_status_id)
      select now() - make_interval(mins => g), 'network', 'note.added', ${projectId}, 1, 1 from generate_series(1, 150) g`;
    await signInAs(page, "network@example.com");
    await expect(page).toHaveURL(/\/network$/);
    await storeChoices(page, "NL");
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(`/network/homeprojectdetails/${projectId}`);
    await page.getByRole("tab", { name: "Geschiedenis" }).click();
    await expect(page.getByTestId("history-entry")).toHaveCount(20);
    await walkThePager(page, "network-history", 8);

    // A provider of its own with 150 old cancelled projects: its list has 8 pages of 20 (cards on a phone).
    const suffix = Date.now().toString(36);
    const email = `pager-${suffix}@example.com`;
    const [provider] = await sql<{ id: number }[]>`insert into providers (name) values (${`Pager ${suffix}`}) returning id`;
    if (!provider) throw new Error("no provider");
    try {
      await sql`insert into login_users (provider_id, given_name, last_name, email) values (${provider.id}, 'Paula', 'Ger', ${email})`;
      await sql`insert into home_projects (created_at, updated_at, service_id, postal_area_id, status_id, provider_id, provider_assigned_at, language,
          customer_first_name, customer_last_name, customer_gsm, customer_email, customer_street_house_number, is_insurer_customer,
          privacy_consent_at, privacy_consent_version)
        select p.created_at - make_interval(days => g), p.created_at - make_interval(days => g), p.service_id, p.postal_area_id, 4, ${provider.id},
          p.created_at - make_interval(days => g), 'fr', 'Test', 'Pager', '+32 470 00 00 00', 'pager@example.com', 'Rue du Pager 1', false,
          p.created_at - make_interval(days => g), '1'
        from home_projects p, generate_series(400, 549) g where p.id = ${projectId}`;
      await page
        .getByRole("button", { name: /Se déconnecter|Afmelden|Menu/ })
        .first()
        .click();
      await page.context().clearCookies();
      await signInAs(page, email);
      await expect(page).toHaveURL(/\/provider$/);
      await storeChoices(page, "FR");
      await page.reload();
      await expect(page.getByRole("list", { name: "Mes projets" }).getByRole("listitem")).toHaveCount(20);
      await walkThePager(page, "provider-list", 8);
    } finally {
      await sql`delete from home_projects where provider_id = ${provider.id}`;
      await sql`update providers set is_active = false where id = ${provider.id}`;
    }
  });
});
