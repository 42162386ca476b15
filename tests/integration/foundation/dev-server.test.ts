import { describe, expect, test } from "bun:test";
import { testDriver } from "../../support/database";
import { useSeededServer } from "../../support/seeded";

// Runs on PGlite only: what is checked is Bun's bundler and the app's catch-all routes, not SQL.

/**
 * `bun dev`: Bun's bundler serves index.html for every page address, and the app's own catch-all
 * routes (tRPC, the development issuer, public files) still reach the app.
 */
describe(`the development server on ${testDriver}`, () => {
  const seeded = useSeededServer({ NODE_ENV: "development" }, { client: "dev" });

  test("page addresses get the bundled index.html; api/, tRPC, the issuer and public files reach the app", async () => {
    const { origin } = seeded.server;
    for (const path of ["/", "/newproject/9", "/network/providerlist"]) {
      const page = await fetch(`${origin}${path}`);
      expect(page.status).toBe(200);
      const html = await page.text();
      expect(html).toContain('<div id="root">');
      expect(html).toMatch(/<script[^>]+src="[^"]+"/);
    }
    const api = await fetch(`${origin}/api/servicecategory/getallactive`);
    expect(((await api.json()) as { isError: boolean }).isError).toBe(false);
    const trpc = await fetch(`${origin}/trpc/session.me`);
    expect(trpc.headers.get("content-type")).toContain("application/json");
    const issuer = await fetch(`${origin}/dev-idp/.well-known/openid-configuration`);
    expect(((await issuer.json()) as { issuer: string }).issuer).toContain("/dev-idp");
    expect((await fetch(`${origin}/healthz`)).status).toBe(200);
    const image = await fetch(`${origin}/images/subcategory-1.svg`);
    expect(image.status).toBe(200);
    expect(await image.text()).toContain("<svg");
    expect(await (await fetch(`${origin}/robots.txt`)).text()).not.toContain('<div id="root">');
  }, 60_000);
});
