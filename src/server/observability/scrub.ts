/** A secret in a path or a message: a status-link or unsubscribe token (base64url, 43 characters), letters and digits mixed. */
const tokenLike = /(?<![\w-])(?=[\w-]*\d)(?=[\w-]*[A-Za-z])[\w-]{32,}(?![\w-])/g;

/**
 * Free text a browser sends (an error message, a stack) may by accident hold what a person typed
 * or a secret of the address: tokens, e-mail addresses and long digit runs (phone numbers) are
 * masked before the text is logged.
 */
export function scrub(text: string): string {
  return text
    .replace(tokenLike, ":token")
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
