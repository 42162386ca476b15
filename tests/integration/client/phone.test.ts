import { describe, expect, test } from "bun:test";
import { validatePersonal } from "@/client/wizard/personal-form";
import { toInternationalPhone } from "@/shared/phone";
import { initialWizardState } from "@/client/wizard/state";
import { phoneSchema } from "@/shared/schemas/fields";

/** docs/product/consoles.md, "Phone field". */
describe("the wizard's phone field", () => {
  test("a national Belgian number becomes international before it is checked", () => {
    for (const typed of ["0475 11 22 33", "0475112233", "0475/11.22.33", "+32475112233", "+32 0475 11 22 33", "0032 475 11 22 33"]) {
      expect(toInternationalPhone(typed)).toBe("+32 475 11 22 33");
    }
    expect(toInternationalPhone("02 555 01 01")).toBe("+32 2 555 01 01");
    expect(toInternationalPhone("+33 6 12 34 56 78")).toBe("+33 6 12 34 56 78");
    expect(toInternationalPhone("+31 6 12345678")).toBe("+31 6 12345678");
    // Not a possible number: left as typed, so that the rule says "wrong format" about it.
    expect(toInternationalPhone("0475")).toBe("0475");
    // One digit short: left as typed, never "+32 04701234".
    expect(toInternationalPhone("0470 12 34")).toBe("0470 12 34");
    expect(toInternationalPhone("+39 06 1234 5678")).toBe("+39 06 1234 5678");
    expect(toInternationalPhone("bonjour")).toBe("bonjour");
  });

  test("empty (or only the offered +32) is 'required'; a national number passes; nonsense is 'wrong format'", () => {
    const personal = { ...initialWizardState().personal };
    expect(validatePersonal({ ...personal, CustomerGSM: "" }).CustomerGSM).toBe("required");
    expect(validatePersonal({ ...personal, CustomerGSM: "+32" }).CustomerGSM).toBe("required");
    expect(validatePersonal({ ...personal, CustomerGSM: "0475 11 22 33" }).CustomerGSM).toBeUndefined();
    // Its message gives the forms a person may type, not the api/ rule's "must start with +".
    expect(validatePersonal({ ...personal, CustomerGSM: "0475" }).CustomerGSM).toBe("phoneTypedInvalid");
  });

  test("a number nobody could call is refused, though it has the api/ rule's form: too short, too long, a trunk 0 with digits missing", () => {
    const personal = { ...initialWizardState().personal };
    for (const uncallable of ["+32 470 12 34", "+32 0470 1234", "0470 1234", "+32 470 12 34 56 78 90", "+32 12"]) {
      expect({ uncallable, error: validatePersonal({ ...personal, CustomerGSM: uncallable }).CustomerGSM }).toEqual({ uncallable, error: "phoneTypedInvalid" });
    }
    for (const callable of ["+32 470 12 34 56", "02 123 45 67", "+33 6 12 34 56 78", "+31 6 12345678"]) {
      expect({ callable, error: validatePersonal({ ...personal, CustomerGSM: callable }).CustomerGSM }).toEqual({ callable, error: undefined });
    }
  });

  test("the public api/ rule stays: a number must start with +", () => {
    expect(phoneSchema.safeParse("0475 11 22 33").success).toBe(false);
    expect(phoneSchema.safeParse(toInternationalPhone("0475 11 22 33")).success).toBe(true);
  });
});
