import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

/**
 * `bun scripts/og-image.ts`: draws public/og-image.png, the 1200 × 630 picture a shared link shows
 * (docs/product/seo.md), from the SVG below, drawn by Debian's Chromium (the one the browser tests
 * use). Edit the SVG's text with the SEO copy it repeats (seo.homeTitle).
 */
const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#0b4f6c"/>
      <stop offset="1" stop-color="#073a50"/>
    </linearGradient>
  </defs>
  <rect width="1200" height="630" fill="url(#sky)"/>
  <rect x="90" y="158" width="120" height="120" rx="24" fill="#f4b942"/>
  <path d="M112 218 150 184 188 218v37h-27v-23h-22v23h-27z" fill="#073a50"/>
  <g font-family="DejaVu Sans, Verdana, sans-serif">
    <text x="238" y="208" font-size="58" font-weight="bold" fill="#ffffff">Services à domicile</text>
    <text x="238" y="274" font-size="58" font-weight="bold" fill="#9fcddd">Diensten aan huis</text>
    <text x="90" y="367" font-size="32" fill="#ffffff">Un professionnel de confiance pour vos travaux</text>
    <text x="90" y="415" font-size="32" fill="#ffffff">Een betrouwbare vakman voor uw werken</text>
  </g>
  <rect x="90" y="468" width="260" height="10" rx="5" fill="#f4b942"/>
</svg>`;

const out = resolve(import.meta.dir, "../public/og-image.png");
const folder = mkdtempSync(join(tmpdir(), "hs-og-"));
try {
  writeFileSync(join(folder, "og-image.svg"), svg);
  const chromium = Bun.spawnSync(
    [
      "/usr/bin/chromium",
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--hide-scrollbars",
      "--force-device-scale-factor=1",
      "--window-size=1200,630",
      `--screenshot=${out}`,
      `file://${join(folder, "og-image.svg")}`,
    ],
    { stderr: "pipe", stdout: "ignore" },
  );
  if (chromium.exitCode !== 0) {
    console.error(`Chromium could not draw the image (exit ${chromium.exitCode}): is /usr/bin/chromium installed?`);
    process.exit(1);
  }
} finally {
  rmSync(folder, { recursive: true, force: true });
}
console.log(`Wrote ${out}`);
