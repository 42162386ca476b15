import { readFileSync } from "node:fs";
import {
  currentSpecs,
  invoicePricesOf,
  keyFiguresOf,
  rejectionCausesOf,
  olderSpecs,
  openNowOf,
  pastPeriod,
  previousSpecs,
  providerFiguresOf,
  recentSpecs,
  seedDashboard,
} from "./support/dashboard-data";
import { expectNoSeriousAxeViolations } from "./support/accessibility";
import { screen } from "./support/screens";
import { sendRequest, projectNumber } from "./support/projects";
import { signInAs } from "./support/sign-in";
import { expect, type Locator, type Page, test } from "./support/test";
import { storeChoices } from "./support/consent";
import { expectInsideAndInFull, expectNoSidewaysScroll } from "./support/layout";
import frDashboard from "../../src/shared/i18n/fr/dashboard";
import { frenchDictionary } from "../../src/shared/i18n/french-typography";
import nlDashboard from "../../src/shared/i18n/nl/dashboard";

/**
 * docs/product/dashboard.md: the network's dashboard shows, for the test's own rows, exactly the
 * figures the test computes from them, in French and Dutch, at 375 and 1280 px; the provider's
 * landing page shows its own figures.
 */
type Language = "FR" | "NL";
const D = { FR: frenchDictionary(frDashboard), NL: nlDashboard } as const;
const locale = (language: Language) => (language === "NL" ? "nl-BE" : "fr-BE");
/** Browsers and Node may use different spaces before "%" (narrow or not): compared as plain spaces. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, " ").trim();
const share = (value: number | null, language: Language) =>
  value === null ? "—" : new Intl.NumberFormat(locale(language), { style: "percent", minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value);
const decimal = (value: number, language: Language) =>
  new Intl.NumberFormat(locale(language), { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(Math.round(value * 100) / 100);
/** A duration (docs/product/dashboard.md): under an hour in whole minutes, else hours with one decimal. */
const duration = (value: number | null, language: Language) => {
  if (value === null) return "—";
  const minutes = Math.round(value * 60);
  return minutes < 60 ? `${minutes} min` : `${decimal(value, language)} ${language === "NL" ? "u" : "h"}`;
};
/** Calendar days with one decimal: "4,0 j" / "4,0 d". */
const days = (value: number | null, language: Language) => (value === null ? "—" : `${decimal(value, language)} ${language === "NL" ? "d" : "j"}`);
/** Euro cents in whole euros: "14 651 €", "€ 14.651". */
const euros = (value: number | null, language: Language) =>
  value === null
    ? "—"
    : new Intl.NumberFormat(locale(language), { style: "currency", currency: "EUR", minimumFractionDigits: 0, maximumFractionDigits: 0 }).format(
        Math.round(value / 100),
      );
/** A mean score out of 5: "3,7 / 5". */
const score = (value: number | null, language: Language) => (value === null ? "—" : `${decimal(value, language)} / 5`);
const figureText = (key: string, value: number | null, language: Language) =>
  key === "requestsReceived"
    ? String(value)
    : key.endsWith("Hours")
      ? duration(value, language)
      : key.endsWith("Days")
        ? days(value, language)
        : key === "ratingAverage"
          ? score(value, language)
          : key.endsWith("Cents")
            ? euros(value, language)
            : share(value, language);

/** toHaveText compares with whitespace normalised, the narrow no-break space before "%" included. */
async function expectText(locator: Locator, expected: string, timeout?: number) {
  await expect(locator).toHaveText(plain(expected), { timeout });
}

/** At 1280 px the provider performance table is read whole, in either language: no sideways scroll inside its frame. */
async function expectPerformanceTableFits(page: Page, language: "FR" | "NL") {
  const table = page.getByTestId("provider-performance").getByRole("table").filter({ visible: true });
  await expectInsideAndInFull(table, ".mantine-Table-scrollContainer", `${language} provider performance table at 1280 px`);
  // Its frame has nothing to scroll to: a column past its right edge showed only as a scrollbar.
  const frame = page.getByTestId("provider-performance").locator(".mantine-ScrollArea-viewport, .mantine-Table-scrollContainer").filter({ visible: true });
  await expect
    .poll(() => frame.evaluateAll((nodes) => Math.max(0, ...nodes.map((node) => node.scrollWidth - node.clientWidth))), {
      message: `${language} provider performance table scrolls sideways at 1280 px`,
    })
    .toBeLessThanOrEqual(1);
}

/** Once every figure and chart has arrived (the accessibility check after it needs them too), a full-page screenshot. */
async function shot(page: Page, name: string) {
  await page.waitForLoadState("networkidle");
  await page.evaluate(() => window.scrollTo(0, 0));
  await screen(page, name, { fullPage: true });
}

/** A page's first load, sign-in included, on the loaded shared machine (measured up to 25 s). */
const firstLoad = 60_000;
const day = (iso: string) => iso.split("-").reverse().join("/");
const allSpecs = [...currentSpecs, ...previousSpecs, ...recentSpecs, ...olderSpecs];

/** Rows of its own in a random past period, then signed in as the network on the dashboard of that period. */
async function openDashboard(page: Page, sql: Parameters<typeof seedDashboard>[0], slot: number) {
  const period = pastPeriod(slot);
  const seeded = await seedDashboard(sql, Date.now().toString(36), period.startMs);
  const address = `/network/dashboard?period=custom&from=${period.from}&to=${period.to}`;
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAs(page, "network@example.com");
  // Sign-in, then the console's first chunks: on the shared 2-core machine (load average up to 50
  // while other suites run) this has taken 20 s; the checks after it keep the usual timeout.
  await expect(page).toHaveURL(/\/network$/, { timeout: firstLoad });
  // The network's landing page is the dashboard.
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/Tableau de bord|Dashboard/, { timeout: firstLoad });
  return { period, seeded, address };
}

/** The page at this address in this language and width, once its figures for the period are there. */
async function showDashboard(page: Page, address: string, period: ReturnType<typeof pastPeriod>, language: Language, width: number) {
  await storeChoices(page, language);
  await page.setViewportSize({ width, height: 900 });
  await page.goto(address);
  // The page's first load (its chunks, then five aggregates in one batch), as slow as sign-in.
  await expectText(
    page.getByTestId("period-shown"),
    language === "FR"
      ? `Du ${day(period.from)} au ${day(period.to)} · période précédente : du ${day(period.previousFrom)} au ${day(period.previousTo)}`
      : `Van ${day(period.from)} tot en met ${day(period.to)} · vorige periode: van ${day(period.previousFrom)} tot en met ${day(period.previousTo)}`,
    firstLoad,
  );
}

async function expectKeyFigures(page: Page, specs: typeof currentSpecs, before: typeof currentSpecs, language: Language) {
  const current = keyFiguresOf(specs);
  const previous = keyFiguresOf(before);
  for (const [key, value] of Object.entries(current)) {
    const card = page.getByTestId(`figure-${key}`);
    await expectText(card.getByTestId("current"), figureText(key, value, language));
    const earlier = figureText(key, previous[key as keyof typeof previous], language);
    await expectText(card.getByTestId("previous"), language === "FR" ? `Période précédente : ${earlier}` : `Vorige periode: ${earlier}`);
  }
}

test.describe("network dashboard", () => {
  test.use({ actionTimeout: 15_000 });

  // The worker's database is shared with the tests that run after these: a seeded provider left
  // active at 5000 would give the wizard's "no provider at 5000 Namur" path a provider.
  test.afterEach(async ({ sql }) => {
    await sql`update providers set is_active = false where name like 'Toitures Dashboard %'`;
  });

  test("a public page downloads none of the dashboard's code", async ({ page }) => {
    const scripts: string[] = [];
    page.on("request", (r) => {
      if (r.resourceType() === "script") scripts.push(r.url());
    });
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((s) => /\/(dashboard\.page|charts|range-picker|own-figures)-[^/]+\.js$/.test(s))).toEqual([]);
  });

  test("needs attention now: each count opens the project list it counts, FR at 1280 px and NL at 375 px", async ({ page, sql }) => {
    // One project of its own without a provider, refused (status 3): the "without provider" count is at least 1.
    const projectId = await sendRequest(page.request, { CustomerLastName: "Attention" });
    await sql`update home_projects set provider_id = null, provider_assigned_at = null, status_id = 3 where id = ${projectId}`;
    // And one whose provider recorded no agreement (status 6): counted, and the count opens its list.
    await page.context().clearCookies();
    const disagreed = await sendRequest(page.request, { CustomerLastName: "Desaccord" });
    await sql`update home_projects set status_id = 6 where id = ${disagreed}`;
    // And one accepted five days ago whose provider has not noted its call.
    await page.context().clearCookies();
    const uncalled = await sendRequest(page.request, { CustomerLastName: "Sansappel" });
    await sql`update home_projects set status_id = 2, provider_accepted_at = now() - interval '5 days' where id = ${uncalled}`;
    await page.setViewportSize({ width: 1280, height: 900 });
    await signInAs(page, "network@example.com");
    await expect(page).toHaveURL(/\/network$/, { timeout: firstLoad });
    for (const [language, width, name, results] of [
      ["FR", 1280, "Sans prestataire", "Résultats : "],
      ["NL", 375, "Zonder vakman", "Resultaten: "],
    ] as const) {
      await storeChoices(page, language);
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/network/dashboard");
      const card = page.getByTestId("attention-unassigned");
      await expect(card).toContainText(name);
      const link = card.getByRole("link");
      await expect(link).toHaveText(/^\d+$/);
      const count = Number(await link.textContent());
      expect(count).toBeGreaterThanOrEqual(1);
      await expect(page.getByTestId("attention-waiting").getByRole("link")).toHaveText(/^\d+$/);
      await expect(page.getByTestId("attention-manual").getByRole("link")).toHaveText(/^\d+$/);
      await expect(page.getByTestId("attention-noagreement")).toContainText(language === "FR" ? "Pas d'accord avec le client" : "Geen akkoord met de klant");
      await expect(page.getByTestId("attention-noagreement").getByRole("link")).toHaveText(/^[1-9]\d*$/);
      await screen(page.getByTestId("attention"), `dashboard-attention-${language.toLowerCase()}-${width}`);
      // The whole card is the link's target.
      await card.click({ position: { x: 8, y: 8 } });
      await expect(page).toHaveURL(/\/network\/homeprojectlist\?unassigned=1$/);
      await expect(page.getByText(`${results}${count}`, { exact: true })).toBeVisible();
      await expect(page.getByRole("link", { name: projectNumber(projectId) })).toBeVisible();
    }
    // The accepted project whose call-by passed days ago without a noted call: counted, and the
    // count opens its list (once the call is noted, it leaves the count).
    await page.goto("/network/dashboard");
    const noCall = page.getByTestId("attention-nocall");
    await expect(noCall).toContainText("Oproep naar de klant niet tijdig genoteerd");
    await expect(noCall.getByRole("link")).toHaveText(/^[1-9]\d*$/);
    const uncalledCount = Number(await noCall.getByRole("link").textContent());
    await noCall.click({ position: { x: 8, y: 8 } });
    await expect(page).toHaveURL(/\/network\/homeprojectlist\?nocall=1$/);
    // On a phone the filters fold under their button, which counts this one; opened, it is ticked.
    await page.getByRole("button", { name: "Filters (1 actief)" }).click();
    await expect(page.getByRole("checkbox", { name: "Oproep naar de klant niet tijdig genoteerd" })).toBeChecked();
    await expect(page.getByText(`Resultaten: ${uncalledCount}`, { exact: true })).toBeVisible();
    await expect(page.getByRole("link", { name: projectNumber(uncalled) })).toBeVisible();
    await sql`update home_projects set customer_called_at = now() where id = ${uncalled}`;
    await page.reload();
    await expect(page.getByText(`Resultaten: ${uncalledCount - 1}`, { exact: true })).toBeVisible();

    // "No agreement" opens the list of status 6, whose total is the count.
    await page.goto("/network/dashboard");
    const noAgreement = page.getByTestId("attention-noagreement").getByRole("link");
    await expect(noAgreement).toHaveText(/^[1-9]\d*$/);
    const disagreements = Number(await noAgreement.textContent());
    await noAgreement.click();
    await expect(page).toHaveURL(/\/network\/homeprojectlist\?status=6$/);
    await expect(page.getByText(`Resultaten: ${disagreements}`, { exact: true })).toBeVisible();
    await expect(page.getByRole("link", { name: projectNumber(disagreed) })).toBeVisible();
    // The providers not fully set up: one created bare is counted, and the count opens the
    // provider list filtered on them (docs/product/consoles.md), here in Dutch on a phone.
    const [bare] = await sql<{ id: number }[]>`insert into providers (name) values ('Kale Vakman Dashboard') returning id`;
    try {
      await page.goto("/network/dashboard");
      const notSetUp = page.getByTestId("attention-notsetup");
      await expect(notSetUp).toContainText("Aan te vullen vakmensen");
      await expect(notSetUp.getByRole("link")).toHaveText(/^[1-9]\d*$/);
      const providers = Number(await notSetUp.getByRole("link").textContent());
      await notSetUp.click({ position: { x: 8, y: 8 } });
      await expect(page).toHaveURL(/\/network\/providerlist\?notsetup=1$/);
      await expect(page.getByRole("switch", { name: "Alleen aan te vullen vakmensen" })).toBeChecked();
      await expect(page.getByText(`Resultaten: ${providers}`, { exact: true })).toBeVisible();
      await expect(page.getByRole("listitem").filter({ hasText: "Kale Vakman Dashboard" })).toContainText(
        "Aan te vullen: geen actieve dienst, geen werkgebied, geen weblogin",
      );
      await screen(page, "dashboard-providers-not-set-up-nl-375");
      // Off: every provider again, and the address says so.
      await page.getByRole("switch", { name: "Alleen aan te vullen vakmensen" }).click();
      await expect(page).toHaveURL(/\/network\/providerlist$/);
    } finally {
      await sql`update providers set is_active = false where id = ${bare!.id}`;
    }
  });

  test("FR at 1280 px and NL at 375 px: the figures of the test's own rows, their definitions, lost demand, provider performance, the map, a chart's table; no serious axe finding", async ({
    page,
    sql,
  }) => {
    test.setTimeout(360_000);
    const { period, seeded, address } = await openDashboard(page, sql, 0);
    for (const [language, width] of [
      ["FR", 1280],
      ["NL", 375],
    ] as const) {
      await showDashboard(page, address, period, language, width);
      const fr = language === "FR";
      await expectKeyFigures(page, currentSpecs, previousSpecs, language);
      // The help of a figure: its definition in the page's language.
      await page.getByRole("button", { name: fr ? "Définition : Délai dépassé" : "Definitie: Termijn verstreken" }).click();
      await expect(page.getByRole("dialog")).toContainText(fr ? "refus automatique" : "automatische weigering");
      // Escape closes it, the focus still on its button (WCAG 1.4.13: dismissable).
      await page.keyboard.press("Escape");
      await expect(page.getByRole("dialog")).toBeHidden();
      await expect(page.getByRole("button", { name: fr ? "Définition : Délai dépassé" : "Definitie: Termijn verstreken" })).toBeFocused();

      // Lost demand: 5000 Namur, 2 without provider, 2 rejected; the provider of Beez (5000) nearest.
      // A table row from 768 px (Mantine's sm), a card below (the other layout is in the page, hidden).
      const lost = page.getByTestId("lost-row").filter({ hasText: "5000", visible: true });
      await expect(lost).toHaveCount(1);
      expect(await lost.evaluate((e) => e.tagName)).toBe(width < 768 ? "LI" : "TR");
      const column = (name: string) => lost.locator(`[data-column="${name}"]`);
      await expect(column("place")).toHaveText(fr ? "Namur" : "Namen");
      await expect(column("noProviderFound")).toHaveText("2");
      await expect(column("rejected")).toHaveText("2");
      await expect(column("total")).toHaveText("4");
      // The service is read in full, not cut by the table's frame.
      await expectInsideAndInFull(column("service"), null, `${language} lost demand's service at ${width} px`);
      const nearest = lost.getByRole("link", { name: new RegExp(`^${seeded.providerName} \\(0[,.]0 km\\)$`) });
      await expect(nearest).toHaveAttribute("href", `/network/editprovider/${seeded.providerId}?tab=workarea&search=5000`);

      // Provider performance: the provider's row, exactly its assignments of the period.
      const own = providerFiguresOf(currentSpecs, "own");
      // A row from 768 px, a card on a phone; the mouse is told to click a row.
      const performance = page.getByTestId("provider-performance");
      await expect(performance).toContainText(plain(D[language].performance.intro));
      const provider = performance.locator(`[data-provider-id="${seeded.providerId}"]`).filter({ visible: true });
      expect(await provider.evaluate((e) => e.tagName)).toBe(width < 768 ? "LI" : "TR");
      if (width >= 1280) await expectPerformanceTableFits(page, language);
      const expected = {
        assigned: own.assigned,
        accepted: own.accepted,
        calledInTime: own.calledInTime,
        rejected: own.rejected,
        rejectedByDeadline: own.rejectedByDeadline,
        noAgreement: own.noAgreement,
        completed: own.completed,
        openNow: openNowOf(allSpecs),
      };
      for (const [key, value] of Object.entries(expected)) await expectText(provider.locator(`[data-column="${key}"]`), String(value));
      await expectText(provider.locator('[data-column="firstAnswerMedianHours"]'), duration(own.firstAnswerMedianHours, language));
      // Every "inactive" badge is read in full, whatever the layout.
      await expectInsideAndInFull(performance.locator(".mantine-Badge-root").filter({ visible: true }), null, `${language} inactive badges at ${width} px`);

      // The map's hint, before a point is shown: the mouse hovers.
      await expect(page.getByTestId("map-details")).toHaveText(plain(D[language].map.hint));

      // The coverage map: keyboard reachable, 5000 has the most requests of the period.
      await page.getByTestId("coverage-map").focus();
      const details = page.getByTestId("map-details");
      await expect(details).toContainText(fr ? "5000 Namur" : "5000 Namen");
      await expect(details).toContainText(fr ? `Demandes : ${currentSpecs.length}` : `Aanvragen: ${currentSpecs.length}`);
      await page.keyboard.press("ArrowRight");
      await expect(details).not.toContainText("5000");

      // The services chart as a table: one service, every request of the period.
      const services = page.getByTestId("chart-services");
      const tableButton = services.getByRole("button", { name: fr ? "Tableau" : "Tabel", exact: true });
      await tableButton.click();
      await expect(tableButton).toHaveAttribute("aria-pressed", "true");
      await expect(services.getByRole("table").getByRole("row")).toHaveCount(2);
      await expect(services.getByRole("table").getByRole("cell")).toHaveText(String(currentSpecs.length));

      // The refusals by cause as a table: each cause in the page's language, the deadline's last.
      const rejections = page.getByTestId("chart-rejections");
      await expect(rejections.locator(".recharts-bar-rectangle").first()).toBeVisible();
      await screen(rejections, `dashboard-rejections-${language.toLowerCase()}-${width}`);
      await rejections.getByRole("button", { name: fr ? "Tableau" : "Tabel", exact: true }).click();
      const causes = rejectionCausesOf(currentSpecs);
      const causeRows = fr
        ? [
            ["Carnet de commandes complet", causes["fully-booked"]],
            ["Chantier trop éloigné", causes["too-far"]],
            ["Travail hors de mon métier", 0],
            ["Travail trop petit", 0],
            ["Autre raison", 0],
            ["Pas de réponse dans les délais", causes.deadline],
          ]
        : [
            ["Agenda volzet", causes["fully-booked"]],
            ["Werf te ver", causes["too-far"]],
            ["Werk buiten mijn vak", 0],
            ["Opdracht te klein", 0],
            ["Andere reden", 0],
            ["Geen antwoord binnen de termijn", causes.deadline],
          ];
      await expect(rejections.getByRole("table").locator("tbody tr")).toHaveText(causeRows.map(([name, n]) => `${name}${n ?? 0}`));

      // The answer-time chart's axis: distinct ticks, each with its unit (once "0,1 / 0,1 / 0,0").
      const ticks = page.getByTestId("chart-first-answer").locator(".recharts-yAxis-tick-labels .recharts-cartesian-axis-tick-value");
      await expect(ticks.first()).toBeVisible();
      const tickTexts = (await ticks.allTextContents()).map(plain);
      expect(tickTexts.length).toBeGreaterThanOrEqual(3);
      expect(new Set(tickTexts).size, tickTexts.join(" / ")).toBe(tickTexts.length);
      for (const tick of tickTexts) expect(tick).toMatch(fr ? /^\d+(,\d)? (h|min)$/ : /^\d+(,\d)? (u|min)$/);
      // The weekly requests' axis counts whole requests: no two ticks alike (once "1, 1, 2, 2").
      const weeklyTicks = page.getByTestId("chart-weekly").locator(".recharts-yAxis-tick-labels .recharts-cartesian-axis-tick-value");
      await expect(weeklyTicks.first()).toBeVisible();
      const weeklyTexts = (await weeklyTicks.allTextContents()).map(plain);
      expect(new Set(weeklyTexts).size, weeklyTexts.join(" / ")).toBe(weeklyTexts.length);

      await expectNoSidewaysScroll(page);
      await shot(page, `dashboard-${language.toLowerCase()}-${width}`);
      await expectNoSeriousAxeViolations(page);
      // On a phone the whole card opens its provider, as the row does (the last step: it leaves the page).
      if (width < 768) {
        // A tap on the figures, away from the name: the link's overlay covers the whole card.
        await provider.locator("dl").scrollIntoViewIfNeeded();
        const figures = await provider.locator("dl").boundingBox();
        if (!figures) throw new Error("the card's figures are not on screen");
        await page.mouse.click(figures.x + figures.width / 2, figures.y + figures.height / 2);
        await expect(page).toHaveURL(new RegExp(`/network/editprovider/${seeded.providerId}$`));
      }
    }
  });

  test.describe("on a touch screen", () => {
    test.use({ hasTouch: true, viewport: { width: 375, height: 812 } });
    test("the provider performance and the map say to touch, not to click or hover, NL and FR", async ({ page }) => {
      test.setTimeout(240_000);
      await signInAs(page, "network@example.com");
      await expect(page).toHaveURL(/\/network$/, { timeout: firstLoad });
      for (const language of ["NL", "FR"] as const) {
        await storeChoices(page, language);
        await page.goto("/network/dashboard");
        const performance = page.getByTestId("provider-performance");
        await expect(performance).toContainText(plain(D[language].performance.introTouch), { timeout: firstLoad });
        await expect(performance).not.toContainText(plain(D[language].performance.intro));
        await expect(page.getByTestId("map-details")).toHaveText(plain(D[language].map.hintTouch), { timeout: firstLoad });
        await page.waitForLoadState("networkidle");
        // What the screen shows (an element taller than it is captured with touch emulation off).
        for (const part of ["provider-performance", "map-details"]) {
          await page.getByTestId(part).evaluate((e) => {
            e.scrollIntoView();
            window.scrollBy(0, -120);
          });
          await screen(page, `dashboard-touch-${part}-${language.toLowerCase()}-375`);
        }
      }
    });
  });

  test("a freshly seeded database puts the demo postcodes on the map; without any coordinates the panel says so, FR at 1280 px and NL at 375 px", async ({
    page,
    sql,
  }) => {
    test.setTimeout(240_000);
    await page.setViewportSize({ width: 1280, height: 900 });
    await signInAs(page, "network@example.com");
    await expect(page).toHaveURL(/\/network$/, { timeout: firstLoad });
    // The worker's database is seeded as `bun dev` seeds it: every demo postcode is a point.
    await storeChoices(page, "FR");
    await page.goto("/network/dashboard");
    const map = page.getByTestId("coverage-map");
    await expect(map.locator("circle[data-postcode='5000']")).toHaveCount(1, { timeout: firstLoad });
    const [areas] = await sql<{ n: number }[]>`select count(distinct post_code)::int as n from postal_areas where latitude is not null`;
    await expect(map.locator("circle[data-postcode]")).toHaveCount(areas?.n ?? -1);
    // The points lie on the country's border, drawn under them.
    await expect(map.locator("path[data-testid='belgium-outline'] + circle[data-postcode]")).toHaveCount(1);

    // Nothing to draw: words, never an empty box. The coordinates come back afterwards.
    const saved = await sql<{ id: number; latitude: number; longitude: number }[]>`select id, latitude, longitude from postal_areas where latitude is not null`;
    await sql`update postal_areas set latitude = null, longitude = null`;
    try {
      for (const [language, width, message] of [
        ["FR", 1280, "Aucun code postal n'a de coordonnées : la carte n'a rien à montrer."],
        ["NL", 375, "Geen enkele postcode heeft coördinaten: de kaart heeft niets te tonen."],
      ] as const) {
        await storeChoices(page, language);
        await page.setViewportSize({ width, height: 900 });
        await page.goto("/network/dashboard");
        const coverage = page.getByTestId("coverage");
        await expectText(coverage.getByRole("status"), message, firstLoad);
        await expect(coverage.getByTestId("coverage-map")).toHaveCount(0);
        await screen(coverage, `dashboard-map-empty-${language.toLowerCase()}-${width}`);
      }
    } finally {
      for (const area of saved) await sql`update postal_areas set latitude = ${area.latitude}, longitude = ${area.longitude} where id = ${area.id}`;
    }
  });

  test("FR at 375 px and NL at 1280 px: the same figures, nothing scrolls sideways; at 320 px every card holds its figure and help button", async ({
    page,
    sql,
  }) => {
    test.setTimeout(300_000);
    const { period, address } = await openDashboard(page, sql, 1);
    for (const [language, width] of [
      ["FR", 375],
      ["NL", 1280],
    ] as const) {
      await showDashboard(page, address, period, language, width);
      await expectKeyFigures(page, currentSpecs, previousSpecs, language);
      await expect(page.getByTestId("lost-row").filter({ hasText: "5000", visible: true })).toHaveCount(1);
      // What jobs cost: the one service's invoices, a card on the phone, a table row on the desktop.
      const prices = invoicePricesOf(currentSpecs);
      const priced = page.getByTestId("invoice-prices").locator("[data-service]").filter({ visible: true });
      await expect(priced).toHaveCount(1);
      for (const column of ["lowCents", "medianCents", "highCents"] as const)
        await expectText(priced.locator(`[data-column="${column}"]`), euros(prices[column], language));
      if (width >= 1280) await expectText(priced.locator('[data-column="invoices"]'), String(prices.invoices));
      else await expect(priced).toContainText(`${prices.invoices} factures avec montant`);
      await screen(page.getByTestId("invoice-prices"), `dashboard-invoice-prices-${language.toLowerCase()}-${width}`);
      await expect(page.getByTestId("coverage-map")).toBeVisible();
      await expectNoSidewaysScroll(page);
      if (width >= 1280) await expectPerformanceTableFits(page, language);
      await shot(page, `dashboard-${language.toLowerCase()}-${width}`);
      // At 320 px each card holds its own: "100,0 %" inside the border, the "?" beside a name with a
      // long word ("Manuele behandeling", "Geannuleerd") inside its card, not over the next one.
      await page.setViewportSize({ width: 320, height: 900 });
      await expectNoSidewaysScroll(page);
      await expectInsideAndInFull(page.locator('[data-testid^="figure-"], [data-testid^="attention-"]'), null, `${language} cards at 320 px`);
      await shot(page, `dashboard-${language.toLowerCase()}-320`);
    }
  });

  test("filters in the URL; CSV of a table; sorting; a row opens its provider; lost demand leads to a work area extended in one more click", async ({
    page,
    sql,
  }) => {
    test.setTimeout(300_000);
    const { period, seeded, address } = await openDashboard(page, sql, 2);
    // The request's language, chosen in the bar, is in the URL and survives a reload.
    await showDashboard(page, address, period, "FR", 1280);
    await page.getByRole("combobox", { name: "Langue de la demande" }).click();
    await page.getByRole("option", { name: "Néerlandais" }).click();
    await expect(page).toHaveURL(new RegExp(`period=custom&from=${period.from}&to=${period.to}&lang=nl$`));
    const dutch = keyFiguresOf(currentSpecs.filter((s) => s.language === "nl"));
    await expectText(page.getByTestId("figure-requestsReceived").getByTestId("current"), String(dutch.requestsReceived));
    await page.reload();
    await expect(page.getByRole("combobox", { name: "Langue de la demande" })).toHaveValue("Néerlandais");
    await expectText(page.getByTestId("figure-completedShare").getByTestId("current"), share(dutch.completedShare, "FR"));
    await expectText(page.getByTestId("figure-requestsReceived").getByTestId("previous"), "Période précédente : 0");
    // The figure's list keeps the language: the list's own filter shows it, and its total is the figure (docs/product/dashboard.md).
    await page.getByRole("link", { name: "Voir la liste\u202f: Demandes reçues" }).click();
    await expect(page).toHaveURL(new RegExp(`/network/homeprojectlist\\?from=${period.from}&to=${period.to}&lang=nl$`));
    await expectText(page.getByText(/^Résultats/), `Résultats : ${dutch.requestsReceived}`);
    await expect(page.getByRole("combobox", { name: "Langue de la demande" })).toHaveValue("Néerlandais");
    // Cleared on the list, the language goes and every request of the days is back.
    await page.getByRole("button", { name: "Effacer les filtres" }).click();
    await expect(page).toHaveURL(/\/network\/homeprojectlist$/);

    // Without it, a figure of requests opens the project list of the same days and status, whose total is the figure's count.
    await page.goto(address);
    await page.getByRole("link", { name: "Voir la liste\u202f: Clôturées" }).click();
    await expect(page).toHaveURL(new RegExp(`/network/homeprojectlist\\?status=5&from=${period.from}&to=${period.to}$`));
    await expectText(page.getByText(/^Résultats/), `Résultats : ${currentSpecs.filter((s) => s.status === 5).length}`);
    await page.goBack();
    await page.getByRole("link", { name: "Voir la liste\u202f: Demandes reçues" }).click();
    await expect(page).toHaveURL(new RegExp(`/network/homeprojectlist\\?from=${period.from}&to=${period.to}$`));
    await expectText(page.getByText(/^Résultats/), `Résultats : ${currentSpecs.length}`);

    // CSV of the provider performance: UTF-8 with its mark, semicolons, French headers.
    await page.goto(address);
    await expect(page.getByRole("link", { name: seeded.providerName, exact: true })).toBeVisible({ timeout: firstLoad });
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Télécharger « Performance des prestataires » en CSV" }).click(),
    ]);
    const csv = readFileSync(await download.path(), "utf8");
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    const lines = csv.slice(1).split("\r\n");
    expect(lines[0]).toBe(
      "Prestataire;Attribuées;Acceptées;Appelés à temps;Refusées;Délai dépassé;Pas d'accord;Clôturées;En cours;Première réponse, médiane (h);Avis reçus;Note moyenne (sur 5)",
    );
    const own = providerFiguresOf(currentSpecs, "own");
    const median = String(Math.round((own.firstAnswerMedianHours ?? 0) * 10) / 10).replace(".", ",");
    expect(lines).toContain(
      // The ratings its customers gave in the period: how many, and their mean with one decimal.
      `${seeded.providerName};${own.assigned};${own.accepted};${own.calledInTime};${own.rejected};${own.rejectedByDeadline};${own.noAgreement};${own.completed};${openNowOf(allSpecs)};${median};${own.ratings};${String(own.ratingAverage ?? "").replace(".", ",")}`,
    );

    // Sorted by assignments, most first: the test's provider leads; its row opens it.
    await page.getByRole("button", { name: "Trier par « Attribuées »" }).click();
    const firstRow = page.getByTestId("provider-performance").getByRole("row").nth(1);
    await expect(firstRow).toContainText(seeded.providerName);
    await firstRow.getByRole("cell").nth(1).click();
    await expect(page).toHaveURL(new RegExp(`/network/editprovider/${seeded.providerId}$`));

    // Lost demand → the nearest provider's work area, searched on 5000: one more click extends it.
    await page.goto(address);
    await page
      .getByTestId("lost-row")
      .filter({ hasText: "5000", visible: true })
      .getByRole("link", { name: new RegExp(seeded.providerName) })
      .click({ timeout: firstLoad });
    await expect(page).toHaveURL(new RegExp(`/network/editprovider/${seeded.providerId}\\?tab=workarea&search=5000$`));
    await expect(page.getByRole("tab", { name: "Zone d'activité" })).toHaveAttribute("aria-selected", "true");
    const namur = page.getByRole("switch", { name: "Namur (5000) active" });
    await expect(namur).not.toBeChecked();
    await namur.click({ force: true });
    await expect(namur).toBeChecked();
    await expect
      .poll(
        async () =>
          (
            await sql`select count(*)::int as n from provider_postal_areas ppa join postal_areas pa on pa.id = ppa.postal_area_id where ppa.provider_id = ${seeded.providerId} and ppa.is_active and pa.city_postal_area = 'Namur'`
          )[0]?.n,
      )
      .toBe(1);
  });

  test("the provider's landing page shows its own figures, the last 30 days against the 30 before, FR at 375 px and NL at 1280 px", async ({ page, sql }) => {
    test.setTimeout(300_000);
    const seeded = await seedDashboard(sql, Date.now().toString(36), pastPeriod(3).startMs);
    await signInAs(page, seeded.email);
    await expect(page).toHaveURL(/\/provider$/, { timeout: firstLoad });
    const mine = providerFiguresOf(recentSpecs, "own");
    const before = providerFiguresOf(olderSpecs, "own");
    for (const [language, width] of [
      ["FR", 375],
      ["NL", 1280],
    ] as const) {
      await storeChoices(page, language);
      await page.setViewportSize({ width, height: 900 });
      await page.reload();
      const fr = language === "FR";
      const card = (key: string) => page.getByTestId(`figure-own-${key}`);
      await expectText(card("assigned").getByTestId("current"), String(mine.assigned), firstLoad);
      for (const key of ["assigned", "accepted", "calledInTime", "rejected", "rejectedByDeadline", "noAgreement", "completed"] as const) {
        await expectText(card(key).getByTestId("current"), String(mine[key]));
        await expectText(card(key).getByTestId("previous"), fr ? `Période précédente : ${before[key]}` : `Vorige periode: ${before[key]}`);
      }
      await expectText(card("openNow").getByTestId("current"), String(openNowOf(allSpecs)));
      await expectText(card("firstAnswerMedianHours").getByTestId("current"), duration(mine.firstAnswerMedianHours, language));
      // What it invoiced for the period's completed projects, beside the period before.
      await expectText(card("invoicedCents").getByTestId("current"), euros(mine.invoicedCents, language));
      await expectText(
        card("invoicedCents").getByTestId("previous"),
        fr ? `Période précédente : ${euros(before.invoicedCents, language)}` : `Vorige periode: ${euros(before.invoicedCents, language)}`,
      );
      // "Called in time" says what the provider does to count there: press the button once it called.
      await page.getByRole("button", { name: fr ? "Définition : Appelés à temps" : "Definitie: Tijdig gebeld" }).click();
      await expect(page.getByRole("dialog")).toContainText(fr ? "« J'ai appelé le client »" : "‘Ik heb de klant gebeld’");
      await page.keyboard.press("Escape");
      await expect(page.getByRole("dialog")).toBeHidden();
      // Two abreast on a phone, four on a desktop: the row ends after the second or the fourth card.
      const abreast = width < 992 ? 2 : 4;
      const order = ["assigned", "accepted", "calledInTime", "rejected", "rejectedByDeadline"];
      const tops = await Promise.all(order.map(async (key) => (await card(key).boundingBox())?.y));
      expect(tops.slice(0, abreast).every((top) => top === tops[0])).toBe(true);
      expect(tops[abreast]).toBeGreaterThan(tops[0] ?? Number.POSITIVE_INFINITY);
      await expectNoSidewaysScroll(page);
      await shot(page, `provider-own-figures-${language.toLowerCase()}-${width}`);
      await expectNoSeriousAxeViolations(page);
    }
  });

  test("the network's provider page shows, under 'Chiffres', the figures the provider sees; NL at 375 px", async ({ page, sql }) => {
    test.setTimeout(120_000);
    const seeded = await seedDashboard(sql, Date.now().toString(36), pastPeriod(4).startMs);
    const mine = providerFiguresOf(recentSpecs, "own");
    const before = providerFiguresOf(olderSpecs, "own");
    await page.setViewportSize({ width: 1280, height: 900 });
    await signInAs(page, "network@example.com");
    await expect(page).toHaveURL(/\/network$/, { timeout: firstLoad });
    for (const [language, width, tab, previous] of [
      ["FR", 1280, "Chiffres", "Période précédente : "],
      ["NL", 375, "Cijfers", "Vorige periode: "],
    ] as const) {
      await storeChoices(page, language);
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`/network/editprovider/${seeded.providerId}`);
      await page.getByRole("tab", { name: tab }).click();
      const card = (key: string) => page.getByTestId(`figure-own-${key}`);
      for (const key of ["assigned", "accepted", "calledInTime", "rejected", "rejectedByDeadline", "noAgreement", "completed"] as const) {
        await expectText(card(key).getByTestId("current"), String(mine[key]), firstLoad);
        await expectText(card(key).getByTestId("previous"), `${previous}${before[key]}`);
      }
      await expectText(card("firstAnswerMedianHours").getByTestId("current"), duration(mine.firstAnswerMedianHours, language));
      // What it invoiced for the period's completed projects, beside the period before.
      await expectText(card("invoicedCents").getByTestId("current"), euros(mine.invoicedCents, language));
      await expectText(card("invoicedCents").getByTestId("previous"), `${previous}${euros(before.invoicedCents, language)}`);
      await expectNoSidewaysScroll(page);
      await expectNoSeriousAxeViolations(page);
      await shot(page, `network-provider-figures-${language.toLowerCase()}-${width}`);
    }
  });
});
