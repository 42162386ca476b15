import { existsSync } from "node:fs";

/**
 * The browser the Playwright suite drives: CHROMIUM_PATH, else Debian's `chromium-headless-shell`
 * (Chromium's old headless mode, the build Playwright itself uses for headless runs), else the full
 * `chromium`. The full browser in headless mode also runs its own window and omnibox pages: on a
 * 2-core machine it spent about twice the CPU per test (docs/decisions/0035-headless-shell-for-e2e.md).
 */
const headlessShellPath = "/usr/bin/chromium-headless-shell";
const fullChromiumPath = "/usr/bin/chromium";

export function e2eChromiumPath(): string {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  return existsSync(headlessShellPath) ? headlessShellPath : fullChromiumPath;
}
