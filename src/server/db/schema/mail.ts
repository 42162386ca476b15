import { sql } from "drizzle-orm";
import { index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";

/** Outgoing e-mail, written in the transaction of the change that causes it and sent by a worker. */
export const mailQueue = pgTable(
  "mail_queue",
  {
    id: serial().primaryKey(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    template: text().notNull(),
    language: text().notNull(),
    recipient: text().notNull(),
    subject: text().notNull(),
    textBody: text().notNull(),
    htmlBody: text().notNull(),
    attempts: integer().notNull().default(0),
    nextAttemptAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp({ withTimezone: true }),
    lastError: text(),
  },
  (t) => [index("mail_queue_due_idx").on(t.nextAttemptAt).where(sql`${t.sentAt} is null`)],
);
