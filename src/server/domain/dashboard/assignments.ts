import { and, desc, eq, isNull } from "drizzle-orm";
import type { Transaction } from "../../db/client";
import { type AssignmentOutcome, projectAssignments } from "../../db/schema";
import { workingHoursBetween } from "./working-hours";

/**
 * The assignment history the dashboard counts on (docs/product/dashboard.md, "Requests and assignments"),
 * kept by every transition in the transition's own transaction.
 */

/** The outcome a transition gives the assignment that waits for an answer; undefined: it keeps waiting. */
export function outcomeOfAction(action: string): AssignmentOutcome | undefined {
  switch (action) {
    case "provider.accepted":
      return "accepted";
    case "provider.rejected":
      return "rejected";
    case "provider.auto-rejected":
      return "auto-rejected";
    case "network.change-provider":
    case "network.change-service":
    case "network.cancel":
    case "customer.withdraw":
      return "withdrawn";
    default:
      return undefined;
  }
}

/** Ends the waiting assignment of the project, if any; the provider's own answers get their working hours. */
async function endWaitingAssignment(tx: Transaction, projectId: number, outcome: AssignmentOutcome, now: Date) {
  const [waiting] = await tx
    .select({ id: projectAssignments.id, assignedAt: projectAssignments.assignedAt })
    .from(projectAssignments)
    .where(and(eq(projectAssignments.projectId, projectId), isNull(projectAssignments.outcome)));
  if (!waiting) return;
  const answered = outcome === "accepted" || outcome === "rejected";
  await tx
    .update(projectAssignments)
    .set({ outcome, endedAt: now, answerWorkingHours: answered ? workingHoursBetween(waiting.assignedAt, now) : null })
    .where(eq(projectAssignments.id, waiting.id));
}

/**
 * Records what a transition did to the assignments: the waiting one ends (accepted, rejected,
 * rejected by the deadline, withdrawn by a change or a cancellation), and a provider given the
 * project now starts a new one.
 */
export async function recordAssignmentChange(
  tx: Transaction,
  projectId: number,
  change: { action: string; now: Date; assignedProviderId?: number | null; atCreation?: boolean },
): Promise<void> {
  const outcome = outcomeOfAction(change.action);
  if (outcome) await endWaitingAssignment(tx, projectId, outcome, change.now);
  if (change.assignedProviderId) {
    await tx
      .insert(projectAssignments)
      .values({ projectId, providerId: change.assignedProviderId, assignedAt: change.now, atCreation: change.atCreation ?? false });
  }
}

/**
 * The provider noted its call to the customer: its accepted assignment of the project gets the
 * working hours since the acceptance, once (docs/product/dashboard.md, "Provider performance").
 */
export async function recordAssignmentCall(tx: Transaction, projectId: number, providerId: number, now: Date): Promise<void> {
  const [accepted] = await tx
    .select({ id: projectAssignments.id, endedAt: projectAssignments.endedAt, callWorkingHours: projectAssignments.callWorkingHours })
    .from(projectAssignments)
    .where(and(eq(projectAssignments.projectId, projectId), eq(projectAssignments.providerId, providerId), eq(projectAssignments.outcome, "accepted")))
    .orderBy(desc(projectAssignments.endedAt), desc(projectAssignments.id))
    .limit(1);
  if (!accepted?.endedAt || accepted.callWorkingHours !== null) return;
  await tx
    .update(projectAssignments)
    .set({ callWorkingHours: workingHoursBetween(accepted.endedAt, now) })
    .where(eq(projectAssignments.id, accepted.id));
}
