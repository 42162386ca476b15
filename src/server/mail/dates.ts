import type { Language } from "@/shared/catalog-types";

const options = { timeZone: "Europe/Brussels", day: "numeric", month: "long", year: "numeric" } as const;

const dateTimeFormats: Record<Language, Intl.DateTimeFormat> = {
  fr: new Intl.DateTimeFormat("fr-BE", { ...options, weekday: "long", hour: "2-digit", minute: "2-digit" }),
  nl: new Intl.DateTimeFormat("nl-BE", { ...options, weekday: "long", hour: "2-digit", minute: "2-digit" }),
};
const dateFormats: Record<Language, Intl.DateTimeFormat> = {
  fr: new Intl.DateTimeFormat("fr-BE", options),
  nl: new Intl.DateTimeFormat("nl-BE", options),
};

/** "mercredi 8 avril 2026 à 17:00" / "woensdag 8 april 2026 om 17:00", Brussels time. */
export function formatDateTime(language: Language, date: Date): string {
  return dateTimeFormats[language].format(date);
}

/**
 * Two calendar days (`YYYY-MM-DD`, both included) as one short range: "6–10 avril 2026",
 * "20 juli – 7 augustus 2026", the year written once when it is the same; one day alone when equal.
 */
export function formatDayRange(language: Language, firstDay: string, lastDay: string): string {
  // Noon UTC is that day in Brussels too.
  return dateFormats[language].formatRange(new Date(`${firstDay}T12:00:00Z`), new Date(`${lastDay}T12:00:00Z`));
}

/** "31 mai 2026" / "31 mei 2026", Brussels time. */
export function formatDate(language: Language, date: Date): string {
  return dateFormats[language].format(date);
}
