import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { createTestDatabase, type TestDatabase, testDriver } from "../../support/database";
import { seedForApi } from "../../support/fixtures";
import { startTestServer } from "../../support/server";

/**
 * `bun dev`: Bun's bundler serves index.html for every page address, and the app's own catch-all
 * routes (tRPC, the development issuer, public files) still reach the app.
 */
describe(`the development server on ${testDriver}`, () => {
  let database: TestDatabase;
  let server: Awaited<ReturnType<typeof startTestServer>>;
  beforeAll(async () => {
    database = await createTestDatabase();
    await seedForApi(database.db);
    server = await startTestServer(database, { NODE_ENV: "development" }, { client: "dev" });
  }, 60_000);
  afterAll(async () => {
    await server.stop();
    await database.dispose();
  });

  test("page addresses get the bundled index.html; api/, tRPC, the issuer and public files reach the app", async () => {
    const { origin } = server;
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
