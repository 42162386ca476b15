import { defineConfig } from "@playwright/test";

const e2ePort = Number(process.env.E2E_PORT ?? 3100);
const smokePort = Number(process.env.SMOKE_PORT ?? 3101);
export const e2eDatabaseUrl = process.env.E2E_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/hs_e2e";

export default defineConfig({
  testDir: "./tests/e2e",
  testMatch: "**/*.e2e.ts",
  outputDir: "./test-results",
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [["list"], ["json", { outputFile: "test-results/results.json" }]],
  use: {
    baseURL: `http://127.0.0.1:${e2ePort}`,
    browserName: "chromium",
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--disable-quic", "--no-first-run"],
    },
  },
  webServer: [
    {
      // The app as the tests drive it: built client, a fresh Postgres database, the development issuer.
      command: "bun scripts/e2e-server.ts",
      url: `http://127.0.0.1:${e2ePort}/readyz`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: { PORT: String(e2ePort), E2E_DATABASE_URL: e2eDatabaseUrl, PUBLIC_URL: `http://127.0.0.1:${e2ePort}` },
    },
    {
      // `bun start` exactly as production runs it, on the embedded database.
      command: "bun run start",
      url: `http://127.0.0.1:${smokePort}/readyz`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: {
        PORT: String(smokePort),
        DATA_DIR: `./data/smoke-${Date.now()}`,
        SESSION_SECRET: "smoke-test-secret-that-is-long-enough-0123456789",
        OIDC_ISSUER: "https://issuer.invalid",
        PUBLIC_URL: `http://127.0.0.1:${smokePort}`,
        INSURER_NAME: "Assurances Smoke & Co",
      },
    },
  ],
});

export const smokeBaseUrl = `http://127.0.0.1:${smokePort}`;
