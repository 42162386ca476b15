import { screen } from "./support/screens";
import { expect, type Page, test } from "./support/test";
import { storeChoicesBeforeLoad } from "./support/consent";

/**
 * One address per public page and language (docs/decisions/0027-language-urls.md): the page
 * opens in its address's language whatever the browser says, hydrates without an error (a CSP
 * report included), keeps its links in that language, and the language menu goes to the same
 * page's address in the other language.
 */

function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" || /Content Security Policy/i.test(message.text())) errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

async function switchTo(page: Page, from: "FR" | "NL", to: RegExp) {
  await page
    .getByRole("button", { name: new RegExp(from) })
    .first()
    .click();
  await page.getByRole("menuitemradio", { name: to }).click();
}

const dictionaryChunk = (page: Page, language: "fr" | "nl") =>
  page
    .locator('meta[name="language-chunks"]')
    .getAttribute("content")
    .then(
      (c) =>
        (c ?? "")
          .split(" ")
          .find((e) => e.startsWith(`${language}=`))
          ?.slice(3) ?? "none",
    );

test.describe("language addresses", () => {
  test.use({ locale: "nl-BE" });

  test("a French address opens in French for a Dutch browser, hydrates cleanly and switches to the Dutch address", async ({ page }) => {
    const errors = collectErrors(page);
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
    });
    await storeChoicesBeforeLoad(page);
    await page.goto("/fr/service/9");
    await expect(page.locator("html")).toHaveAttribute("lang", "fr-BE");
    await expect(page).toHaveTitle(/Électricité/);
    await expect(page.getByRole("tab").first()).toBeVisible();
    // Links stay on French addresses.
    await expect(page.locator('a[href="/fr/newproject/9"]').first()).toBeVisible();
    const frenchHeading = await page.getByRole("heading", { level: 1 }).textContent();
    // Only the page's language was downloaded.
    const nlChunk = await dictionaryChunk(page, "nl");
    expect(scripts).toContain(await dictionaryChunk(page, "fr"));
    expect(scripts).not.toContain(nlChunk);

    await switchTo(page, "FR", /Nederlands/);
    await expect(page).toHaveURL(/\/nl\/service\/9$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "nl-BE");
    await expect(page.getByRole("heading", { level: 1 })).not.toHaveText(frenchHeading ?? "");
    await expect(page.locator('a[href="/nl/newproject/9"]').first()).toBeVisible();
    expect(scripts).toContain(nlChunk);

    // Back: the French address, in French again.
    await page.goBack();
    await expect(page).toHaveURL(/\/fr\/service\/9$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "fr-BE");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(frenchHeading ?? "");
    expect(errors).toEqual([]);
  });

  test("a dictionary that cannot be downloaded: the page and its address stay, a toast says why in the page's language, and choosing again works", async ({
    page,
  }) => {
    await storeChoicesBeforeLoad(page);
    const heading = page.getByRole("heading", { level: 1 });
    const failure = (text: string) => page.locator(".mantine-Notification-root").filter({ hasText: text });
    for (const [from, to, width, toast] of [
      ["fr", "nl", 375, "La langue choisie n'a pas pu être chargée. Vérifiez votre connexion et réessayez."],
      ["nl", "fr", 1280, "De gekozen taal kon niet worden geladen. Controleer uw verbinding en probeer het opnieuw."],
    ] as const) {
      await page.setViewportSize({ width, height: width === 375 ? 740 : 900 });
      await page.goto(`/${from}/service/9`);
      const shownHeading = await heading.textContent();
      const chunk = await dictionaryChunk(page, to);
      const offline = (route: { abort(): Promise<void> }) => route.abort();
      await page.route(`**${chunk}`, offline);
      await switchTo(page, from.toUpperCase() as "FR" | "NL", to === "nl" ? /Nederlands/ : /Français/);
      await expect(failure(toast)).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`/${from}/service/9$`));
      await expect(page.locator("html")).toHaveAttribute("lang", `${from}-BE`);
      await expect(heading).toHaveText(shownHeading ?? "");
      expect(await page.evaluate(() => localStorage.getItem("language"))).not.toBe(to.toUpperCase());
      await screen(page, `language-load-failed-${from}-${width}`);
      // Back online: the same choice switches page and address.
      await page.unroute(`**${chunk}`, offline);
      await switchTo(page, from.toUpperCase() as "FR" | "NL", to === "nl" ? /Nederlands/ : /Français/);
      await expect(page).toHaveURL(new RegExp(`/${to}/service/9$`));
      await expect(page.locator("html")).toHaveAttribute("lang", `${to}-BE`);
      await expect(heading).not.toHaveText(shownHeading ?? "");
    }
  });

  test("a language menu that cannot be downloaded: a tap says so, and the next tap once online opens it", async ({ page }) => {
    await storeChoicesBeforeLoad(page);
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto("/nl/service/9");
    const offline = (route: { abort(): Promise<void> }) => route.abort();
    await page.route(/\/assets\/language-menu-[^/]+\.js$/, offline);
    await page.getByRole("button", { name: /NL – taal wijzigen/ }).click();
    await expect(
      page.locator(".mantine-Notification-root").filter({ hasText: "De taalkeuze kon niet worden geopend. Controleer uw verbinding en probeer het opnieuw." }),
    ).toBeVisible();
    await expect(page.getByRole("menuitemradio")).toHaveCount(0);
    await page.unroute(/\/assets\/language-menu-[^/]+\.js$/, offline);
    await switchTo(page, "NL", /Français/);
    await expect(page).toHaveURL(/\/fr\/service\/9$/);
  });

  test("the home page: Dutch address, its cards link to Dutch service pages, the switch goes to /fr/", async ({ page }) => {
    const errors = collectErrors(page);
    await storeChoicesBeforeLoad(page);
    await page.goto("/nl/");
    await expect(page.locator("html")).toHaveAttribute("lang", "nl-BE");
    const card = page.locator(".hs-category").first();
    await card.getByRole("button").first().click();
    await expect(card.getByRole("link").first()).toHaveAttribute("href", /^\/nl\/service\/\d+$/);
    await card.getByRole("link").first().click();
    await expect(page).toHaveURL(/\/nl\/service\/\d+$/);
    await page.locator("header").getByRole("link").first().click();
    await expect(page).toHaveURL(/\/nl\/$/);
    await switchTo(page, "NL", /Français/);
    await expect(page).toHaveURL(/\/fr\/$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "fr-BE");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/professionnel|artisan/i);
    expect(errors).toEqual([]);
  });

  test("today's address follows the browser's language, and the switch goes to the other language's address", async ({ page }) => {
    const errors = collectErrors(page);
    await storeChoicesBeforeLoad(page);
    await page.goto("/service/9");
    await expect(page.locator("html")).toHaveAttribute("lang", "nl-BE");
    await switchTo(page, "NL", /Français/);
    await expect(page).toHaveURL(/\/fr\/service\/9$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "fr-BE");
    // The language chosen by the address is the stored one from now on.
    await page.goto("/privacypolicy");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Politique de confidentialité");
    expect(errors).toEqual([]);
  });
});

test.describe("home and a service page fit the screen (and screenshots of them)", () => {
  for (const width of [375, 1280]) {
    for (const language of ["fr", "nl"] as const) {
      test(`home and a service page at ${width} px in ${language.toUpperCase()}`, async ({ page }) => {
        await page.setViewportSize({ width, height: width === 375 ? 740 : 900 });
        await storeChoicesBeforeLoad(page);
        for (const [name, path] of [
          ["home", `/${language}/`],
          ["service", `/${language}/service/9`],
        ] as const) {
          await page.goto(path);
          await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
          const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
          expect(overflow).toBeLessThanOrEqual(0);
          await screen(page, `public-${name}-${language}-${width}`);
        }
      });
    }
  }
});
