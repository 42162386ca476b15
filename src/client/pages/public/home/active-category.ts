import type { Language } from "@/shared/catalog-types";

/** The optional `/{activecategory}` values of the home route (docs/product/language.md). */
export interface ActiveCategoryRule {
  /** Accordion index opened initially, or null when the value only sets the language. */
  index: number | null;
  language: Language;
}

export const categorySlugs: ReadonlyArray<{ nl: string; fr: string }> = [
  { nl: "verwarming-verkoeling", fr: "chauffage-climatisation" },
  { nl: "sanitair-leidingen", fr: "sanitaires-conduites" },
  { nl: "afwerking-electriciteit", fr: "finitions-electricite" },
  { nl: "tuin-gevel-dak", fr: "jardin-facade-toiture" },
];

/** The rule for a route value, or null for a value the home page does not know (then: not found). */
export function activeCategoryRule(value: string | undefined): ActiveCategoryRule | null {
  if (value === undefined || value === "") return null;
  const slug = value.toLowerCase();
  if (slug === "nl" || slug === "fr") return { index: null, language: slug };
  const index = categorySlugs.findIndex((s) => s.nl === slug || s.fr === slug);
  if (index < 0) return null;
  return { index, language: categorySlugs[index]?.nl === slug ? "nl" : "fr" };
}

/** The language an address forces (`/nl`, `/verwarming-verkoeling`, `/nl/...`), or null. */
export function forcedLanguageOf(pathname: string): Language | null {
  // A language address (`/nl/service/9`, docs/decisions/0027-language-urls.md).
  const prefixed = /^\/(fr|nl)\//.exec(pathname);
  if (prefixed) return prefixed[1] as Language;
  const segments = pathname.split("/").filter(Boolean);
  return segments.length === 1 ? (activeCategoryRule(segments[0])?.language ?? null) : null;
}
