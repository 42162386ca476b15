/**
 * `bun run bench`: measured speed, each figure against a baseline measured in the same run.
 * Load comes from wrk in a second process on loopback; server and wrk pinned to different cores.
 * Knobs: BENCH_DURATION (s, default 5), BENCH_SOAK=1 (10-minute memory soak), BENCH_POSTGRES_URL
 * (admin URL of a Postgres server; a database is created and dropped), BENCH_PROJECTS, BENCH_PROVIDERS.
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { cpus, tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { sql } from "drizzle-orm";
import postgres from "postgres";
import { openDatabase, type DatabaseHandle } from "@/server/db/client";
import { findBestProvider, routingQuery } from "@/server/domain/routing/service";
import { brusselsDay } from "@/server/domain/working-days/brussels-time";
import { exportNetworkProjects, listNetworkProjects, projectsNeedingAttention } from "@/server/domain/projects/network-projects";
import { listProviders } from "@/server/domain/providers/service";
import { signIn } from "../tests/support/browser";
import { trpcQueryPath } from "../tests/support/trpc";
import { validPayload } from "../tests/support/fixtures";
import { freePort } from "../tests/support/free-port";
import { addDashboardHistory, coverageSize, dashboardCases } from "./dashboard";
import { buildDataset, defaultSize, figureList } from "./dataset";
import { publicPageFiles } from "./public-page-files";
import { plainInsertCount } from "./plain-inserts";

const root = resolve(import.meta.dir, "..");
const duration = Number(process.env.BENCH_DURATION ?? 5);
const soak = process.env.BENCH_SOAK === "1";
const adminUrl = process.env.BENCH_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const resultsDir = join(root, "bench/results");
mkdirSync(resultsDir, { recursive: true });
const cores = cpus().length;
const serverCpu = "0";
const loadCpu = cores > 1 ? "1" : "0";
const hasTaskset = Bun.which("taskset") !== null;
const pin = (cpu: string, cmd: string[]) => (hasTaskset ? ["taskset", "-c", cpu, ...cmd] : cmd);

interface Row {
  section: string;
  measure: string;
  value: string;
  baseline: string;
  ratio: string;
  goal: string;
  met: string;
  note?: string;
}
const rows: Row[] = [];
const raw: Record<string, unknown> = { startedAt: new Date().toISOString(), duration, soak, cores, pinned: hasTaskset };
const log = (...args: unknown[]) => console.log("[bench]", ...args);
const fmt = (n: number, d = 2) => (Number.isFinite(n) ? n.toFixed(d) : "n/a");
function add(row: Row) {
  rows.push(row);
  log(`${row.section} | ${row.measure}: ${row.value} vs ${row.baseline} → ${row.ratio} ${row.goal ? `(goal ${row.goal}: ${row.met})` : ""}`);
}

// ---------------------------------------------------------------- tools
async function sh(cmd: string[], options: { env?: Record<string, string>; quiet?: boolean } = {}) {
  const child = Bun.spawn(cmd, { cwd: root, env: { ...process.env, ...options.env }, stdout: "pipe", stderr: "pipe" });
  const [out, err, code] = await Promise.all([new Response(child.stdout).text(), new Response(child.stderr).text(), child.exited]);
  if (code !== 0 && !options.quiet) throw new Error(`${cmd.join(" ")} → ${code}\n${out}\n${err}`);
  return { out, err, code };
}

async function ensureWrk() {
  if (Bun.which("wrk")) return;
  log("installing wrk (apt-get install -y wrk)");
  await sh(["apt-get", "install", "-y", "wrk"], { env: { DEBIAN_FRONTEND: "noninteractive" } });
}

interface WrkResult {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  requests: number;
}
function toMs(text: string): number {
  const m = text.match(/([\d.]+)(us|ms|s|m)/);
  if (!m) return NaN;
  const v = Number(m[1]);
  return m[2] === "us" ? v / 1000 : m[2] === "ms" ? v : m[2] === "s" ? v * 1000 : v * 60_000;
}
async function wrk(url: string, options: { connections?: number; seconds?: number; script?: string; headers?: string[] } = {}): Promise<WrkResult> {
  const c = options.connections ?? 32;
  const args = ["wrk", "-t1", `-c${c}`, `-d${options.seconds ?? duration}s`, "--latency", "--timeout", "10s"];
  for (const h of options.headers ?? []) args.push("-H", h);
  if (options.script) args.push("-s", options.script);
  args.push(url);
  const { out } = await sh(pin(loadCpu, args));
  const rps = Number(out.match(/Requests\/sec:\s+([\d.]+)/)?.[1] ?? NaN);
  const p50 = toMs(out.match(/\s50%\s+(\S+)/)?.[1] ?? "");
  const p99 = toMs(out.match(/\s99%\s+(\S+)/)?.[1] ?? "");
  const errs = out.match(/Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/);
  const errors = errs ? errs.slice(1).reduce((a, b) => a + Number(b), 0) : 0;
  const non2xx = Number(out.match(/Non-2xx or 3xx responses: (\d+)/)?.[1] ?? 0);
  const requests = Number(out.match(/(\d+) requests in/)?.[1] ?? 0);
  return { rps, p50, p99, errors, non2xx, requests };
}

interface Proc {
  pid: number;
  origin: string;
  stop(): Promise<void>;
  rssMiB(): number;
}
/** CPU seconds (user + system) a process has used so far, from /proc (clock ticks of 1/100 s). */
function cpuSecondsOf(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

async function spawnServer(
  cmd: string[],
  env: Record<string, string>,
  readyPath = "/healthz",
  cpu = serverCpu,
): Promise<Proc & { startMs: number; startCpuS: number }> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), "hs-bench-"));
  const t0 = performance.now();
  const child = Bun.spawn(pin(cpu, cmd), {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: "test",
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_URL: origin,
      DATA_DIR: dataDir,
      CREATE_RATE_LIMIT_PER_MINUTE: "100000000",
      UPLOAD_RATE_LIMIT_PER_MINUTE: "100000000",
      ...env,
    },
    stdout: "pipe",
    stderr: "pipe",
  });
  let output = "";
  void (async () => {
    for await (const chunk of child.stderr) output += new TextDecoder().decode(chunk);
  })();
  void (async () => {
    for await (const chunk of child.stdout) output += new TextDecoder().decode(chunk);
  })();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${cmd.join(" ")} exited: ${output}`);
    const r = await fetch(`${origin}${readyPath}`).catch(() => undefined);
    if (r?.status === 200) break;
    if (performance.now() - t0 > 120_000) throw new Error(`not ready: ${output}`);
    await Bun.sleep(10);
  }
  const startMs = performance.now() - t0;
  const startCpuS = cpuSecondsOf(child.pid);
  return {
    pid: child.pid,
    origin,
    startMs,
    startCpuS,
    rssMiB: () => Number(readFileSync(`/proc/${child.pid}/status`, "utf8").match(/VmRSS:\s+(\d+)/)?.[1] ?? NaN) / 1024,
    stop: async () => {
      child.kill("SIGTERM");
      await Promise.race([child.exited, Bun.sleep(10_000)]);
      if (child.exitCode === null) child.kill("SIGKILL");
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}
/** Latencies of `fn` at concurrency c for n calls in all. */
async function measure(fn: () => Promise<unknown>, n: number, c: number) {
  const times: number[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: c }, async () => {
      while (next++ < n) {
        const t = performance.now();
        await fn();
        times.push(performance.now() - t);
      }
    }),
  );
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95), p99: percentile(times, 99) };
}

// ---------------------------------------------------------------- set-up
await ensureWrk();
if (!existsSync(join(root, "dist/client/index.html")) || process.env.BENCH_BUILD === "1") {
  log("bun run build");
  await sh(["bun", "run", "build"]);
}
const dbName = `hs_bench_${Date.now().toString(36)}`;
const emptyDbName = `${dbName}_empty`;
const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
await admin.unsafe(`create database "${dbName}"`);
await admin.unsafe(`create database "${emptyDbName}"`);
const withDb = (name: string) => {
  const u = new URL(adminUrl);
  u.pathname = `/${name}`;
  return u.toString();
};
const pgUrl = withDb(dbName);
const cleanups: (() => Promise<unknown>)[] = [];
async function cleanup() {
  for (const c of cleanups.reverse()) await c().catch((e) => log("cleanup failed", String(e)));
  await admin.unsafe(`drop database if exists "${dbName}" with (force)`).catch(() => {});
  await admin.unsafe(`drop database if exists "${emptyDbName}" with (force)`).catch(() => {});
  await admin.end();
}
process.on("SIGINT", async () => {
  await cleanup();
  process.exit(130);
});

try {
  // ---------------------------------------------------------------- data
  log(`building the dataset on Postgres (${dbName})`);
  const pg = await openDatabase({ url: pgUrl, poolSize: 4 });
  await pg.migrate();
  let t = performance.now();
  const pgCounts = await buildDataset(pg.db, defaultSize);
  raw.postgresDataset = { ...pgCounts, seconds: (performance.now() - t) / 1000 };
  log("postgres dataset", raw.postgresDataset);

  log("building the dataset on PGlite (in memory, no projects)");
  const lite = await openDatabase({});
  await lite.migrate();
  t = performance.now();
  const liteCounts = await buildDataset(lite.db, defaultSize, { projects: false });
  raw.pgliteDataset = { ...liteCounts, seconds: (performance.now() - t) / 1000 };
  log("pglite dataset", raw.pgliteDataset);

  // Routing pairs: (service, postal area) drawn from real links, so most calls find someone.
  const pairRows = (await pg.db.execute(sql`select ps.service_id as s, ppa.postal_area_id as a from provider_postal_areas ppa
      join provider_services ps using (provider_id) where ppa.is_active order by md5(ppa.provider_id || '-' || ppa.postal_area_id || '-' || ps.service_id) limit 500`)) as unknown as {
    s: number;
    a: number;
  }[];
  const onDay = brusselsDay(new Date());
  const pairs = pairRows.map((r) => ({ serviceId: Number(r.s), postalAreaId: Number(r.a), onDay }));
  let pi = 0;
  const nextPair = () => pairs[pi++ % pairs.length]!;

  // ---------------------------------------------------------------- routing, in-process (both drivers)
  for (const [label, handle] of [
    ["Postgres", pg],
    ["PGlite", lite],
  ] as [string, DatabaseHandle][]) {
    const n = label === "Postgres" ? 2000 : 1000;
    const base1 = await measure(() => handle.db.execute(sql`select 1`), n, 1);
    const c1 = await measure(() => findBestProvider(handle.db, nextPair()), n, 1);
    const c32 = await measure(() => findBestProvider(handle.db, nextPair()), n, 32);
    add({
      section: `Routing at scale (${label}, domain query in-process)`,
      measure: "availability p50 / p99, c=1",
      value: `${fmt(c1.p50)} / ${fmt(c1.p99)} ms`,
      baseline: `select 1: ${fmt(base1.p50)} / ${fmt(base1.p99)} ms`,
      ratio: `p99 ×${fmt(c1.p99 / base1.p99, 1)}`,
      goal: label === "Postgres" ? "p99 < 5 ms" : "",
      met: label === "Postgres" ? (c1.p99 < 5 ? "yes" : "NO") : "",
    });
    add({
      section: `Routing at scale (${label}, domain query in-process)`,
      measure: "availability p50 / p99, c=32",
      value: `${fmt(c32.p50)} / ${fmt(c32.p99)} ms`,
      baseline: `c=1 p50 ${fmt(c1.p50)} ms`,
      ratio: `p50 ×${fmt(c32.p50 / c1.p50, 1)}`,
      goal: "",
      met: "",
    });
    const explain = (await handle.db.execute(sql`explain (analyze, buffers) ${routingQuery(pairs[0]!)}`)) as unknown as
      | Record<string, string>[]
      | { rows: Record<string, string>[] };
    const plan = (Array.isArray(explain) ? explain : explain.rows).map((r) => Object.values(r)[0]).join("\n");
    raw[`explainRouting${label}`] = plan;
    const indexes = [...new Set([...plan.matchAll(/Index(?: Only)? Scan (?:Backward )?using (\w+)/g)].map((m) => m[1]))];
    const seq = [...new Set([...plan.matchAll(/Seq Scan on (\w+)/g)].map((m) => m[1]))];
    add({
      section: `Routing at scale (${label})`,
      measure: "EXPLAIN ANALYZE",
      value: `indexes: ${indexes.join(", ") || "none"}${seq.length ? `; seq scans: ${seq.join(", ")}` : ""}`,
      baseline: "",
      ratio: "",
      goal: "index use",
      met: indexes.length > 0 && !seq.includes("provider_postal_areas") ? "yes" : "NO",
    });
  }
  await lite.close();

  // ---------------------------------------------------------------- console lists (Postgres, domain functions)
  {
    const now = new Date();
    const base = await measure(() => pg.db.execute(sql`select 1`), 100, 1);
    const lastPage = Math.max(1, Math.floor(Number((pgCounts as Record<string, number>).projects) / 20) - 10);
    const cases: [string, () => Promise<unknown>][] = [
      ["network project list, first page", () => listNetworkProjects(pg.db, { search: "", waitingTooLong: false, withoutProvider: false, page: 1 }, now)],
      [`network project list, page 250`, () => listNetworkProjects(pg.db, { search: "", waitingTooLong: false, withoutProvider: false, page: 250 }, now)],
      [
        `network project list, page ${lastPage} (near the end)`,
        () => listNetworkProjects(pg.db, { search: "", waitingTooLong: false, withoutProvider: false, page: lastPage }, now),
      ],
      ["customer-name search 'peeters'", () => listNetworkProjects(pg.db, { search: "peeters", waitingTooLong: false, withoutProvider: false, page: 1 }, now)],
      ["customer-name search 'ma' (short)", () => listNetworkProjects(pg.db, { search: "ma", waitingTooLong: false, withoutProvider: false, page: 1 }, now)],
      [
        "one provider's projects",
        () => listNetworkProjects(pg.db, { providerId: 17, search: "", waitingTooLong: false, withoutProvider: false, page: 1 }, now),
      ],
      ["waiting too long", () => listNetworkProjects(pg.db, { search: "", waitingTooLong: true, withoutProvider: false, page: 1 }, now)],
      [
        "calls not noted in time",
        () => listNetworkProjects(pg.db, { search: "", waitingTooLong: false, withoutProvider: false, callOverdue: true, page: 1 }, now),
      ],
      [
        "a dashboard figure's list: 30 days, completed, one province",
        () => listNetworkProjects(pg.db, { ...figureList(now), statusId: 5, province: "hainaut" }, now),
      ],
      ["a dashboard figure's list: 30 days, one service, Dutch", () => listNetworkProjects(pg.db, { ...figureList(now), serviceId: 3, language: "nl" }, now)],
      ["needs attention now (eight project counts)", () => projectsNeedingAttention(pg.db, now)],
      ["provider list with counts", () => listProviders(pg.db, { search: "", page: 1 }, brusselsDay(now))],
      ["provider list search 'provider 9'", () => listProviders(pg.db, { search: "provider 9", page: 1 }, brusselsDay(now))],
    ];
    for (const [name, fn] of cases) {
      await fn();
      const m = await measure(fn, 60, 1);
      add({
        section: "Console lists (Postgres, 100,000 projects, domain functions)",
        measure: `${name} p50 / p95`,
        value: `${fmt(m.p50)} / ${fmt(m.p95)} ms`,
        baseline: `select 1: ${fmt(base.p95)} ms`,
        ratio: `p95 ×${fmt(m.p95 / base.p95, 0)}`,
        goal: "p95 < 50 ms",
        met: m.p95 < 50 ? "yes" : "NO",
      });
    }
    // The CSV export: the list's newest 10,000 rows at once, read on a click, not on every page.
    {
      const all = { search: "", waitingTooLong: false, withoutProvider: false };
      await exportNetworkProjects(pg.db, all, now, "fr");
      const m = await measure(() => exportNetworkProjects(pg.db, all, now, "fr"), 10, 1);
      add({
        section: "Console lists (Postgres, 100,000 projects, domain functions)",
        measure: "project list export, newest 10,000 rows p50 / p95",
        value: `${fmt(m.p50)} / ${fmt(m.p95)} ms`,
        baseline: `select 1: ${fmt(base.p95)} ms`,
        ratio: `p95 ×${fmt(m.p95 / base.p95, 0)}`,
        goal: "p95 < 1000 ms",
        met: m.p95 < 1000 ? "yes" : "NO",
      });
    }
    for (const [name, q] of [
      ["first page", sql`explain (analyze) select id from home_projects order by created_at desc, id desc limit 20 offset 0`],
      [
        "search",
        sql`explain (analyze) select id from home_projects where (customer_first_name || ' ' || customer_last_name) ilike '%peeters%' order by created_at desc, id desc limit 20`,
      ],
    ] as const) {
      const r = (await pg.db.execute(q)) as unknown as Record<string, string>[];
      raw[`explainList ${name}`] = r.map((x) => Object.values(x)[0]).join("\n");
    }
  }

  // ---------------------------------------------------------------- project creation (Postgres)
  const server = await spawnServer(["bun", "bench/app-server.ts"], { DATABASE_URL: pgUrl, DATABASE_POOL_SIZE: "10" });
  cleanups.push(() => server.stop());
  const brussels = Number(
    ((await pg.db.execute(sql`select id from postal_areas where post_code = '1000' order by id limit 1`)) as unknown as { id: number }[])[0]!.id,
  );
  {
    const body = JSON.stringify(validPayload({ PostalAreaId: brussels }));
    const script = join(tmpdir(), `hs-bench-create-${process.pid}.lua`);
    // wrk's Lua strings are bytes: write the body as a Lua long string instead of a JSON-escaped one.
    writeFileSync(
      script,
      `wrk.method = "POST"\nwrk.body = [==[${body}]==]\nwrk.headers["Content-Type"] = "application/json"\nwrk.headers["Origin"] = "${server.origin}"\n`,
    );
    const before = Number(((await pg.db.execute(sql`select count(*)::int as n from home_projects`)) as unknown as { n: number }[])[0]!.n);
    const created = await wrk(`${server.origin}/api/homeproject/addproject`, { connections: 8, script });
    const after = Number(((await pg.db.execute(sql`select count(*)::int as n from home_projects`)) as unknown as { n: number }[])[0]!.n);
    // Baseline: plain postgres.js, the same rows (project + 3 answers) in one transaction, 8 at a time.
    const plainCount = await plainInsertCount(pgUrl, brussels, duration);
    const plainRate = plainCount / duration;
    raw.creation = { wrk: created, rowsWritten: after - before, plainCount };
    add({
      section: "Project creation (Postgres, c=8)",
      measure: "addproject per second",
      value: `${fmt(created.rps, 0)}/s (${after - before} rows, ${created.non2xx + created.errors} errors)`,
      baseline: `plain postgres.js insert ${fmt(plainRate, 0)}/s`,
      ratio: `${fmt((created.rps / plainRate) * 100, 0)}%`,
      goal: "no errors",
      met: created.non2xx + created.errors === 0 ? "yes" : "NO",
    });
  }

  // ---------------------------------------------------------------- framework cost (catalogue vs raw Bun.serve)
  {
    const url = `${server.origin}/api/servicecategory/getallactive`;
    const bodyFile = join(tmpdir(), `hs-bench-catalogue-${process.pid}.json`);
    writeFileSync(bodyFile, new Uint8Array(await (await fetch(url)).arrayBuffer()));
    const rawServer = await spawnServer(["bun", "bench/raw-server.ts"], { RAW_BODY_FILE: bodyFile }, "/");
    await wrk(url, { seconds: 1 });
    const app = await wrk(url);
    await wrk(rawServer.origin, { seconds: 1 });
    const base = await wrk(rawServer.origin);
    await rawServer.stop();
    const health = await wrk(`${server.origin}/healthz`);
    raw.framework = { app, base, health, bytes: readFileSync(bodyFile).byteLength };
    add({
      section: "Framework cost (c=32)",
      measure: "servicecategory/getallactive req/s",
      value: `${fmt(app.rps, 0)}/s (p99 ${fmt(app.p99)} ms)`,
      baseline: `raw Bun.serve, same ${readFileSync(bodyFile).byteLength} bytes: ${fmt(base.rps, 0)}/s`,
      ratio: `${fmt((app.rps / base.rps) * 100, 0)}%`,
      goal: "≥ 85%",
      met: app.rps / base.rps >= 0.85 ? "yes" : "NO",
    });
    add({
      section: "Framework cost (c=32)",
      measure: "/healthz req/s (Elysia, no database)",
      value: `${fmt(health.rps, 0)}/s`,
      baseline: `raw Bun.serve ${fmt(base.rps, 0)}/s`,
      ratio: `${fmt((health.rps / base.rps) * 100, 0)}%`,
      goal: "",
      met: "",
    });
  }

  // ---------------------------------------------------------------- tRPC cost
  {
    const { browser } = await signIn(server.origin, "network@example.com");
    const cookie = browser.cookieHeader();
    const trpcUrl = `${server.origin}${trpcQueryPath("network.projects.list", { search: "", page: 1 })}`;
    const check = await fetch(trpcUrl, { headers: { cookie } });
    if (check.status !== 200) throw new Error(`tRPC list answered ${check.status}: ${(await check.text()).slice(0, 200)}`);
    const trpc = await wrk(trpcUrl, { headers: [`Cookie: ${cookie}`] });
    const plainRoute = await wrk(`${server.origin}/bench/projects`);
    raw.trpc = { trpc, plainRoute };
    add({
      section: "tRPC cost (c=32, 100,000 projects)",
      measure: "network.projects.list page 1 req/s",
      value: `${fmt(trpc.rps, 0)}/s (p99 ${fmt(trpc.p99)} ms)`,
      baseline: `plain Elysia route, same domain call: ${fmt(plainRoute.rps, 0)}/s`,
      ratio: `${fmt((trpc.rps / plainRoute.rps) * 100, 0)}%`,
      goal: "≥ 60%",
      met: trpc.rps / plainRoute.rps >= 0.6 ? "yes" : "NO",
      note: "tRPC side includes session-cookie verification and the role check",
    });
  }

  // ---------------------------------------------------------------- dashboard (Postgres, domain functions)
  {
    await addDashboardHistory(pg.db, defaultSize.providers);
    const base = await measure(() => pg.db.execute(sql`select 1`), 100, 1);
    for (const [name, fn] of dashboardCases(pg.db)) {
      await fn();
      const m = await measure(fn, 30, 1);
      add({
        section: "Dashboard (Postgres, 100,000 projects, last 90 days)",
        measure: `${name} p50 / p95`,
        value: `${fmt(m.p50)} / ${fmt(m.p95)} ms`,
        baseline: `select 1: ${fmt(base.p95)} ms`,
        ratio: `p95 ×${fmt(m.p95 / base.p95, 0)}`,
        goal: "p95 < 200 ms",
        met: m.p95 < 200 ? "yes" : "NO",
      });
    }
    const size = await coverageSize(pg.db);
    add({
      section: "Dashboard (Postgres, 100,000 projects, last 90 days)",
      measure: `coverage map data (${size.points} points), gzip`,
      value: `${fmt(size.gzip / 1024, 1)} KiB`,
      baseline: `raw ${fmt(size.raw / 1024, 1)} KiB`,
      ratio: `${fmt((size.gzip / size.raw) * 100, 0)}% of raw`,
      goal: "< 100 KB",
      met: size.gzip < 100_000 ? "yes" : "NO",
    });
  }
  // ---------------------------------------------------------------- routing over HTTP (Postgres)
  {
    const script = join(tmpdir(), `hs-bench-routing-${process.pid}.lua`);
    const list = pairs
      .slice(0, 200)
      .map((p) => `"/api/provider/getbypostalcodeservicewithhighestscore?serviceId=${p.serviceId}&postalAreaId=${p.postalAreaId}"`)
      .join(",");
    writeFileSync(script, `local paths = {${list}}\nlocal i = 0\nrequest = function()\n  i = i % #paths + 1\n  return wrk.format("GET", paths[i])\nend\n`);
    // The tRPC run before leaves up to 32 list queries queued in the server: let them drain, and
    // warm up, so that the c=1 latencies are those of the routing call and not of that backlog.
    await Bun.sleep(2000);
    await wrk(server.origin, { connections: 1, script, seconds: 1 });
    for (const c of [1, 32]) {
      const r = await wrk(server.origin, { connections: c, script });
      const h = await wrk(`${server.origin}/healthz`, { connections: c });
      add({
        section: "Routing at scale (Postgres, over HTTP)",
        measure: `availability call p50 / p99, c=${c}`,
        value: `${fmt(r.p50)} / ${fmt(r.p99)} ms (${fmt(r.rps, 0)}/s)`,
        baseline: `/healthz ${fmt(h.p50)} / ${fmt(h.p99)} ms`,
        ratio: `p99 ×${fmt(r.p99 / h.p99, 1)}`,
        goal: c === 1 ? "p99 < 5 ms" : "",
        met: c === 1 ? (r.p99 < 5 ? "yes" : "NO") : "",
      });
    }
  }

  // ---------------------------------------------------------------- memory after mixed load
  {
    const script = join(tmpdir(), `hs-bench-mixed-${process.pid}.lua`);
    const paths = [
      "/api/servicecategory/getallactive",
      "/api/postalarea/getpostalareabypostalcode?postCode=9000",
      ...pairs.slice(0, 20).map((p) => `/api/provider/getbypostalcodeservicewithhighestscore?serviceId=${p.serviceId}&postalAreaId=${p.postalAreaId}`),
      "/api/servicesubcategory/getbyid?id=1",
    ];
    writeFileSync(
      script,
      `local paths = {${paths.map((p) => JSON.stringify(p)).join(",")}}\nlocal i = 0\nrequest = function()\n  i = i % #paths + 1\n  return wrk.format("GET", paths[i])\nend\n`,
    );
    await wrk(server.origin, { script, seconds: Math.max(3, duration) });
    const warm = server.rssMiB();
    const soakSeconds = soak ? 600 : Math.max(10, duration * 3);
    const samples: number[] = [];
    const load = wrk(server.origin, { script, seconds: soakSeconds });
    const sampler = setInterval(() => samples.push(server.rssMiB()), 1000);
    const result = await load;
    clearInterval(sampler);
    const after = server.rssMiB();
    raw.memory = { warm, after, samples, result, soakSeconds };
    add({
      section: `Memory (mixed read load, ${soakSeconds} s${soak ? ", soak" : "; BENCH_SOAK=1 for 10 min"})`,
      measure: "server RSS after load",
      value: `${fmt(after, 0)} MiB (max ${fmt(Math.max(...samples), 0)})`,
      baseline: `after warm-up ${fmt(warm, 0)} MiB`,
      ratio: `+${fmt(((after - warm) / warm) * 100, 1)}%`,
      goal: "growth < 20%",
      met: (after - warm) / warm < 0.2 ? "yes" : "NO",
    });
  }
  await server.stop();
  cleanups.pop();
  await pg.close();

  // ---------------------------------------------------------------- start time to /readyz
  {
    /** Median of three starts: time to ready, and the CPU the process used by then. */
    const times = async (cmd: string[], env: Record<string, string>, path: string) => {
      const runs: { ms: number; cpu: number }[] = [];
      for (let i = 0; i < 3; i++) {
        const s = await spawnServer(cmd, env, path);
        runs.push({ ms: s.startMs, cpu: s.startCpuS });
        await s.stop();
      }
      const median = (values: number[]) => values.sort((a, b) => a - b)[1]!;
      return { ms: median(runs.map((r) => r.ms)), cpu: median(runs.map((r) => r.cpu)) };
    };
    const bodyFile = join(tmpdir(), `hs-bench-empty-${process.pid}.json`);
    writeFileSync(bodyFile, "{}");
    const bare = (await times(["bun", "bench/raw-server.ts"], { RAW_BODY_FILE: bodyFile }, "/")).ms;
    const first = await spawnServer(["bun", "src/server/main.ts"], { DATABASE_URL: withDb(emptyDbName) }, "/readyz");
    await first.stop();
    const empty = await times(["bun", "src/server/main.ts"], { DATABASE_URL: withDb(emptyDbName) }, "/readyz");
    const seeded = await times(["bun", "src/server/main.ts"], { DATABASE_URL: pgUrl }, "/readyz");
    raw.start = { bare, firstEmpty: first.startMs, firstEmptyCpuS: first.startCpuS, empty, seeded };
    const rows = [
      { measure: "`main.ts` to ready /readyz, first start on an empty database (migrate + seed)", ms: first.startMs, cpu: first.startCpuS },
      { measure: "to ready /readyz, migrated demo database", ms: empty.ms, cpu: empty.cpu },
      { measure: "to ready /readyz, seeded Belgian-scale database", ms: seeded.ms, cpu: seeded.cpu },
    ];
    for (const row of rows)
      add({
        section: "Start (median of 3)",
        measure: row.measure,
        value: `${fmt(row.ms, 0)} ms (${fmt(row.cpu, 2)} CPU s)`,
        baseline: `bare Bun.serve ${fmt(bare, 0)} ms`,
        ratio: `×${fmt(row.ms / bare, 1)}`,
        goal: "",
        met: "",
      });
  }

  // ---------------------------------------------------------------- public-page JS/CSS gzip sizes
  {
    const dist = join(root, "dist/client");
    const entry = publicPageFiles(dist);
    const all = readdirSync(join(dist, "assets"), { recursive: true })
      .map(String)
      .filter((f) => /\.(js|css)$/.test(f))
      .map((f) => `assets/${f}`);
    const size = (files: string[], ext: string) =>
      files.filter((f) => f.endsWith(ext)).reduce((s, f) => s + (existsSync(join(dist, f)) ? Bun.gzipSync(readFileSync(join(dist, f))).byteLength : 0), 0);
    const rawSize = (files: string[], ext: string) =>
      files.filter((f) => f.endsWith(ext)).reduce((s, f) => s + (existsSync(join(dist, f)) ? readFileSync(join(dist, f)).byteLength : 0), 0);
    raw.bundle = { entry, all };
    for (const ext of [".js", ".css"]) {
      add({
        section: "Size (dist/client)",
        measure: `public page ${ext.slice(1).toUpperCase()} (entry, stylesheet and the chunks the entry preloads), gzip`,
        value: `${fmt(size(entry, ext) / 1024, 1)} KiB`,
        baseline: `raw ${fmt(rawSize(entry, ext) / 1024, 1)} KiB; all ${ext} assets gzip ${fmt(size(all, ext) / 1024, 1)} KiB`,
        ratio: `${fmt((size(entry, ext) / Math.max(1, rawSize(entry, ext))) * 100, 0)}% of raw`,
        goal: "",
        met: "",
      });
    }
  }
} finally {
  await cleanup();
}

// ---------------------------------------------------------------- write results
const stamp = new Date().toISOString().replace(/[:.]/g, "-");
const header = `# Benchmark results ${new Date().toISOString()}\n\nMachine: ${cores} cores (${cpus()[0]?.model ?? "?"}), Bun ${Bun.version}; server on CPU ${serverCpu}, wrk on CPU ${loadCpu}${hasTaskset ? "" : " (not pinned: no taskset)"}; ${duration} s per wrk run.\nDataset: ${JSON.stringify(raw.postgresDataset)}\n\n`;
const table = [
  "| section | measure | value | baseline (same run) | ratio | goal | met |",
  "|---|---|---|---|---|---|---|",
  ...rows.map((r) => `| ${r.section} | ${r.measure} | ${r.value} | ${r.baseline} | ${r.ratio} | ${r.goal} | ${r.met} |`),
].join("\n");
const markdown = `${header}${table}\n\nCauses of missed goals and what to do: bench/README.md.\n\n## EXPLAIN ANALYZE of the routing query (Postgres)\n\n\`\`\`\n${raw.explainRoutingPostgres ?? ""}\n\`\`\`\n`;
writeFileSync(join(resultsDir, `bench-${stamp}.md`), markdown);
writeFileSync(join(resultsDir, `bench-${stamp}.json`), JSON.stringify({ ...raw, rows }, null, 2));
writeFileSync(join(resultsDir, "latest.md"), markdown);
writeFileSync(join(resultsDir, "latest.json"), JSON.stringify({ ...raw, rows }, null, 2));
console.log(`\n${table}\n\nWritten to bench/results/bench-${stamp}.md and .json (and latest.*).`);
process.exit(0);
