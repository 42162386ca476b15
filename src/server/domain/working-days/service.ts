import { dayNumber, isWorkingDayNumber, nextWorkingDayNumber } from "./belgian-calendar";
import { type BrusselsDateTime, fromBrussels, toBrussels, withDate } from "./brussels-time";

/**
 * Working days: Monday to Friday in Europe/Brussels, except the Belgian public holidays.
 *
 * The rule of a deadline of N working days from a moment `from`:
 * - the count starts at `from` when `from` falls on a working day (Brussels date), otherwise at
 *   00:00 of the next working day (a request assigned on Saturday or on a holiday is counted from
 *   the start of the next working day);
 * - the deadline is the same Brussels wall-clock time as that start, on the N-th working day after
 *   the start's day. Friday 17:00 before Easter Monday + 2 → Wednesday 17:00 (Monday is a holiday,
 *   Tuesday is 1, Wednesday is 2); Saturday 10:00 + 2 → Wednesday 00:00 (Monday and Tuesday whole).
 * Deadlines fall on weekdays and Belgian clocks change on Sundays, so the wall-clock time always
 * exists on the deadline's day; across a DST change the deadline keeps the wall-clock time, not
 * the elapsed hours.
 */

/** True when the Brussels date of this instant is a working day. */
export function isWorkingDay(date: Date): boolean {
  return isWorkingDayNumber(dayNumber(toBrussels(date)));
}

/** Where the count of working days starts for `from` (see the rule above). */
function countStart(from: Date): { day: number; local: BrusselsDateTime } {
  const local = toBrussels(from);
  const day = dayNumber(local);
  if (isWorkingDayNumber(day)) return { day, local };
  return { day: nextWorkingDayNumber(day), local: { ...local, hour: 0, minute: 0, second: 0, millisecond: 0 } };
}

/** The deadline `days` working days after `from` (a whole number, 0 or more; see the rule above). */
export function addWorkingDays(from: Date, days: number): Date {
  if (!Number.isInteger(days) || days < 0) throw new RangeError("days must be a whole number, 0 or more");
  const start = countStart(from);
  let day = start.day;
  for (let i = 0; i < days; i += 1) day = nextWorkingDayNumber(day);
  return fromBrussels(withDate(start.local, day));
}

/**
 * How many whole working days have passed from `a` to `b`: the largest n with
 * `addWorkingDays(a, n) <= b` (0 when `b` is before the first one). "Waiting for more than one
 * working day" is `workingDaysBetween(assignedAt, now) >= 1`.
 */
export function workingDaysBetween(a: Date, b: Date): number {
  if (b.getTime() <= a.getTime()) return 0;
  const start = countStart(a);
  const end = toBrussels(b);
  const endDay = dayNumber(end);
  if (endDay <= start.day) return 0;
  let count = 0;
  for (let day = start.day + 1; day < endDay; day += 1) if (isWorkingDayNumber(day)) count += 1;
  // On the end day itself (a working day has no clock change), compare wall-clock times.
  if (isWorkingDayNumber(endDay) && timeOfDay(start.local) <= timeOfDay(end)) count += 1;
  return count;
}

/**
 * The latest moment from which `days` whole working days have passed at `now`: `t <= cutoff`
 * exactly when `workingDaysBetween(t, now) >= days`, that is when `addWorkingDays(t, days) <= now`.
 * For SQL, which cannot count working days: "waiting for more than a working day", "the call is due".
 */
export function workingDaysCutoff(now: Date, days: number): Date {
  let low = now.getTime() - (days + 1) * 15 * 24 * 3600 * 1000; // always at least `days` working days before now
  let high = now.getTime();
  while (high - low > 1) {
    const mid = Math.floor((low + high) / 2);
    if (workingDaysBetween(new Date(mid), now) >= days) low = mid;
    else high = mid;
  }
  return new Date(low);
}

function timeOfDay(t: BrusselsDateTime): number {
  return ((t.hour * 60 + t.minute) * 60 + t.second) * 1000 + t.millisecond;
}

export { belgianPublicHolidays, easterSunday, type CalendarDate, type PublicHoliday } from "./belgian-calendar";
export { brusselsTimeZone, toBrussels, fromBrussels, type BrusselsDateTime } from "./brussels-time";

/** A provider answers within this many working days of its assignment, or is rejected automatically. */
export const responseWorkingDays = 2;
