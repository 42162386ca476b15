import { check, date, index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { providers } from "./providers";

/**
 * A provider's absence (docs/product/absences.md): Belgian calendar days, both included, during
 * which routing gives the provider no new request. Written by the provider or, for it, by the network.
 */
export const providerAbsences = pgTable(
  "provider_absences",
  {
    id: serial().primaryKey(),
    providerId: integer()
      .notNull()
      .references(() => providers.id, { onDelete: "cascade" }),
    startsOn: date({ mode: "string" }).notNull(),
    endsOn: date({ mode: "string" }).notNull(),
    /** `provider` or `network`: who recorded it (the id of that login or network user beside it). */
    createdByType: text().notNull(),
    createdById: integer().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Routing asks "absent today?" per candidate: by provider, then the end day.
    index("provider_absences_provider_idx").on(t.providerId, t.endsOn),
    check("provider_absences_days_check", sql`${t.endsOn} >= ${t.startsOn}`),
  ],
);
