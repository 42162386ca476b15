import { sql } from "drizzle-orm";
import { index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { lowRatingAtMost } from "@/shared/ratings";

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
    /** A low score's call back (docs/product/customer-controls.md, "An unhappy customer"): when the network noted it, and who. */
    followedUpAt: timestamp({ withTimezone: true }),
    followedUpByUserId: integer(),
  },
  (t) => [
    index("project_ratings_provider_idx").on(t.providerId),
    // The unhappy customers still to call back: few, read by the dashboard's count and the list's filter.
    index("project_ratings_unhappy_idx")
      .on(t.projectId)
      .where(sql`${t.rating} <= ${sql.raw(String(lowRatingAtMost))} and ${t.followedUpAt} is null`),
  ],
);
