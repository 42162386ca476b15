import { afterNextFrames, expect, type Page, test } from "./support/test";

/**
 * What a public page loads and when (docs/decisions/0014-server-rendered-public-pages.md): the app's script after the first paint,
 * all its chunks at once; the wizard's later steps only once the person is past step 1; and
 * hydration leaves the server's HTML as it was (ids included) instead of rendering it again.
 */

const scriptsLoaded = (page: Page) =>
  page.evaluate(() => performance.getEntriesByType("resource").map((entry) => ({ url: new URL(entry.name).pathname, start: entry.startTime })));

test("the app's chunks are listed for the entry, not preloaded by the head, and all load after the first paint", async ({ page, request }) => {
  const html = await (await request.get("/newproject")).text();
  expect(html).not.toContain('rel="modulepreload"');
  const chunks = html.match(/<meta name="app-chunks" content="([^"]+)">/)?.[1]?.split(" ") ?? [];
  expect(chunks.length).toBeGreaterThanOrEqual(2);
  for (const chunk of chunks) {
    const reply = await request.get(chunk);
    expect(reply.status()).toBe(200);
    expect(reply.headers()["content-type"]).toContain("javascript");
  }

  await page.goto("/newproject");
  await expect.poll(async () => (await scriptsLoaded(page)).filter((r) => chunks.includes(r.url)).length).toBe(chunks.length);
  const firstPaint = await page.evaluate(() => performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Number.NaN);
  expect(firstPaint).toBeGreaterThan(0);
  for (const loaded of (await scriptsLoaded(page)).filter((r) => chunks.includes(r.url))) expect(loaded.start).toBeGreaterThanOrEqual(firstPaint);
});

test("the wizard's later steps are loaded once the person is past step 1, not before", async ({ page }) => {
  const laterStep = (urls: { url: string }[]) => urls.some((r) => /\/assets\/step-(details|personal|confirmation)-/.test(r.url));
  await page.goto("/newproject");
  await page.locator('input[name="wizard-category"][value="3"]').check();
  await page.locator('input[name="wizard-subcategory"][value="7"]').check();
  await page.locator('input[name="wizard-service"][value="15"]').check();
  expect(laterStep(await scriptsLoaded(page))).toBe(false);
  await page.getByTestId("wizard-next").click();
  await expect.poll(async () => laterStep(await scriptsLoaded(page))).toBe(true);
});

test("the ids the server rendered are the ones the page keeps once the app runs it", async ({ page, request }) => {
  for (const path of ["/newproject", "/service/9", "/"]) {
    const html = await (await request.get(path)).text();
    const serverIds = [...html.matchAll(/\sid="(mantine-[^"]+)"/g)].map((m) => m[1]).sort();
    expect(serverIds.length).toBeGreaterThan(0);
    await page.goto(path);
    await expect(page.locator(".hs-hydrating")).toHaveCount(0);
    // Any effect that would replace them has run by then.
    await afterNextFrames(page);
    const pageIds = await page.evaluate(() => [...document.querySelectorAll('[id^="mantine-"]')].map((element) => element.id));
    for (const id of serverIds) expect(pageIds).toContain(id);
  }
});
