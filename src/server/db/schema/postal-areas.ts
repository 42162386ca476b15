import { sql } from "drizzle-orm";
import { doublePrecision, index, pgTable, serial, text, unique } from "drizzle-orm/pg-core";

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
  },
  (t) => [
    unique().on(t.postCode, t.city, t.cityPostalArea),
    index().on(t.postCode),
    index().on(t.city),
    // Work area search: postcode prefix, municipality or locality contains (pg_trgm).
    index("postal_areas_post_code_prefix_idx").on(t.postCode.op("text_pattern_ops")),
    index("postal_areas_city_trgm_idx").using("gin", sql`${t.city} gin_trgm_ops`),
    index("postal_areas_locality_trgm_idx").using("gin", sql`${t.cityPostalArea} gin_trgm_ops`),
  ],
);
