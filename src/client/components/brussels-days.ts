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
