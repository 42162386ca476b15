/**
 * One address per public page and language (docs/decisions/0027-language-urls.md): the page's
 * address of today behind a language prefix, `/fr/service/9` and `/nl/service/9`; the home page
 * is `/fr/` and `/nl/`, a category its own slug, `/fr/chauffage-climatisation` and
 * `/nl/verwarming-verkoeling`. The addresses of today (`/service/9`, `/verwarming-verkoeling`,
 * `/nl`...) keep working and name the language address as canonical.
 */
import type { Language } from "@/shared/catalog-types";
import { activeCategoryRule, categorySlugs } from "@/client/pages/public/home/active-category";

export const languages: readonly Language[] = ["fr", "nl"];

/** The hreflang of each language: French and Dutch as written in Belgium. */
export const hreflangOf: Record<Language, string> = { fr: "fr-BE", nl: "nl-BE" };

/** The language of a prefixed address and the address without its prefix, or null when unprefixed. */
export function splitLanguagePrefix(path: string): { language: Language; rest: string } | null {
  const match = /^\/(fr|nl)(\/.*)?$/.exec(path);
  if (!match) return null;
  // `/fr` alone is the "set the language" route (docs/product/language.md): the home page, not a prefix.
  if (match[2] === undefined) return null;
  return { language: match[1] as Language, rest: match[2] };
}

/** The prefix a page's router works under: `/fr` or `/nl` on a language address, else none. */
export function routerBaseOf(path: string): string {
  const split = splitLanguagePrefix(path);
  return split ? `/${split.language}` : "";
}

/** The public page an address shows, without language: the key shared by its two language addresses. */
export type PublicPage =
  | { kind: "home" }
  | { kind: "category"; index: number }
  | { kind: "service"; subCategoryId: string }
  | { kind: "wizard"; rest: string }
  | { kind: "privacy" }
  | { kind: "cookies" }
  | { kind: "cookieSettings" };

/**
 * The public page of an address (prefixed or not), or null for consoles, sign-in, status links and
 * unknown addresses. Only the shape is checked here: ids are checked against the catalogue by the server.
 */
export function publicPageOf(path: string): PublicPage | null {
  const split = splitLanguagePrefix(path);
  const rest = split ? split.rest : path;
  if (rest === "/") return { kind: "home" };
  if (rest === "/privacypolicy") return { kind: "privacy" };
  if (rest === "/cookiepolicy") return { kind: "cookies" };
  if (rest === "/cookiesettings") return { kind: "cookieSettings" };
  const segments = rest.split("/").slice(1);
  if (segments[0] === "service" && segments.length === 2 && /^[1-9][0-9]{0,8}$/.test(segments[1] ?? "")) {
    return { kind: "service", subCategoryId: segments[1] as string };
  }
  if (segments[0] === "newproject" && segments.length <= 3 && segments.slice(1).every((s) => /^[1-9][0-9]{0,8}$/.test(s))) {
    return { kind: "wizard", rest };
  }
  if (segments.length === 1) {
    const rule = activeCategoryRule(segments[0]);
    if (!rule || segments[0] !== segments[0]?.toLowerCase()) return null;
    // Behind a prefix, only the slug of that language; `/fr/fr` is no page.
    if (split && (rule.index === null || rule.language !== split.language)) return null;
    return rule.index === null ? { kind: "home" } : { kind: "category", index: rule.index };
  }
  return null;
}

/** The address of a public page in a language. */
export function languagePath(page: PublicPage, language: Language): string {
  switch (page.kind) {
    case "home":
      return `/${language}/`;
    case "category":
      return `/${language}/${categorySlugs[page.index]?.[language] ?? ""}`;
    case "service":
      return `/${language}/service/${page.subCategoryId}`;
    case "wizard":
      return `/${language}${page.rest}`;
    case "privacy":
      return `/${language}/privacypolicy`;
    case "cookies":
      return `/${language}/cookiepolicy`;
    case "cookieSettings":
      return `/${language}/cookiesettings`;
  }
}

/** The same page's address in another language, or null where the address is no public page. */
export function pathInLanguage(path: string, language: Language): string | null {
  const page = publicPageOf(path);
  return page ? languagePath(page, language) : null;
}
