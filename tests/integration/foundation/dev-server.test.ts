import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { createApp } from "@/server/app";
import { createAuthSetup } from "@/server/auth/setup";
import { systemClock } from "@/server/clock";
import { silentLogger } from "@/server/logger";
import { createLocalStorage } from "@/server/storage/local-storage";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { testEnv } from "../../support/app";
import { createTestDatabase, type TestDatabase, testDriver } from "../../support/database";
import { seedForApi } from "../../support/fixtures";
import { freePort } from "../../support/server";

/**
 * `bun dev`: Bun's bundler serves index.html for every page address, and the app's own catch-all
 * routes (tRPC, the development issuer, public files) still reach the app.
 */
describe(`the development server on ${testDriver}`, () => {
  let database: TestDatabase;
  let app: Awaited<ReturnType<typeof createApp>>;
  let origin: string;
  beforeAll(async () => {
    database = await createTestDatabase();
    await seedForApi(database.db);
    const port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    const env = testEnv({ NODE_ENV: "development", PUBLIC_URL: origin });
    const auth = await createAuthSetup(env, database.db);
    const storage = createLocalStorage(mkdtempSync(join(tmpdir(), "hs-dev-")));
    app = await createApp({ env, database, clock: systemClock, logger: silentLogger, storage, auth, client: "dev" });
    app.listen({ port, hostname: "127.0.0.1", development: true });
  }, 60_000);
  afterAll(async () => {
    await app.stop(true);
    await database.dispose();
  });

  test("page addresses get the bundled index.html; api/, tRPC, the issuer and public files reach the app", async () => {
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
