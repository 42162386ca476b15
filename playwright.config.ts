import { defineConfig } from "@playwright/test";
import { e2eChromiumPath } from "./tests/e2e/support/chromium-path";

/**
 * Each worker starts its own app on E2E_PORT + n with its own database E2E_DATABASE_URL_wn
 * (tests/e2e/support/worker-server.ts); E2E_WORKERS sets how many. Three on two cores, and single
 * tests spread over them (not whole files): while one worker waits for its server, the others keep
 * the cores busy (docs/decisions/0032-parallel-e2e-workers.md).
 */
const workers = Number(process.env.E2E_WORKERS ?? 3);

export default defineConfig({
  testDir: "./tests/e2e",
  testMatch: "**/*.e2e.ts",
  outputDir: "./test-results",
  fullyParallel: true,
  workers,
  // In CI one retry, so that one unlucky timing does not sink a run; the run names every test
  // that needed it (scripts/test-all.ts), and `scripts/repeat-ci.ts` measures with none.
  retries: Number(process.env.E2E_RETRIES ?? (process.env.CI ? 1 : 0)),
  // Bounds, not waits: on a slow machine (page faults cost ten times the usual) a test of two
  // languages took more than a minute (docs/testing.md, "Where the suite's time goes").
  timeout: 120_000,
  expect: { timeout: 10_000 },
  reporter: [["list"], ["json", { outputFile: "test-results/results.json" }]],
  use: {
    browserName: "chromium",
    // Recording a trace made every test cost about twice the browser CPU: it is recorded for the
    // retry of a failed test only (`--trace on` records one locally; decisions/0035-headless-shell-for-e2e.md).
    trace: "on-first-retry",
    launchOptions: {
      executablePath: e2eChromiumPath(),
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--disable-quic",
        "--no-first-run",
        // A test page lives seconds: V8's optimising tiers and extra raster threads cost CPU it never
        // gets back (decisions/0035-headless-shell-for-e2e.md, update of 2026-11-26).
        "--js-flags=--no-opt --no-maglev",
        "--num-raster-threads=1",
        "--disable-smooth-scrolling",
      ],
    },
  },
  // `bun start` exactly as production runs it, on the embedded database: started here and not
  // waited for, so that its seeding overlaps the workers' tests (tests/e2e/support/smoke-server.ts).
  globalSetup: "./tests/e2e/support/smoke-server.ts",
});
