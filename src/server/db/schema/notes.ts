import { index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { homeProjects } from "./projects";

/**
 * The network's internal notes on a project (docs/product/project-notes.md): what an operator
 * wants the colleagues to know ("the customer called, prefers mornings"). Never shown to the
 * customer or the provider; personal data, so erased with the project's personal data and part of
 * the customer's data export.
 */
export const projectNotes = pgTable(
  "project_notes",
  {
    id: serial().primaryKey(),
    projectId: integer()
      .notNull()
      .references(() => homeProjects.id, { onDelete: "cascade" }),
    /** The network user who wrote it. */
    authorUserId: integer().notNull(),
    text: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("project_notes_project_idx").on(t.projectId, t.createdAt)],
);
