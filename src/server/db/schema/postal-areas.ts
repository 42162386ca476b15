import { sql } from "drizzle-orm";
import { doublePrecision, index, integer, pgTable, serial, text, unique } from "drizzle-orm/pg-core";
import { places } from "./places";

/** A Belgian postal area: `city` is the municipality, `cityPostalArea` the locality a person picks. */
export const postalAreas = pgTable(
  "postal_areas",
  {
    id: serial().primaryKey(),
    postCode: text().notNull(),
    city: text().notNull(),
    cityPostalArea: text().notNull(),
    province: text(),
    latitude: doublePrecision(),
    longitude: doublePrecision(),
    /** The place this row names (docs/product/places.md); null until the language rule ran. */
    placeId: integer().references(() => places.id),
    /** "fr", "nl" or "de" when the place has names in several languages; null for its only name. */
    language: text(),
  },
  (t) => [
    unique().on(t.postCode, t.city, t.cityPostalArea),
    index().on(t.postCode),
    index().on(t.city),
    index().on(t.placeId),
    // Work area search: postcode prefix, municipality or locality contains (pg_trgm).
    index("postal_areas_post_code_prefix_idx").on(t.postCode.op("text_pattern_ops")),
    index("postal_areas_city_trgm_idx").using("gin", sql`${t.city} gin_trgm_ops`),
    index("postal_areas_locality_trgm_idx").using("gin", sql`${t.cityPostalArea} gin_trgm_ops`),
  ],
);
