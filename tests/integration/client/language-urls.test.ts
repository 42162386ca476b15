import { describe, expect, test } from "bun:test";
import { pathInLanguage, publicPageOf, routerBaseOf } from "@/client/i18n/language-urls";

describe("the same page's address in a language", () => {
  test("from today's addresses and from language addresses", () => {
    const cases: [string, string, string][] = [
      ["/", "/fr/", "/nl/"],
      ["/nl", "/fr/", "/nl/"],
      ["/fr/", "/fr/", "/nl/"],
      ["/verwarming-verkoeling", "/fr/chauffage-climatisation", "/nl/verwarming-verkoeling"],
      ["/fr/jardin-facade-toiture", "/fr/jardin-facade-toiture", "/nl/tuin-gevel-dak"],
      ["/service/9", "/fr/service/9", "/nl/service/9"],
      ["/nl/service/9", "/fr/service/9", "/nl/service/9"],
      ["/newproject/9/22", "/fr/newproject/9/22", "/nl/newproject/9/22"],
      ["/privacypolicy", "/fr/privacypolicy", "/nl/privacypolicy"],
      ["/nl/cookiepolicy", "/fr/cookiepolicy", "/nl/cookiepolicy"],
    ];
    for (const [path, fr, nl] of cases) {
      expect({ path, fr: pathInLanguage(path, "fr"), nl: pathInLanguage(path, "nl") }).toEqual({ path, fr, nl });
    }
  });

  test("none for consoles, sign-in, status links and unknown addresses", () => {
    for (const path of [
      "/login",
      "/network",
      "/provider/homeprojectlist",
      "/projectstatus/x",
      "/nowhere",
      "/fr/verwarming-verkoeling",
      "/nl/nl",
      "/service/abc",
    ]) {
      expect(publicPageOf(path)).toBeNull();
    }
  });

  test("the router works under the language prefix of a language address only", () => {
    expect(routerBaseOf("/nl/service/9")).toBe("/nl");
    expect(routerBaseOf("/fr/")).toBe("/fr");
    expect(routerBaseOf("/nl")).toBe("");
    expect(routerBaseOf("/service/9")).toBe("");
    expect(routerBaseOf("/network")).toBe("");
  });
});
