import type { Language } from "@/shared/catalog-types";

/**
 * How the dashboard writes its numbers, in the page's language (docs/product/dashboard.md):
 * counts with the language's grouping, shares as percentages with one decimal, hours with one
 * decimal, days as DD.MM.YYYY. The e2e test writes its expected figures with the same rules.
 */
export const localeOf = (language: Language) => (language === "nl" ? "nl-BE" : "fr-BE");

const formats = new Map<string, Intl.NumberFormat>();
function format(language: Language, kind: "count" | "share" | "decimal"): Intl.NumberFormat {
  const key = `${language}:${kind}`;
  let found = formats.get(key);
  if (!found) {
    const options: Intl.NumberFormatOptions =
      kind === "count"
        ? { maximumFractionDigits: 0 }
        : kind === "share"
          ? { style: "percent", minimumFractionDigits: 1, maximumFractionDigits: 1 }
          : { minimumFractionDigits: 1, maximumFractionDigits: 1 };
    found = new Intl.NumberFormat(localeOf(language), options);
    formats.set(key, found);
  }
  return found;
}

export const formatCount = (value: number, language: Language) => format(language, "count").format(value);
export const formatShare = (value: number, language: Language) => format(language, "share").format(value);
export const formatDecimal = (value: number, language: Language) => format(language, "decimal").format(value);

/** `YYYY-MM-DD` (a Belgian calendar day) as DD.MM.YYYY, as every date of the consoles. */
export function formatDay(day: string): string {
  const [year, month, date] = day.split("-");
  return year && month && date ? `${date}.${month}.${year}` : day;
}

/** One decimal for a CSV file (the file writes a decimal comma). */
export const oneDecimal = (value: number | null) => (value === null ? null : Math.round(value * 10) / 10);
