import { existsSync } from "node:fs";
import postgres from "postgres";
import { e2eChromiumPath } from "../tests/e2e/support/chromium-path";
import { driverDependentTestFiles } from "./driver-tests";
import { dropLeftoverTestDatabases, e2eRunDatabasePrefix } from "../tests/support/test-database-names";

/**
 * `bun run test`: the whole suite. Unit and integration tests on PGlite and, at the same time,
 * the tests that touch the database on Postgres (scripts/driver-tests.ts) while the client is
 * built (with TEST_CHECKS=1, then type-checked and linted); the Playwright suite in Debian's
 * Chromium starts once the Postgres run and the checks are done, beside the end of the PGlite run. Ends with
 * `N passed, N failed`. With TEST_REPORT=file, the names of the failed tests are written there
 * as JSON (scripts/repeat-ci.ts reads it). A missing prerequisite (Postgres, Chromium) fails the
 * run under CI=true and is skipped with its reason otherwise (README, "Tests").
 */
const postgresAdminUrl = process.env.TEST_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const chromiumPath = e2eChromiumPath();
const inCI = process.env.CI === "true" || process.env.CI === "1";
/** bunfig.toml's `timeout` is not read by bun test: on a loaded machine the first PGlite open alone (compiling its WebAssembly) has taken 26 s. */
const bunTestFlags = ["--timeout", "60000"];
let passed = 0;
let failed = 0;
const failures: string[] = [];
const flaky: string[] = [];
const skipped: string[] = [];
/** What bun printed for each failed test, repeated at the very end: CI shows only the tail of the output. */
const failureExcerpts: string[] = [];

/** The lines bun printed for one failed test: from the previous test's result line to its own `(fail)` line, at most 40. */
function excerptBefore(output: string, failLineStart: number) {
  const lines = output.slice(0, failLineStart).split("\n");
  let start = lines.length - 1;
  while (start > 0 && !/^\((pass|fail|skip|todo)\) /.test(lines[start - 1] ?? "")) start -= 1;
  return lines
    .slice(Math.max(start, lines.length - 40))
    .join("\n")
    .trimEnd();
}

/** Under CI a missing prerequisite is a failure; elsewhere the part is skipped, saying why. */
function missingPrerequisite(part: string, reason: string) {
  if (inCI) {
    console.error(`FAILED: ${part} cannot run under CI=true: ${reason}.`);
    failed += 1;
    failures.push(`${part}: ${reason}`);
  } else {
    console.warn(`SKIPPED: ${part}: ${reason}.`);
    skipped.push(`${part} (${reason})`);
  }
}

/** Runs a command; its output is shown as it comes (live) or at once when it ends, so parallel runs do not interleave. */
async function run(label: string, cmd: string[], env: Record<string, string | undefined> = {}, live = true) {
  if (live) console.log(`\n=== ${label} ===`);
  const started = performance.now();
  const child = Bun.spawn(cmd, { env: { ...process.env, ...env }, stdout: "pipe", stderr: "pipe" });
  let output = "";
  const pump = async (stream: ReadableStream<Uint8Array>, sink: NodeJS.WriteStream) => {
    const decoder = new TextDecoder();
    for await (const chunk of stream) {
      const text = decoder.decode(chunk, { stream: true });
      output += text;
      if (live) sink.write(text);
    }
  };
  await Promise.all([pump(child.stdout, process.stdout), pump(child.stderr, process.stderr)]);
  const code = await child.exited;
  if (!live) console.log(`\n=== ${label} ===\n${output}`);
  console.log(`=== ${label}: exit ${code} in ${((performance.now() - started) / 1000).toFixed(1)} s ===`);
  return { code, output };
}

function countBun(label: string, { output, code }: { output: string; code: number }) {
  const pass = Number(output.match(/^\s*(\d+) pass$/m)?.[1] ?? 0);
  const fail = Number(output.match(/^\s*(\d+) fail$/m)?.[1] ?? 0);
  passed += pass;
  // bun prints each failed test twice (as it fails and in its closing summary): name it once.
  const named = new Set<string>();
  for (const match of output.matchAll(/^\(fail\) (.+?)(?: \[[\d.]+m?s\])?$/gm)) {
    if (named.has(match[1] ?? "")) continue;
    named.add(match[1] ?? "");
    failures.push(`${label}: ${match[1]}`);
    failureExcerpts.push(`--- ${label}: ${match[1]}\n${excerptBefore(output, match.index ?? 0)}`);
  }
  // A runner that failed without reporting a failed test still counts as one failure.
  failed += fail || (code !== 0 ? 1 : 0);
  if (!fail && code !== 0) failures.push(`${label}: the runner exited ${code}`);
}

/** A run that was killed leaves its test databases on the server: those whose process is gone go first (docs/testing.md). */
async function dropLeftovers() {
  const admin = postgres(postgresAdminUrl, { max: 1, onnotice: () => {} });
  try {
    const dropped = await dropLeftoverTestDatabases(admin);
    if (dropped.length > 0) console.log(`Dropped ${dropped.length} test database${dropped.length === 1 ? "" : "s"} left by runs that did not end cleanly.`);
  } finally {
    await admin.end();
  }
}

async function postgresReachable() {
  const sql = postgres(postgresAdminUrl, { max: 1, connect_timeout: 3, onnotice: () => {} });
  try {
    await sql`select 1`;
    return true;
  } catch {
    return false;
  } finally {
    await sql.end();
  }
}

/**
 * Every test process keeps the memory it frees instead of handing it back to the system after
 * 100 ms (mimalloc's purge delay; Bun allocates with mimalloc): where touching fresh memory is slow,
 * handing it back and faulting it in again cost the PGlite run a sixth of its time (docs/testing.md,
 * "Where the suite's time goes"). Children inherit it. Servers in production keep the default.
 */
process.env.MIMALLOC_PURGE_DELAY ??= "-1";
const skipE2e = process.env.SKIP_E2E === "1";
/** TEST_CHECKS=1 (.ci/run): the type check and the lint run here too, beside the tests, and count as one failure each. */
const withChecks = process.env.TEST_CHECKS === "1";
/** `tsgo`, TypeScript's native compiler, checks this tree like `tsc` in a fraction of its time (docs/decisions/0034-native-type-check.md). */
const typeCheck = () => run("type check", ["bunx", "tsgo", "--noEmit", "-p", "."], {}, false);
const postgresUp = await postgresReachable();
if (postgresUp) await dropLeftovers();
const onPostgres = postgresUp
  ? run("bun test on Postgres", ["bun", "test", ...bunTestFlags, ...driverDependentTestFiles()], { TEST_POSTGRES_URL: postgresAdminUrl }, false)
  : undefined;
const build = skipE2e ? undefined : run("client build", ["bun", "run", "build"], {}, false);
// Printed when it ends: the Playwright suite, printed as it runs, starts before it is over.
const onPglite = run("bun test on PGlite", ["bun", "test", ...bunTestFlags], { TEST_POSTGRES_URL: "" }, false);
// The PGlite run is the longest part and uses one core: the checks take the other one once the build is done.
const checks = withChecks
  ? (async () => {
      await build;
      const typed = await typeCheck();
      return { typed, linted: await run("lint", ["bun", "run", "lint"], {}, false) };
    })()
  : undefined;

// The Postgres run and the checks end well before the PGlite run: the browser suite starts then, on
// the core they leave free, instead of after the PGlite run (docs/testing.md, "What runs, and in what order").
await Promise.all([onPostgres, checks]);
const onBrowsers = browserSuite();
countBun("PGlite", await onPglite);
if (onPostgres) countBun("Postgres", await onPostgres);
else missingPrerequisite("bun test on Postgres", `Postgres is not reachable at ${postgresAdminUrl} (set TEST_POSTGRES_URL)`);
if (checks) {
  const { typed, linted } = await checks;
  for (const [name, { code }] of [
    ["type check", typed],
    ["lint", linted],
  ] as const) {
    if (code !== 0) {
      failed += 1;
      failures.push(`${name} failed`);
    }
  }
}

/** The Playwright suite in Chromium, counted into the totals; its failures are named. */
async function browserSuite() {
  if (skipE2e) {
    console.log("SKIP_E2E=1: the Playwright suite was not run.");
  } else if (!existsSync(chromiumPath)) {
    missingPrerequisite("Playwright in Chromium", `no Chromium at ${chromiumPath} (apt-get install chromium-headless-shell, or set CHROMIUM_PATH)`);
  } else if (!postgresUp) {
    missingPrerequisite("Playwright in Chromium", `its server needs Postgres at ${postgresAdminUrl}`);
  } else if (!build || (await build).code !== 0) {
    failed += 1;
    failures.push("client build failed");
  } else {
    const e2eDb = e2eRunDatabasePrefix();
    const resultsFile = "test-results/results.json";
    await Bun.write(resultsFile, "{}");
    const e2e = await run("Playwright in Chromium", ["bunx", "playwright", "test"], { E2E_DATABASE_URL: new URL(`/${e2eDb}`, postgresAdminUrl).toString() });
    try {
      const report = (await Bun.file(resultsFile).json()) as PlaywrightReport;
      passed += report.stats.expected + report.stats.flaky;
      failed += report.stats.unexpected || (e2e.code !== 0 ? 1 : 0);
      const outcome = playwrightOutcome(report);
      for (const name of outcome.failed) failures.push(`Playwright: ${name}`);
      for (const name of outcome.flaky) flaky.push(`Playwright: ${name}`);
    } catch {
      failed += 1;
      failures.push("Playwright: no report");
    }
    // Each worker drops its database when it ends; a crashed worker's is dropped here.
    const admin = postgres(new URL("/postgres", postgresAdminUrl).toString(), { max: 1, onnotice: () => {} });
    const left = await admin<{ datname: string }[]>`select datname from pg_database where datname like ${`${e2eDb}%`}`.catch(() => []);
    for (const { datname } of left) await admin.unsafe(`drop database if exists "${datname}" with (force)`).catch(() => {});
    await admin.end();
  }
}

interface PlaywrightSuite {
  title: string;
  suites?: PlaywrightSuite[];
  specs?: { title: string; tests: { status: string }[] }[];
}
interface PlaywrightReport {
  stats: { expected: number; unexpected: number; flaky: number };
  suites?: PlaywrightSuite[];
}

/** Titles of the tests that failed, and of those that passed only on a retry. */
function playwrightOutcome(report: PlaywrightReport): { failed: string[]; flaky: string[] } {
  const outcome = { failed: [] as string[], flaky: [] as string[] };
  const walk = (suite: PlaywrightSuite, path: string[]) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        const name = [...path, spec.title].join(" › ");
        if (test.status === "unexpected") outcome.failed.push(name);
        if (test.status === "flaky") outcome.flaky.push(name);
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...path, child.title]);
  };
  for (const suite of report.suites ?? []) walk(suite, [suite.title]);
  return outcome;
}

await onBrowsers;

if (process.env.TEST_REPORT) await Bun.write(process.env.TEST_REPORT, JSON.stringify({ passed, failed, failures, flaky }, null, 2));
if (failureExcerpts.length > 0) console.error(`\nWhat bun printed for each failed test:\n${failureExcerpts.join("\n\n")}`);
if (failures.length > 0) console.error(`\nFailed: ${failures.join("; ")}`);
// A test that passed only on its retry still counts as passed, but is named: it is a bug to fix.
if (flaky.length > 0) console.warn(`\nPassed only on a retry (flaky, to fix): ${flaky.join("; ")}`);
if (skipped.length > 0) console.warn(`\nSkipped, not run: ${skipped.join("; ")}`);
console.log(`\n${passed} passed, ${failed} failed${skipped.length > 0 ? `, ${skipped.length} part(s) skipped` : ""}`);
process.exit(failed > 0 ? 1 : 0);
