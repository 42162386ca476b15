import { expect, type Page, test } from "./support/test";
import { storeChoicesBeforeLoad } from "./support/consent";

/**
 * Public pages are rendered by the server (docs/decisions/0014-server-rendered-public-pages.md): readable without the app's script,
 * in the browser's language or the one the address forces, then taken over by the app without
 * a second fetch, without a hydration error and without flashing what this browser would not show.
 */

function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

test.describe("without the app's script", () => {
  test.use({ javaScriptEnabled: false });

  test("the home page is complete in the browser's language", async ({ browser }) => {
    for (const [locale, category] of [
      ["nl-BE", "Verwarming"],
      ["fr-BE", "Chauffage"],
    ] as const) {
      const context = await browser.newContext({ javaScriptEnabled: false, locale });
      const page = await context.newPage();
      await page.goto("/");
      await expect(page.locator("html")).toHaveAttribute("lang", locale);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.locator(".hs-category").first()).toContainText(category);
      expect(await page.locator(".hs-category").count()).toBeGreaterThanOrEqual(4);
      await context.close();
    }
  });

  test("an address that forces a language wins over the browser's, and the page title is the page's", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, locale: "fr-BE" });
    const page = await context.newPage();
    await page.goto("/tuin-gevel-dak");
    await expect(page.locator("html")).toHaveAttribute("lang", "nl-BE");
    await expect(page.locator("#category-3").getByRole("button").first()).toHaveAttribute("aria-expanded", "true");
    await page.goto("/service/9");
    await expect(page).toHaveTitle(/Électricité/);
    await expect(page.getByRole("tab").first()).toBeVisible();
    await page.goto("/privacypolicy");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Politique de confidentialité");
    await context.close();
  });

  test("the wizard's first step is there, and takes no taps until the app runs it", async ({ page }) => {
    await page.goto("/newproject");
    await expect(page.locator('input[name="wizard-category"]').first()).toBeAttached();
    await expect(page.locator(".hs-hydrating")).toHaveCSS("pointer-events", "none");
  });

  test("console pages and unknown ids are not rendered by the server", async ({ page }) => {
    for (const path of ["/network/providerlist", "/login", "/service/999", "/newproject/9/99999"]) {
      await page.goto(path);
      await expect(page.locator("#root")).toBeEmpty();
    }
  });
});

test.describe("taken over by the app", () => {
  test("no hydration error, no catalogue fetched again, and the page reacts", async ({ page }) => {
    const errors = collectErrors(page);
    const apiCalls: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/api/")) apiCalls.push(request.url());
    });
    await page.goto("/");
    await expect.poll(() => page.evaluate(() => (window.dataLayer ?? []).some((e) => e.event === "page_view"))).toBe(true);
    const first = page.locator(".hs-category").first();
    await first.getByRole("button").first().click();
    await expect(first.getByRole("button").first()).toHaveAttribute("aria-expanded", "true");
    await first.getByRole("link").first().click();
    await expect(page).toHaveURL(/\/service\/\d+$/);
    await expect(page.getByRole("tab").first()).toBeVisible();
    expect(apiCalls.filter((url) => url.includes("servicecategory/getallactive"))).toEqual([]);
    expect(errors).toEqual([]);
    // Once the app runs the wizard, its form takes taps.
    await page.goto("/newproject");
    await page.locator('input[name="wizard-category"]').first().check();
    await expect(page.locator(".hs-hydrating")).toHaveCount(0);
  });

  test("a stored language other than the browser's: the page shows the stored one, without errors", async ({ page }) => {
    const errors = collectErrors(page);
    await page.addInitScript(() => localStorage.setItem("language", "NL"));
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("lang", "nl-BE");
    await expect(page.locator(".hs-category").first()).toContainText("Verwarming");
    expect(errors).toEqual([]);
  });

  test("a stored cookie choice: the banner the server rendered is never shown", async ({ page }) => {
    await storeChoicesBeforeLoad(page);
    let bannerSeen = false;
    await page.exposeFunction("__bannerSeen", () => {
      bannerSeen = true;
    });
    await page.addInitScript(() => {
      // Watch every frame from the first one: a visible banner at any time counts. Frames painted
      // once the app is ready are counted, so the test knows when the app has had its chance.
      const watch = window as unknown as { __bannerSeen(): void; __framesAfterReady: number };
      watch.__framesAfterReady = 0;
      const check = () => {
        const banner = document.querySelector(".hs-consent");
        if (banner && banner.getBoundingClientRect().height > 0) watch.__bannerSeen();
        if (document.documentElement.hasAttribute("data-app-ready")) watch.__framesAfterReady += 1;
        if (watch.__framesAfterReady < 10) requestAnimationFrame(check);
      };
      requestAnimationFrame(check);
    });
    await page.goto("/");
    await expect.poll(() => page.evaluate(() => (window.dataLayer ?? []).some((e) => e.event === "page_view"))).toBe(true);
    await expect.poll(() => page.evaluate(() => (window as unknown as { __framesAfterReady: number }).__framesAfterReady)).toBeGreaterThanOrEqual(10);
    expect(bannerSeen).toBe(false);
    // It can still be reopened from the footer.
    await page.goto("/cookiesettings");
    await page.locator("main").getByRole("button").first().click();
    await expect(page.locator(".hs-consent")).toBeVisible();
  });

  test("without a stored choice the banner is there from the first paint", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/");
    await expect(page.locator(".hs-consent")).toBeVisible();
    await context.close();
  });
});
