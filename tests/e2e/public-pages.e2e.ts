import { consentStorageKey, consentVersion } from "../../src/client/analytics/consent";
import { expectNoSeriousAxeViolations, labelInNameMismatches, smallTouchTargets } from "./support/accessibility";
import { screen } from "./support/screens";
import { afterNextFrames, expect, type Page, test } from "./support/test";
import { sendRequest, statusLinkFor } from "./support/projects";
import { signInAs } from "./support/sign-in";

/**
 * The public frame and static pages (docs/product/screens-and-routes.md): activecategory rules, both languages on every
 * public page, axe-core, consent and tag manager, dataLayer page views.
 */

type Lang = "fr" | "nl";

const consentKey = consentStorageKey;

/** Starts the page with a stored language and, unless told otherwise, a stored consent choice. */
async function prepare(page: Page, language: Lang | null, consent: "none" | "refused" | "accepted" = "refused") {
  await page.addInitScript(
    ({ language, consent, consentKey, consentVersion }) => {
      if (sessionStorage.getItem("__e2e_prepared")) return;
      sessionStorage.setItem("__e2e_prepared", "1");
      if (language) localStorage.setItem("language", language.toUpperCase());
      if (consent !== "none")
        localStorage.setItem(consentKey, JSON.stringify({ analytics: consent === "accepted", timestamp: Date.now(), version: consentVersion }));
    },
    { language, consent, consentKey, consentVersion },
  );
}

test.describe("home: the activecategory parameter", () => {
  const cases: { value: string; index: number; language: Lang; other: Lang }[] = [
    { value: "verwarming-verkoeling", index: 0, language: "nl", other: "fr" },
    { value: "chauffage-climatisation", index: 0, language: "fr", other: "nl" },
    { value: "sanitair-leidingen", index: 1, language: "nl", other: "fr" },
    { value: "sanitaires-conduites", index: 1, language: "fr", other: "nl" },
    { value: "afwerking-electriciteit", index: 2, language: "nl", other: "fr" },
    { value: "finitions-electricite", index: 2, language: "fr", other: "nl" },
    { value: "tuin-gevel-dak", index: 3, language: "nl", other: "fr" },
    { value: "jardin-facade-toiture", index: 3, language: "fr", other: "nl" },
  ];
  for (const c of cases) {
    test(`/${c.value} opens category ${c.index} in ${c.language.toUpperCase()}`, async ({ page }) => {
      await prepare(page, c.other);
      await page.goto(`/${c.value}`);
      await expect(page.locator("html")).toHaveAttribute("lang", c.language === "nl" ? "nl-BE" : "fr-BE");
      const item = page.locator(`#category-${c.index}`);
      await expect(item.getByRole("button").first()).toHaveAttribute("aria-expanded", "true");
      await expect(item.getByRole("link").first()).toBeVisible();
      // Only that one is open.
      const expanded = page.locator(".hs-category button[aria-expanded='true']");
      await expect(expanded).toHaveCount(1);
      // Stored once the app has started on the server-rendered page.
      await expect.poll(() => page.evaluate(() => localStorage.getItem("language"))).toBe(c.language.toUpperCase());
    });
  }

  for (const [value, language, other] of [
    ["nl", "nl", "fr"],
    ["fr", "fr", "nl"],
  ] as const) {
    test(`/${value} only sets the language`, async ({ page }) => {
      await prepare(page, other);
      await page.goto(`/${value}`);
      await expect(page.locator("html")).toHaveAttribute("lang", language === "nl" ? "nl-BE" : "fr-BE");
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.locator(".hs-category").first()).toBeVisible();
      await expect(page.locator(".hs-category button[aria-expanded='true']")).toHaveCount(0);
    });
  }

  test("an unknown value shows the not-found page, and other routes are not swallowed", async ({ page }) => {
    await prepare(page, "fr");
    await page.goto("/nimporte-quoi");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Oups ! Page introuvable.");
    await page.goto("/privacypolicy");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Politique de confidentialité");
    await page.goto("/cookiesettings");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Préférences en matière de cookies");
  });

  test("the language menu switches a forced-language address to the other language", async ({ page }) => {
    await prepare(page, "nl");
    await page.goto("/tuin-gevel-dak");
    await page.getByRole("button", { name: /NL/ }).click();
    // The menu's own button, once loaded, is named as the header's was: its text first (WCAG 2.5.3).
    await expect(page.getByRole("menuitemradio", { name: /Français/ })).toBeVisible();
    expect(await labelInNameMismatches(page)).toEqual([]);
    // Escape on this first opening (the menu replaced the page's plain button) gives the focus back to the button.
    await page.keyboard.press("Escape");
    await expect(page.getByRole("menuitemradio", { name: /Français/ })).toBeHidden();
    await expect(page.getByRole("button", { name: /NL – taal wijzigen/ })).toBeFocused();
    await page.getByRole("button", { name: /NL/ }).click();
    await page.getByRole("menuitemradio", { name: /Français/ }).click();
    await expect(page).toHaveURL(/\/fr\/jardin-facade-toiture$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "fr-BE");
    await expect(page.locator("#category-3 button").first()).toHaveAttribute("aria-expanded", "true");
  });
});

const publicPages = ["/", "/service/1", "/service/13", "/privacypolicy", "/cookiepolicy", "/cookiesettings", "/404", "/does/not/exist", "/newproject"];

for (const language of ["fr", "nl"] as const) {
  test.describe(`public pages in ${language.toUpperCase()}`, () => {
    for (const path of publicPages) {
      test(`${path}: complete texts and no serious axe violation`, async ({ page }) => {
        await prepare(page, language, "none");
        const errors: string[] = [];
        page.on("pageerror", (error) => errors.push(error.message));
        await page.goto(path);
        await expect(page.locator("html")).toHaveAttribute("lang", language === "nl" ? "nl-BE" : "fr-BE");
        await expect(page.locator("footer")).toBeVisible();
        // The consent banner is part of the page until a choice is made.
        await expect(page.getByRole("dialog")).toBeVisible();
        // The app is ready (goto waits for it) and has run its effects: what loads shows aria-busy until it is there.
        await afterNextFrames(page);
        await expect(page.locator("[aria-busy='true']")).toHaveCount(0);
        const text = await page.locator("body").innerText();
        expect(text).not.toMatch(/404 [\w.]/);
        expect(text).not.toMatch(/\[[A-Za-z0-9_.-]+\]/);
        expect(text).not.toMatch(/undefined|\{[a-z]+\}/);
        await expectNoSeriousAxeViolations(page);
        // Every control's name starts with the text it shows, the header's language button included.
        expect(await labelInNameMismatches(page)).toEqual([]);
        // On a phone every control is a target a finger finds (docs/product/accessibility.md).
        await page.setViewportSize({ width: 375, height: 800 });
        await afterNextFrames(page);
        expect(await smallTouchTargets(page)).toEqual([]);
        expect(errors).toEqual([]);
      });
    }
  });
}

test.describe("consent and tag manager", () => {
  const gtm = "GTM-TEST123";

  async function withGtmId(page: Page) {
    // The container id is configuration: a meta tag in the served page.
    await page.route(
      (url) => url.pathname === "/" || !url.pathname.includes("."),
      async (route) => {
        if (route.request().resourceType() !== "document") return route.fallback();
        const response = await route.fetch();
        const html = (await response.text()).replace("<head>", `<head><meta name="gtm-id" content="${gtm}">`);
        await route.fulfill({ response, body: html });
      },
    );
    await page.route("https://www.googletagmanager.com/**", (route) =>
      route.fulfill({ status: 200, contentType: "application/javascript", body: "window.__gtmLoaded = true;" }),
    );
  }

  const gtmScript = (page: Page) => page.locator(`script[src*="googletagmanager.com/gtm.js"]`);

  test("absent before consent and after refusal", async ({ page }) => {
    await withGtmId(page);
    await prepare(page, "fr", "none");
    await page.goto("/");
    await expect(page.getByRole("dialog")).toBeVisible();
    await expect(gtmScript(page)).toHaveCount(0);
    await page.getByRole("button", { name: "Tout refuser" }).click();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(gtmScript(page)).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(gtmScript(page)).toHaveCount(0);
  });

  test("present after acceptance, and kept after a reload", async ({ page }) => {
    await withGtmId(page);
    await prepare(page, "nl", "none");
    await page.goto("/");
    await expect(gtmScript(page)).toHaveCount(0);
    await page.getByRole("button", { name: "Alles aanvaarden" }).click();
    await expect(gtmScript(page)).toHaveCount(1);
    await expect(gtmScript(page)).toHaveAttribute("src", new RegExp(`id=${gtm}`));
    const stored = await page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? "null"), consentKey);
    expect(stored.analytics).toBe(true);
    expect(Math.abs(stored.timestamp - Date.now())).toBeLessThan(60_000);
    await page.reload();
    await expect(gtmScript(page)).toHaveCount(1);
  });

  test("never on a status page, whose address holds the customer's secret, nor after it in the same page", async ({ page, sql }) => {
    await withGtmId(page);
    await prepare(page, "fr", "accepted");
    const id = await sendRequest(page.request);
    await page.goto(await statusLinkFor(sql, id));
    await expect(page.locator("main")).toContainText(new RegExp(`Demande n°\\s${id}\\b`));
    await expect(gtmScript(page)).toHaveCount(0);
    // In-app to the home page: the history still holds the link, so the tag manager stays away.
    await page.locator("header").getByRole("link").first().click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(gtmScript(page)).toHaveCount(0);
    // A new page load without the secret measures again.
    await page.reload();
    await expect(gtmScript(page)).toHaveCount(1);
  });

  test("never in a console, which shows customers' personal data", async ({ page }) => {
    await prepare(page, "fr", "accepted");
    await signInAs(page, "network@example.com");
    await expect(page).toHaveURL(/\/network$/);
    // The container id from here on (the sign-in's redirects are left alone).
    await withGtmId(page);
    await page.goto("/network/homeprojectlist");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(gtmScript(page)).toHaveCount(0);
    // The consent and the container are there: the public home page, loaded anew, measures.
    await page.goto("/");
    await expect(gtmScript(page)).toHaveCount(1);
  });

  test("personalise with the analytics switch, reopened from the footer and from cookiesettings", async ({ page }) => {
    await withGtmId(page);
    await prepare(page, "fr", "none");
    await page.goto("/cookiesettings");
    await page.getByRole("button", { name: "Personnaliser" }).click();
    await page.getByRole("switch", { name: /mesure d'audience/ }).check();
    await page.getByRole("button", { name: "Enregistrer mes choix" }).click();
    await expect(gtmScript(page)).toHaveCount(1);
    // The page says the choice now kept, then offers to change it.
    await expect(page.getByTestId("consent-current")).toHaveText("Votre choix actuel\u202f: cookies nécessaires et cookies de mesure d'audience.");
    await page.locator("main").getByRole("button", { name: "Modifier mes préférences" }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await expect(page.getByRole("switch", { name: /mesure d'audience/ })).toBeChecked();
    await page.getByRole("button", { name: "Enregistrer mes choix" }).click();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await page.locator("footer").getByRole("button", { name: "Préférences en matière de cookies" }).first().click();
    await expect(page.getByRole("dialog")).toBeVisible();
  });

  test("never loads when no container id is configured", async ({ page }) => {
    await prepare(page, "fr", "none");
    await page.goto("/");
    await page.getByRole("button", { name: "Tout accepter" }).click();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(gtmScript(page)).toHaveCount(0);
  });
});

test.describe("dataLayer", () => {
  const pageViews = (page: Page) =>
    page.evaluate(() => (window.dataLayer ?? []).filter((e) => e.event === "page_view").map((e) => ({ pageName: e.pageName, language: e.language })));

  test("one page_view per page with the language and a page name", async ({ page }) => {
    await prepare(page, "nl");
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect.poll(() => pageViews(page)).toEqual([{ pageName: "home", language: "nl" }]);
    await page.locator("footer").getByRole("link", { name: "Privacybeleid" }).first().click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Privacybeleid");
    await expect
      .poll(() => pageViews(page))
      .toEqual([
        { pageName: "home", language: "nl" },
        { pageName: "privacy-policy", language: "nl" },
      ]);
    // A language switch is not a new page view.
    await page.getByRole("button", { name: /NL/ }).click();
    // The menu's own button, once loaded, is named as the header's was: its text first (WCAG 2.5.3).
    await expect(page.getByRole("menuitemradio", { name: /Français/ })).toBeVisible();
    expect(await labelInNameMismatches(page)).toEqual([]);
    await page.getByRole("menuitemradio", { name: /Français/ }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Politique de confidentialité");
    await page.locator("footer").getByRole("link", { name: "Politique en matière de cookies" }).first().click();
    await expect
      .poll(() => pageViews(page))
      .toEqual([
        { pageName: "home", language: "nl" },
        { pageName: "privacy-policy", language: "nl" },
        { pageName: "cookie-policy", language: "fr" },
      ]);
  });

  test("a forced-language address pushes its page view in the forced language", async ({ page }) => {
    await prepare(page, "fr");
    await page.goto("/sanitair-leidingen");
    await expect(page.locator("html")).toHaveAttribute("lang", "nl-BE");
    await expect.poll(() => pageViews(page)).toEqual([{ pageName: "home", language: "nl" }]);
  });
});

test("the service page: tabs, bullets, more-info panel, quote links", async ({ page }) => {
  await prepare(page, "fr");
  await page.goto("/service/5");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const tabs = page.getByRole("tab");
  expect(await tabs.count()).toBeGreaterThan(1);
  await expect(page.getByRole("tabpanel").getByRole("listitem")).toHaveCount(5);
  await expect(page.locator('a[href="/newproject/5"]').first()).toBeVisible();
  const tabCount = await tabs.count();
  await tabs.nth(tabCount - 1).click();
  await expect(page.getByRole("tabpanel").getByRole("listitem")).toHaveCount(5);
  await expect(page.getByRole("tabpanel").locator('a[href^="/newproject/5/"]')).toBeVisible();
  await page
    .getByRole("tabpanel")
    .getByRole("button", { name: /Plus d'informations/ })
    .click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await page
    .getByRole("link", { name: /Retour à l'aperçu/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/$/);
});

test("on a phone the quote bar shows only while none of the page's own quote buttons is in sight", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await prepare(page, "nl");
  for (const path of ["/", "/service/5"]) {
    await page.goto(path);
    const bar = page.getByTestId("mobile-quote-bar");
    const inline = page.locator("main [data-quote-inline]:visible");
    await expect(inline.first()).toBeInViewport();
    await expect(bar).toBeHidden();
    // At "how it works", no quote button of the page in sight: the bar comes, to the same destination.
    await page.locator("#how-it-works-title").evaluate((heading) => window.scrollTo(0, heading.getBoundingClientRect().top + window.scrollY));
    for (const button of await inline.all()) await expect(button).not.toBeInViewport();
    await expect(bar.getByRole("link", { name: "Vraag een offerte aan" })).toBeVisible();
    await expect(bar.getByRole("link")).toHaveAttribute("href", path === "/" ? "/newproject" : "/newproject/5");
    await screen(page, `quote-bar-${path === "/" ? "home" : "service"}-nl-375`, { settle: true });
    // Back up to the hero: the bar gives way again.
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(bar).toBeHidden();
  }
});

test("a console route does not download on a public page, and gets its own chunk", async ({ page }) => {
  await prepare(page, "fr");
  const scripts: string[] = [];
  page.on("request", (r) => {
    if (r.resourceType() === "script") scripts.push(r.url());
  });
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.waitForLoadState("networkidle");
  const before = new Set(scripts);
  await page.goto("/network/providerlist");
  // Not signed in: the console's role gate sends the visitor to /login, keeping where they were going.
  await expect(page).toHaveURL(/\/login\?next=%2Fnetwork%2Fproviderlist$/);
  const consoleChunk = /(provider-list\.page|console-shell|login\.page)/;
  const added = scripts.filter((s) => !before.has(s) && consoleChunk.test(s));
  expect(added.length).toBeGreaterThan(0);
  expect([...before].some((s) => consoleChunk.test(s))).toBe(false);
});

test.describe("degraded cases", () => {
  test("home: skeleton, then the dictionary's error text when the catalogue call fails", async ({ page }) => {
    await prepare(page, "fr");
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/servicecategory/getallactive**", async (route) => {
      await gate;
      await route.fulfill({ status: 503, contentType: "text/plain", body: "unavailable" });
    });
    // The server renders the home page with its catalogue: the browser asks for it only when it
    // comes to the home page from another page.
    await page.goto("/privacypolicy");
    await expect.poll(() => page.evaluate(() => (window.dataLayer ?? []).some((e) => e.event === "page_view"))).toBe(true);
    await page.locator("a.hs-brand").click();
    await expect(page.getByTestId("categories-skeleton")).toBeVisible();
    release();
    await expect(page.getByText("Les services ne peuvent pas être affichés pour le moment.", { exact: false })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole("button", { name: "Réessayer" })).toBeVisible();
  });

  test("service: an unknown id shows the not-found page and the server's message once", async ({ page }) => {
    await prepare(page, "nl");
    await page.goto("/service/999");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Oeps! Pagina niet gevonden.");
    await expect(page.locator(".mantine-Notification-root")).toHaveCount(1);
    await page.goto("/service/abc");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Oeps! Pagina niet gevonden.");
  });

  test("a page chunk that cannot be loaded shows the translated error screen", async ({ page }) => {
    await prepare(page, "fr");
    await page.route(/login\.page-[^/]+\.js/, (route) => route.fulfill({ status: 500, body: "" }));
    await page.goto("/login");
    await expect(page.getByRole("heading", { name: "Erreur inattendue de l'application !" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Recharger la page" })).toBeVisible();
    await expect(page.getByText("Une partie du site n'a pas pu être chargée. Vérifiez votre connexion internet puis rechargez la page.")).toBeVisible();
    // Not the browser's English message with the chunk's address.
    await expect(page.locator("main")).not.toContainText("Détail");
    await expect(page.locator("main")).not.toContainText(/import|module|\.js/i);
    await screen(page, "error-chunk-fr", { settle: true });
    // The frame stays usable.
    await page.locator("main").getByRole("link", { name: "Retour à l'accueil", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Erreur inattendue de l'application !" })).toHaveCount(0);
  });

  test("a crash in a page's code shows the translated error screen without the code's English message, NL at 375 px", async ({ page }) => {
    await prepare(page, "nl");
    await page.setViewportSize({ width: 375, height: 800 });
    // The login page's code throws as it runs: a bug, as a user would meet it.
    await page.route(/login\.page-[^/]+\.js/, (route) =>
      route.fulfill({ status: 200, contentType: "text/javascript", body: "throw new TypeError(\"Cannot read properties of undefined (reading 'name')\");" }),
    );
    await page.goto("/login");
    await expect(page.getByRole("heading", { name: "Onverwachte fout in de applicatie!" })).toBeVisible();
    await expect(page.getByText("Er liep iets mis bij het tonen van deze pagina.")).toBeVisible();
    await expect(page.getByTestId("error-reference")).toBeVisible();
    await expect(page.locator("main")).not.toContainText(/Cannot read|undefined|TypeError/);
    await screen(page, "error-crash-nl-375", { settle: true });
  });
});
