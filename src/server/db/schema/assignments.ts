import { sql } from "drizzle-orm";
import { boolean, doublePrecision, index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { homeProjects } from "./projects";
import { providers } from "./providers";

export const assignmentOutcomes = ["accepted", "rejected", "auto-rejected", "withdrawn"] as const;
export type AssignmentOutcome = (typeof assignmentOutcomes)[number];

/**
 * Every time a project is given to a provider (docs/product/dashboard.md, "Requests and assignments"): at
 * creation, after a rejection, by a change of service or of provider. Written by the transitions
 * (domain/dashboard/assignments.ts); the dashboard's provider figures are counted on it.
 */
export const projectAssignments = pgTable(
  "project_assignments",
  {
    id: serial().primaryKey(),
    projectId: integer()
      .notNull()
      .references(() => homeProjects.id, { onDelete: "cascade" }),
    providerId: integer()
      .notNull()
      .references(() => providers.id),
    assignedAt: timestamp({ withTimezone: true }).notNull(),
    /** Given by the routing when the request was created. */
    atCreation: boolean().notNull().default(false),
    /** How the wait for the provider's answer ended; null while it waits. */
    outcome: text({ enum: assignmentOutcomes }),
    endedAt: timestamp({ withTimezone: true }),
    /** The provider's own answer (accept or reject): Belgian working hours from the assignment. */
    answerWorkingHours: doublePrecision(),
    /**
     * After an acceptance, when the provider noted its call to the customer: Belgian working hours
     * from the acceptance (docs/product/dashboard.md, "Provider performance"); null until then.
     */
    callWorkingHours: doublePrecision(),
  },
  (t) => [
    index("project_assignments_assigned_idx").on(t.assignedAt),
    index("project_assignments_provider_assigned_idx").on(t.providerId, t.assignedAt),
    index("project_assignments_project_idx").on(t.projectId),
    index("project_assignments_waiting_idx").on(t.projectId).where(sql`${t.outcome} is null`),
  ],
);
