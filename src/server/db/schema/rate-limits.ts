import { integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Rate-limit counters shared by every instance (docs/operations/scaling-out.md). The migration
 * makes the table UNLOGGED: counters need no crash safety and skip the write-ahead log.
 */
export const rateLimitCounters = pgTable(
  "rate_limit_counters",
  {
    scope: text().notNull(),
    /** A hash of the client address, never the address itself. */
    key: text().notNull(),
    count: integer().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] })],
);
