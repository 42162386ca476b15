import { pgTable, primaryKey, text } from "drizzle-orm/pg-core";

import { languages } from "@/shared/catalog-types";

/** Texts of catalogue codes (categories, services, questions, answers) per language. */
export const translations = pgTable(
  "translations",
  {
    key: text().notNull(),
    language: text({ enum: languages }).notNull(),
    text: text().notNull(),
  },
  (t) => [primaryKey({ columns: [t.key, t.language] })],
);
