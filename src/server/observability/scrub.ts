/**
 * Free text a browser sends (an error message, a stack) may by accident hold what a person typed:
 * e-mail addresses and long digit runs (phone numbers) are masked before the text is logged.
 */
export function scrub(text: string): string {
  return text
    .replace(/[^\s@"'<>()]+@[^\s@"'<>()]+\.[A-Za-z]{2,}/g, "[email]")
    .replace(/\+?\d[\d ./-]{7,}\d/g, (run) => (/^\d+:\d+$/.test(run) ? run : "[number]"));
}

/**
 * The page of a report, as the route a support desk needs: no query or fragment, and a path
 * segment that looks like a secret (a status-link token) replaced by `:token`.
 */
export function scrubPage(page: string): string {
  let path = page;
  try {
    path = new URL(page, "http://x").pathname;
  } catch {
    path = page.split(/[?#]/)[0] ?? "";
  }
  return path
    .split("/")
    .map((segment) => (/^[A-Za-z0-9_-]{20,}$/.test(segment) ? ":token" : segment))
    .join("/")
    .slice(0, 200);
}
