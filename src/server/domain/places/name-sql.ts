import { sql } from "drizzle-orm";
import type { Language } from "@/shared/catalog-types";
import { postalAreas } from "../../db/schema";

/**
 * A postal area's place in the reader's language (docs/product/places.md), inside a query joining
 * `postal_areas`: the place's name in that language, else its local name, else the row's own.
 */
export function localityIn(language: Language) {
  const column = language === "nl" ? sql.raw("pl.name_nl") : sql.raw("pl.name_fr");
  return sql<string>`coalesce((select coalesce(${column}, pl.local_name) from places pl where pl.id = ${postalAreas.placeId}), ${postalAreas.cityPostalArea})`;
}

/** The same for the municipality. */
export function municipalityIn(language: Language) {
  const column = language === "nl" ? sql.raw("pl.municipality_nl") : sql.raw("pl.municipality_fr");
  return sql<string>`coalesce((select coalesce(${column}, pl.local_municipality) from places pl where pl.id = ${postalAreas.placeId}), ${postalAreas.city})`;
}
