import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";

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
    /** The project the mail is about, when there is one: erasing the project's data erases its customer mails. */
    projectId: integer(),
    /** Once sent, the recipient and bodies are replaced by the erasure marker (the erasure confirmation). */
    forgetAfterSend: boolean().notNull().default(false),
    /** RFC 8058 one-click unsubscribe address of a mail to a customer: sent as List-Unsubscribe. */
    listUnsubscribeUrl: text(),
    /** A small text file the mail carries (the visit's calendar event), written when it is queued. */
    attachment: jsonb().$type<{ fileName: string; contentType: string; content: string }>(),
  },
  (t) => [index("mail_queue_due_idx").on(t.nextAttemptAt).where(sql`${t.sentAt} is null`), index("mail_queue_project_idx").on(t.projectId)],
);

/**
 * One-click marketing unsubscribe links (docs/product/customer-controls.md): one random token per
 * customer mail, only its SHA-256 stored. It can do one thing: withdraw the marketing consent (of its project and of the address's other requests).
 */
export const marketingUnsubscribeTokens = pgTable(
  "marketing_unsubscribe_tokens",
  {
    tokenHash: text().primaryKey(),
    projectId: integer().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index("marketing_unsubscribe_tokens_project_idx").on(t.projectId)],
);

/**
 * The network's morning summary (docs/product/notifications.md, "The morning summary"): one row
 * per Belgian working day it was due, written with its mail in one transaction, so that however
 * many processes sweep, the day is summarised once.
 */
export const networkMorningSummaries = pgTable("network_morning_summaries", {
  /** The Brussels day, `YYYY-MM-DD`. */
  day: text().primaryKey(),
  createdAt: timestamp({ withTimezone: true }).notNull(),
  /** The mail queued; null when nothing needed the network that morning. */
  mailId: integer(),
});
