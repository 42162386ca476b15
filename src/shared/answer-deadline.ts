/**
 * How a deadline is written (docs/product/deadlines.md, "How the deadline is written"): the
 * provider's answer deadline, and the time by which it is to call the customer once it accepted
 * (docs/product/customer-controls.md, "Call by"), as the last minute left. A deadline at 00:00 in Brussels (an assignment on a
 * weekend or a holiday counts from midnight) is written as 23:59 the day before, so no one reads
 * "avant le 02/12 à 00:00" as the end of the 2nd. Any other deadline is written as it is.
 */
const brusselsTime = new Intl.DateTimeFormat("en-GB", { timeZone: "Europe/Brussels", hour: "2-digit", minute: "2-digit", hourCycle: "h23" });

export function lastMinuteOf(deadline: Date): Date {
  return brusselsTime.format(deadline) === "00:00" ? new Date(deadline.getTime() - 60_000) : deadline;
}
