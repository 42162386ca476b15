import { sql } from "drizzle-orm";
import type { Database } from "../client";
import { postalAreas } from "../schema";
import { takeExcluded } from "../upsert";
import { linkPlaces, type LinkCounts } from "./link-places";
import { parsePostalAreaCsv } from "./postal-area-csv";

export interface ImportCounts {
  read: number;
  inserted: number;
  updated: number;
  unchanged: number;
  /** Bad lines passed over with `skipInvalid` ("line N: reason"). */
  skipped: string[];
  /** The places the language rule found (docs/product/places.md). */
  places: LinkCounts;
}

const chunkSize = 1000;

/** Upserts the list by (postcode, municipality, locality) and links the places, in one transaction: all or nothing. */
export async function importPostalAreas(db: Database, csvText: string, options: { skipInvalid?: boolean } = {}): Promise<ImportCounts> {
  const { rows, skipped } = parsePostalAreaCsv(csvText, options);
  let inserted = 0;
  let updated = 0;
  let linked: LinkCounts = { places: 0, twoNamePlaces: 0, undecided: [] };
  await db.transaction(async (tx) => {
    for (let i = 0; i < rows.length; i += chunkSize) {
      const written = await tx
        .insert(postalAreas)
        .values(rows.slice(i, i + chunkSize))
        .onConflictDoUpdate({
          target: [postalAreas.postCode, postalAreas.city, postalAreas.cityPostalArea],
          set: takeExcluded(postalAreas, ["province", "latitude", "longitude"]),
          setWhere: sql`(${postalAreas.province}, ${postalAreas.latitude}, ${postalAreas.longitude}) is distinct from (excluded.province, excluded.latitude, excluded.longitude)`,
        })
        .returning({ isNew: sql<boolean>`xmax = 0` });
      for (const row of written) row.isNew ? inserted++ : updated++;
    }
    linked = await linkPlaces(tx);
  });
  return { read: rows.length, inserted, updated, unchanged: rows.length - inserted - updated, skipped: skipped.map((e) => e.message), places: linked };
}
