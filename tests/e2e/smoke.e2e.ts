import { expect, test } from "./support/test";
import { smokeBaseUrl, smokeServerReady } from "./support/smoke-server";

// The server was started by the global setup; its first start seeds a fresh database.
test.beforeAll(async () => {
  test.setTimeout(150_000);
  await smokeServerReady();
});

test("the home page served by `bun start` renders in Chromium", async ({ page }) => {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  const response = await page.goto(`${smokeBaseUrl}/`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(errors).toEqual([]);
});

test("hashed assets are served compressed with a long cache lifetime", async ({ request }) => {
  const html = await (await request.get(`${smokeBaseUrl}/`)).text();
  const script = html.match(/src="(\/assets\/[^"]+\.js)"/)?.[1];
  expect(script).toBeTruthy();
  const asset = await request.get(`${smokeBaseUrl}${script}`, { headers: { "accept-encoding": "gzip" } });
  expect(asset.status()).toBe(200);
  expect(asset.headers()["cache-control"]).toContain("immutable");
  expect(asset.headers()["content-encoding"]).toBe("gzip");
  const page = await request.get(`${smokeBaseUrl}/service/3`);
  expect(page.headers()["cache-control"]).toBe("no-cache");
});

test("configuration reaches the page as meta tags, escaped", async ({ request }) => {
  const html = await (await request.get(`${smokeBaseUrl}/privacypolicy`)).text();
  expect(html).toContain('<meta name="insurer-name" content="Assurances Smoke &amp; Co" />');
  expect(html).not.toContain('name="gtm-id"');
});
