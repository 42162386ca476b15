import { index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { homeProjects } from "./projects";

/**
 * What a customer added to the request's description after sending it (docs/product/customer-controls.md,
 * "Add to my request"): read by the provider and the network under the description. Personal data:
 * erased with the project's personal data and part of the customer's data export.
 */
export const projectAdditions = pgTable(
  "project_additions",
  {
    id: serial().primaryKey(),
    projectId: integer()
      .notNull()
      .references(() => homeProjects.id, { onDelete: "cascade" }),
    text: text().notNull(),
    /** `customer` from the status page; `network` when an operator wrote it for a customer who phoned. */
    addedBy: text({ enum: ["customer", "network"] }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("project_additions_project_idx").on(t.projectId, t.createdAt)],
);
