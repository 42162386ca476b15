import { chromium } from "@playwright/test";
import { execSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
const threads = (pid) => { const out = {}; try { for (const t of readdirSync(`/proc/${pid}/task`)) { const s = readFileSync(`/proc/${pid}/task/${t}/stat`, "utf8"); const name = s.slice(s.indexOf("(")+1, s.lastIndexOf(")")); const f = s.slice(s.lastIndexOf(")")+2).split(" "); out[name] = (out[name] ?? 0) + Number(f[11]) + Number(f[12]); } } catch {} return out; };
for (const flags of [process.env.A, process.env.B, process.env.A, process.env.B]) {
  const browser = await chromium.launch({ executablePath: "/usr/bin/chromium-headless-shell", args: ["--no-sandbox","--disable-gpu","--num-raster-threads=1","--disable-smooth-scrolling", ...flags.split("|")] });
  const all = {};
  for (let r = 0; r < 3; r++) for (const url of ["/", "/service/1", "/newproject", "/privacypolicy", "/nl/"]) {
    const ctx = await browser.newContext({ viewport: { width: 375, height: 900 } }); const page = await ctx.newPage();
    await page.goto("http://127.0.0.1:3190" + url);
    await page.waitForFunction(() => document.documentElement.hasAttribute("data-app-ready"));
    await page.evaluate(() => new Promise(r => requestAnimationFrame(() => requestAnimationFrame(r))));
    const pids = execSync("ps -eo pid,args | grep chromium-headless | grep -v grep | grep -oE '^ *[0-9]+ .*--type=renderer' | awk '{print $1}'").toString().trim().split("\n");
    for (const pid of pids) for (const [k, v] of Object.entries(threads(pid))) all[k] = (all[k] ?? 0) + v;
    await ctx.close();
  }
  const total = Object.values(all).reduce((a, b) => a + b, 0);
  console.log(flags, "total", total / 100, "main", (all["chromium-headle"] ?? 0) / 100, "pool", (all["ThreadPoolForeg"] ?? 0) / 100);
  await browser.close();
}
