import { type SQL, sql } from "drizzle-orm";
import type { DashboardFilter, DashboardProvince } from "@/shared/schemas/network-dashboard";

/** The provinces as the postal-area list spells them (docs/product/dashboard.md). */
export const provinceNames: Record<DashboardProvince, string> = {
  antwerpen: "Antwerpen",
  "brabant-wallon": "Brabant wallon",
  brussels: "Brussels Hoofdstedelijk Gewest",
  hainaut: "Hainaut",
  liege: "Liège",
  limburg: "Limburg",
  luxembourg: "Luxembourg",
  namur: "Namur",
  "oost-vlaanderen": "Oost-Vlaanderen",
  "vlaams-brabant": "Vlaams-Brabant",
  "west-vlaanderen": "West-Vlaanderen",
};

const provinceByName = new Map(Object.entries(provinceNames).map(([code, name]) => [name, code as DashboardProvince]));

export function provinceCodeOf(name: string | null): DashboardProvince | null {
  return name ? (provinceByName.get(name) ?? null) : null;
}

/**
 * The filter's conditions on a request, for a query over `home_projects` under the alias `p`
 * (the request's current service, its postal area's province, its language). `sql.raw` only for
 * fixed identifiers; every value is a parameter.
 */
export function projectConditions(filter: DashboardFilter, alias = "p"): SQL {
  const p = sql.raw(alias);
  const parts: SQL[] = [];
  if (filter.serviceId !== undefined) parts.push(sql`${p}.service_id = ${filter.serviceId}`);
  else if (filter.categoryId !== undefined)
    parts.push(
      sql`${p}.service_id in (select s.id from services s join service_sub_categories sc on sc.id = s.sub_category_id where sc.category_id = ${filter.categoryId})`,
    );
  if (filter.province !== undefined)
    parts.push(sql`${p}.postal_area_id in (select pa.id from postal_areas pa where pa.province = ${provinceNames[filter.province]})`);
  if (filter.language !== undefined) parts.push(sql`${p}.language = ${filter.language}`);
  return parts.length === 0 ? sql`true` : sql.join(parts, sql` and `);
}

/** Created in `[start, end)`: the period's requests. */
export function createdIn(start: Date, end: Date, alias = "p"): SQL {
  const p = sql.raw(alias);
  return sql`${p}.created_at >= ${start.toISOString()}::timestamptz and ${p}.created_at < ${end.toISOString()}::timestamptz`;
}
