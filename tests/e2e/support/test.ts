import { test as base, type Page } from "@playwright/test";
import postgres from "postgres";
import { startWorkerServer, type WorkerServer } from "./worker-server";

export { type APIRequestContext, expect, type Locator, type Page } from "@playwright/test";

/** A page with the app's event handlers attached, or a page that is not the app (issuer, JSON). */
async function appReady(page: Page) {
  await page.waitForFunction(() => !document.getElementById("root") || document.documentElement.hasAttribute("data-app-ready"), undefined, { timeout: 15_000 });
}

/**
 * Public pages arrive rendered by the server: a click before the app has attached its handlers
 * would be lost, as a person's tap would. Every `goto` and `reload` of the test's page waits for
 * the app (html[data-app-ready], set once the page has committed: src/client/ssr/hydration.ts) before the test goes on.
 */
export const test = base.extend<{ sql: postgres.Sql }, { server: WorkerServer }>({
  /** This worker's app and database, started once for all the tests the worker runs. */
  server: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixture's dependencies from this destructuring; it must be an object pattern.
    async ({}, use, workerInfo) => {
      const server = await startWorkerServer(workerInfo.parallelIndex);
      await use(server);
      await server.stop();
    },
    { scope: "worker", timeout: 150_000 },
  ],
  baseURL: async ({ server }, use) => use(server.url),
  /** SQL on this worker's database, for what a test sets up or checks behind the app. */
  sql: async ({ server }, use) => {
    const sql = postgres(server.databaseUrl, { max: 1, onnotice: () => {} });
    await use(sql);
    await sql.end();
  },
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

/**
 * Resolves once the page has painted two more frames: React runs the effects of a render before
 * the next frame, so whatever the app does after it is ready has happened by then.
 */
export async function afterNextFrames(page: Page, frames = 2) {
  await page.evaluate(
    (count) =>
      new Promise<void>((done) => {
        const step = (left: number) => (left === 0 ? done() : requestAnimationFrame(() => step(left - 1)));
        step(count);
      }),
    frames,
  );
}
