import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { eq, inArray, isNotNull, sql } from "drizzle-orm";
import { rowsOf } from "@/server/db/rows";
import { places, postalAreas, providerPostalAreas, providers, providerServices } from "@/server/db/schema";
import { linkPlacesIfMissing } from "@/server/db/seed/link-places";
import { importPostalAreas } from "@/server/db/seed/import-postal-areas";
import { seedDatabase } from "@/server/db/seed/seed";
import { findPostalAreasByPostCode } from "@/server/domain/postal-areas/service";
import { findBestProvider } from "@/server/domain/routing/service";
import { activateCity, listWorkArea, setCityScore, setWorkArea } from "@/server/domain/work-areas/service";
import { createTestDatabase, type TestDatabase, testDriver } from "../../support/database";
import { hasSharedData, postalAreasCsvPath } from "../../support/shared-data";

const serviceId = 9;

describe.skipIf(!hasSharedData)(`places over every postal area on ${testDriver}`, () => {
  let database: TestDatabase;
  let pairs: { placeId: number; rows: { id: number; language: string; name: string }[] }[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    await seedDatabase(database.db, { demo: false });
    await importPostalAreas(database.db, await Bun.file(postalAreasCsvPath).text(), { skipInvalid: true });
    const named = await database.db
      .select({ id: postalAreas.id, placeId: postalAreas.placeId, language: postalAreas.language, name: postalAreas.cityPostalArea })
      .from(postalAreas)
      .where(isNotNull(postalAreas.language))
      .orderBy(postalAreas.id);
    const byPlace = new Map<number, { id: number; language: string; name: string }[]>();
    for (const r of named) byPlace.set(r.placeId!, [...(byPlace.get(r.placeId!) ?? []), { id: r.id, language: r.language!, name: r.name }]);
    pairs = [...byPlace].map(([placeId, rows]) => ({ placeId, rows }));
  }, 60_000);
  afterAll(() => database.dispose());

  test("for every postcode, the French and the Dutch lists name each place once, in their language", async () => {
    const rows = await database.db.select({ id: postalAreas.id, postCode: postalAreas.postCode, placeId: postalAreas.placeId }).from(postalAreas);
    expect(rows.every((r) => r.placeId !== null)).toBe(true);
    const placeOfRow = new Map(rows.map((r) => [r.id, r.placeId!]));
    const placesOfCode = new Map<string, Set<number>>();
    for (const r of rows) placesOfCode.set(r.postCode, (placesOfCode.get(r.postCode) ?? new Set()).add(r.placeId!));
    const allPlaces = new Map((await database.db.select().from(places)).map((p) => [p.id, p]));
    expect(placesOfCode.size).toBeGreaterThan(1100);
    for (const [postCode, expected] of placesOfCode) {
      for (const language of ["fr", "nl"] as const) {
        const list = await findPostalAreasByPostCode(database.db, postCode, language);
        const listed = list.map((a) => placeOfRow.get(a.id)!);
        expect({ postCode, language, places: new Set(listed).size, entries: list.length }).toEqual({
          postCode,
          language,
          places: expected.size,
          entries: expected.size,
        });
        for (const entry of list) {
          const place = allPlaces.get(placeOfRow.get(entry.id)!)!;
          expect(entry.cityPostalArea).toBe((language === "fr" ? place.nameFr : place.nameNl) ?? place.localName);
        }
      }
    }
    // The examples of docs/product/places.md.
    const labels = async (code: string, language: "fr" | "nl") =>
      (await findPostalAreasByPostCode(database.db, code, language)).map((a) => `${a.cityPostalArea}${a.otherName ? ` (${a.otherName})` : ""}`);
    expect(await labels("8000", "fr")).toEqual(["Bruges (Brugge)", "Koolkerke"]);
    expect(await labels("8000", "nl")).toEqual(["Brugge (Bruges)", "Koolkerke"]);
    expect(await labels("9000", "fr")).toEqual(["Gand (Gent)"]);
    expect(await labels("1000", "nl")).toEqual(["Brussel (Bruxelles)"]);
    expect(await labels("5000", "nl")).toEqual(["Beez", "Namen (Namur)"]);
    expect(await labels("4780", "nl")).toEqual(["Recht", "Sankt Vith (Saint-Vith)"]);
  }, 120_000);

  test("a provider whose work area is set on either name of every two-name place is found for a customer choosing the other name", async () => {
    expect(pairs).toHaveLength(126);
    const made = await database.db
      .insert(providers)
      .values(pairs.map((p) => ({ name: `Place ${p.placeId}` })))
      .returning({ id: providers.id });
    await database.db.insert(providerServices).values(made.map((p) => ({ providerId: p.id, serviceId })));
    try {
      for (const side of [0, 1] as const) {
        // A link as an operator set it before places existed: on one row only.
        await database.db.insert(providerPostalAreas).values(pairs.map((p, i) => ({ providerId: made[i]!.id, postalAreaId: p.rows[side]!.id, score: 10 })));
        for (const [i, pair] of pairs.entries()) {
          const other = pair.rows[1 - side]!;
          expect({ chosen: other.name, found: await findBestProvider(database.db, { serviceId, postalAreaId: other.id, onDay: "2026-11-27" }) }).toEqual({
            chosen: other.name,
            found: made[i]!.id,
          });
        }
        await database.db.delete(providerPostalAreas).where(
          inArray(
            providerPostalAreas.providerId,
            made.map((p) => p.id),
          ),
        );
      }
      // Set through the console on one name: both names carry it.
      const [first] = pairs;
      await setWorkArea(database.db, { providerId: made[0]!.id, postalAreaId: first!.rows[0]!.id, isActive: true, score: 7 });
      const links = await database.db.select().from(providerPostalAreas).where(eq(providerPostalAreas.providerId, made[0]!.id));
      expect(links.map((l) => [l.postalAreaId, l.isActive, l.score]).sort()).toEqual(first!.rows.map((r) => [r.id, true, 7]).sort());
    } finally {
      await database.db.delete(providers).where(
        inArray(
          providers.id,
          made.map((p) => p.id),
        ),
      );
    }
  }, 60_000);

  test("work area: each municipality once in the console's language, found by either name; Select All and the priority take every name", async () => {
    const [provider] = await database.db.insert(providers).values({ name: "Work area" }).returning({ id: providers.id });
    const providerId = provider!.id;
    try {
      const fr = await listWorkArea(database.db, { providerId, search: "Gent", onlyActive: false, page: 1, language: "fr" });
      const gent = fr.items.find((c) => c.city === "Gent")!;
      expect({ name: gent.name, otherName: gent.otherName }).toEqual({ name: "Gand", otherName: "Gent" });
      expect(gent.areas.filter((a) => a.postCode === "9000").map((a) => [a.locality, a.otherName])).toEqual([["Gand", "Gent"]]);
      const nl = await listWorkArea(database.db, { providerId, search: "Gand", onlyActive: false, page: 1, language: "nl" });
      expect(nl.items.map((c) => [c.city, c.name, c.otherName])).toEqual([["Gent", "Gent", "Gand"]]);
      const brussels = await listWorkArea(database.db, { providerId, search: "1000", onlyActive: false, page: 1, language: "nl" });
      expect(brussels.items.map((c) => c.name)).toEqual(["Brussel"]);
      expect(brussels.items[0]!.areas.map((a) => a.locality)).toEqual(["Brussel", "Laken", "Neder-Over-Heembeek", "Haren"]);

      const activated = await activateCity(database.db, { providerId, city: "Gent" });
      const gentRows = await database.db.execute(
        sql`select count(*)::int as n from postal_areas pa join places pl on pl.id = pa.place_id where pl.local_municipality = 'Gent'`,
      );
      expect(activated.areas).toBe(rowsOf<{ n: number }>(gentRows)[0]!.n);
      const gand = (
        await database.db
          .select({ id: postalAreas.id })
          .from(postalAreas)
          .where(sql`${postalAreas.postCode} = '9000' and ${postalAreas.cityPostalArea} = 'Gand'`)
      )[0]!.id;
      await setCityScore(database.db, { providerId, city: "Gent", score: 4 });
      const [link] = await database.db
        .select()
        .from(providerPostalAreas)
        .where(sql`${providerPostalAreas.providerId} = ${providerId} and ${providerPostalAreas.postalAreaId} = ${gand}`);
      expect([link?.isActive, link?.score]).toEqual([true, 4]);
      // An older caller naming the municipality by its other name reaches the same rows.
      expect((await activateCity(database.db, { providerId, city: "Gand" })).areas).toBe(activated.areas);
    } finally {
      await database.db.delete(providers).where(eq(providers.id, providerId));
    }
  });

  test("postal areas imported before places: linking keeps every link's effect and merges the two names (active if either is, the higher active score)", async () => {
    // The state before the migration: no places, links on single rows.
    await database.db.update(postalAreas).set({ placeId: null, language: null });
    await database.db.delete(places);
    const made = await database.db
      .insert(providers)
      .values(pairs.map((p) => ({ name: `Before ${p.placeId}` })))
      .returning({ id: providers.id });
    await database.db.insert(providerServices).values(made.map((p) => ({ providerId: p.id, serviceId })));
    // Four kinds of existing links, in turn over the pairs: one name only; both active with
    // different scores; one active and one not; both switched off.
    const kinds = [
      [{ isActive: true, score: 6 }, undefined],
      [
        { isActive: true, score: 3 },
        { isActive: true, score: 8 },
      ],
      [
        { isActive: false, score: 9 },
        { isActive: true, score: 2 },
      ],
      [
        { isActive: false, score: 5 },
        { isActive: false, score: 7 },
      ],
    ] as const;
    const links = pairs.flatMap((p, i) =>
      kinds[i % 4]!.flatMap((link, side) => (link ? [{ providerId: made[i]!.id, postalAreaId: p.rows[side]!.id, ...link }] : [])),
    );
    await database.db.insert(providerPostalAreas).values(links);
    const before = new Map<number, number | undefined>();
    for (const link of links)
      before.set(link.postalAreaId, await findBestProvider(database.db, { serviceId, postalAreaId: link.postalAreaId, onDay: "2026-11-27" }));
    try {
      expect(await linkPlacesIfMissing(database.db)).toMatchObject({ twoNamePlaces: 126, undecided: [] });
      expect(await linkPlacesIfMissing(database.db)).toBeUndefined();
      for (const link of links) {
        // Every link that routed before still routes to the same provider.
        if (before.get(link.postalAreaId) !== undefined)
          expect(await findBestProvider(database.db, { serviceId, postalAreaId: link.postalAreaId, onDay: "2026-11-27" })).toBe(before.get(link.postalAreaId));
      }
      const after = await database.db
        .select()
        .from(providerPostalAreas)
        .where(
          inArray(
            providerPostalAreas.providerId,
            made.map((p) => p.id),
          ),
        );
      for (const [i, pair] of pairs.entries()) {
        const expected = [
          { isActive: true, score: 6 },
          { isActive: true, score: 8 },
          { isActive: true, score: 2 },
          { isActive: false, score: 7 },
        ][i % 4]!;
        const mine = after.filter((l) => l.providerId === made[i]!.id);
        expect(mine.map((l) => ({ id: l.postalAreaId, isActive: l.isActive, score: l.score })).sort((a, b) => a.id - b.id)).toEqual(
          pair.rows.map((r) => ({ id: r.id, ...expected })),
        );
        const found = await findBestProvider(database.db, { serviceId, postalAreaId: pair.rows[1]!.id, onDay: "2026-11-27" });
        expect(found).toBe(expected.isActive ? made[i]!.id : undefined);
      }
    } finally {
      await database.db.delete(providers).where(
        inArray(
          providers.id,
          made.map((p) => p.id),
        ),
      );
    }
  }, 60_000);
});
