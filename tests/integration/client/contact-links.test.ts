import { describe, expect, test } from "bun:test";
import { telHref } from "@/client/components/contact-links";

/** Phone numbers are links that dial them, on the consoles and the status page (docs/product/consoles.md). */
describe("a phone link", () => {
  test("dials the + and the digits, whatever separators the number was written with", () => {
    expect(telHref("+32 2 555 01 01")).toBe("tel:+3225550101");
    expect(telHref("02/555.01.01")).toBe("tel:025550101");
    expect(telHref("+32 (0)470-11-22-33")).toBe("tel:+32470112233");
  });
});
