import { describe, expect, test } from "bun:test";
import { resolvePeriod } from "@/server/domain/dashboard/period";
import { workingHoursBetween } from "@/server/domain/dashboard/working-hours";
import { addWorkingDays } from "@/server/domain/working-days/service";
import { callCustomerBy, callDueCutoff, callWithinWorkingHours } from "@/server/domain/customer-controls/call-by";

const at = (iso: string) => new Date(iso);

describe("dashboard working hours and periods", () => {
  test("only the hours of Belgian working days count", () => {
    // Wednesday 10:00 → 15:30 the same day.
    expect(workingHoursBetween(at("2026-03-04T10:00:00+01:00"), at("2026-03-04T15:30:00+01:00"))).toBe(5.5);
    // Friday 17:00 → Monday 09:00: 7 hours on Friday, 9 on Monday, the weekend not at all.
    expect(workingHoursBetween(at("2026-03-06T17:00:00+01:00"), at("2026-03-09T09:00:00+01:00"))).toBe(16);
    // Thursday 2 April 2026 12:00 → Tuesday 7 April 08:00: Easter Monday (6 April) is a holiday.
    expect(workingHoursBetween(at("2026-04-02T12:00:00+02:00"), at("2026-04-07T08:00:00+02:00"))).toBe(12 + 24 + 8);
    // Saturday → Sunday: none.
    expect(workingHoursBetween(at("2026-03-07T08:00:00+01:00"), at("2026-03-08T20:00:00+01:00"))).toBe(0);
    expect(workingHoursBetween(at("2026-03-04T10:00:00+01:00"), at("2026-03-04T09:00:00+01:00"))).toBe(0);
  });

  test("the deadline is 48 working hours after an assignment on a working day, also across summer time", () => {
    for (const assigned of ["2026-03-04T10:00:00+01:00", "2026-03-27T16:00:00+01:00", "2026-04-03T09:15:00+02:00"]) {
      expect(workingHoursBetween(at(assigned), addWorkingDays(at(assigned), 2))).toBe(48);
    }
  });

  test("a call noted within callWithinWorkingHours of the acceptance is one noted by callCustomerBy, whenever it was accepted", () => {
    // Every quarter of an hour over two weeks with a weekend, Easter Monday and the change to summer time.
    const hits: string[] = [];
    for (let t = at("2026-03-26T00:00:00+01:00").getTime(); t < at("2026-04-09T00:00:00+02:00").getTime(); t += 15 * 60_000) {
      const accepted = new Date(t);
      const by = callCustomerBy(accepted);
      for (const called of [new Date(by.getTime() - 60_000), by, new Date(by.getTime() + 60_000)]) {
        const inTime = workingHoursBetween(accepted, called) <= callWithinWorkingHours;
        if (inTime !== called <= by) hits.push(`${accepted.toISOString()} → ${called.toISOString()}`);
      }
    }
    expect(hits).toEqual([]);
  });

  test("callDueCutoff: an acceptance at or before it has its call due at that moment, one after it not yet", () => {
    const wrong: string[] = [];
    // Every two hours over two weeks with a weekend, Easter Monday and the change to summer time.
    for (let t = at("2026-03-27T00:00:00+01:00").getTime(); t < at("2026-04-10T00:00:00+02:00").getTime(); t += 2 * 3600_000) {
      const now = new Date(t);
      const cutoff = callDueCutoff(now);
      if (!(callCustomerBy(cutoff) <= now)) wrong.push(`${now.toISOString()}: due ${callCustomerBy(cutoff).toISOString()}`);
      const justAfter = new Date(cutoff.getTime() + 1);
      if (callCustomerBy(justAfter) <= now) wrong.push(`${now.toISOString()}: ${justAfter.toISOString()} is due too`);
    }
    expect(wrong).toEqual([]);
  });

  test("periods are Belgian calendar days, the previous one of equal length just before", () => {
    const now = at("2026-03-04T00:30:00+01:00");
    const seven = resolvePeriod({ period: "7d" }, now);
    expect(seven.days).toEqual({ from: "2026-02-26", to: "2026-03-04", previousFrom: "2026-02-19", previousTo: "2026-02-25" });
    expect(seven.start.toISOString()).toBe("2026-02-25T23:00:00.000Z");
    expect(seven.end.toISOString()).toBe("2026-03-04T23:00:00.000Z");
    expect(resolvePeriod({ period: "year" }, now).days).toEqual({ from: "2026-01-01", to: "2026-03-04", previousFrom: "2025-10-30", previousTo: "2025-12-31" });
    const custom = resolvePeriod({ period: "custom", from: "2026-03-28", to: "2026-03-30" }, now);
    // 29 March is the change to summer time: the period ends at Brussels midnight, UTC+2.
    expect(custom.end.toISOString()).toBe("2026-03-30T22:00:00.000Z");
    expect(custom.days.previousFrom).toBe("2026-03-25");
  });
});
