/**
 * Where sign-in may send a person back to (docs/product/consoles.md, "Back where you were going"):
 * a console path of this site only. Anything else (another origin, `//host`, `/\host`, a public
 * page, a control character) gives undefined, so that sign-in never becomes an open redirect.
 */
export function safeReturnPath(value: string | null | undefined): string | undefined {
  if (!value || value.length > 512) return undefined;
  if (!value.startsWith("/") || value.startsWith("//") || value.includes("\\")) return undefined;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused.
  if (/[\u0000-\u001f\u007f]/.test(value)) return undefined;
  let url: URL;
  try {
    url = new URL(value, "http://same.invalid");
  } catch {
    return undefined;
  }
  if (url.origin !== "http://same.invalid") return undefined;
  if (!/^\/(network|provider)(\/|$)/.test(url.pathname)) return undefined;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The console a return path belongs to. */
export function returnPathRole(path: string): "network" | "provider" {
  return path.startsWith("/network") ? "network" : "provider";
}
