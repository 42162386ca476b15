import { type CalendarDate, dayNumber, formatCalendarDate, fromDayNumber } from "./belgian-calendar";

export const brusselsTimeZone = "Europe/Brussels";

/** A wall-clock reading in Brussels: a calendar date and the time of day. */
export interface BrusselsDateTime extends CalendarDate {
  hour: number;
  minute: number;
  second: number;
  millisecond: number;
}

// One formatter for the process; the machine's TZ never matters.
const formatter = new Intl.DateTimeFormat("en-US", {
  timeZone: brusselsTimeZone,
  hourCycle: "h23",
  year: "numeric",
  month: "numeric",
  day: "numeric",
  hour: "numeric",
  minute: "numeric",
  second: "numeric",
});

/** The Brussels date and wall-clock time of an instant. */
export function toBrussels(instant: Date): BrusselsDateTime {
  const time = instant.getTime();
  if (Number.isNaN(time)) throw new RangeError("invalid date");
  const parts: Record<string, number> = {};
  for (const part of formatter.formatToParts(instant)) {
    if (part.type !== "literal") parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year ?? 0,
    month: parts.month ?? 0,
    day: parts.day ?? 0,
    hour: (parts.hour ?? 0) % 24,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
    millisecond: ((time % 1000) + 1000) % 1000,
  };
}

/** Offset of Brussels from UTC at an instant, in milliseconds (+1 h in winter, +2 h in summer). */
export function brusselsOffsetMs(instant: Date): number {
  const local = toBrussels(instant);
  const asUtc = Date.UTC(local.year, local.month - 1, local.day, local.hour, local.minute, local.second, local.millisecond);
  return asUtc - instant.getTime();
}

/**
 * The instant at which Brussels clocks show this date and time. A time skipped by the spring
 * change (02:00–03:00 on the last Sunday of March) is read with the winter offset, so it lands one
 * hour later; a time repeated in autumn gives its first (summer-time) occurrence.
 */
export function fromBrussels(local: BrusselsDateTime): Date {
  const wall = Date.UTC(local.year, local.month - 1, local.day, local.hour, local.minute, local.second, local.millisecond);
  // The offset one hour before and after is the same except around a change; try both.
  const candidates = [brusselsOffsetMs(new Date(wall - 3_600_000 * 3)), brusselsOffsetMs(new Date(wall + 3_600_000 * 3))];
  const matches = candidates.map((offset) => wall - offset).filter((t) => sameWallClock(toBrussels(new Date(t)), local));
  if (matches.length > 0) return new Date(Math.min(...matches));
  // Skipped in spring: use the offset before the change.
  return new Date(wall - (candidates[0] ?? 0));
}

function sameWallClock(a: BrusselsDateTime, b: BrusselsDateTime): boolean {
  return a.year === b.year && a.month === b.month && a.day === b.day && a.hour === b.hour && a.minute === b.minute && a.second === b.second;
}

/** The Brussels calendar day of an instant, as `YYYY-MM-DD` (a SQL `date`). */
export function brusselsDay(instant: Date): string {
  return formatCalendarDate(fromDayNumber(brusselsDayNumber(instant)));
}

/** The Brussels calendar day of an instant, as a day number. */
export function brusselsDayNumber(instant: Date): number {
  return dayNumber(toBrussels(instant));
}

export function withDate(local: BrusselsDateTime, n: number): BrusselsDateTime {
  return { ...local, ...fromDayNumber(n) };
}

/** The first instant of Belgian day number `n` (midnight in Brussels, whatever the offset that day). */
export function startOfBrusselsDay(n: number): Date {
  return fromBrussels({ ...fromDayNumber(n), hour: 0, minute: 0, second: 0, millisecond: 0 });
}
