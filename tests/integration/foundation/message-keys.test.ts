import { describe, expect, test } from "bun:test";
import { apiMessage, validationMessage } from "@/server/domain/errors";
import { translate } from "@/server/translate";
import type { TranslationFunctions } from "@/shared/i18n/i18n-types";
import fr from "@/shared/i18n/fr";
import { i18nObject } from "@/shared/i18n/i18n-util";
import { loadAllLocales } from "@/shared/i18n/i18n-util.sync";
import { isValidationKey, type MessageKey, type MessageSection } from "@/shared/message-keys";
import { phoneSchema, postCodeSchema } from "@/shared/schemas/fields";
import { addProjectSchema } from "@/shared/schemas/project";

/** Message keys come from the dictionaries' types (docs/architecture.md, "A dictionary key"). */
loadAllLocales();

const sections: MessageSection[] = ["api", "validation", "customerControls"];
/** The keys of a section whose text takes no argument, read from the French dictionary itself. */
const plainKeys = (section: MessageSection): string[] =>
  Object.entries(fr[section]).flatMap(([key, text]) => (typeof text === "string" && !text.includes("{") ? [key] : []));

describe("message keys", () => {
  test("a key the dictionary lacks does not compile (tsc checks each @ts-expect-error); at run time the reply would be empty", () => {
    // @ts-expect-error "noSuchKey" is not in the `api` section
    const wrongKey = apiMessage("noSuchKey");
    // @ts-expect-error an `api` key is not a `validation` key
    const wrongSection = validationMessage("notFound");
    expect(translate("fr", wrongKey)).toBe("");
    expect(translate("nl", wrongSection)).toBe("");
    // @ts-expect-error a text that takes an argument is no reply as is
    const withArgument: MessageKey = { section: "customerControls", key: "exportTitle" };
    expect(String(withArgument.key)).toBe("exportTitle");
  });

  test("every message of every section reads as its dictionary says, in French and Dutch", () => {
    for (const language of ["fr", "nl"] as const) {
      const LL: TranslationFunctions = i18nObject(language);
      expect(translate(language, apiMessage("notFound"))).toBe(LL.api.notFound());
      expect(translate(language, validationMessage("postCodeInvalid"))).toBe(LL.validation.postCodeInvalid());
      expect(translate(language, { section: "customerControls", key: "withdrawn" })).toBe(LL.customerControls.withdrawn());
    }
    for (const section of sections) {
      const keys = plainKeys(section);
      expect(keys.length).toBeGreaterThan(5);
      for (const key of keys) {
        const message = { section, key } as MessageKey;
        const fr = translate("fr", message);
        const nl = translate("nl", message);
        expect(fr.trim()).not.toBe("");
        expect(nl.trim()).not.toBe("");
        expect(nl).not.toBe(key);
      }
    }
  });

  test("isValidationKey knows exactly the `validation` section's keys", () => {
    expect(plainKeys("validation").filter((key) => !isValidationKey(key))).toEqual([]);
    for (const other of ["notFound", "toString", "constructor", "__proto__", "", 3, null]) expect(isValidationKey(other)).toBe(false);
  });

  test("the field rules report validation keys", () => {
    const messages = [
      postCodeSchema.safeParse("12").error?.issues[0]?.message,
      phoneSchema.safeParse("0470").error?.issues[0]?.message,
      ...(addProjectSchema.safeParse({}).error?.issues.map((issue) => issue.message) ?? []),
    ];
    expect(messages.slice(0, 2)).toEqual(["postCodeInvalid", "phoneInvalid"]);
    expect(messages.filter(isValidationKey)).toContain("privacyRequired");
  });
});
