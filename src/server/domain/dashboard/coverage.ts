import { type SQL, sql } from "drizzle-orm";
import type { CoveragePoint, DashboardCoverage, DashboardFilter } from "@/shared/schemas/network-dashboard";
import type { Executor } from "../../db/client";
import { createdIn } from "./filters";
import { requestConditions } from "../projects/request-filter";
import type { PeriodRange } from "./period";
import { aggregate } from "./query";

/**
 * The services the map counts (docs/product/dashboard.md, "Coverage map"): the selected one; else
 * the routed services (active, not manual handling), of the selected category when there is one.
 */
function servicesOfMap(filter: DashboardFilter): SQL {
  if (filter.serviceId !== undefined) return sql`select ${filter.serviceId}::int as id`;
  const category =
    filter.categoryId === undefined
      ? sql`true`
      : sql`s.sub_category_id in (select sc.id from service_sub_categories sc where sc.category_id = ${filter.categoryId})`;
  return sql`select s.id from services s where s.is_active and not s.needs_manual_handling and ${category}`;
}

/** One point per postcode with coordinates: providers covering it, services nobody covers, requests of the period. */
export async function coverage(db: Executor, filter: DashboardFilter, range: PeriodRange): Promise<DashboardCoverage> {
  const rows = await aggregate<CoveragePoint & { routed: number }>(
    db,
    sql`with map_services as (${servicesOfMap(filter)}),
      points as (
        select pa.post_code, round(avg(pa.latitude)::numeric, 4)::float8 as lat, round(avg(pa.longitude)::numeric, 4)::float8 as lon,
          (array_agg(pa.place_id order by (pl.local_name = pl.local_municipality) desc, pa.place_id))[1] as place_id
        from postal_areas pa join places pl on pl.id = pa.place_id
        where pa.latitude is not null and pa.longitude is not null
        group by pa.post_code),
      covering as (
        select distinct pa.post_code, ppa.provider_id
        from provider_postal_areas ppa
        join postal_areas pa on pa.id = ppa.postal_area_id
        join providers pr on pr.id = ppa.provider_id and pr.is_active
        where ppa.is_active),
      numbered as (select id, (row_number() over (order by id))::int - 1 as n, count(*) over ()::int as total from map_services),
      masks as (
        -- Each provider's services of the map as one bit string: a postcode's covered services are the OR of its providers'.
        select ps.provider_id, bit_or(set_bit(repeat('0', m.total)::varbit, m.n, 1)) as mask
        from provider_services ps join numbered m on m.id = ps.service_id
        where ps.is_active group by ps.provider_id),
      covered as (
        select c.post_code, count(*)::int as providers, bit_count(bit_or(m.mask))::int as services
        from covering c join masks m on m.provider_id = c.provider_id
        group by c.post_code),
      requested as (
        select pa.post_code, count(*)::int as requests
        from home_projects p join postal_areas pa on pa.id = p.postal_area_id
        where ${createdIn(range.start, range.end)} and ${requestConditions(filter)}
        group by pa.post_code)
      select pt.post_code as "postCode", pt.place_id as "placeId", pt.lat, pt.lon,
        coalesce(pl.name_fr, pl.local_name) as "nameFr", coalesce(pl.name_nl, pl.local_name) as "nameNl",
        coalesce(cv.providers, 0) as providers,
        (select count(*)::int from map_services) - coalesce(cv.services, 0) as "servicesWithoutProvider",
        coalesce(rq.requests, 0) as requests,
        (select count(*)::int from map_services) as routed
      from points pt
      join places pl on pl.id = pt.place_id
      left join covered cv on cv.post_code = pt.post_code
      left join requested rq on rq.post_code = pt.post_code
      order by pt.post_code`,
  );
  const routedServices = rows[0]?.routed ?? (await aggregate<{ n: number }>(db, sql`select count(*)::int as n from (${servicesOfMap(filter)}) m`))[0]?.n ?? 0;
  return {
    period: range.days,
    serviceId: filter.serviceId ?? null,
    routedServices,
    points: rows.map(({ routed: _routed, ...point }) => point),
  };
}
