import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/**
 * `bun scripts/repeat-ci.ts [N]` (default 5): runs `bun run test` N times in a row and reports
 * how long each run took and every test that failed in some runs but not all (flaky) or in all.
 * Exits non-zero when any run failed. Arguments after `--` go to each run's environment as
 * KEY=VALUE (e.g. `-- SKIP_E2E=1`).
 */
const separator = process.argv.indexOf("--");
const times = Number(process.argv[2] && process.argv[2] !== "--" ? process.argv[2] : 5);
const extraEnv = Object.fromEntries(
  (separator >= 0 ? process.argv.slice(separator + 1) : []).map((pair) => [pair.slice(0, pair.indexOf("=")), pair.slice(pair.indexOf("=") + 1)]),
);
const dir = mkdtempSync(join(tmpdir(), "hs-repeat-"));
const runs: { seconds: number; code: number; passed: number; failed: number; failures: string[] }[] = [];

for (let i = 1; i <= times; i++) {
  const report = join(dir, `run-${i}.json`);
  const started = performance.now();
  console.log(`\n##### run ${i} of ${times} #####`);
  const child = Bun.spawn(["bun", "run", "test"], {
    env: { ...process.env, E2E_RETRIES: "0", ...extraEnv, TEST_REPORT: report },
    stdout: "inherit",
    stderr: "inherit",
  });
  const code = await child.exited;
  const seconds = (performance.now() - started) / 1000;
  const result = (await Bun.file(report).exists())
    ? ((await Bun.file(report).json()) as { passed: number; failed: number; failures: string[] })
    : { passed: 0, failed: 1, failures: ["the run wrote no report"] };
  runs.push({ seconds, code, ...result });
}
rmSync(dir, { recursive: true, force: true });

console.log("\n##### repeat-ci summary #####");
for (const [i, r] of runs.entries()) console.log(`run ${i + 1}: ${r.seconds.toFixed(0)} s, ${r.passed} passed, ${r.failed} failed`);
const seconds = runs.map((r) => r.seconds);
console.log(`time: min ${Math.min(...seconds).toFixed(0)} s, max ${Math.max(...seconds).toFixed(0)} s`);
const counts = new Map<string, number>();
for (const r of runs) for (const name of new Set(r.failures)) counts.set(name, (counts.get(name) ?? 0) + 1);
if (counts.size === 0) console.log(`no failure in ${times} runs`);
for (const [name, n] of [...counts].sort((a, b) => b[1] - a[1])) console.log(`${n === times ? "ALWAYS" : "FLAKY "} ${n}/${times}  ${name}`);
process.exit(runs.some((r) => r.code !== 0) ? 1 : 0);
