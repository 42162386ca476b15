import { describe, expect, test } from "bun:test";
import { chosenLanguageOf, languageOf } from "@/server/translate";

/** docs/product/api-contract.md: `?lang=` or `X-Language` choose the language of a reply; French otherwise. */
describe("the language a request chooses", () => {
  const request = (query: string, headers: Record<string, string> = {}) => new Request(`http://localhost/api/x${query}`, { headers });

  test("?lang= first, then X-Language, either case; French when neither names one of ours", () => {
    expect(languageOf(request("?lang=nl"))).toBe("nl");
    expect(languageOf(request("", { "x-language": "NL" }))).toBe("nl");
    expect(languageOf(request("?lang=fr", { "x-language": "nl" }))).toBe("fr");
    expect(languageOf(request(""))).toBe("fr");
    expect(chosenLanguageOf(request("?lang=en"))).toBeUndefined();
    expect(chosenLanguageOf(request(""))).toBeUndefined();
  });

  test("a ?lang= that names none of ours (empty, another language) is no choice: X-Language still counts", () => {
    expect(languageOf(request("?lang=", { "x-language": "nl" }))).toBe("nl");
    expect(chosenLanguageOf(request("?lang=%20", { "x-language": "nl" }))).toBe("nl");
    expect(languageOf(request("?lang=de", { "x-language": "nl" }))).toBe("nl");
    expect(languageOf(request("?lang=en", { "x-language": "fr" }))).toBe("fr");
  });
});
