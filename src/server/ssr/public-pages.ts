import type { ApiCategory } from "@/shared/api-types";
import type { Language } from "@/shared/catalog-types";
import { activeCategoryRule, forcedLanguageOf } from "@/client/pages/public/home/active-category";

/**
 * The public pages the server renders ahead of the browser, or null for every other address
 * (consoles, sign-in, status links, unknown ids): those get the plain shell. Only the canonical
 * spelling of an address counts (no capitals, no trailing slash: the browser's router would read
 * another spelling differently), and only ids of the active catalogue, so the rendered-page cache
 * cannot be filled with junk.
 */
export function serverRenderedPath(path: string, catalog: ApiCategory[]): string | null {
  if (path === "/" || path === "/privacypolicy" || path === "/cookiepolicy" || path === "/cookiesettings" || path === "/newproject") return path;
  const segments = path.split("/").slice(1);
  if (segments.length === 1) return segments[0] === segments[0]?.toLowerCase() && activeCategoryRule(segments[0]) ? path : null;
  const subCategories = catalog.flatMap((category) => category.serviceSubCategories);
  const subCategory = (id: string | undefined) => (id && /^[1-9][0-9]{0,8}$/.test(id) ? subCategories.find((s) => s.id === Number(id)) : undefined);
  if (segments[0] === "service" && segments.length === 2) return subCategory(segments[1]) ? path : null;
  if (segments[0] === "newproject" && (segments.length === 2 || segments.length === 3)) {
    const found = subCategory(segments[1]);
    if (!found) return null;
    if (segments.length === 2) return path;
    return found.services.some((s) => String(s.id) === segments[2]) ? path : null;
  }
  return null;
}

/** The language the page is rendered in: the one the address forces, else the browser's first FR or NL, else FR. */
export function serverRenderLanguage(path: string, acceptLanguage: string | null): Language {
  const forced = forcedLanguageOf(path);
  if (forced) return forced;
  const preferred = (acceptLanguage ?? "")
    .split(",")
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = Number(params.find((p) => p.trim().startsWith("q="))?.trim().slice(2) ?? 1);
      return { language: tag.slice(0, 2).toLowerCase(), q: Number.isFinite(q) ? q : 0, index };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const entry of preferred) if (entry.language === "fr" || entry.language === "nl") return entry.language;
  return "fr";
}
