import { describe, expect, test } from "bun:test";
import { brusselsDayRange, brusselsToday } from "@/client/components/brussels-days";

/** The days the absence and visit forms offer (docs/product/absences.md; customer-controls.md, "Visit planned"). */
describe("days in Brussels in the browser", () => {
  test("today is Brussels' day, whatever the browser's zone", () => {
    expect(brusselsToday(new Date("2026-03-31T22:30:00Z"))).toBe("2026-04-01");
    expect(brusselsToday(new Date("2026-03-31T21:30:00Z"))).toBe("2026-03-31");
  });

  test("a range runs from that day to as many calendar days later, across the change of time", () => {
    expect(brusselsDayRange(60, new Date("2026-03-28T23:30:00Z"))).toEqual({ first: "2026-03-29", last: "2026-05-28" });
    expect(brusselsDayRange(365, new Date("2026-11-29T12:00:00Z"))).toEqual({ first: "2026-11-29", last: "2027-11-29" });
  });
});
