import type { DashboardFilter, ResolvedPeriod } from "@/shared/schemas/network-dashboard";
import { dayNumber, formatCalendarDate, fromDayNumber, parseCalendarDate } from "../working-days/belgian-calendar";
import { brusselsDayNumber, startOfBrusselsDay } from "../working-days/brussels-time";

/** A period as instants: `[start, end)`, and the previous period of equal length just before it. */
export interface PeriodRange {
  start: Date;
  end: Date;
  previousStart: Date;
  previousEnd: Date;
  days: ResolvedPeriod;
}

const lengths = { "7d": 7, "30d": 30, "90d": 90 } as const;

const day = (n: number) => formatCalendarDate(fromDayNumber(n));

/**
 * The Belgian calendar days of the filter's period (docs/product/dashboard.md, "Filters"): the
 * last 7, 30 or 90 days with today, this year up to today, or a custom range, both ends included;
 * the previous period has the same number of days and ends the day before.
 */
export function resolvePeriod(filter: Pick<DashboardFilter, "period" | "from" | "to">, now: Date): PeriodRange {
  const today = brusselsDayNumber(now);
  let first: number;
  let last = today;
  if (filter.period === "custom" && filter.from && filter.to) {
    first = dayNumber(parseCalendarDate(filter.from));
    last = dayNumber(parseCalendarDate(filter.to));
  } else if (filter.period === "year") {
    first = dayNumber({ year: fromDayNumber(today).year, month: 1, day: 1 });
  } else {
    first = today - (lengths[filter.period === "custom" ? "30d" : filter.period] - 1);
  }
  const length = last - first + 1;
  return {
    start: startOfBrusselsDay(first),
    end: startOfBrusselsDay(last + 1),
    previousStart: startOfBrusselsDay(first - length),
    previousEnd: startOfBrusselsDay(first),
    days: { from: day(first), to: day(last), previousFrom: day(first - length), previousTo: day(first - 1) },
  };
}
