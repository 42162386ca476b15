import { and, asc, countDistinct, eq, ilike, inArray, like, or, sql, type SQL } from "drizzle-orm";
import { maxScore, minScore } from "@/shared/schemas/work-areas";
import type { Database, Executor } from "../../db/client";
import { postalAreas, providerPostalAreas } from "../../db/schema";
import { refuse } from "../errors";
import { containsPattern, getProvider } from "../providers/service";

/** The work area is paged by municipality: this many municipalities (with all their localities) a page. */
export const cityPageSize = 10;

export function checkScore(score: number): void {
  if (!Number.isInteger(score) || score < minScore || score > maxScore) throw refuse("scoreOutOfRange");
}

export interface WorkAreaCity {
  city: string;
  areas: { postalAreaId: number; postCode: string; locality: string; isActive: boolean; score: number | null }[];
}

/**
 * A provider's work area over every Belgian postal area, grouped by municipality: the
 * municipalities matching the search (postcode start, municipality or locality contains), a page
 * of them in SQL, each with all its localities and the provider's switch and score.
 */
export async function listWorkArea(
  db: Executor,
  input: { providerId: number; search: string; onlyActive: boolean; page: number },
): Promise<{ cities: WorkAreaCity[]; total: number; page: number; pageSize: number }> {
  await getProvider(db, input.providerId);
  const search = input.search.trim();
  const conditions: SQL[] = [];
  if (search) {
    const escaped = search.replace(/[\\%_]/g, (c) => `\\${c}`);
    conditions.push(/^\d{1,4}$/.test(search) ? like(postalAreas.postCode, `${escaped}%`) : or(ilike(postalAreas.city, containsPattern(search)), ilike(postalAreas.cityPostalArea, containsPattern(search)))!);
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
  const [totalRow] = await db.select({ n: countDistinct(postalAreas.city) }).from(postalAreas).where(where);
  const cityRows = await db
    .selectDistinct({ city: postalAreas.city })
    .from(postalAreas)
    .where(where)
    .orderBy(asc(postalAreas.city))
    .limit(cityPageSize)
    .offset((input.page - 1) * cityPageSize);
  const names = cityRows.map((r) => r.city);
  const areaRows = names.length
    ? await db
        .select({
          city: postalAreas.city,
          postalAreaId: postalAreas.id,
          postCode: postalAreas.postCode,
          locality: postalAreas.cityPostalArea,
          isActive: sql<boolean>`coalesce(${providerPostalAreas.isActive}, false)`,
          score: providerPostalAreas.score,
        })
        .from(postalAreas)
        .leftJoin(providerPostalAreas, and(eq(providerPostalAreas.postalAreaId, postalAreas.id), eq(providerPostalAreas.providerId, input.providerId)))
        .where(inArray(postalAreas.city, names))
        .orderBy(asc(postalAreas.city), asc(postalAreas.postCode), asc(postalAreas.cityPostalArea))
    : [];
  const cities = names.map((city) => ({
    city,
    areas: areaRows.filter((a) => a.city === city).map(({ city: _c, ...a }) => ({ ...a, isActive: Boolean(a.isActive) })),
  }));
  return { cities, total: totalRow?.n ?? 0, page: input.page, pageSize: cityPageSize };
}

/** One postal area switched on or off with its score (1 to 10). */
export async function setWorkArea(db: Executor, input: { providerId: number; postalAreaId: number; isActive: boolean; score: number }): Promise<void> {
  checkScore(input.score);
  await getProvider(db, input.providerId);
  const [area] = await db.select({ id: postalAreas.id }).from(postalAreas).where(eq(postalAreas.id, input.postalAreaId));
  if (!area) throw refuse("postalAreaUnknown", "not-found");
  await db
    .insert(providerPostalAreas)
    .values(input)
    .onConflictDoUpdate({ target: [providerPostalAreas.providerId, providerPostalAreas.postalAreaId], set: { isActive: input.isActive, score: input.score } });
}

/** Select All: every postal area of a municipality active for the provider, in one transaction. */
export async function activateCity(db: Database, input: { providerId: number; city: string }): Promise<{ areas: number }> {
  return db.transaction(async (tx) => {
    await getProvider(tx, input.providerId);
    const changed = await tx.execute(sql`
      insert into provider_postal_areas (provider_id, postal_area_id, is_active, score)
      select ${input.providerId}, id, true, 10 from postal_areas where city = ${input.city}
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
      select ${input.providerId}, id, false, ${input.score} from postal_areas where city = ${input.city}
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
