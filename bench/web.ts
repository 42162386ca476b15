/**
 * `bun run bench:web`: what a public page costs a phone. The gzip size of the JS and CSS the
 * home page loads before any interaction, and Lighthouse mobile runs (Debian's Chromium) of the
 * public pages, median of RUNS (default 5): performance, SEO and the JavaScript each page
 * actually downloaded (compressed, as sent). PAGES=home,service... runs a subset; the server
 * listens on BENCH_WEB_PORT (default 3190); BENCH_WEB_ORIGIN measures a server already running
 * on the current build instead; CPU_SLOWDOWN=8 doubles Lighthouse's 4× CPU slowdown (a host half as fast).
 * Results: bench/results/web.md and web.json.
 */
import { mkdirSync, readFileSync, rmSync } from "node:fs";
import { join, resolve } from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { defaultSettings } from "lighthouse/core/config/constants.js";
import { publicPageFiles } from "./public-page-files";

const root = resolve(import.meta.dir, "..");
const runs = Number(process.env.RUNS ?? 5);
const cpuSlowdown = process.env.CPU_SLOWDOWN ? Number(process.env.CPU_SLOWDOWN) : undefined;
const port = Number(process.env.BENCH_WEB_PORT ?? 3190);
// BENCH_WEB_ORIGIN: measure a server already running on the current build (no build, no server started).
const given = process.env.BENCH_WEB_ORIGIN;
const origin = given ?? `http://127.0.0.1:${port}`;
const allPages = [
  { name: "home", path: "/" },
  { name: "wizard", path: "/newproject" },
  { name: "service page", path: "/service/9" },
  { name: "home NL", path: "/nl/" },
  { name: "category FR", path: "/fr/chauffage-climatisation" },
  { name: "category NL", path: "/nl/verwarming-verkoeling" },
  { name: "service page FR", path: "/fr/service/9" },
  { name: "service page NL", path: "/nl/service/9" },
];
const only = process.env.PAGES?.split(",").map((p) => p.trim());
const pages = only ? allPages.filter((p) => only.includes(p.name) || only.includes(p.path)) : allPages;

function run(cmd: string[], env: Record<string, string> = {}) {
  const result = Bun.spawnSync(cmd, { cwd: root, env: { ...process.env, ...env }, stdout: "inherit", stderr: "inherit" });
  if (result.exitCode !== 0) throw new Error(`${cmd.join(" ")} failed`);
}

/** The gzip size of the JS and CSS every public page loads (with the French dictionary). */
function entrySizes() {
  const dist = join(root, "dist/client");
  const files = publicPageFiles(dist, "fr");
  const size = (f: string) => Bun.gzipSync(readFileSync(join(dist, f)), { level: 9 }).byteLength;
  const js = files.filter((f) => f.endsWith(".js")).reduce((n, f) => n + size(f), 0);
  const css = files.filter((f) => f.endsWith(".css")).reduce((n, f) => n + size(f), 0);
  return { jsGzipBytes: js, cssGzipBytes: css };
}

/** The compressed bytes of every script the page downloaded (Lighthouse's resource summary). */
function scriptTransferBytes(lhr: { audits: Record<string, { details?: unknown }> }): number {
  const items = (lhr.audits["resource-summary"]?.details as { items?: { resourceType: string; transferSize: number }[] } | undefined)?.items ?? [];
  return items.find((item) => item.resourceType === "script")?.transferSize ?? Number.NaN;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

if (!given) run(["bun", "run", "build"]);
const sizes = entrySizes();
const dataDir = join(root, `data/bench-web-${Date.now()}`);
const server = given
  ? undefined
  : Bun.spawn(["bun", "src/server/main.ts"], {
      cwd: root,
      env: { ...process.env, NODE_ENV: "test", PORT: String(port), PUBLIC_URL: origin, DATA_DIR: dataDir, DATABASE_URL: "" },
      stdout: "ignore",
      stderr: "ignore",
    });
const results: {
  page: string;
  path: string;
  performance: number;
  seo: number;
  seoMisses: string[];
  scriptKiB: number;
  fcpMs: number;
  lcpMs: number;
  siMs: number;
  cls: number;
  tbtMs: number;
  benchmarkIndex: number;
}[] = [];
let chrome: chromeLauncher.LaunchedChrome | undefined;
try {
  // Seeding a fresh database takes a minute on a loaded machine: wait up to two for /readyz.
  let ready = false;
  for (let i = 0; i < 600 && !ready; i++) {
    ready = (await fetch(`${origin}/readyz`).catch(() => undefined))?.ok === true;
    if (!ready) await Bun.sleep(200);
  }
  if (!ready) throw new Error(`bench:web: the server at ${origin} was not ready after two minutes`);
  chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    chromeFlags: [
      "--headless=new",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
    ],
  });
  for (const page of pages) {
    const scores: {
      performance: number;
      seo: number;
      seoMisses: string[];
      script: number;
      fcp: number;
      lcp: number;
      si: number;
      cls: number;
      tbt: number;
      benchmarkIndex: number;
    }[] = [];
    for (let i = 0; i < runs; i++) {
      const result = await lighthouse(`${origin}${page.path}`, {
        port: chrome.port,
        output: "json",
        onlyCategories: ["performance", "seo"],
        logLevel: "error",
        // CPU_SLOWDOWN: Lighthouse's mobile CPU multiplier (4 by default). On a host about twice as
        // fast as the one the scores are quoted for, 8 shows what that slower host would measure.
        ...(cpuSlowdown ? { throttling: { ...defaultSettings.throttling, cpuSlowdownMultiplier: cpuSlowdown } } : {}),
      });
      const lhr = result?.lhr;
      if (!lhr) throw new Error("lighthouse returned nothing");
      scores.push({
        performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
        seo: Math.round((lhr.categories.seo?.score ?? 0) * 100),
        seoMisses: (lhr.categories.seo?.auditRefs ?? []).filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1).map((ref) => ref.id),
        script: scriptTransferBytes(lhr),
        fcp: lhr.audits["first-contentful-paint"]?.numericValue ?? Number.NaN,
        lcp: lhr.audits["largest-contentful-paint"]?.numericValue ?? Number.NaN,
        si: lhr.audits["speed-index"]?.numericValue ?? Number.NaN,
        cls: lhr.audits["cumulative-layout-shift"]?.numericValue ?? Number.NaN,
        tbt: lhr.audits["total-blocking-time"]?.numericValue ?? Number.NaN,
        // Lighthouse's own measure of this machine's CPU: its 4x slowdown assumes a fast desktop, so
        // the same page blocks longer (TBT) on a slower machine. Quote scores with it.
        benchmarkIndex: lhr.environment?.benchmarkIndex ?? Number.NaN,
      });
    }
    results.push({
      page: page.name,
      path: page.path,
      performance: median(scores.map((s) => s.performance)),
      seo: median(scores.map((s) => s.seo)),
      seoMisses: [...new Set(scores.flatMap((s) => s.seoMisses))],
      scriptKiB: Number((median(scores.map((s) => s.script)) / 1024).toFixed(1)),
      fcpMs: Math.round(median(scores.map((s) => s.fcp))),
      lcpMs: Math.round(median(scores.map((s) => s.lcp))),
      siMs: Math.round(median(scores.map((s) => s.si))),
      cls: Number(median(scores.map((s) => s.cls)).toFixed(3)),
      tbtMs: Math.round(median(scores.map((s) => s.tbt))),
      benchmarkIndex: Math.round(median(scores.map((s) => s.benchmarkIndex))),
    });
  }
} finally {
  await chrome?.kill();
  server?.kill();
  await server?.exited;
  rmSync(dataDir, { recursive: true, force: true });
}

const lines = [
  `# Public pages on a phone (Lighthouse mobile, median of ${runs}${cpuSlowdown ? `, CPU slowdown ${cpuSlowdown}×` : ""})`,
  "",
  `Entry JS ${(sizes.jsGzipBytes / 1024).toFixed(1)} KiB gzip, CSS ${(sizes.cssGzipBytes / 1024).toFixed(1)} KiB gzip.`,
  "",
  "| page | performance (aim ≥ 98) | SEO (aim 100) | JS downloaded KiB (aim ≤ 140) | FCP ms | LCP ms (aim < 2500) | Speed Index ms | CLS (aim < 0.1) | TBT ms | CPU benchmark index |",
  "|---|---|---|---|---|---|---|---|---|---|",
  ...results.map(
    (r) =>
      `| ${r.page} \`${r.path}\` | ${r.performance} | ${r.seo}${r.seoMisses.length ? ` (${r.seoMisses.join(", ")})` : ""} | ${r.scriptKiB} | ${r.fcpMs} | ${r.lcpMs} | ${r.siMs} | ${r.cls} | ${r.tbtMs} | ${r.benchmarkIndex} |`,
  ),
];
mkdirSync(join(root, "bench/results"), { recursive: true });
await Bun.write(join(root, "bench/results/web.md"), `${lines.join("\n")}\n`);
await Bun.write(join(root, "bench/results/web.json"), JSON.stringify({ date: new Date().toISOString(), runs, ...sizes, results }, null, 2));
console.log(lines.join("\n"));
