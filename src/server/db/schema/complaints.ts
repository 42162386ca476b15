import { sql } from "drizzle-orm";
import { index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { homeProjects } from "./projects";

/**
 * A customer's complaint after the job (docs/product/customer-controls.md, "A problem after the
 * job"): their text for the network, open until the network marks it handled. Personal data:
 * erased with the project's personal data and part of the customer's data export.
 */
export const projectComplaints = pgTable(
  "project_complaints",
  {
    id: serial().primaryKey(),
    projectId: integer()
      .notNull()
      .references(() => homeProjects.id, { onDelete: "cascade" }),
    text: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    /** When the network noted it handled, and who. */
    handledAt: timestamp({ withTimezone: true }),
    handledByUserId: integer(),
  },
  (t) => [
    index("project_complaints_project_idx").on(t.projectId, t.createdAt),
    // The open ones, few: the dashboard's count and the list's filter.
    index("project_complaints_open_idx").on(t.projectId).where(sql`${t.handledAt} is null`),
  ],
);
