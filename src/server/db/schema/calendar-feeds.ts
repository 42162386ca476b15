import { integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { languages } from "@/shared/catalog-types";
import { providers } from "./providers";

/**
 * A provider's calendar subscription (docs/product/visits.md, "In the provider's calendar"): one
 * secret address per provider, only its SHA-256 stored, that a calendar application reads the
 * provider's visits from. A new address replaces the old one; turning it off deletes the row.
 */
export const providerCalendarFeeds = pgTable("provider_calendar_feeds", {
  providerId: integer()
    .primaryKey()
    .references(() => providers.id, { onDelete: "cascade" }),
  tokenHash: text().notNull().unique(),
  /** The console's language when it was made: the events are written in it. */
  language: text({ enum: languages }).notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull(),
  /** The web login that made it. */
  createdByLoginId: integer(),
});
