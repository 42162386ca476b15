import { expect, test } from "bun:test";
import { readFileSync } from "node:fs";
import { themeCssFile, themeCssPath } from "../../../scripts/theme-css";

/** docs/decisions/0030-theme-css-at-build-time.md: the stylesheet's theme variables are the theme's. */
test("src/client/theme-variables.css is what Mantine renders for theme.ts (else: bun run theme-css)", () => {
  const expected = themeCssFile();
  expect(expected).toContain("--mantine-color-brand-filled");
  expect(readFileSync(themeCssPath, "utf8")).toBe(expected);
});
