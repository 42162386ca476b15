import { formatCalendarDate, fromDayNumber, weekdayOf } from "../working-days/belgian-calendar";
import { brusselsDayNumber, startOfBrusselsDay } from "../working-days/brussels-time";
import type { PeriodRange } from "./period";

/** The Belgian week (Monday first) of a day number, as its Monday's day number. */
export function mondayOf(n: number): number {
  return n - ((weekdayOf(n) + 6) % 7);
}

/** The Mondays (`YYYY-MM-DD`) of every week touching the period, oldest first. */
export function weeksOf(range: PeriodRange): string[] {
  const first = mondayOf(brusselsDayNumber(range.start));
  const last = mondayOf(brusselsDayNumber(new Date(range.end.getTime() - 1)));
  const weeks: string[] = [];
  for (let n = first; n <= last; n += 7) weeks.push(formatCalendarDate(fromDayNumber(n)));
  return weeks;
}

/**
 * The instants at which the weeks of `weeksOf` start (Monday 00:00 in Brussels), for SQL's
 * `width_bucket`: bucket n (1-based) is the n-th week, without a time-zone conversion per row.
 */
export function weekBoundaries(range: PeriodRange): string[] {
  const first = mondayOf(brusselsDayNumber(range.start));
  return weeksOf(range).map((_, i) => startOfBrusselsDay(first + i * 7).toISOString());
}
