import { describe, expect, test } from "bun:test";
import { parsePostalAreaCsv } from "@/server/db/seed/postal-area-csv";
import { demoPostalAreaSeeds } from "@/server/db/seed/catalog-data";
import { assignPlaces, type PlaceDraft } from "@/server/domain/places/language-rule";
import { hasSharedData, postalAreasCsvPath } from "../../support/shared-data";

/**
 * The language rule of docs/product/places.md over the whole official list. The sample below was
 * checked by hand against the official names of the municipalities.
 */
describe.skipIf(!hasSharedData)("the language rule over the official list", async () => {
  const { rows } = hasSharedData ? parsePostalAreaCsv(await Bun.file(postalAreasCsvPath).text(), { skipInvalid: true }) : { rows: [] };
  const result = assignPlaces(rows);
  const at = (postCode: string, name: string): PlaceDraft => {
    const found = result.places.filter((p) => p.postCode === postCode && p.rows.some((r) => r.row.cityPostalArea === name));
    expect(found).toHaveLength(1);
    return found[0]!;
  };
  const named = (postCode: string, name: string) => {
    const p = at(postCode, name);
    return { ...p.names, local: p.localName, rows: p.rows.length };
  };

  test("every row names exactly one place; no pair is left undecided", () => {
    expect(result.undecided).toEqual([]);
    const rowsOfPlaces = result.places.flatMap((p) => p.rows.map((r) => r.row));
    expect(rowsOfPlaces).toHaveLength(rows.length);
    expect(new Set(rowsOfPlaces).size).toBe(rows.length);
    expect(new Set(result.places.map((p) => p.key)).size).toBe(result.places.length);
    expect(result.municipalityPairs).toHaveLength(101);
    expect(result.places.filter((p) => p.rows.length === 2)).toHaveLength(126);
    expect(result.places.some((p) => p.rows.length > 2)).toBe(false);
    // A place of two names has one French name and one Dutch or German one, each row tagged with it.
    for (const place of result.places.filter((p) => p.rows.length === 2)) {
      expect(place.names.fr).toBeString();
      expect(Boolean(place.names.nl) !== Boolean(place.names.de)).toBe(true);
      for (const { row, language } of place.rows) expect(place.names[language!]).toBe(row.cityPostalArea);
    }
    // A place of one name: its only name, no language.
    for (const place of result.places.filter((p) => p.rows.length === 1)) expect(place.rows[0]!.language).toBeNull();
  });

  test("Brussels' 19 municipalities: the 10 with two names (and Laeken) paired by the fixed list, the others one name", () => {
    const pairs: [string, string, string][] = [
      ["1000", "Bruxelles", "Brussel"],
      ["1020", "Laeken", "Laken"],
      ["1030", "Schaerbeek", "Schaarbeek"],
      ["1050", "Ixelles", "Elsene"],
      ["1060", "Saint-Gilles", "Sint-Gillis"],
      ["1080", "Molenbeek-Saint-Jean", "Sint-Jans-Molenbeek"],
      ["1082", "Berchem-Sainte-Agathe", "Sint-Agatha-Berchem"],
      ["1150", "Woluwe-Saint-Pierre", "Sint-Pieters-Woluwe"],
      ["1160", "Auderghem", "Oudergem"],
      ["1170", "Watermael-Boitsfort", "Watermaal-Bosvoorde"],
      ["1180", "Uccle", "Ukkel"],
      ["1190", "Forest", "Vorst"],
      ["1200", "Woluwe-Saint-Lambert", "Sint-Lambrechts-Woluwe"],
      ["1210", "Saint-Josse-ten-Noode", "Sint-Joost-ten-Node"],
    ];
    for (const [postCode, fr, nl] of pairs) expect(named(postCode, fr)).toEqual({ fr, nl, local: fr, rows: 2 });
    for (const [postCode, only] of [
      ["1040", "Etterbeek"],
      ["1070", "Anderlecht"],
      ["1081", "Koekelberg"],
      ["1083", "Ganshoren"],
      ["1090", "Jette"],
      ["1140", "Evere"],
      ["1120", "Neder-Over-Heembeek"],
      ["1130", "Haren"],
    ] as const) {
      expect(named(postCode, only)).toEqual({ local: only, rows: 1 });
    }
  });

  test("Flemish cities with a French exonym: the Dutch name is local", () => {
    const pairs: [string, string, string][] = [
      ["8000", "Brugge", "Bruges"],
      ["9000", "Gent", "Gand"],
      ["2000", "Antwerpen", "Anvers"],
      ["2660", "Antwerpen", "Anvers"],
      ["3000", "Leuven", "Louvain"],
      ["2800", "Mechelen", "Malines"],
      ["8500", "Kortrijk", "Courtrai"],
      ["8400", "Oostende", "Ostende"],
      ["8900", "Ieper", "Ypres"],
      ["9300", "Aalst", "Alost"],
      ["1500", "Halle", "Hal"],
      ["9600", "Ronse", "Renaix"],
      ["8957", "Mesen", "Messines"],
      ["1640", "Sint-Genesius-Rode", "Rhode-Saint-Genèse"],
      ["3790", "Voeren", "Fourons"],
      ["3790", "Sint-Martens-Voeren", "Fourons-Saint-Martin"],
      ["8587", "Spiere", "Espierres"],
    ];
    for (const [postCode, nl, fr] of pairs) expect(named(postCode, nl)).toEqual({ nl, fr, local: nl, rows: 2 });
    expect(named("8000", "Koolkerke")).toEqual({ local: "Koolkerke", rows: 1 });
    expect(named("2660", "Hoboken")).toEqual({ local: "Hoboken", rows: 1 });
    expect(at("9000", "Gand").municipalities).toEqual({ nl: "Gent", fr: "Gand" });
  });

  test("Walloon cities with a Dutch exonym: the French name is local", () => {
    const pairs: [string, string, string][] = [
      ["4000", "Liège", "Luik"],
      ["5000", "Namur", "Namen"],
      ["7000", "Mons", "Bergen"],
      ["7500", "Tournai", "Doornik"],
      ["1300", "Wavre", "Waver"],
      ["1400", "Nivelles", "Nijvel"],
      ["4500", "Huy", "Hoei"],
      ["6700", "Arlon", "Aarlen"],
      ["7700", "Mouscron", "Moeskroen"],
      ["7780", "Comines-Warneton", "Komen-Waasten"],
      ["7780", "Comines", "Komen"],
      ["7850", "Enghien", "Edingen"],
      ["7880", "Flobecq", "Vloesberg"],
      ["1310", "La Hulpe", "Terhulpen"],
    ];
    for (const [postCode, fr, nl] of pairs) expect(named(postCode, fr)).toEqual({ fr, nl, local: fr, rows: 2 });
    expect(named("5000", "Beez")).toEqual({ local: "Beez", rows: 1 });
  });

  test("the German-speaking municipalities: the German name is local, the other is French", () => {
    const pairs: [string, string, string][] = [
      ["4780", "Sankt Vith", "Saint-Vith"],
      ["4770", "Amel", "Amblève"],
      ["4760", "Büllingen", "Bullange"],
      ["4750", "Bütgenbach", "Butgenbach"],
      ["4720", "Kelmis", "La Calamine"],
    ];
    for (const [postCode, de, fr] of pairs) expect(named(postCode, de)).toEqual({ de, fr, local: de, rows: 2 });
    for (const [postCode, only] of [
      ["4700", "Eupen"],
      ["4710", "Lontzen"],
      ["4730", "Raeren"],
      ["4790", "Burg-Reuland"],
      ["4780", "Recht"],
    ] as const) {
      expect(named(postCode, only)).toEqual({ local: only, rows: 1 });
    }
    // Waimes is French-speaking; its other name in the file is German.
    expect(named("4950", "Waimes")).toEqual({ fr: "Waimes", de: "Weismes", local: "Waimes", rows: 2 });
  });

  test("the pairs found, listed", () => {
    const listed = result.places.filter((p) => p.rows.length === 2).map((p) => `${p.postCode} ${p.names.fr} / ${p.names.nl ?? p.names.de}`);
    expect(listed).toContain("8000 Bruges / Brugge");
    expect(listed).toContain("4420 Saint-Nicolas / Sint-Niklaas");
    expect(listed).toContain("9100 Saint-Nicolas / Sint-Niklaas");
    expect(listed).toHaveLength(126);
  });
});

test("the demo localities: every pair decided, each exonym one place with its local name", () => {
  const demo = assignPlaces(
    demoPostalAreaSeeds.map(([postCode, city, cityPostalArea, province]) => ({ postCode, city, cityPostalArea, province, latitude: null, longitude: null })),
  );
  expect(demo.undecided).toEqual([]);
  expect(demo.places.filter((p) => p.rows.length === 2).map((p) => `${p.postCode} ${p.names.fr} / ${p.names.nl}`)).toEqual([
    "1000 Bruxelles / Brussel",
    "1050 Ixelles / Elsene",
    "2000 Anvers / Antwerpen",
    "3000 Louvain / Leuven",
    "4000 Liège / Luik",
    "5000 Namur / Namen",
    "8000 Bruges / Brugge",
    "9000 Gand / Gent",
  ]);
});
