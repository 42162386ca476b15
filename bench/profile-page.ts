/**
 * `bun bench/profile-page.ts <url> [top]`: what holds a phone's main thread while a page loads.
 * Opens the page in Debian's Chromium with the CPU slowed 4× (as Lighthouse's mobile run), then
 * prints the long tasks, the paints, each React commit (which components rendered, from a minimal
 * devtools hook) and, per long task, the functions it spent its time in (CPU profile).
 * Component and function names are readable with a build keeping them: `BUILD_NAMES=1 bun run build`.
 * Needs a running server (e.g. `PORT=3300 NODE_ENV=test DATABASE_URL= bun src/server/main.ts`).
 */
import { chromium } from "playwright";

const url = process.argv[2] ?? "http://127.0.0.1:3300/newproject";
const top = Number(process.argv[3] ?? 12);

type ProfileNode = { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; children?: number[] };
type Recorded = { longTasks: [number, number][]; paints: [string, number][]; lcp: [number, string][]; commits: [number, number, string][] };

/** Runs in the page before its scripts. */
function record() {
  const recorded: Recorded = { longTasks: [], paints: [], lcp: [], commits: [] };
  Object.assign(window, { __recorded: recorded });
  const observe = (type: string, each: (entry: PerformanceEntry & { element?: Element | null }) => void) =>
    new PerformanceObserver((list) => list.getEntries().forEach(each)).observe({ type, buffered: true });
  observe("longtask", (e) => recorded.longTasks.push([Math.round(e.startTime), Math.round(e.duration)]));
  observe("paint", (e) => recorded.paints.push([e.name, Math.round(e.startTime)]));
  observe("largest-contentful-paint", (e) =>
    recorded.lcp.push([Math.round(e.startTime), `${e.element?.tagName ?? "?"} ${(e.element?.textContent ?? "").slice(0, 40)}`]),
  );
  type Fiber = { type: unknown; flags: number; alternate: Fiber | null; child: Fiber | null; sibling: Fiber | null };
  const nameOf = (type: unknown) => (typeof type === "function" ? ((type as { displayName?: string }).displayName ?? type.name) : "");
  Object.assign(window, {
    __REACT_DEVTOOLS_GLOBAL_HOOK__: {
      isDisabled: false,
      supportsFiber: true,
      renderers: new Map(),
      inject: () => 1,
      onCommitFiberUnmount() {},
      onPostCommitFiberRoot() {},
      checkDCE() {},
      onCommitFiberRoot(_renderer: number, root: { current: Fiber }) {
        // Components that rendered in this commit (PerformedWork flag, or new), topmost ones named.
        const names: string[] = [];
        let count = 0;
        const walk = (start: Fiber | null, insideRendered: boolean) => {
          for (let fiber = start; fiber; fiber = fiber.sibling) {
            const fresh = fiber.alternate === null;
            const rendered = typeof fiber.type === "function" && (fresh || (fiber.flags & 1) === 1);
            if (rendered) {
              count++;
              if (!insideRendered && names.length < 12) names.push(`${fresh ? "+" : ""}${nameOf(fiber.type)}`);
            }
            if (fresh || fiber.child !== fiber.alternate?.child) walk(fiber.child, rendered || insideRendered);
          }
        };
        walk(root.current.child, false);
        recorded.commits.push([Math.round(performance.now()), count, names.join(", ")]);
      },
    },
  });
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
});
try {
  const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
  await page.addInitScript(record);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  await cdp.send("Profiler.enable");
  await cdp.send("Profiler.setSamplingInterval", { interval: 200 });
  await cdp.send("Profiler.start");
  await page.goto(url);
  await page.waitForTimeout(4000);
  // A busy function at a known page time anchors the profile's clock to performance.now().
  const marker = await cdp.send("Runtime.evaluate", {
    expression: "(function __marker(){ const t = performance.now(); while (performance.now() - t < 30) {} return t; })()",
  });
  const markerAt = marker.result.value as number;
  const { profile } = await cdp.send("Profiler.stop");
  const recorded = (await page.evaluate(() => (window as unknown as { __recorded: Recorded }).__recorded)) as Recorded;

  console.log("paints", recorded.paints.map(([name, at]) => `${name} @${at}`).join(", "));
  for (const [at, what] of recorded.lcp) console.log(`largest paint @${at}: ${what}`);
  for (const [at, count, names] of recorded.commits) console.log(`commit @${at}: ${count} components (${names})`);

  const nodes = new Map<number, ProfileNode>(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const samples = profile.samples ?? [];
  const deltas = profile.timeDeltas ?? [];
  const times: number[] = [];
  let clock = profile.startTime;
  for (const delta of deltas) {
    clock += delta;
    times.push(clock);
  }
  const markerIndex = samples.findIndex((id) => nodes.get(id)?.callFrame.functionName === "__marker");
  const offset = markerAt * 1000 - (times[Math.max(0, markerIndex - 1)] ?? 0);
  const label = (node: ProfileNode) => `${node.callFrame.functionName || "(anonymous)"} ${node.callFrame.url.split("/").pop()}:${node.callFrame.lineNumber}`;

  for (const [start, duration] of recorded.longTasks) {
    const inclusive = new Map<string, number>();
    for (let i = 0; i < samples.length; i++) {
      const at = ((times[i] ?? 0) + offset) / 1000;
      if (at < start || at > start + duration) continue;
      const seen = new Set<string>();
      for (let id: number | undefined = samples[i]; id !== undefined; id = parent.get(id)) {
        const node = nodes.get(id);
        if (!node || node.callFrame.functionName === "(root)") continue;
        const key = label(node);
        if (seen.has(key)) continue;
        seen.add(key);
        inclusive.set(key, (inclusive.get(key) ?? 0) + (deltas[i] ?? 0) / 1000);
      }
    }
    console.log(`long task @${start}: ${duration} ms`);
    for (const [key, ms] of [...inclusive].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`  ${ms.toFixed(1).padStart(7)} ms  ${key}`);
  }
} finally {
  await browser.close();
}
