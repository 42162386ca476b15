import { and, asc, eq, gt, lt, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { homeProjects } from "../../db/schema";
import { visitShown } from "../../db/status-sql";
import type { Notifier } from "../notifications/service";
import { fromDayNumber } from "../working-days/belgian-calendar";
import { brusselsDayNumber, brusselsTimeZone, fromBrussels } from "../working-days/brussels-time";
import { openVisitChangeAsk } from "../customer-controls/visit-change";
import { plannedVisit } from "./planned-visit";
import type { LockedProject } from "./transition";
import { recordProjectEvent } from "./transition";

/**
 * The day before the visit (docs/product/customer-controls.md, "The day before"): at 17:00 in
 * Brussels the customer is reminded of tomorrow's visit by e-mail, once per visit (a moved one
 * again). A visit noted after that moment gets none: its confirmation has just gone.
 */
export const visitReminderHour = 17;

/** 17:00 in Brussels on the day before the visit. */
export function visitReminderDueAt(visitAt: Date): Date {
  return fromBrussels({ ...fromDayNumber(brusselsDayNumber(visitAt) - 1), hour: visitReminderHour, minute: 0, second: 0, millisecond: 0 });
}

type VisitFacts = Pick<LockedProject, "statusId" | "visitAt" | "visitPlannedAt" | "providerAssignedAt" | "visitRemindedFor" | "visitChangeAskedAt">;

/**
 * Is the customer's reminder of this visit due at `now`: the one the status page shows, past 17:00
 * the day before, not reminded yet, and not a time the customer asked to change ("Another time")?
 */
export function isVisitReminderDue(project: VisitFacts, now: Date): boolean {
  const visitAt = plannedVisit(project);
  if (!visitAt || !project.visitPlannedAt || project.visitRemindedFor?.getTime() === visitAt.getTime()) return false;
  if (openVisitChangeAsk(project)) return false;
  const dueAt = visitReminderDueAt(visitAt);
  return project.visitPlannedAt < dueAt && dueAt <= now && now < visitAt;
}

// The SQL twin of `visitReminderDueAt`, for the sweeper's query (constants written in, as an index predicate would).
const zone = sql.raw(`'${brusselsTimeZone}'`);
const dueAtSql = sql`((((${homeProjects.visitAt} at time zone ${zone})::date - 1) + time '${sql.raw(String(visitReminderHour))}:00') at time zone ${zone})`;

/** The SQL twin of `isVisitReminderDue`, so that a batch holds only due visits. */
function dueAt(now: Date): SQL {
  return and(
    visitShown(homeProjects),
    gt(homeProjects.visitAt, now),
    // A visit is reminded at most a day and a half ahead: the index's range, before the exact rule.
    lt(homeProjects.visitAt, new Date(now.getTime() + 36 * 3_600_000)),
    sql`${homeProjects.visitRemindedFor} is distinct from ${homeProjects.visitAt}`,
    sql`(${homeProjects.visitChangeAskedAt} is null or ${homeProjects.visitChangeAskedAt} < ${homeProjects.visitPlannedAt})`,
    sql`${homeProjects.visitPlannedAt} < ${dueAtSql}`,
    sql`${dueAtSql} <= ${now.toISOString()}::timestamptz`,
  ) as SQL;
}

/** Visits whose reminder is due, soonest first. */
export function visitReminderCandidates(db: Database, now: Date, limit: number) {
  return db.select({ id: homeProjects.id, visitAt: homeProjects.visitAt }).from(homeProjects).where(dueAt(now)).orderBy(asc(homeProjects.visitAt)).limit(limit);
}

/**
 * Queues the reminder of one visit and records it, in one transaction that claims the row with
 * `FOR UPDATE SKIP LOCKED` and checks the rule again on it: several processes never remind twice,
 * and a visit moved meanwhile is judged as it now is. False when there was nothing to do.
 */
export async function remindVisit(db: Database, notify: Notifier, projectId: number, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [project] = await tx.select().from(homeProjects).where(eq(homeProjects.id, projectId)).for("update", { skipLocked: true });
    if (!project?.visitAt || !isVisitReminderDue(project, now)) return false;
    await notify.visitReminder(tx, projectId, now);
    await tx.update(homeProjects).set({ visitRemindedFor: project.visitAt }).where(eq(homeProjects.id, projectId));
    // In the project's history (docs/product/project-history.md), by the system, without a status change.
    await recordProjectEvent(tx, project, {
      actor: { type: "system", id: null },
      action: "project.visit-reminded",
      now,
      details: { visitAt: project.visitAt.toISOString() },
    });
    return true;
  });
}
