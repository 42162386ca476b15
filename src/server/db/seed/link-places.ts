import { isNull, sql } from "drizzle-orm";
import { assignPlaces } from "../../domain/places/language-rule";
import type { Executor } from "../client";
import { postalAreas } from "../schema";

export interface LinkCounts {
  places: number;
  twoNamePlaces: number;
  undecided: string[];
}

/**
 * Runs the language rule of docs/product/places.md over every stored postal area: one place per
 * locality, each row linked to it with its language, then the work-area links of a place's names
 * merged (active if either is, the higher score). Ids of postal areas never change.
 */
export async function linkPlaces(tx: Executor): Promise<LinkCounts> {
  const rows = await tx.select().from(postalAreas);
  const { places: drafts, undecided } = assignPlaces(rows);
  // One JSON parameter per statement: thousands of rows without thousands of bound values.
  const placeRows = drafts.map((p) => ({
    key: p.key,
    post_code: p.postCode,
    local_name: p.localName,
    name_fr: p.names.fr ?? null,
    name_nl: p.names.nl ?? null,
    name_de: p.names.de ?? null,
    local_municipality: p.localMunicipality,
    municipality_fr: p.municipalities.fr ?? null,
    municipality_nl: p.municipalities.nl ?? null,
    municipality_de: p.municipalities.de ?? null,
  }));
  await tx.execute(sql`
    insert into places (key, post_code, local_name, name_fr, name_nl, name_de, local_municipality, municipality_fr, municipality_nl, municipality_de)
    select key, post_code, local_name, name_fr, name_nl, name_de, local_municipality, municipality_fr, municipality_nl, municipality_de
    from json_to_recordset(${JSON.stringify(placeRows)}::json) as r(key text, post_code text, local_name text, name_fr text, name_nl text, name_de text, local_municipality text, municipality_fr text, municipality_nl text, municipality_de text)
    on conflict (key) do update set post_code = excluded.post_code, local_name = excluded.local_name, name_fr = excluded.name_fr, name_nl = excluded.name_nl,
      name_de = excluded.name_de, local_municipality = excluded.local_municipality, municipality_fr = excluded.municipality_fr,
      municipality_nl = excluded.municipality_nl, municipality_de = excluded.municipality_de
    where (places.post_code, places.local_name, places.name_fr, places.name_nl, places.name_de, places.local_municipality, places.municipality_fr, places.municipality_nl, places.municipality_de)
      is distinct from (excluded.post_code, excluded.local_name, excluded.name_fr, excluded.name_nl, excluded.name_de, excluded.local_municipality, excluded.municipality_fr, excluded.municipality_nl, excluded.municipality_de)`);
  const links = drafts.flatMap((p) => p.rows.map(({ row, language }) => ({ id: row.id, key: p.key, language })));
  await tx.execute(sql`
    update postal_areas pa set place_id = pl.id, language = v.language
    from json_to_recordset(${JSON.stringify(links)}::json) as v(id int, key text, language text)
    join places pl on pl.key = v.key
    where pa.id = v.id and (pa.place_id, pa.language) is distinct from (pl.id, v.language)`);
  await tx.execute(sql`delete from places where not exists (select 1 from postal_areas pa where pa.place_id = places.id)`);
  await mergeWorkAreaLinks(tx);
  return { places: drafts.length, twoNamePlaces: drafts.filter((p) => p.rows.length > 1).length, undecided };
}

/**
 * The merge rule of docs/product/places.md: for each provider and place named by several rows,
 * every row gets one link, active if any link of the place is, with the highest score among the
 * active links (the highest of all when none is active).
 */
export async function mergeWorkAreaLinks(tx: Executor): Promise<void> {
  await tx.execute(sql`
    insert into provider_postal_areas (provider_id, postal_area_id, is_active, score)
    select m.provider_id, pa.id, m.is_active, m.score
    from (
      select ppa.provider_id, pa.place_id, bool_or(ppa.is_active) as is_active,
        coalesce(max(ppa.score) filter (where ppa.is_active), max(ppa.score)) as score
      from provider_postal_areas ppa
      join postal_areas pa on pa.id = ppa.postal_area_id
      where pa.place_id in (select place_id from postal_areas where place_id is not null group by place_id having count(*) > 1)
      group by ppa.provider_id, pa.place_id
    ) m
    join postal_areas pa on pa.place_id = m.place_id
    on conflict (provider_id, postal_area_id) do update set is_active = excluded.is_active, score = excluded.score
    where (provider_postal_areas.is_active, provider_postal_areas.score) is distinct from (excluded.is_active, excluded.score)`);
}

/** At start-up after the migrations: a database whose postal areas predate places gets them. */
export async function linkPlacesIfMissing(tx: Executor): Promise<LinkCounts | undefined> {
  const [missing] = await tx.select({ id: postalAreas.id }).from(postalAreas).where(isNull(postalAreas.placeId)).limit(1);
  return missing ? linkPlaces(tx) : undefined;
}
