import { describe, expect, test } from "bun:test";
import { amountTextFromCents, centsFromAmountText, formatEuros, isInvoiceAmount, maxInvoiceAmountCents } from "@/shared/money";

/** docs/product/consoles.md, "The invoice amount": the one rule the console's field, both doors and the domain apply. */
describe("an invoice amount", () => {
  test("euros with at most two decimals after a point or a comma, spaces and a euro sign aside, read as whole cents", () => {
    expect(centsFromAmountText("1250")).toBe(125_000);
    expect(centsFromAmountText("1250.5")).toBe(125_050);
    expect(centsFromAmountText("1250,50")).toBe(125_050);
    expect(centsFromAmountText(" 1 250,05 € ")).toBe(125_005);
    // As a French browser groups digits: a narrow no-break space.
    expect(centsFromAmountText("1\u202f250,05")).toBe(125_005);
    expect(centsFromAmountText("0,01")).toBe(1);
    expect(centsFromAmountText("1000000")).toBe(maxInvoiceAmountCents);
  });

  test("refused: nothing, zero, a sign, three decimals, a grouping point, an exponent, over a million", () => {
    for (const text of ["", " ", "0", "0,00", "-5", "+5", "12,345", "1.250", "1.250,00", "1,250.00", "1e3", "abc", "1000000,01", "99999999999"])
      expect({ text, cents: centsFromAmountText(text) }).toEqual({ text, cents: undefined });
  });

  test("whole cents in range only; the text a form sends; written as a Belgian reads it", () => {
    expect([0, 1, 1.5, maxInvoiceAmountCents, maxInvoiceAmountCents + 1, -1].map(isInvoiceAmount)).toEqual([false, true, false, true, false, false]);
    expect(amountTextFromCents(125_005)).toBe("1250.05");
    expect(amountTextFromCents(7)).toBe("0.07");
    expect(amountTextFromCents(125_005, ",")).toBe("1250,05");
    expect(centsFromAmountText(amountTextFromCents(98_765))).toBe(98_765);
    expect(formatEuros(125_050, "fr")).toBe("1\u202f250,50\u00a0€");
    expect(formatEuros(125_050, "nl")).toBe("€\u00a01.250,50");
  });
});
