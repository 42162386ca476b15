import { mkdirSync } from "node:fs";
import type { Locator, Page } from "@playwright/test";
import { afterNextFrames } from "./test";

/**
 * Screenshots for people to look at (docs/testing.md, "Looking at screens"), all in one folder:
 * SHOTS_DIR, else test-results/screens. Nobody looks at them in CI, where they cost browser time
 * (full-page captures, and resizes made only for them), so they are taken when E2E_SHOTS=1, or by
 * default outside CI; E2E_SHOTS=0 turns them off.
 */
export const screensWanted = process.env.E2E_SHOTS ? process.env.E2E_SHOTS === "1" : !process.env.CI;
const folder = process.env.SHOTS_DIR ?? "test-results/screens";
if (screensWanted) mkdirSync(folder, { recursive: true });

interface ScreenOptions {
  /** The whole page, not only the window (pages only). */
  fullPage?: boolean;
  /** Wait for the fonts and two frames first, so that the app has painted what the test just checked. */
  settle?: boolean;
}

/** A page, or one element of it. */
type Target = Page | Locator;
const pageOf = (target: Target): Page => ("mainFrame" in target ? target : target.page());

/** One screenshot, `name.png`. */
export async function screen(target: Target, name: string, options: ScreenOptions = {}) {
  if (!screensWanted) return;
  const page = pageOf(target);
  if (options.settle) {
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    await afterNextFrames(page);
  }
  const path = `${folder}/${name}.png`;
  if (target === page && options.fullPage) {
    // From the top: a page captured whole while scrolled draws its sticky header and toasts mid-page.
    await page.evaluate(() => window.scrollTo(0, 0));
    await afterNextFrames(page);
  }
  // A dialog or toast still fading in is drawn as it will stand: finite transitions run to their end
  // (they were caught half transparent), endless ones (a loader) stop.
  if (target === page) await page.screenshot({ path, fullPage: options.fullPage ?? false, animations: "disabled" });
  else await target.screenshot({ path, animations: "disabled" });
}

/**
 * One screenshot per width (`name-375.png`, `name-1280.png`), each at that width; the page is left
 * at the last width. Nothing is resized when screenshots are off: a test that needs a width sets it itself.
 */
export async function screensAt(target: Target, name: string, { widths = [375, 1280], ...options }: ScreenOptions & { widths?: readonly number[] } = {}) {
  if (!screensWanted) return;
  for (const width of widths) {
    await pageOf(target).setViewportSize({ width, height: 900 });
    // A page may re-arrange at a new width (a phone puts some blocks elsewhere): let it render first.
    await afterNextFrames(pageOf(target));
    await screen(target, `${name}-${width}`, options);
  }
}
