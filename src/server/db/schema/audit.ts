import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { homeProjects } from "./projects";

export const actorTypes = ["customer", "network", "provider", "system"] as const;

/** Who changed what and when: one row per status transition or console change. */
export const auditEvents = pgTable(
  "audit_events",
  {
    id: serial().primaryKey(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    actorType: text({ enum: actorTypes }).notNull(),
    actorId: integer(),
    action: text().notNull(),
    projectId: integer().references(() => homeProjects.id, { onDelete: "cascade" }),
    fromStatusId: integer(),
    toStatusId: integer(),
    details: jsonb().$type<Record<string, unknown>>(),
  },
  (t) => [
    index().on(t.projectId, t.createdAt),
    // The dashboard's "customers' own actions" counts them by day across all projects (docs/product/dashboard.md).
    index("audit_events_customer_actions_idx").on(t.createdAt).where(sql`${t.action} like 'customer.%'`),
    // The dashboard's time to the visit reads the visits noted since a period's start.
    index("audit_events_visits_idx").on(t.createdAt, t.projectId).where(sql`${t.action} = 'provider.visit-planned'`),
  ],
);
