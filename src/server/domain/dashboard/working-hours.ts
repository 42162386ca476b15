import { fromDayNumber, isWorkingDayNumber } from "../working-days/belgian-calendar";
import { brusselsDayNumber, fromBrussels } from "../working-days/brussels-time";

const msPerHour = 3_600_000;

function startOfBrusselsDay(n: number): number {
  return fromBrussels({ ...fromDayNumber(n), hour: 0, minute: 0, second: 0, millisecond: 0 }).getTime();
}

/**
 * Belgian working hours from `a` to `b` (docs/product/dashboard.md): the time between them that
 * falls on Brussels working days (the deadline's calendar, docs/product/deadlines.md), whole days
 * of 24 hours. Two working days after an assignment, the deadline, is 48 working hours. 0 when
 * `b` is not after `a`.
 */
export function workingHoursBetween(a: Date, b: Date): number {
  const start = a.getTime();
  const end = b.getTime();
  if (!(end > start)) return 0;
  let total = 0;
  for (let day = brusselsDayNumber(a), last = brusselsDayNumber(b); day <= last; day += 1) {
    if (!isWorkingDayNumber(day)) continue;
    const from = Math.max(start, startOfBrusselsDay(day));
    const to = Math.min(end, startOfBrusselsDay(day + 1));
    if (to > from) total += to - from;
  }
  return total / msPerHour;
}
