import { describe, expect, test } from "bun:test";
import { parseTypedDay } from "@/client/components/typed-day";

/** docs/product/customer-controls.md, "Visit planned": a day typed as a Belgian writes it. */
describe("a typed day", () => {
  test("DD/MM/YYYY, with or without leading zeros, is that day", () => {
    expect(parseTypedDay("02/12/2026")).toBe("2026-12-02");
    expect(parseTypedDay(" 2/3/2026 ")).toBe("2026-03-02");
    expect(parseTypedDay("29/02/2028")).toBe("2028-02-29");
  });

  test("anything else is no day: not a date, another order, a day the calendar lacks", () => {
    for (const text of ["", "demain", "2026-12-02", "12/2026", "31/04/2026", "29/02/2027", "02/13/2026", "1/1/26"]) {
      expect(parseTypedDay(text)).toBeNull();
    }
  });
});
