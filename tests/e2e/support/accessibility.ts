import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/** The WCAG levels the public pages and consoles are held to (docs/testing.md, "Accessibility"). */
const wcagTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/**
 * The serious and critical axe-core violations on the page, as `rule: selectors` lines.
 * Legacy mode runs axe once inside the page: the default opens a second, blank page to merge the
 * results of cross-origin frames, which the app does not have, and cost about twice the browser
 * time (docs/decisions/0035-headless-shell-for-e2e.md).
 */
export async function seriousAxeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(wcagTags).setLegacyMode().analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

export async function expectNoSeriousAxeViolations(page: Page) {
  expect(await seriousAxeViolations(page)).toEqual([]);
}
