import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { type PageWeight, publicPageJsBudgetBytes, publicPageWeight } from "../../../bench/public-page-files";

/**
 * docs/product/seo.md, page weight: what a public page (home, category, service page) loads
 * before any interaction stays within the budget, and holds no code of the wizard, the consoles,
 * the language menu or the other parts of the dictionary. Checked on a fresh production build.
 */
const root = resolve(import.meta.dir, "../../..");
const out = mkdtempSync(join(tmpdir(), "hs-page-weight-"));
const weights: Partial<Record<"fr" | "nl", PageWeight>> = {};

beforeAll(() => {
  const build = Bun.spawnSync(["bun", "scripts/build.ts"], { cwd: root, env: { ...process.env, BUILD_OUT: out }, stdout: "pipe", stderr: "pipe" });
  if (build.exitCode !== 0) throw new Error(`build failed: ${build.stderr.toString()}`);
  weights.fr = publicPageWeight(out, "fr");
  weights.nl = publicPageWeight(out, "nl");
}, 120_000);

afterAll(() => rmSync(out, { recursive: true, force: true }));

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

describe("the JavaScript of a public page", () => {
  for (const language of ["fr", "nl"] as const) {
    test(`in ${language.toUpperCase()}: within the budget, the largest files named when it is not`, () => {
      const weight = weights[language];
      if (!weight) throw new Error("no build");
      const report = weight.files
        .toSorted((a, b) => b.gzipBytes - a.gzipBytes)
        .map((f) => `${kib(f.gzipBytes)} ${f.file}`)
        .join("\n");
      const over =
        weight.jsGzipBytes > publicPageJsBudgetBytes ? `${kib(weight.jsGzipBytes)}, over the budget of ${kib(publicPageJsBudgetBytes)}:\n${report}` : "";
      expect(over).toBe("");
      expect(weight.jsGzipBytes).toBeLessThanOrEqual(publicPageJsBudgetBytes);
      // A handful of files, not a score of small ones (each costs a request and its headers).
      expect(weight.files.length).toBeLessThanOrEqual(6);
    });
  }

  test("holds no code of the wizard, the consoles, the tRPC client, the language menu, nor the rest of the dictionary", () => {
    const inputs = [...(weights.fr?.files ?? []), ...(weights.nl?.files ?? [])].flatMap((f) => f.inputs);
    expect(inputs.length).toBeGreaterThan(0);
    const forbidden = [
      // The wizard's session-storage key (main.tsx: a wizard in progress is rendered afresh) is a constant.
      /^src\/client\/wizard\/(?!storage-key\.ts$)/,
      /^src\/client\/pages\/(console|network|provider)\//,
      /^src\/client\/pages\/public\/new-project/,
      /^src\/client\/components\/(language-menu|console-links|consent-details|notifications-container)\.tsx$/,
      /^src\/client\/pages\/public\/service\/more-info-drawer\.tsx$/,
      /^src\/client\/trpc\.ts$/,
      /node_modules\/@trpc\//,
      /node_modules\/@floating-ui\//,
      /node_modules\/zod\//,
      /^src\/shared\/i18n\/(fr|nl)\/(wizard|network|provider|auth|policies|customer-controls|validation|api|catalog-more-info)\.ts$/,
    ];
    expect(inputs.filter((input) => forbidden.some((pattern) => pattern.test(input)))).toEqual([]);
  });
});
