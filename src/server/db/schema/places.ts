import { index, pgTable, serial, text } from "drizzle-orm/pg-core";

/**
 * A place a person picks: one locality at one postcode, whatever language its postal-area rows
 * name it in (docs/product/places.md). Filled from the postal areas by the language rule.
 */
export const places = pgTable(
  "places",
  {
    id: serial().primaryKey(),
    /** Postcode, local municipality name, local locality name: stable across imports. */
    key: text().notNull().unique(),
    postCode: text().notNull(),
    /** The name in the region's language, or the only name. */
    localName: text().notNull(),
    nameFr: text(),
    nameNl: text(),
    nameDe: text(),
    localMunicipality: text().notNull(),
    municipalityFr: text(),
    municipalityNl: text(),
    municipalityDe: text(),
  },
  (t) => [index().on(t.postCode), index().on(t.localMunicipality)],
);
