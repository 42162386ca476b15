import { sql } from "drizzle-orm";
import { index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

export const sessionKinds = ["network", "provider"] as const;
export type SessionKind = (typeof sessionKinds)[number];

/** A signed-in console user. The cookie carries the id (signed); logout revokes the row. */
export const sessions = pgTable(
  "sessions",
  {
    id: text().primaryKey(),
    kind: text({ enum: sessionKinds }).notNull(),
    userId: integer().notNull(),
    providerId: integer(),
    subject: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    lastSeenAt: timestamp({ withTimezone: true }).notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    revokedAt: timestamp({ withTimezone: true }),
    /** Kept on the server only, to end the issuer's session at logout. */
    idTokenHint: text(),
  },
  (t) => [index("sessions_live_idx").on(t.expiresAt).where(sql`${t.revokedAt} is null`)],
);
