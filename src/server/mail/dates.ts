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

/** "31 mai 2026" / "31 mei 2026", Brussels time. */
export function formatDate(language: Language, date: Date): string {
  return dateFormats[language].format(date);
}
