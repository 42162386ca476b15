import { sql } from "drizzle-orm";
import { pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

/** An operator of the insurer's network. */
export const networkUsers = pgTable(
  "network_users",
  {
    id: serial().primaryKey(),
    givenName: text().notNull(),
    lastName: text().notNull(),
    email: text().notNull(),
    /** The identity provider (`iss`) and its `sub`, bound at the first sign-in (docs/product/sign-in.md). */
    issuer: text(),
    subject: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("network_users_email_idx").on(sql`lower(${t.email})`), uniqueIndex("network_users_issuer_subject_idx").on(t.issuer, t.subject)],
);
