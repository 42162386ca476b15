import { describe, expect, test } from "bun:test";
import { linesMatching } from "../../support/source-scan";

/** A dictionary text, then punctuation, then another expression: `{LL.a()} : {b}` or `${LL.a()} : ${b}`. */
const punctuationJoinedInCode = /\)\}\s?[:;!?]\s?\$?\{/;

/**
 * docs/product/language.md: the punctuation that joins a label and its value is part of the
 * dictionary's text ("Personne de contact : {name}", "Contactpersoon: {name}"). Joined in code,
 * French loses its no-break space and Dutch gets a space it does not write.
 */
describe("punctuation between texts is written in the dictionaries", () => {
  test("no screen or e-mail joins a dictionary text to another with punctuation in code", async () => {
    expect(await linesMatching("src/{client,server}/**/*.{ts,tsx}", punctuationJoinedInCode)).toEqual([]);
  });

  test("the check finds the shapes it is for", () => {
    expect(punctuationJoinedInCode.test("{LL.provider.contactName()} : {s.provider.contactName}")).toBe(true);
    // biome-ignore lint/suspicious/noTemplateCurlyInString: source text with a template literal, as the check reads it.
    expect(punctuationJoinedInCode.test("title={`${C.cancelReason()} : ${C.reason()}`}")).toBe(true);
    expect(punctuationJoinedInCode.test("{LL.provider.contactPerson({ name })}")).toBe(false);
  });
});
