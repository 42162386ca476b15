import { describe, expect, test } from "bun:test";
import { serverRenderedPath, serverRenderLanguage } from "@/server/ssr/public-pages";
import type { ApiCategory } from "@/shared/api-types";

const catalog = [
  {
    id: 1,
    serviceSubCategories: [
      { id: 9, services: [{ id: 21 }, { id: 22 }] },
      { id: 13, services: [{ id: 30 }] },
    ],
  },
] as unknown as ApiCategory[];

describe("which pages the server renders", () => {
  test("the public pages, in their canonical spelling", () => {
    for (const path of [
      "/",
      "/privacypolicy",
      "/cookiepolicy",
      "/cookiesettings",
      "/newproject",
      "/nl",
      "/fr",
      "/tuin-gevel-dak",
      "/chauffage-climatisation",
    ]) {
      expect(serverRenderedPath(path, catalog)).toBe(path);
    }
    expect(serverRenderedPath("/service/9", catalog)).toBe("/service/9");
    expect(serverRenderedPath("/newproject/13", catalog)).toBe("/newproject/13");
    expect(serverRenderedPath("/newproject/9/22", catalog)).toBe("/newproject/9/22");
  });

  test("the language addresses (docs/decisions/0027-language-urls.md)", () => {
    for (const path of [
      "/fr/",
      "/nl/",
      "/fr/service/9",
      "/nl/service/13",
      "/nl/newproject",
      "/fr/newproject/9/22",
      "/nl/privacypolicy",
      "/fr/cookiepolicy",
      "/fr/cookiesettings",
      "/fr/chauffage-climatisation",
      "/nl/tuin-gevel-dak",
    ]) {
      expect(serverRenderedPath(path, catalog)).toBe(path);
    }
    for (const path of [
      "/fr/verwarming-verkoeling",
      "/nl/fr",
      "/fr/nl",
      "/nl/service/10",
      "/nl/login",
      "/fr/network",
      "/de/service/9",
      "/nl/service/9/",
      "/NL/service/9",
    ]) {
      expect(serverRenderedPath(path, catalog)).toBeNull();
    }
  });

  test("nothing else: consoles, sign-in, status links, unknown or malformed ids, unknown words", () => {
    for (const path of [
      "/login",
      "/login/landingpage",
      "/network",
      "/network/providerlist",
      "/provider/homeprojectdetails/1",
      "/projectstatus/abc",
      "/service/10",
      "/service/09",
      "/service/9x",
      "/service/99999999999",
      "/newproject/9/30",
      "/newproject/10",
      "/newproject/9/22/1",
      "/unknown",
      "/404",
      "/a/b/c",
      // Other spellings are rendered by the browser alone (its router reads them its own way).
      "/NL",
      "/Tuin-Gevel-Dak",
      "/privacypolicy/",
      "/service/9/",
    ]) {
      expect(serverRenderedPath(path, catalog)).toBeNull();
    }
  });
});

describe("the language a page is rendered in", () => {
  test("an address that forces a language wins", () => {
    expect(serverRenderLanguage("/nl", "fr-BE,fr;q=0.9")).toBe("nl");
    expect(serverRenderLanguage("/nl/service/9", "fr-BE,fr;q=0.9")).toBe("nl");
    expect(serverRenderLanguage("/fr/", "nl")).toBe("fr");
    expect(serverRenderLanguage("/jardin-facade-toiture", "nl-BE")).toBe("fr");
  });

  test("else the browser's first French or Dutch, by preference", () => {
    expect(serverRenderLanguage("/", "nl-BE,nl;q=0.9,fr;q=0.8")).toBe("nl");
    expect(serverRenderLanguage("/", "en-US,en;q=0.9,nl;q=0.8,fr;q=0.7")).toBe("nl");
    expect(serverRenderLanguage("/", "fr;q=0.5,nl;q=0.9")).toBe("nl");
    expect(serverRenderLanguage("/service/9", "de-DE,fr-BE;q=0.4")).toBe("fr");
  });

  test("else French, also for a header that makes no sense", () => {
    expect(serverRenderLanguage("/", null)).toBe("fr");
    expect(serverRenderLanguage("/", "en-GB")).toBe("fr");
    expect(serverRenderLanguage("/", "nl;q=0")).toBe("fr");
    expect(serverRenderLanguage("/", ";;,;q=abc,<script>")).toBe("fr");
  });
});
