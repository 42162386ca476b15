import { and, asc, eq, ilike, inArray, like, or, sql, type SQL } from "drizzle-orm";
import type { Language } from "@/shared/catalog-types";
import { maxScore, minScore } from "@/shared/schemas/work-areas";
import type { Page } from "@/shared/page";
import type { Database, Executor } from "../../db/client";
import { pageOf, pageOffset } from "../../db/paging";
import { places, postalAreas, providerPostalAreas } from "../../db/schema";
import { joinedPlace, type JoinedPlaceNames, municipalityName, otherMunicipalityName, otherPlaceName, placeName } from "../places/names";
import { refuse } from "../errors";
import { containsPattern, getProvider } from "../providers/service";

/** The work area is paged by municipality: this many municipalities (with all their localities) a page. */
export const cityPageSize = 10;

/**
 * A work-area score as sent (docs/product/routing.md): a whole number from 1 to 10, as a JSON number
 * or, from the old contract's bodies, as a string of digits ("7"). Anything else (an array, a
 * boolean, a fraction, other text, nothing) is refused like a number out of range, never coerced.
 */
export function checkScore(score: unknown): number {
  const value = typeof score === "number" ? score : typeof score === "string" && /^\d{1,2}$/.test(score) ? Number(score) : Number.NaN;
  if (!Number.isInteger(value) || value < minScore || value > maxScore) throw refuse("scoreOutOfRange");
  return value;
}

export interface WorkAreaCity {
  /** The municipality's key (its local name): what Select All and the city priority take. */
  city: string;
  /** Its name in the console's language, and the other name beside it (null when it has one). */
  name: string;
  otherName: string | null;
  areas: { postalAreaId: number; postCode: string; locality: string; otherName: string | null; isActive: boolean; score: number | null }[];
}

/** A municipality under any of its names: the local name of its places, else the row's own name. */
const municipalityKey = sql<string>`coalesce(${places.localMunicipality}, ${postalAreas.city})`;

/**
 * A provider's work area over every Belgian place, grouped by municipality (docs/product/places.md):
 * the municipalities matching the search (postcode start, any name of the municipality or the
 * locality contains), a page of them in SQL under their name in the console's language, each
 * place once with the provider's switch and score (merged over the place's names).
 */
export async function listWorkArea(
  db: Executor,
  input: { providerId: number; search: string; onlyActive: boolean; page: number; language?: Language },
): Promise<Page<WorkAreaCity>> {
  await getProvider(db, input.providerId);
  const language = input.language ?? "fr";
  const shownName = sql<string>`coalesce(${language === "nl" ? places.municipalityNl : places.municipalityFr}, ${places.localMunicipality}, ${postalAreas.city})`;
  const search = input.search.trim();
  const conditions: SQL[] = [];
  if (search) {
    const escaped = search.replace(/[\\%_]/g, (c) => `\\${c}`);
    conditions.push(
      /^\d{1,4}$/.test(search)
        ? like(postalAreas.postCode, `${escaped}%`)
        : (or(ilike(postalAreas.city, containsPattern(search)), ilike(postalAreas.cityPostalArea, containsPattern(search))) as SQL),
    );
  }
  if (input.onlyActive) {
    conditions.push(
      inArray(
        postalAreas.id,
        db
          .select({ id: providerPostalAreas.postalAreaId })
          .from(providerPostalAreas)
          .where(and(eq(providerPostalAreas.providerId, input.providerId), eq(providerPostalAreas.isActive, true))),
      ),
    );
  }
  const where = conditions.length ? and(...conditions) : undefined;
  const counting = db
    .select({ n: sql<number>`count(distinct ${municipalityKey})::int` })
    .from(postalAreas)
    .leftJoin(places, eq(places.id, postalAreas.placeId))
    .where(where);
  const cityRows = await db
    .select({ key: municipalityKey, name: sql<string>`min(${shownName})` })
    .from(postalAreas)
    .leftJoin(places, eq(places.id, postalAreas.placeId))
    .where(where)
    .groupBy(municipalityKey)
    .orderBy(sql`min(${shownName})`, municipalityKey)
    .limit(cityPageSize)
    .offset(pageOffset(input.page, cityPageSize));
  const keys = cityRows.map((r) => r.key);
  const areaRows = keys.length
    ? await db
        .select({
          key: municipalityKey,
          postalAreaId: postalAreas.id,
          postCode: postalAreas.postCode,
          city: postalAreas.city,
          locality: postalAreas.cityPostalArea,
          language: postalAreas.language,
          placeId: postalAreas.placeId,
          ...placeNameColumns,
          isActive: providerPostalAreas.isActive,
          score: providerPostalAreas.score,
        })
        .from(postalAreas)
        .leftJoin(places, eq(places.id, postalAreas.placeId))
        .leftJoin(providerPostalAreas, and(eq(providerPostalAreas.postalAreaId, postalAreas.id), eq(providerPostalAreas.providerId, input.providerId)))
        .where(inArray(municipalityKey, keys))
        .orderBy(asc(postalAreas.postCode), asc(postalAreas.id))
    : [];
  const cities = cityRows.map(({ key }) => {
    const rows = areaRows.filter((a) => a.key === key);
    const names = rows.map(joinedPlace).find((place) => place !== undefined);
    return {
      city: key,
      name: names ? municipalityName(names, language) : key,
      otherName: names ? otherMunicipalityName(names, language) : null,
      areas: placesOf(rows, language),
    };
  });
  return pageOf({ count: counting, rows: Promise.resolve(cities), page: input.page, pageSize: cityPageSize });
}

const placeNameColumns = {
  localName: places.localName,
  nameFr: places.nameFr,
  nameNl: places.nameNl,
  nameDe: places.nameDe,
  localMunicipality: places.localMunicipality,
  municipalityFr: places.municipalityFr,
  municipalityNl: places.municipalityNl,
  municipalityDe: places.municipalityDe,
};

type AreaRow = JoinedPlaceNames & {
  postalAreaId: number;
  postCode: string;
  locality: string;
  language: string | null;
  placeId: number | null;
  isActive: boolean | null;
  score: number | null;
};

/** Each place once: the row in the console's language, switched on if any of its names is, with the highest active score. */
function placesOf(rows: AreaRow[], language: Language): WorkAreaCity["areas"] {
  const byPlace = new Map<string, AreaRow[]>();
  for (const row of rows) {
    const key = row.placeId === null ? `row ${row.postalAreaId}` : `place ${row.placeId}`;
    byPlace.set(key, [...(byPlace.get(key) ?? []), row]);
  }
  return [...byPlace.values()]
    .map((names) => {
      const shown = names.find((r) => r.language === language) ?? names.find((r) => r.locality === r.localName) ?? names[0];
      if (!shown) throw new Error("a place has at least one row");
      const activeScores = names.flatMap((r) => (r.isActive && r.score !== null ? [r.score] : []));
      const scores = names.flatMap((r) => (r.score !== null ? [r.score] : []));
      const score = activeScores.length ? Math.max(...activeScores) : scores.length ? Math.max(...scores) : null;
      const place = joinedPlace(shown);
      return {
        postalAreaId: shown.postalAreaId,
        postCode: shown.postCode,
        locality: place ? placeName(place, language) : shown.locality,
        otherName: place ? otherPlaceName(place, language) : null,
        isActive: names.some((r) => r.isActive),
        score,
      };
    })
    .sort((a, b) => a.postCode.localeCompare(b.postCode) || a.locality.localeCompare(b.locality, language));
}

/** One postal area switched on or off with its score (1 to 10, as `checkScore` reads it: the api/ call passes the body's value as sent). */
export async function setWorkArea(db: Executor, input: { providerId: number; postalAreaId: number; isActive: boolean; score: unknown }): Promise<void> {
  const score = checkScore(input.score);
  await getProvider(db, input.providerId);
  const [area] = await db.select({ id: postalAreas.id }).from(postalAreas).where(eq(postalAreas.id, input.postalAreaId));
  if (!area) throw refuse("postalAreaUnknown", "not-found");
  // Every name of the place gets the same link (docs/product/places.md).
  await db.execute(sql`
    insert into provider_postal_areas (provider_id, postal_area_id, is_active, score)
    select ${input.providerId}, id, ${input.isActive}, ${score} from (${sameplace(input.postalAreaId)}) names
    on conflict (provider_id, postal_area_id) do update set is_active = excluded.is_active, score = excluded.score`);
}

/** The ids of every row naming the same place as `postalAreaId` (itself included). */
function sameplace(postalAreaId: number) {
  return sql`select twin.id from postal_areas chosen join postal_areas twin on twin.place_id = chosen.place_id where chosen.id = ${postalAreaId} union select ${postalAreaId}::int as id`;
}

/**
 * Every row of a municipality under any of its names, by its key (local name); a name that is no
 * key (an older caller sending "Gand") stands for the municipality of the rows so named.
 */
function municipalityRows(city: string) {
  return sql`with named as (select coalesce(pl.local_municipality, pa.city) as k, pa.id, pa.city from postal_areas pa left join places pl on pl.id = pa.place_id)
    select id from named where k in (
      select k from named where k = ${city}
      union select k from named where city = ${city} and not exists (select 1 from named where k = ${city}))`;
}

/** Select All: every postal area of a municipality, under any of its names, active for the provider, in one transaction. */
export async function activateCity(db: Database, input: { providerId: number; city: string }): Promise<{ areas: number }> {
  return db.transaction(async (tx) => {
    await getProvider(tx, input.providerId);
    const changed = await tx.execute(sql`
      insert into provider_postal_areas (provider_id, postal_area_id, is_active, score)
      select ${input.providerId}, id, true, 10 from (${municipalityRows(input.city)}) rows
      on conflict (provider_id, postal_area_id) do update set is_active = true
      returning postal_area_id`);
    const areas = rowCount(changed);
    if (areas === 0) throw refuse("cityUnknown", "not-found");
    return { areas };
  });
}

/**
 * One priority for a whole municipality: every area of the city gets the score, in one
 * transaction. Areas not yet in the work area are added switched off, with that score.
 */
export async function setCityScore(db: Database, input: { providerId: number; city: string; score: number }): Promise<{ areas: number }> {
  checkScore(input.score);
  return db.transaction(async (tx) => {
    await getProvider(tx, input.providerId);
    const changed = await tx.execute(sql`
      insert into provider_postal_areas (provider_id, postal_area_id, is_active, score)
      select ${input.providerId}, id, false, ${input.score} from (${municipalityRows(input.city)}) rows
      on conflict (provider_id, postal_area_id) do update set score = excluded.score
      returning postal_area_id`);
    const areas = rowCount(changed);
    if (areas === 0) throw refuse("cityUnknown", "not-found");
    return { areas };
  });
}

function rowCount(result: unknown): number {
  if (Array.isArray(result)) return result.length;
  return ((result as { rows?: unknown[] }).rows ?? []).length;
}

/** Every work-area link of a provider (active or not) with its postal area: the old contract's list. */
export async function listWorkAreaLinks(db: Executor, providerId: number) {
  await getProvider(db, providerId);
  return db
    .select({
      providerId: providerPostalAreas.providerId,
      postalAreaId: providerPostalAreas.postalAreaId,
      isActive: providerPostalAreas.isActive,
      score: providerPostalAreas.score,
      postCode: postalAreas.postCode,
      city: postalAreas.city,
      cityPostalArea: postalAreas.cityPostalArea,
    })
    .from(providerPostalAreas)
    .innerJoin(postalAreas, eq(postalAreas.id, providerPostalAreas.postalAreaId))
    .where(eq(providerPostalAreas.providerId, providerId))
    .orderBy(asc(postalAreas.postCode), asc(postalAreas.cityPostalArea), asc(postalAreas.id));
}
