import { sql } from "drizzle-orm";
import { ProjectStatus } from "@/shared/project-statuses";
import {
  type DashboardFilter,
  type DashboardLostDemand,
  dashboardLostDemandRows,
  type LostDemandRow,
  type NearbyProvider,
} from "@/shared/schemas/network-dashboard";
import type { Executor } from "../../db/client";
import { catalogText } from "../catalog/localised-text";
import { createdIn } from "./filters";
import { provinceCodeOf, requestConditions } from "../projects/request-filter";
import type { PeriodRange } from "./period";
import { aggregate } from "./query";

/** The nearest providers are looked for among the work areas at this many nearest coordinates. */
export const nearestCoordinatesSearched = 25;
export const nearestProvidersShown = 3;

/** A row as the query reads it: the province as stored, the count before the cut, no list yet as null. */
type Row = Omit<LostDemandRow, "province" | "nearestProviders"> & { province: string | null; totalRows: number; nearest: NearbyProvider[] | null };

// Kilometres between two points given in degrees (equirectangular: exact enough within Belgium).
const distanceKm = (lat1: string, lon1: string, lat2: string, lon2: string) =>
  sql.raw(`6371 * sqrt(power(radians(${lat2} - ${lat1}), 2) + power(cos(radians((${lat1} + ${lat2}) / 2)) * radians(${lon2} - ${lon1}), 2))`);

/**
 * Places × services whose requests of the period found no provider (status 8) or ended rejected
 * (status 3), most first, with the active providers offering the service whose active work area
 * is nearest (docs/product/dashboard.md, "Lost demand").
 */
export async function lostDemand(db: Executor, filter: DashboardFilter, range: PeriodRange): Promise<DashboardLostDemand> {
  const rows = await aggregate<Row>(
    db,
    sql`with lost as (
        select pa.place_id, p.service_id,
          count(*) filter (where p.status_id = ${sql.raw(String(ProjectStatus.NoProviderFound))})::int as no_provider,
          count(*) filter (where p.status_id = ${sql.raw(String(ProjectStatus.Rejected))})::int as rejected
        from home_projects p join postal_areas pa on pa.id = p.postal_area_id
        where p.status_id in (${sql.raw(`${ProjectStatus.NoProviderFound}, ${ProjectStatus.Rejected}`)})
          and ${createdIn(range.start, range.end)} and ${requestConditions(filter)} and pa.place_id is not null
        group by 1, 2),
      top as (
        select l.*, l.no_provider + l.rejected as total, count(*) over ()::int as total_rows
        from lost l order by l.no_provider + l.rejected desc, l.place_id, l.service_id limit ${dashboardLostDemandRows}),
      coords as (
        -- The official list gives one coordinate per municipality: about 600 points for 2,900 postal areas.
        select latitude as lat, longitude as lon, array_agg(id) as area_ids
        from postal_areas where latitude is not null and longitude is not null group by 1, 2)
      select t.place_id as "placeId", pl.post_code as "postCode",
        coalesce(pl.name_fr, pl.local_name) as "nameFr", coalesce(pl.name_nl, pl.local_name) as "nameNl",
        here.province, t.service_id as "serviceId",
        ${catalogText("service", sql.raw("s.code"), "fr", sql.raw("s.name"))} as "serviceNameFr",
        ${catalogText("service", sql.raw("s.code"), "nl", sql.raw("s.name"))} as "serviceNameNl",
        t.no_provider as "noProviderFound", t.rejected, t.total, t.total_rows as "totalRows", near.list as nearest
      from top t
      join places pl on pl.id = t.place_id
      join services s on s.id = t.service_id
      cross join lateral (
        select min(pa.province) as province, avg(pa.latitude) as lat, avg(pa.longitude) as lon
        from postal_areas pa where pa.place_id = t.place_id) here
      left join lateral (
        select json_agg(json_build_object('providerId', x.id, 'name', x.name, 'distanceKm', round(x.km::numeric, 1)::float8) order by x.km, x.id) as list
        from (
          select pr.id, pr.name, min(c.km) as km
          from (
            select co.area_ids, ${distanceKm("here.lat", "here.lon", "co.lat", "co.lon")} as km
            from coords co where here.lat is not null
            order by 2 limit ${nearestCoordinatesSearched}) c
          cross join lateral unnest(c.area_ids) as area(id)
          join provider_postal_areas ppa on ppa.postal_area_id = area.id and ppa.is_active
          join provider_services ps on ps.provider_id = ppa.provider_id and ps.service_id = t.service_id and ps.is_active
          join providers pr on pr.id = ppa.provider_id and pr.is_active
          group by pr.id, pr.name
          order by min(c.km), pr.id
          limit ${nearestProvidersShown}) x) near on true
      order by t.total desc, t.place_id, t.service_id`,
  );
  return {
    period: range.days,
    totalRows: rows[0]?.totalRows ?? 0,
    rows: rows.map(({ totalRows: _totalRows, nearest, province, ...row }) => ({ ...row, province: provinceCodeOf(province), nearestProviders: nearest ?? [] })),
  };
}
