import { test as base, type Page } from "@playwright/test";

export { type APIRequestContext, expect, type Locator, type Page } from "@playwright/test";

/** A page with the app's event handlers attached, or a page that is not the app (issuer, JSON). */
async function appReady(page: Page) {
  await page.waitForFunction(() => !document.getElementById("root") || document.documentElement.hasAttribute("data-app-ready"), undefined, { timeout: 15_000 });
}

/**
 * Public pages arrive rendered by the server: a click before the app has attached its handlers
 * would be lost, as a person's tap would. Every `goto` and `reload` of the test's page waits for
 * the app (html[data-app-ready], set by src/client/main.tsx) before the test goes on.
 */
export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled !== false) {
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      page.goto = async (...args: Parameters<Page["goto"]>) => {
        const response = await goto(...args);
        await appReady(page);
        return response;
      };
      page.reload = async (...args: Parameters<Page["reload"]>) => {
        const response = await reload(...args);
        await appReady(page);
        return response;
      };
    }
    await use(page);
  },
});
