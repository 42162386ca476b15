import { type AbsenceDays, maxAbsenceDaysAhead } from "@/shared/schemas/absences";
import { useLL } from "../../i18n/language";
import { brusselsDayRange } from "../brussels-days";
import { formatDay } from "../number-format";

/**
 * The days an absence may cover, as the server allows them (docs/product/absences.md): from today
 * in Brussels, whatever the browser's zone, to 365 days later. `YYYY-MM-DD`.
 */
export const absenceDayRange = (now = new Date()) => brusselsDayRange(maxAbsenceDaysAhead, now);

/** "Du 06/04/2026 au 10/04/2026", or "Le 06/04/2026" for one day. */
export function useAbsenceDays() {
  const t = useLL().provider.absences;
  return (absence: AbsenceDays) =>
    absence.startsOn === absence.endsOn
      ? t.oneDay({ day: formatDay(absence.startsOn) })
      : t.fromTo({ from: formatDay(absence.startsOn), to: formatDay(absence.endsOn) });
}
