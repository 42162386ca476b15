import type { RejectReason } from "@/shared/reject-reasons";
import { workingHoursBetween } from "../../domain/dashboard/working-hours";
import type { Executor } from "../client";
import { auditEvents, homeProjectRejects, type homeProjects, projectAdditions, projectAssignments, projectRatings } from "../schema";
import type { DemoAddition } from "./demo-customer-controls";
import type { DemoEvent } from "./demo-history";
import type { DemoRating } from "./demo-ratings";

/** One demo request before it is written (docs/product/demo-data.md): its row, its assignments, its events. */
export interface PlannedDemoProject {
  project: typeof homeProjects.$inferInsert & { createdAt: Date; statusId: number };
  history: { providerId: number; at: Date; outcome: "accepted" | "rejected" | "auto-rejected" | "withdrawn" | null; answeredAt: Date | null }[];
  events: DemoEvent[];
  invoice?: { storedName: string; bytes: Uint8Array };
  additions: DemoAddition[];
  /** A completed request's rating, asked and perhaps given (./demo-ratings.ts). */
  rating?: DemoRating;
}

/**
 * A demo refusal's reason, fixed by its numbers (not drawn from the sequence, which would move every
 * other demo figure): a full order book most often, then distance and trade.
 */
const demoReasonShares: readonly RejectReason[] = [
  "fully-booked",
  "fully-booked",
  "fully-booked",
  "fully-booked",
  "too-far",
  "too-far",
  "not-my-trade",
  "not-my-trade",
  "job-too-small",
  "other",
];
const demoRejectReason = (n: number): RejectReason => demoReasonShares[n % demoReasonShares.length] ?? "other";

/**
 * What the demo requests leave behind once their rows exist (`idOf`: each request's id by its key):
 * the customers' additions, then the audit trail that names them, the assignments, the refusals and the ratings,
 * a few statements for the whole lot (the seed stays quick on PGlite).
 */
export async function insertDemoTrail(tx: Executor, planned: readonly PlannedDemoProject[], idOf: ReadonlyMap<string | null, number>): Promise<void> {
  // The additions before the audit trail: each one's event names it by its id (one per demo request at most).
  const additions = planned.flatMap((p) => {
    const projectId = idOf.get(p.project.idempotencyKey ?? "");
    return projectId === undefined ? [] : p.additions.map((addition) => ({ addition, projectId }));
  });
  if (additions.length > 0) {
    const stored = await tx
      .insert(projectAdditions)
      .values(additions.map(({ addition, projectId }) => ({ projectId, text: addition.text, addedBy: addition.addedBy, createdAt: addition.createdAt })))
      .returning({ id: projectAdditions.id, projectId: projectAdditions.projectId });
    const idByProject = new Map(stored.map((row) => [row.projectId, row.id]));
    for (const { addition, projectId } of additions) addition.event.details = { additionId: idByProject.get(projectId) ?? null };
  }
  const audit: (typeof auditEvents.$inferInsert)[] = [];
  const assignments: (typeof projectAssignments.$inferInsert)[] = [];
  const rejects: (typeof homeProjectRejects.$inferInsert)[] = [];
  const ratings: (typeof projectRatings.$inferInsert)[] = [];
  for (const { project, history, events, rating } of planned) {
    const projectId = idOf.get(project.idempotencyKey ?? "");
    if (projectId === undefined) continue;
    if (rating) ratings.push({ ...rating, projectId });
    for (const event of events) audit.push({ ...event, projectId });
    for (const [n, a] of history.entries()) {
      const answered = a.outcome === "accepted" || a.outcome === "rejected";
      assignments.push({
        projectId,
        providerId: a.providerId,
        assignedAt: a.at,
        atCreation: n === 0,
        outcome: a.outcome,
        endedAt: a.answeredAt,
        answerWorkingHours: answered && a.answeredAt ? workingHoursBetween(a.at, a.answeredAt) : null,
        callWorkingHours:
          a.outcome === "accepted" && a.answeredAt && project.customerCalledAt ? workingHoursBetween(a.answeredAt, project.customerCalledAt) : null,
      });
      if ((a.outcome === "rejected" || a.outcome === "auto-rejected") && a.answeredAt) {
        const isAutoRejected = a.outcome === "auto-rejected";
        const reason = isAutoRejected ? null : demoRejectReason(projectId + a.providerId);
        rejects.push({ projectId, providerId: a.providerId, isAutoRejected, reason, createdAt: a.answeredAt });
      }
    }
  }
  if (audit.length > 0) await tx.insert(auditEvents).values(audit);
  if (assignments.length > 0) await tx.insert(projectAssignments).values(assignments);
  if (rejects.length > 0) await tx.insert(homeProjectRejects).values(rejects).onConflictDoNothing();
  if (ratings.length > 0) await tx.insert(projectRatings).values(ratings);
}
