const brusselsDate = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Brussels", year: "numeric", month: "2-digit", day: "2-digit" });

/** Today in Brussels, whatever the browser's zone, as `YYYY-MM-DD` (en-CA writes days that way). */
export function brusselsToday(now = new Date()): string {
  return brusselsDate.format(now);
}

/**
 * The days a form offers, as the server allows them: from today in Brussels to `daysAhead`
 * calendar days later (an absence, a visit). `YYYY-MM-DD`.
 */
export function brusselsDayRange(daysAhead: number, now = new Date()): { first: string; last: string } {
  const first = brusselsToday(now);
  const last = new Date(Date.parse(`${first}T00:00:00Z`) + daysAhead * 86_400_000).toISOString().slice(0, 10);
  return { first, last };
}

const dayHeadings = {
  fr: new Intl.DateTimeFormat("fr-BE", { timeZone: "Europe/Brussels", weekday: "long", day: "numeric", month: "long", year: "numeric" }),
  nl: new Intl.DateTimeFormat("nl-BE", { timeZone: "Europe/Brussels", weekday: "long", day: "numeric", month: "long", year: "numeric" }),
};

/** "Mercredi 2 décembre 2026" / "Woensdag 2 december 2026": a Brussels day as a heading, in the page's language. */
export function brusselsDayHeading(date: Date, language: "fr" | "nl"): string {
  const text = dayHeadings[language].format(date);
  return text.charAt(0).toUpperCase() + text.slice(1);
}
