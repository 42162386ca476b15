import { describe, expect, test } from "bun:test";
import { catalogFields, catalogKey, catalogText, lookupCatalogText, lookupServiceBullets, serviceBullets } from "@/client/i18n/catalog-text";
import { languages } from "@/shared/catalog-types";
import fr from "@/shared/i18n/fr";
import nl from "@/shared/i18n/nl";
import { loadAllLocales } from "@/shared/i18n/i18n-util.sync";
import { categorySeeds, questionSeeds, serviceSeeds, subCategorySeeds } from "@/server/db/seed/catalog-data";

// The browser loads a language's dictionary when it is shown; here both, as the server does.
loadAllLocales();

/** Every (kind, code, field) the catalogue of catalog-data.ts needs a text for. */
const catalogEntries = (): { kind: "category" | "subcategory" | "service" | "question" | "answer"; code: string; field?: string }[] => [
  ...categorySeeds.flatMap((c) => catalogFields.category.map((field) => ({ kind: "category" as const, code: c.code, field }))),
  ...subCategorySeeds.flatMap((s) => catalogFields.subcategory.map((field) => ({ kind: "subcategory" as const, code: s.code, field }))),
  ...serviceSeeds.flatMap((s) => catalogFields.service.map((field) => ({ kind: "service" as const, code: s.code, field }))),
  ...questionSeeds.map((q) => ({ kind: "question" as const, code: q.code })),
  ...questionSeeds.flatMap((q) => q.answers.map((a) => ({ kind: "answer" as const, code: a.code }))),
];

/** Raw value in one dictionary, without fallback: proves each language has its own text. */
function raw(dictionary: unknown, kind: string, code: string, field?: string): unknown {
  const path = kind === "answer" ? ["catalog", kind, ...code.split(/\.(.*)/s, 2)] : ["catalog", kind, code, ...(field ? [field] : [])];
  return path.reduce<unknown>((node, part) => (node && typeof node === "object" ? (node as Record<string, unknown>)[part] : undefined), dictionary);
}

/** All catalogue strings of one language. */
function allTexts(dictionary: unknown): string[] {
  return catalogEntries().map(({ kind, code, field }) => String(raw(dictionary, kind, code, field)));
}

describe("catalogue lookup rules (docs/product/catalogue.md)", () => {
  const dictionaries = {
    fr: {
      catalog: {
        service: { pipes: { title: "Conduites", b1: "Un", b2: "   ", b3: "Trois" } },
        answer: { "house-age": { "under-10": "Moins de 10 ans" } },
      },
    },
    nl: {
      catalog: {
        service: { pipes: { title: "Leidingen", b1: "", b3: null } },
      },
    },
  };

  test("an unknown key shows 404 followed by the key", () => {
    expect(lookupCatalogText(dictionaries, "fr", "service", "foo", "title")).toBe("404 service.foo.title");
    expect(lookupCatalogText(dictionaries, "nl", "service", "pipes", "b9")).toBe("404 service.pipes.b9");
    expect(lookupCatalogText(dictionaries, "fr", "answer", "house-age.unknown")).toBe("404 answer.house-age.unknown");
    expect(catalogText("fr", "service", "foo", "title")).toBe("404 service.foo.title");
    expect(catalogText("nl", "category", "no-such-category")).toBe("404 category.no-such-category.name");
    expect(catalogText("fr", "question", "no-such-question")).toBe("404 question.no-such-question");
    expect(catalogText("nl", "answer", "type-of-work.no-such-answer")).toBe("404 answer.type-of-work.no-such-answer");
  });

  test("a key that is not a text (an entry, a prototype member) is unknown too", () => {
    expect(catalogText("fr", "service", "pipes", "nope")).toBe("404 service.pipes.nope");
    expect(catalogText("fr", "answer", "type-of-work")).toBe("404 answer.type-of-work");
    expect(catalogText("fr", "service", "constructor", "name")).toBe("404 service.constructor.name");
    expect(catalogText("nl", "service", "__proto__", "title")).toBe("404 service.__proto__.title");
    expect(catalogText("fr", "question", "toString")).toBe("404 question.toString");
  });

  test("a blank text shows the key in square brackets", () => {
    expect(lookupCatalogText(dictionaries, "fr", "service", "pipes", "b2")).toBe("[service.pipes.b2]");
    expect(lookupCatalogText(dictionaries, "nl", "service", "pipes", "b1")).toBe("[service.pipes.b1]");
  });

  test("a text missing in NL falls back to FR", () => {
    expect(lookupCatalogText(dictionaries, "nl", "service", "pipes", "b3")).toBe("Trois");
    expect(lookupCatalogText(dictionaries, "nl", "answer", "house-age.under-10")).toBe("Moins de 10 ans");
    expect(lookupCatalogText({ fr: dictionaries.fr }, "nl", "service", "pipes", "title")).toBe("Conduites");
    expect(lookupCatalogText(dictionaries, "nl", "service", "pipes", "title")).toBe("Leidingen");
  });

  test("bullets follow the same rules, in order", () => {
    expect(lookupServiceBullets(dictionaries, "nl", "pipes")).toEqual(["[service.pipes.b1]", "[service.pipes.b2]", "Trois"]);
    expect(lookupServiceBullets(dictionaries, "fr", "unknown")).toEqual([1, 2, 3, 4, 5].map((n) => `404 service.unknown.b${n}`));
  });

  test("keys join kind, code and field; the field defaults to the name", () => {
    expect(catalogKey("service", "pipes", "b3")).toBe("service.pipes.b3");
    expect(catalogKey("service", "pipes")).toBe("service.pipes.name");
    expect(catalogKey("subcategory", "electricity")).toBe("subcategory.electricity.name");
    expect(catalogKey("answer", "house-age.under-10")).toBe("answer.house-age.under-10");
  });
});

describe("real dictionaries", () => {
  test("French lookups", () => {
    expect(catalogText("fr", "category", "heating-cooling")).toBe("Chauffage et climatisation");
    expect(catalogText("fr", "subcategory", "gutters-chimneys", "name")).toBe("Gouttières et cheminées");
    expect(catalogText("fr", "service", "oil-boiler-maintenance")).toBe("Entretien de chaudière au mazout");
    expect(catalogText("fr", "answer", "heating-fuel.fuel-oil")).toBe("Mazout");
    expect(catalogText("fr", "answer", "heating-fuel", "fuel-oil")).toBe("Mazout");
    expect(catalogText("fr", "question", "house-age")).toStartWith("Quel est l'âge de l'habitation");
  });

  test("Dutch lookups, in Belgian Dutch", () => {
    expect(catalogText("nl", "category", "heating-cooling")).toBe("Verwarming en verkoeling");
    expect(catalogText("nl", "subcategory", "gutters-chimneys", "name")).toBe("Dakgoten en schouwen");
    expect(catalogText("nl", "service", "oil-boiler-maintenance")).toBe("Onderhoud stookolieketel");
    expect(catalogText("nl", "service", "septic-tank", "title")).toContain("Septische put");
    expect(catalogText("nl", "answer", "type-of-work.repair")).toBe("Herstelling");
    expect(catalogText("nl", "question", "house-age")).toBe("Hoe oud is de woning?");
  });

  test("every code of catalog-data.ts has a text for every field in both languages", () => {
    const problems: string[] = [];
    for (const { kind, code, field } of catalogEntries()) {
      for (const [language, dictionary] of [
        ["fr", fr],
        ["nl", nl],
      ] as const) {
        const value = raw(dictionary, kind, code, field);
        if (typeof value !== "string" || value.trim() === "") problems.push(`${language} ${catalogKey(kind, code, field)}`);
        const shown = catalogText(language, kind, code, field);
        if (shown.startsWith("404 ") || shown.startsWith("[")) problems.push(`${language} shows ${shown}`);
      }
    }
    expect(problems).toEqual([]);
  });

  test("the dictionaries hold no entry that catalog-data.ts does not know", () => {
    for (const dictionary of [fr, nl]) {
      expect(Object.keys(dictionary.catalog.category).sort()).toEqual(categorySeeds.map((c) => c.code).sort());
      expect(Object.keys(dictionary.catalog.subcategory).sort()).toEqual(subCategorySeeds.map((s) => s.code).sort());
      expect(Object.keys(dictionary.catalog.service).sort()).toEqual(serviceSeeds.map((s) => s.code).sort());
      expect(Object.keys(dictionary.catalog.question).sort()).toEqual(questionSeeds.map((q) => q.code).sort());
      const answerCodes = Object.entries(dictionary.catalog.answer).flatMap(([q, answers]) => Object.keys(answers).map((a) => `${q}.${a}`));
      expect(answerCodes.sort()).toEqual(questionSeeds.flatMap((q) => q.answers.map((a) => a.code)).sort());
    }
  });

  test("no text promises 48 hours, none holds a brace (typesafe-i18n arguments)", () => {
    for (const text of [...allTexts(fr), ...allTexts(nl)]) {
      expect(text).not.toMatch(/\b48\b/);
      expect(text).not.toMatch(/[{}]/);
      expect(text).not.toMatch(/quarante-huit|achtenveertig/i);
    }
  });

  test("every active service has exactly 5 real bullets in both languages", () => {
    for (const service of serviceSeeds.filter((s) => s.isActive)) {
      for (const language of languages) {
        const bullets = serviceBullets(language, service.code);
        expect(bullets).toHaveLength(5);
        for (const bullet of bullets) {
          expect(bullet).not.toMatch(/^(404 |\[)/);
          expect(bullet).not.toMatch(/…|\.\.\./);
        }
        expect(new Set(bullets).size).toBe(5);
      }
    }
  });

  test("the more-info texts are several short paragraphs", () => {
    for (const service of serviceSeeds) {
      for (const dictionary of [fr, nl]) {
        const paragraphs = String(raw(dictionary, "service", service.code, "moreInfo")).split("\n\n");
        expect(paragraphs.length).toBeGreaterThanOrEqual(3);
        expect(paragraphs.length).toBeLessThanOrEqual(6);
        for (const p of paragraphs) expect(p.trim()).toBe(p);
      }
    }
  });

  test("one contact promise: two working days, and 24 hours only for the unlisted service", () => {
    const manual = new Set(serviceSeeds.filter((s) => s.needsManualHandling).map((s) => s.code));
    expect(manual.size).toBe(1);
    for (const s of serviceSeeds) {
      const frText = catalogFields.service.map((f) => catalogText("fr", "service", s.code, f)).join("\n");
      const nlText = catalogFields.service.map((f) => catalogText("nl", "service", s.code, f)).join("\n");
      if (manual.has(s.code)) {
        expect(frText).toContain("dans les 24\u00a0heures");
        expect(nlText).toContain("binnen 24 uur");
      } else {
        expect(frText).not.toMatch(/24\sheures/);
        expect(nlText).not.toMatch(/24 uur/);
      }
    }
    for (const text of [...allTexts(fr), ...allTexts(nl)]) {
      expect(text).not.toMatch(/\b(1|un|une|één|een)\s*(à|tot|-)\s*(2|deux|twee)\s*(jours|werkdagen)/i);
      if (/jours? ouvrables?/.test(text)) expect(text).toContain("dans les deux jours ouvrables");
      if (/werkdag/.test(text)) expect(text).toContain("binnen twee werkdagen");
    }
  });

  test("the facts of docs/product/catalogue.md are in the texts", () => {
    const electricityFr = catalogText("fr", "service", "electrical-installation", "moreInfo");
    const electricityNl = catalogText("nl", "service", "electrical-installation", "moreInfo");
    expect(electricityFr).toMatch(/21\s?%/);
    expect(electricityFr).toMatch(/6\s?%/);
    expect(electricityFr).toContain("plus de 10\u00a0ans");
    expect(electricityNl).toContain("21%");
    expect(electricityNl).toContain("6%");
    expect(electricityNl).toContain("meer dan 10 jaar");
    expect(catalogText("fr", "service", "chimney-sweeping", "moreInfo")).toContain("Un ramonage chaque année est conseillé");
    expect(catalogText("fr", "service", "chimney-sweeping", "moreInfo")).toContain("assurance incendie");
    expect(catalogText("fr", "service", "chimney-sweeping", "moreInfo")).toContain("tous les deux ans");
    expect(catalogText("nl", "service", "chimney-sweeping", "moreInfo")).toContain("Een jaarlijkse veegbeurt is aangeraden");
    expect(catalogText("nl", "service", "chimney-sweeping", "moreInfo")).toContain("brandverzekering");
    expect(catalogText("fr", "service", "gutter-cleaning", "moreInfo")).toContain("conseillé chaque année");
    expect(catalogText("nl", "service", "gutter-cleaning", "moreInfo")).toContain("jaarlijkse reiniging van de dakgoten is aangeraden");
  });

  test("Dutch texts are not left in French", () => {
    const frenchWords = /\b(le|la|les|des|du|pour|avec|votre|vous)\b/i;
    for (const text of allTexts(nl)) expect(text).not.toMatch(frenchWords);
  });
});
