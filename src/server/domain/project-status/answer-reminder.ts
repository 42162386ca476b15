import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { homeProjects } from "../../db/schema";
import type { Notifier } from "../notifications/service";
import { addWorkingDays, responseWorkingDays } from "../working-days/service";
import { answerDeadline } from "./answer-deadline";
import { recordProjectEvent } from "./transition";
import { stillWaiting, waitingAtLeast } from "./waiting-answer";

/**
 * The answer reminder (docs/product/deadlines.md): a provider that has neither accepted nor
 * rejected a project one working day after its assignment gets one e-mail saying when its answer
 * is due, one working day before the automatic rejection.
 */
export const reminderWorkingDays = responseWorkingDays - 1;

/** When the provider assigned at `assignedAt` is reminded. */
export function reminderDueAt(assignedAt: Date): Date {
  return addWorkingDays(assignedAt, reminderWorkingDays);
}

// One working day is never shorter than 23 hours (24, less a DST hour): a cheap indexed pre-filter.
const minimumWaitMs = 23 * 60 * 60 * 1000;

/** Not reminded for the assignment it waits on. */
const notReminded = sql`${homeProjects.providerRemindedFor} is distinct from ${homeProjects.providerAssignedAt}`;

/** Projects still waiting for their provider's answer and not reminded for this assignment, oldest first. */
export function reminderCandidates(db: Database, now: Date, limit: number) {
  return waitingAtLeast(db, { now, minimumWaitMs, limit, also: notReminded });
}

/** Is a reminder for this assignment due at `now`: past its day, and the answer not yet overdue? */
export function isReminderDue(assignedAt: Date, now: Date): boolean {
  return reminderDueAt(assignedAt).getTime() <= now.getTime() && answerDeadline(assignedAt).getTime() > now.getTime();
}

/**
 * Queues the reminder of one project and records it, in one transaction that claims the row with
 * `FOR UPDATE SKIP LOCKED` and checks again that the same assignment still waits unreminded:
 * several processes never remind twice. False when there was nothing to do.
 */
export async function remindProvider(db: Database, notify: Notifier, projectId: number, assignedAt: Date, now: Date): Promise<boolean> {
  if (!isReminderDue(assignedAt, now)) return false;
  return db.transaction(async (tx) => {
    const [project] = await tx
      .select({ id: homeProjects.id, statusId: homeProjects.statusId, providerId: homeProjects.providerId })
      .from(homeProjects)
      .where(and(stillWaiting(projectId, assignedAt), notReminded))
      .for("update", { skipLocked: true });
    if (!project) return false;
    const queued = await notify.providerAnswerReminder(tx, projectId, now);
    // Marked even when the provider has no mailbox: there is nobody to remind for this assignment.
    await tx.update(homeProjects).set({ providerRemindedFor: assignedAt }).where(eq(homeProjects.id, projectId));
    if (queued === null) return true;
    // In the project's history (docs/product/project-history.md), by the system, without a status change.
    await recordProjectEvent(tx, project, {
      actor: { type: "system", id: null },
      action: "provider.reminded",
      now,
      details: { remindedProviderId: project.providerId },
    });
    return true;
  });
}
