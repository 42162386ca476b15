import { type SQL, sql } from "drizzle-orm";
import type { Province, RequestFilter } from "@/shared/schemas/request-filter";

/** The provinces as the postal-area list spells them (docs/product/dashboard.md). */
export const provinceNames: Record<Province, string> = {
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

const provinceByName = new Map(Object.entries(provinceNames).map(([code, name]) => [name, code as Province]));

export function provinceCodeOf(name: string | null): Province | null {
  return name ? (provinceByName.get(name) ?? null) : null;
}

/**
 * The request filter's conditions (the request's current service, its postal area's province, its
 * language) on `home_projects` under `alias`: one rule for the dashboard's figures and the network
 * project list, so that a figure and the list it links to count the same requests
 * (docs/product/dashboard.md). `sql.raw` only for fixed identifiers; every value is a parameter.
 */
export function requestConditions(filter: RequestFilter, alias = "p"): SQL {
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
