import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import postgres from "postgres";
import frCommon from "../../src/shared/i18n/fr/common";
import frWizard from "../../src/shared/i18n/fr/wizard";
import { frenchDictionary } from "../../src/shared/i18n/french-typography";
import nlCommon from "../../src/shared/i18n/nl/common";
import nlWizard from "../../src/shared/i18n/nl/wizard";
import { freePort } from "../support/free-port";
import { expect, type Page, test } from "./support/test";
import { storeChoicesBeforeLoad } from "./support/consent";

/**
 * The reference a support desk searches (docs/operations/logging-and-errors.md): shown on the
 * error toast and the error page in FR and NL, and found in the server's own log. The server here
 * is a process of its own (`bun src/server/main.ts` on a Postgres database of this file) so that
 * its log lines can be read.
 */
type Lang = "fr" | "nl";
const W = { fr: frenchDictionary(frWizard), nl: nlWizard } as const;
const C = { fr: frenchDictionary(frCommon), nl: nlCommon } as const;
const root = resolve(fileURLToPath(new URL("../..", import.meta.url)));

// Its own database, per Playwright worker (docs/decisions/0032-parallel-e2e-workers.md).
const e2eDatabaseUrl = process.env.E2E_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/hs_e2e";
const dbName = `${new URL(e2eDatabaseUrl).pathname.slice(1)}_logs_w${process.env.TEST_PARALLEL_INDEX ?? "0"}`;
const adminUrl = new URL(e2eDatabaseUrl);
adminUrl.pathname = "/postgres";
const databaseUrl = new URL(e2eDatabaseUrl);
databaseUrl.pathname = `/${dbName}`;

let child: ChildProcess;
let output = "";
let origin = "";
let dataDir: string | undefined;
let sql: postgres.Sql;

interface LogLine {
  event?: string;
  level?: string;
  requestId?: string;
  err?: { stack?: string };
  [field: string]: unknown;
}

function logLines(): LogLine[] {
  return output
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => JSON.parse(line));
}

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const admin = postgres(adminUrl.toString(), { max: 1, onnotice: () => {} });
  await admin.unsafe(`drop database if exists "${dbName}" with (force)`);
  await admin.unsafe(`create database "${dbName}"`);
  await admin.end();
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  dataDir = mkdtempSync(join(tmpdir(), "hs-e2e-logs-"));
  child = spawn("bun", ["src/server/main.ts"], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: "test",
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_URL: origin,
      DATABASE_URL: databaseUrl.toString(),
      DATA_DIR: dataDir,
      CREATE_RATE_LIMIT_PER_MINUTE: "1000",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (chunk) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk) => (output += chunk.toString()));
  const deadline = Date.now() + 90_000;
  for (;;) {
    const ready = await fetch(`${origin}/readyz`).catch(() => undefined);
    if (ready?.status === 200) break;
    if (Date.now() > deadline || child.exitCode !== null) throw new Error(`server not ready:\n${output}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  sql = postgres(databaseUrl.toString(), { max: 1, onnotice: () => {} });
});

test.afterAll(async () => {
  await sql?.end();
  // Waited for only while it runs: a server that never started or already ended sends no "exit".
  if (child && child.exitCode === null && child.signalCode === null) {
    const exited = new Promise((done) => child.once("exit", done));
    child.kill("SIGTERM");
    await exited;
  }
  // Its database goes with it (a run outside `bun run test` would otherwise leave one per worker).
  const admin = postgres(adminUrl.toString(), { max: 1, onnotice: () => {} });
  await admin.unsafe(`drop database if exists "${dbName}" with (force)`);
  await admin.end();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

async function open(page: Page, lang: Lang, path: string) {
  await storeChoicesBeforeLoad(page, lang);
  await page.goto(`${origin}${path}`);
}

function field(page: Page, label: string) {
  return page.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\s*\\*?$`));
}

async function fillWizardUpToSend(page: Page, lang: Lang) {
  const w = W[lang];
  await open(page, lang, "/newproject/1/1");
  await expect(page.getByRole("heading", { level: 1, name: w.pageTitle })).toBeVisible();
  const next = page.getByTestId("wizard-next");
  await next.click();
  await field(page, w.expert.postCodeLabel).fill("1000");
  await page.getByRole("button", { name: w.expert.search, exact: true }).click();
  await page.locator('input[name="wizard-postal-area"]').first().check();
  await page.getByRole("button", { name: w.expert.checkAvailability }).click();
  await next.click();
  await expect(page.locator("[data-question]").first()).toBeVisible();
  for (const question of await page.locator("[data-question]").all()) await question.locator("input").first().check();
  await next.click();
  const p = w.personal;
  await page.getByRole("radio", { name: p.no, exact: true }).check();
  await field(page, p.lastName).fill("Peeters");
  await field(page, p.firstName).fill("Lotte");
  await field(page, p.mobile).fill("+32 470 55 66 77");
  await field(page, p.email).fill(`lotte.${lang}.${Date.now()}@example.be`);
  await field(page, p.street).fill("Meir 1");
  await page.locator("#wizard-privacy").check();
  return next;
}

async function waitForLog(match: (line: LogLine) => boolean): Promise<LogLine> {
  await expect.poll(() => logLines().some(match), { timeout: 10_000 }).toBe(true);
  return logLines().find(match)!;
}

for (const lang of ["fr", "nl"] as const) {
  test(`a server failure's toast shows the reply's X-Request-Id as a reference, found in the server log (${lang.toUpperCase()})`, async ({ page }) => {
    const send = await fillWizardUpToSend(page, lang);
    // A real internal failure: the answers table is away while the request is sent.
    await sql.unsafe("alter table home_project_answers rename to home_project_answers_away");
    let requestId: string | null;
    try {
      const [response] = await Promise.all([page.waitForResponse((r) => r.url().includes("/api/homeproject/addproject")), send.click()]);
      expect(response.status()).toBe(500);
      requestId = await response.headerValue("x-request-id");
    } finally {
      await sql.unsafe("alter table home_project_answers_away rename to home_project_answers");
    }
    expect(requestId).toMatch(/^[2-9a-z]{12}$/);
    const reference = page.getByRole("alert").getByTestId("error-reference").or(page.locator(".mantine-Notification-root").getByTestId("error-reference"));
    await expect(reference.first()).toHaveText(C[lang].error.reference.replace(/\{ref(:string)?\}/, requestId!));
    const logged = await waitForLog((l) => l.event === "api.failed" && l.requestId === requestId);
    expect(logged.level).toBe("error");
    expect(logged.err?.stack).toBeTruthy();
  });

  test(`the error page shows a reference, and the crash report arrives in the server log under it (${lang.toUpperCase()})`, async ({ page }) => {
    // The login page's chunk cannot be downloaded: the error boundary catches the failed import.
    await page.route("**/assets/login.page-*.js", (route) => route.abort());
    await open(page, lang, "/login");
    await expect(page.getByRole("heading", { level: 1, name: C[lang].error.title })).toBeVisible();
    const reference = page.getByTestId("error-reference");
    await expect(reference).toBeVisible();
    const id = await reference.getAttribute("data-reference");
    expect(id).toMatch(/^[2-9a-z]{12}$/);
    await expect(reference).toHaveText(C[lang].error.reference.replace(/\{ref(:string)?\}/, id!));
    const crash = await waitForLog((l) => l.event === "client.crash" && l.requestId === id);
    expect(crash).toMatchObject({ level: "error", kind: "boundary", page: "/login" });
    expect(crash.release).toMatch(/^[\w.-]+$/);
    expect(crash.release).not.toBe("dev");
  });
}

test("an uncaught error and an unhandled rejection in the page are reported; the source maps are not served", async ({ page }) => {
  await open(page, "fr", "/");
  await page.evaluate(() => {
    setTimeout(() => {
      throw new Error("e2e window crash");
    });
    void Promise.reject(new Error("e2e rejected promise"));
  });
  await waitForLog((l) => l.event === "client.crash" && l.kind === "error" && String(l.message).includes("e2e window crash"));
  await waitForLog((l) => l.event === "client.crash" && l.kind === "unhandledrejection" && String(l.message).includes("e2e rejected promise"));
  const maps = readdirSync(join(root, "dist/sourcemaps"));
  expect(maps.length).toBeGreaterThan(0);
  for (const name of maps.slice(0, 3)) {
    expect((await fetch(`${origin}/assets/${name}`)).status).toBe(404);
    expect((await fetch(`${origin}/${name}`)).status).toBe(404);
  }
});
