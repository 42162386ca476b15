import { index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";

/**
 * The customer's rating of a finished job (docs/product/customer-controls.md, "Rating after the
 * job"): asked once when the project becomes Completed, through a single-use link valid 30 days
 * whose token is stored as its SHA-256 only. Private to the network; a provider sees its own
 * average and comments, never the customer's name.
 */
export const projectRatings = pgTable(
  "project_ratings",
  {
    id: serial().primaryKey(),
    projectId: integer().notNull().unique(),
    providerId: integer().notNull(),
    tokenHash: text().notNull().unique(),
    tokenExpiresAt: timestamp({ withTimezone: true }).notNull(),
    requestedAt: timestamp({ withTimezone: true }).notNull(),
    ratedAt: timestamp({ withTimezone: true }),
    /** 1 to 5 once given. */
    rating: integer(),
    comment: text(),
  },
  (t) => [index("project_ratings_provider_idx").on(t.providerId)],
);
