import { formatCalendarDate, fromDayNumber, weekdayOf } from "../working-days/belgian-calendar";
import { brusselsDayNumber } from "../working-days/brussels-time";
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

/** SQL's Brussels week of a timestamp column, as the `YYYY-MM-DD` of its Monday. */
export const weekOfSql = (column: string) => `to_char(date_trunc('week', ${column} at time zone 'Europe/Brussels'), 'YYYY-MM-DD')`;
