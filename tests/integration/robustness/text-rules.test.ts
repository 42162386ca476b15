import { describe, expect, test } from "bun:test";
import { addProjectSchema } from "@/shared/schemas/project";
import { isStorableText, trimVisible, withControlCharactersAsSpaces } from "@/shared/text";
import { validPayload } from "../../support/fixtures";

/** What any text from outside may hold (docs/product/validation.md, "Any text from outside"; src/shared/text.ts). */
describe("text from outside", () => {
  test("a control character other than tab, line feed and carriage return, or a lone surrogate, cannot be stored", () => {
    for (const text of ["Rue Haute 12", "ligne 1\nligne 2\r\n\tfin", "Zoë 🙂 ثلاثة", "", "\u200b"]) expect(isStorableText(text)).toBe(true);
    for (const text of ["a\u0000b", "\u0007", "\u001b[31m", "page\u000cbreak", "v\u000btab", "\u007f", "\u0085", "Rue \ud800 1", "\udc00"])
      expect(isStorableText(text)).toBe(false);
  });

  test("trimming drops invisible format characters at either end, not inside", () => {
    expect(trimVisible("\u200b\u2060 \ufeff")).toBe("");
    expect(trimVisible(" \u200bRue\u200bHaute \u00a0")).toBe("Rue\u200bHaute");
    // A family emoji keeps its joiners.
    expect(trimVisible("👨\u200d👩\u200d👧")).toBe("👨\u200d👩\u200d👧");
  });

  test("a wizard's required street holding only invisible characters is missing; the description is trimmed of them", () => {
    const parsed = addProjectSchema.safeParse(validPayload({ PostalAreaId: 1, CustomerStreetHouseNumber: "\u200b\u2060" }));
    expect(parsed.error?.issues.map((issue) => issue.message)).toEqual(["addressRequired"]);
    const description = addProjectSchema.parse(validPayload({ PostalAreaId: 1, CustomerDescription: "\ufeffFuite sous l'évier\u200b" })).CustomerDescription;
    expect(description).toBe("Fuite sous l'évier");
  });

  test("what a form sends: a pasted control character becomes a space, everywhere in the value; other values are kept", () => {
    const when = new Date("2026-11-27T10:00:00Z");
    const file = new Blob(["x"]);
    const sent = withControlCharactersAsSpaces({
      text: "page\u000cbreak\u0007",
      list: ["a\u000bb", 3],
      nested: { keep: "ligne\nligne\ttab" },
      when,
      file,
      none: null,
    });
    expect(sent).toEqual({ text: "page break ", list: ["a b", 3], nested: { keep: "ligne\nligne\ttab" }, when, file, none: null });
    expect(sent.when).toBe(when);
    expect(sent.file).toBe(file);
  });
});
