import { asc, eq, getTableColumns } from "drizzle-orm";
import type { ApiPostalArea } from "@/shared/api-types";
import type { Language } from "@/shared/catalog-types";
import { postCodePattern } from "@/shared/schemas/fields";
import type { Executor } from "../../db/client";
import { places, postalAreas } from "../../db/schema";
import { joinedPlace, type JoinedPlaceNames, municipalityName, otherPlaceName, placeName } from "../places/names";

const placeColumns = (() => {
  const { id: _id, key: _key, postCode: _postCode, ...names } = getTableColumns(places);
  return names;
})();
const columns = {
  id: postalAreas.id,
  city: postalAreas.city,
  postCode: postalAreas.postCode,
  cityPostalArea: postalAreas.cityPostalArea,
  language: postalAreas.language,
  placeId: postalAreas.placeId,
  ...placeColumns,
};

type Row = { id: number; city: string; postCode: string; cityPostalArea: string; language: string | null; placeId: number | null } & JoinedPlaceNames;

/** A row in the reader's language: the names of its place in that language (a row without a place keeps its own). */
function inLanguage(row: Row, language: Language): ApiPostalArea {
  const place = row.placeId === null ? undefined : joinedPlace(row);
  if (!place) return { id: row.id, city: row.city, postCode: row.postCode, cityPostalArea: row.cityPostalArea, otherName: null };
  return {
    id: row.id,
    city: municipalityName(place, language),
    postCode: row.postCode,
    cityPostalArea: placeName(place, language),
    otherName: otherPlaceName(place, language),
  };
}

/**
 * The places of a 4-digit postcode, each once, named in `language` (docs/product/places.md): the
 * entry is the place's row in that language, else its row in the local language. Anything else has none.
 */
export async function findPostalAreasByPostCode(db: Executor, postCode: string | undefined, language: Language = "fr"): Promise<ApiPostalArea[]> {
  const code = postCode?.trim() ?? "";
  if (!postCodePattern.test(code)) return [];
  const rows = await db
    .select(columns)
    .from(postalAreas)
    .leftJoin(places, eq(places.id, postalAreas.placeId))
    .where(eq(postalAreas.postCode, code))
    .orderBy(asc(postalAreas.id));
  const chosen = new Map<string, Row>();
  for (const row of rows) {
    const key = row.placeId === null ? `row ${row.id}` : `place ${row.placeId}`;
    const earlier = chosen.get(key);
    if (!earlier || rank(row, language) < rank(earlier, language)) chosen.set(key, row);
  }
  return [...chosen.values()]
    .map((row) => inLanguage(row, language))
    .sort((a, b) => a.cityPostalArea.localeCompare(b.cityPostalArea, language) || a.city.localeCompare(b.city, language) || a.id - b.id);
}

/** The row to answer for a place: the one in the reader's language, then the local name's, then the first. */
function rank(row: Row, language: Language): number {
  if (row.language === language) return 0;
  if (row.cityPostalArea === row.localName) return 1;
  return 2;
}

export async function findPostalArea(db: Executor, id: number, language: Language = "fr"): Promise<ApiPostalArea | undefined> {
  const [row] = await db.select(columns).from(postalAreas).leftJoin(places, eq(places.id, postalAreas.placeId)).where(eq(postalAreas.id, id));
  return row ? inLanguage(row, language) : undefined;
}

/** Every postal area (about 2,900 in Belgium), by postcode, each row under its own name: the old contract's `postalarea/getall`. */
export async function listAllPostalAreas(db: Executor) {
  return db
    .select({ id: postalAreas.id, city: postalAreas.city, postCode: postalAreas.postCode, cityPostalArea: postalAreas.cityPostalArea })
    .from(postalAreas)
    .orderBy(asc(postalAreas.postCode), asc(postalAreas.cityPostalArea), asc(postalAreas.id));
}
