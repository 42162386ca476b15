import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/** The WCAG levels the public pages and consoles are held to (docs/testing.md, "Rules for tests"). */
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

/**
 * Controls whose accessible name does not start with the text they show (WCAG 2.5.3, label in
 * name; docs/product/accessibility.md), as `"visible" named "name"` lines: a person using speech
 * input says what they see. axe's own rule only asks that the text be somewhere in the name.
 * Buttons, links and menu items with an `aria-label` and some visible text; icon buttons have none.
 */
export async function labelInNameMismatches(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const squash = (text: string) =>
      text
        .replace(/[\s\u00a0\u202f]+/g, " ")
        .trim()
        .toLowerCase();
    const controls = document.querySelectorAll<HTMLElement>(
      "button[aria-label], a[href][aria-label], [role=button][aria-label], [role=link][aria-label], [role^=menuitem][aria-label]",
    );
    const found: string[] = [];
    for (const control of controls) {
      if (control.closest("[aria-hidden=true]") || control.getClientRects().length === 0) continue;
      const visible = squash(control.innerText);
      const name = squash(control.getAttribute("aria-label") ?? "");
      if (visible && !name.startsWith(visible)) found.push(`"${control.innerText.trim()}" named "${control.getAttribute("aria-label")}"`);
    }
    return found;
  });
}

/**
 * Controls a finger must hit that are smaller than 24 × 24 px (WCAG 2.5.8; docs/product/accessibility.md),
 * as `"text" W×H` lines. A box, dot or switch counts with its label, which is part of its target; a
 * link inside a sentence is exempt, as WCAG allows: its line is the sentence's.
 */
export async function smallTouchTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const controls = document.querySelectorAll<HTMLElement>("a[href], button, input, select, textarea, [role=button], [role=tab], [role=switch]");
    const found = new Set<string>();
    for (const control of controls) {
      if (control.closest("[aria-hidden=true]") || control.getClientRects().length === 0) continue;
      const input = control instanceof HTMLInputElement && /^(checkbox|radio)$/.test(control.type) ? control : null;
      const label = input?.labels?.[0];
      const own = control.getBoundingClientRect();
      if (own.width === 0 || own.height === 0) continue;
      const withLabel = label ? label.getBoundingClientRect() : own;
      const width = Math.max(own.right, withLabel.right) - Math.min(own.left, withLabel.left);
      const height = Math.max(own.bottom, withLabel.bottom) - Math.min(own.top, withLabel.top);
      if (width >= 24 && height >= 24) continue;
      const block = control.parentElement;
      const inSentence = control.tagName === "A" && block && (block.textContent ?? "").trim().length > (control.textContent ?? "").trim().length;
      if (inSentence) continue;
      const name = (control.innerText || control.getAttribute("aria-label") || label?.innerText || "").trim().replace(/\s+/g, " ");
      found.add(`"${name}" ${Math.round(width)}×${Math.round(height)}`);
    }
    return [...found];
  });
}
