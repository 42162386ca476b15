import postgres from "postgres";

/**
 * `bun run test`: the whole suite. Unit and integration tests on PGlite, then again on a fresh
 * Postgres database, then the Playwright suite in Debian's Chromium. Ends with `N passed, N failed`.
 */
const postgresAdminUrl = process.env.TEST_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const runId = `${Date.now().toString(36)}_${process.pid}`;
let passed = 0;
let failed = 0;

async function run(label: string, cmd: string[], env: Record<string, string | undefined> = {}) {
  console.log(`\n=== ${label} ===`);
  const child = Bun.spawn(cmd, { env: { ...process.env, ...env }, stdout: "pipe", stderr: "pipe" });
  let output = "";
  const pump = async (stream: ReadableStream<Uint8Array>, sink: NodeJS.WriteStream) => {
    const decoder = new TextDecoder();
    for await (const chunk of stream) {
      const text = decoder.decode(chunk, { stream: true });
      output += text;
      sink.write(text);
    }
  };
  await Promise.all([pump(child.stdout, process.stdout), pump(child.stderr, process.stderr)]);
  const code = await child.exited;
  return { code, output };
}

function countBun(output: string, code: number) {
  const pass = Number(output.match(/^\s*(\d+) pass$/m)?.[1] ?? 0);
  const fail = Number(output.match(/^\s*(\d+) fail$/m)?.[1] ?? 0);
  passed += pass;
  // A runner that failed without reporting a failed test still counts as one failure.
  failed += fail || (code !== 0 ? 1 : 0);
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

const pglite = await run("bun test on PGlite", ["bun", "test"], { TEST_POSTGRES_URL: "" });
countBun(pglite.output, pglite.code);

if (await postgresReachable()) {
  const pg = await run("bun test on Postgres", ["bun", "test"], { TEST_POSTGRES_URL: postgresAdminUrl });
  countBun(pg.output, pg.code);
} else {
  console.error(`Postgres is not reachable at ${postgresAdminUrl}: the Postgres run counts as failed.`);
  failed += 1;
}

if (process.env.SKIP_E2E === "1") {
  console.log("SKIP_E2E=1: the Playwright suite was not run.");
} else {
  const build = await run("client build", ["bun", "run", "build"]);
  if (build.code !== 0) failed += 1;
  else {
    const e2eDb = `hs_e2e_${runId}`.toLowerCase();
    const adminUrl = new URL(postgresAdminUrl);
    adminUrl.pathname = `/${e2eDb}`;
    const resultsFile = "test-results/results.json";
    await Bun.write(resultsFile, "{}");
    const e2e = await run("Playwright in Chromium", ["bunx", "playwright", "test"], { E2E_DATABASE_URL: adminUrl.toString() });
    try {
      const stats = (await Bun.file(resultsFile).json()).stats as { expected: number; unexpected: number; flaky: number };
      passed += stats.expected + stats.flaky;
      failed += stats.unexpected || (e2e.code !== 0 ? 1 : 0);
    } catch {
      failed += 1;
    }
    const admin = postgres(new URL("/postgres", postgresAdminUrl).toString(), { max: 1, onnotice: () => {} });
    await admin.unsafe(`drop database if exists "${e2eDb}" with (force)`).catch(() => {});
    await admin.end();
  }
}

console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
