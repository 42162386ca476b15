import { type AbsenceDays, maxAbsenceDaysAhead } from "@/shared/schemas/absences";
import { useLL } from "../../i18n/language";
import { formatDay } from "../number-format";

const brusselsDate = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Brussels", year: "numeric", month: "2-digit", day: "2-digit" });

/**
 * The days an absence may cover, as the server allows them (docs/product/absences.md): from today
 * in Brussels, whatever the browser's zone, to 365 days later. `YYYY-MM-DD`.
 */
export function absenceDayRange(now = new Date()): { first: string; last: string } {
  const first = brusselsDate.format(now);
  const last = new Date(Date.parse(`${first}T00:00:00Z`) + maxAbsenceDaysAhead * 86_400_000).toISOString().slice(0, 10);
  return { first, last };
}

/** "Du 06/04/2026 au 10/04/2026", or "Le 06/04/2026" for one day. */
export function useAbsenceDays() {
  const t = useLL().provider.absences;
  return (absence: AbsenceDays) =>
    absence.startsOn === absence.endsOn
      ? t.oneDay({ day: formatDay(absence.startsOn) })
      : t.fromTo({ from: formatDay(absence.startsOn), to: formatDay(absence.endsOn) });
}
