import type { Language } from "@/shared/catalog-types";

const options = { timeZone: "Europe/Brussels", day: "numeric", month: "long", year: "numeric" } as const;

const dateTimeFormats: Record<Language, Intl.DateTimeFormat> = {
  fr: new Intl.DateTimeFormat("fr-BE", { ...options, weekday: "long", hour: "2-digit", minute: "2-digit" }),
  nl: new Intl.DateTimeFormat("nl-BE", { ...options, weekday: "long", hour: "2-digit", minute: "2-digit" }),
};
const longDateTimeFormats: Record<Language, Intl.DateTimeFormat> = {
  fr: new Intl.DateTimeFormat("fr-BE", { timeZone: "Europe/Brussels", dateStyle: "long", timeStyle: "short" }),
  nl: new Intl.DateTimeFormat("nl-BE", { timeZone: "Europe/Brussels", dateStyle: "long", timeStyle: "short" }),
};
const dateFormats: Record<Language, Intl.DateTimeFormat> = {
  fr: new Intl.DateTimeFormat("fr-BE", options),
  nl: new Intl.DateTimeFormat("nl-BE", options),
};

/**
 * The parts joined, the first of a month written "1er" in French ("mardi 1er décembre"), as a
 * Belgian writes it; Intl writes "1".
 */
function written(language: Language, parts: Intl.DateTimeFormatPart[]): string {
  return parts.map((part) => (language === "fr" && part.type === "day" && part.value === "1" ? "1er" : part.value)).join("");
}

/** "mercredi 8 avril 2026 à 17:00" / "woensdag 8 april 2026 om 17:00", Brussels time. */
export function formatDateTime(language: Language, date: Date): string {
  return written(language, dateTimeFormats[language].formatToParts(date));
}

/** "1er décembre 2026 à 10:15" / "1 december 2026 om 10:15", Brussels time: without the weekday. */
export function formatLongDateTime(language: Language, date: Date): string {
  return written(language, longDateTimeFormats[language].formatToParts(date));
}

/**
 * Two calendar days (`YYYY-MM-DD`, both included) as one short range: "6–10 avril 2026",
 * "20 juli – 7 augustus 2026", the year written once when it is the same; one day alone when equal.
 */
export function formatDayRange(language: Language, firstDay: string, lastDay: string): string {
  // Noon UTC is that day in Brussels too.
  return written(language, dateFormats[language].formatRangeToParts(new Date(`${firstDay}T12:00:00Z`), new Date(`${lastDay}T12:00:00Z`)));
}

/** "31 mai 2026" / "31 mei 2026", Brussels time. */
export function formatDate(language: Language, date: Date): string {
  return written(language, dateFormats[language].formatToParts(date));
}
