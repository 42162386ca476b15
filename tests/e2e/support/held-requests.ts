import type { Page } from "@playwright/test";

/**
 * Holds the page's requests whose address matches until `release()` is called: what the page
 * shows while an answer is late, and whether anything moves when it comes.
 */
export async function holdRequests(page: Page, address: RegExp): Promise<{ release: () => void }> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(address, async (route) => {
    await held;
    await route.continue();
  });
  return { release: () => release() };
}
