import { describe, expect, test } from "bun:test";
import fc from "fast-check";
import {
  addWorkingDays,
  belgianPublicHolidays,
  easterSunday,
  fromBrussels,
  isWorkingDay,
  toBrussels,
  workingDaysBetween,
} from "@/server/domain/working-days/service";

const iso = (d: Date) => d.toISOString();

describe("Belgian public holidays", () => {
  const knownEaster: [number, string][] = [
    [1818, "1818-03-22"],
    [2000, "2000-04-23"],
    [2019, "2019-04-21"],
    [2024, "2024-03-31"],
    [2025, "2025-04-20"],
    [2026, "2026-04-05"],
    [2027, "2027-03-28"],
    [2028, "2028-04-16"],
    [2029, "2029-04-01"],
    [2030, "2030-04-21"],
    [2038, "2038-04-25"],
    [2285, "2285-03-22"],
  ];
  test.each(knownEaster)("Easter %d is %s", (year, date) => {
    const e = easterSunday(year);
    expect(`${e.year}-${String(e.month).padStart(2, "0")}-${String(e.day).padStart(2, "0")}`).toBe(date);
  });

  const knownHolidays: [number, string[]][] = [
    [2024, ["2024-01-01", "2024-04-01", "2024-05-01", "2024-05-09", "2024-05-20", "2024-07-21", "2024-08-15", "2024-11-01", "2024-11-11", "2024-12-25"]],
    [2025, ["2025-01-01", "2025-04-21", "2025-05-01", "2025-05-29", "2025-06-09", "2025-07-21", "2025-08-15", "2025-11-01", "2025-11-11", "2025-12-25"]],
    [2026, ["2026-01-01", "2026-04-06", "2026-05-01", "2026-05-14", "2026-05-25", "2026-07-21", "2026-08-15", "2026-11-01", "2026-11-11", "2026-12-25"]],
    [2027, ["2027-01-01", "2027-03-29", "2027-05-01", "2027-05-06", "2027-05-17", "2027-07-21", "2027-08-15", "2027-11-01", "2027-11-11", "2027-12-25"]],
    [2028, ["2028-01-01", "2028-04-17", "2028-05-01", "2028-05-25", "2028-06-05", "2028-07-21", "2028-08-15", "2028-11-01", "2028-11-11", "2028-12-25"]],
    [2029, ["2029-01-01", "2029-04-02", "2029-05-01", "2029-05-10", "2029-05-21", "2029-07-21", "2029-08-15", "2029-11-01", "2029-11-11", "2029-12-25"]],
    [2030, ["2030-01-01", "2030-04-22", "2030-05-01", "2030-05-30", "2030-06-10", "2030-07-21", "2030-08-15", "2030-11-01", "2030-11-11", "2030-12-25"]],
  ];
  test.each(knownHolidays)("the ten holidays of %d", (year, dates) => {
    const holidays = belgianPublicHolidays(year);
    expect(holidays.map((h) => h.date)).toEqual(dates);
    expect(holidays.find((h) => h.code === "whit-monday")).toMatchObject({ nameFr: "Lundi de Pentecôte", nameNl: "Pinkstermaandag" });
  });

  test("Ascension before 1 May (Easter 22 March 2285) stays in date order", () => {
    expect(
      belgianPublicHolidays(2285)
        .slice(1, 4)
        .map((h) => [h.code, h.date]),
    ).toEqual([
      ["easter-monday", "2285-03-23"],
      ["ascension", "2285-04-30"],
      ["labour-day", "2285-05-01"],
    ]);
  });
});

describe("isWorkingDay uses the Brussels date", () => {
  const cases: [string, string, boolean][] = [
    ["an ordinary Tuesday", "2026-03-03T12:00:00+01:00", true],
    ["a Saturday", "2026-03-07T12:00:00+01:00", false],
    ["a Sunday", "2026-03-08T12:00:00+01:00", false],
    ["Easter Monday 2026", "2026-04-06T10:00:00+02:00", false],
    ["00:30 on Easter Monday in Brussels, still Sunday in UTC", "2026-04-05T22:30:00Z", false],
    ["00:30 on the Tuesday after Easter in Brussels, still Monday in UTC", "2026-04-06T22:30:00Z", true],
    ["23:30 on Friday 31 December in Brussels, already 1 January in Kiribati", "2027-12-31T22:30:00Z", true],
    ["00:30 on 1 January 2028 in Brussels, still 2027 in UTC", "2027-12-31T23:30:00Z", false],
    ["Good Friday is not a Belgian holiday", "2026-04-03T10:00:00+02:00", true],
    ["21 July 2026 (Tuesday)", "2026-07-21T10:00:00+02:00", false],
    ["11 November 2026 (Wednesday)", "2026-11-11T10:00:00+01:00", false],
    ["Ascension 2030", "2030-05-30T10:00:00+02:00", false],
    ["Whit Monday 2029", "2029-05-21T10:00:00+02:00", false],
    ["15 August 2028 (Tuesday)", "2028-08-15T10:00:00+02:00", false],
    ["2 January 2026 (Friday)", "2026-01-02T10:00:00+01:00", true],
  ];
  test.each(cases)("%s", (_name, at, expected) => {
    expect(isWorkingDay(new Date(at))).toBe(expected);
  });
});

describe("addWorkingDays: the same Brussels wall-clock time after N working days", () => {
  const cases: [string, string, number, string][] = [
    ["Friday 17:00 before Easter Monday, 2 days → Wednesday 17:00", "2026-04-03T17:00:00+02:00", 2, "2026-04-08T17:00:00+02:00"],
    ["Good Friday 2024 across the DST change and Easter Monday", "2024-03-29T17:00:00+01:00", 1, "2024-04-02T17:00:00+02:00"],
    ["assigned on Saturday: counted from Monday 00:00 → Wednesday 00:00", "2026-03-07T10:00:00+01:00", 2, "2026-03-11T00:00:00+01:00"],
    ["assigned on Sunday evening: same as Saturday", "2026-03-08T23:59:00+01:00", 1, "2026-03-10T00:00:00+01:00"],
    ["assigned on Easter Monday: counted from Tuesday 00:00", "2026-04-06T10:00:00+02:00", 2, "2026-04-09T00:00:00+02:00"],
    ["spring DST weekend: Friday 17:00 + 1 → Monday 17:00 (71 hours)", "2026-03-27T17:00:00+01:00", 1, "2026-03-30T17:00:00+02:00"],
    ["autumn DST weekend: Friday 09:30 + 1 → Monday 09:30 (73 hours)", "2026-10-23T09:30:00+02:00", 1, "2026-10-26T09:30:00+01:00"],
    ["Ascension 2026: Wednesday + 2 → Monday", "2026-05-13T14:00:00+02:00", 2, "2026-05-18T14:00:00+02:00"],
    ["Whit Monday 2026: Friday + 1 → Tuesday", "2026-05-22T08:00:00+02:00", 1, "2026-05-26T08:00:00+02:00"],
    ["21 July 2026: Monday + 2 → Thursday", "2026-07-20T12:00:00+02:00", 2, "2026-07-23T12:00:00+02:00"],
    ["11 November 2026: Tuesday + 2 → Friday", "2026-11-10T16:00:00+01:00", 2, "2026-11-13T16:00:00+01:00"],
    ["11 November 2025: Monday + 1 → Wednesday", "2025-11-10T09:00:00+01:00", 1, "2025-11-12T09:00:00+01:00"],
    ["Christmas 2026: Thursday 24 + 2 → Tuesday 29", "2026-12-24T11:00:00+01:00", 2, "2026-12-29T11:00:00+01:00"],
    ["New Year 2027: Thursday 31 + 1 → Monday 4 January", "2026-12-31T15:00:00+01:00", 1, "2027-01-04T15:00:00+01:00"],
    ["1 May 2028 (Monday): Friday + 1 → Tuesday", "2028-04-28T10:00:00+02:00", 1, "2028-05-02T10:00:00+02:00"],
    ["Ascension 2030: Wednesday + 1 → Friday", "2030-05-29T10:00:00+02:00", 1, "2030-05-31T10:00:00+02:00"],
    ["Easter 2027 with the DST change on Easter Sunday: Thursday + 2 → Tuesday", "2027-03-25T16:45:00+01:00", 2, "2027-03-30T16:45:00+02:00"],
    ["Whit Monday 2029 and the weekend: Friday + 2 → Wednesday", "2029-05-18T09:15:00+02:00", 2, "2029-05-23T09:15:00+02:00"],
    ["an ordinary week: Monday + 2 → Wednesday, to the millisecond", "2026-03-02T09:00:00.123+01:00", 2, "2026-03-04T09:00:00.123+01:00"],
    ["0 days on a working day is the moment itself", "2026-03-03T12:34:56+01:00", 0, "2026-03-03T12:34:56+01:00"],
    ["0 days on a Saturday is the start of Monday", "2026-03-07T12:00:00+01:00", 0, "2026-03-09T00:00:00+01:00"],
    ["Friday 23:59 + 1 → Monday 23:59", "2026-03-06T23:59:00+01:00", 1, "2026-03-09T23:59:00+01:00"],
    [
      "2026 has 253 working days (261 weekdays, 8 holidays on weekdays): 2 January + 252 → 31 December",
      "2026-01-02T10:00:00+01:00",
      252,
      "2026-12-31T10:00:00+01:00",
    ],
    ["2 January 2026 + 253 → Monday 4 January 2027", "2026-01-02T10:00:00+01:00", 253, "2027-01-04T10:00:00+01:00"],
  ];
  test.each(cases)("%s", (_name, from, days, expected) => {
    expect(iso(addWorkingDays(new Date(from), days))).toBe(iso(new Date(expected)));
  });

  test("refuses a negative or fractional count", () => {
    expect(() => addWorkingDays(new Date("2026-03-02T10:00:00Z"), -1)).toThrow(RangeError);
    expect(() => addWorkingDays(new Date("2026-03-02T10:00:00Z"), 1.5)).toThrow(RangeError);
  });

  test("does not depend on the machine's time zone", () => {
    const before = process.env.TZ;
    try {
      for (const tz of ["Pacific/Kiritimati", "America/Los_Angeles", "UTC"]) {
        process.env.TZ = tz;
        expect(iso(addWorkingDays(new Date("2026-04-03T17:00:00+02:00"), 2))).toBe("2026-04-08T15:00:00.000Z");
        expect(isWorkingDay(new Date("2026-04-05T22:30:00Z"))).toBe(false);
      }
    } finally {
      if (before === undefined) delete process.env.TZ;
      else process.env.TZ = before;
    }
  });
});

describe("workingDaysBetween: whole working days elapsed", () => {
  const friday = new Date("2026-04-03T17:00:00+02:00");
  const cases: [string, string, number][] = [
    ["a minute later", "2026-04-03T17:01:00+02:00", 0],
    ["on Easter Monday evening", "2026-04-06T22:00:00+02:00", 0],
    ["Tuesday 16:59", "2026-04-07T16:59:59+02:00", 0],
    ["Tuesday 17:00", "2026-04-07T17:00:00+02:00", 1],
    ["Wednesday 16:59", "2026-04-08T16:59:59.999+02:00", 1],
    ["Wednesday 17:00: the deadline", "2026-04-08T17:00:00+02:00", 2],
    ["the Saturday after", "2026-04-11T12:00:00+02:00", 4],
    ["before it started", "2026-04-03T16:00:00+02:00", 0],
  ];
  test.each(cases)("from Friday 17:00 before Easter Monday to %s", (_name, to, expected) => {
    expect(workingDaysBetween(friday, new Date(to))).toBe(expected);
  });

  test("from a Saturday, counted from Monday 00:00", () => {
    const saturday = new Date("2026-03-07T15:00:00+01:00");
    expect(workingDaysBetween(saturday, new Date("2026-03-09T23:59:59+01:00"))).toBe(0);
    expect(workingDaysBetween(saturday, new Date("2026-03-10T00:00:00+01:00"))).toBe(1);
  });
});

describe("properties over 2024–2030", () => {
  const instants = fc.date({ min: new Date("2024-01-01T00:00:00Z"), max: new Date("2030-12-31T00:00:00Z"), noInvalidDate: true });

  test("the deadline is a working day, keeps the wall-clock time of a working-day start, and is exactly N working days on", () => {
    fc.assert(
      fc.property(instants, fc.integer({ min: 0, max: 15 }), (from, days) => {
        const deadline = addWorkingDays(from, days);
        expect(isWorkingDay(deadline)).toBe(true);
        expect(deadline.getTime()).toBeGreaterThanOrEqual(from.getTime());
        if (isWorkingDay(from)) {
          const a = toBrussels(from);
          const b = toBrussels(deadline);
          expect([b.hour, b.minute, b.second, b.millisecond]).toEqual([a.hour, a.minute, a.second, a.millisecond]);
        }
        if (days > 0) {
          expect(workingDaysBetween(from, deadline)).toBe(days);
          expect(workingDaysBetween(from, new Date(deadline.getTime() - 1))).toBe(days - 1);
        }
      }),
      { numRuns: 400 },
    );
  });

  test("fromBrussels reads back every wall-clock time of toBrussels", () => {
    fc.assert(
      fc.property(instants, (instant) => {
        const local = toBrussels(instant);
        const back = fromBrussels(local);
        expect(toBrussels(back)).toEqual(local);
      }),
      { numRuns: 400 },
    );
  });
});
