import { and, eq } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { homeProjects } from "../../db/schema";
import { type ProjectViewer, visibleTo } from "../projects/project-details";
import { cancelReasonWithdrawn, customerActions } from "./rules";
import { canAskVisitChange } from "./visit-change";
import { canComplain, listComplaints } from "./complaints";

/**
 * What the consoles show of the customer's own controls on a project: withdrawn by the customer,
 * personal data erased, and which of them may be done now (for the network, on the customer's
 * behalf). Null when the viewer may not see the project (a provider: its own only).
 */
export async function customerControlSummary(db: Executor, viewer: ProjectViewer, projectId: number, now: Date) {
  const [row] = await db
    .select({
      statusId: homeProjects.statusId,
      cancelReason: homeProjects.cancelReason,
      personalDataErasedAt: homeProjects.personalDataErasedAt,
      marketingConsent: homeProjects.marketingConsent,
      visitAt: homeProjects.visitAt,
      visitPlannedAt: homeProjects.visitPlannedAt,
      providerAssignedAt: homeProjects.providerAssignedAt,
      visitChangeAskedAt: homeProjects.visitChangeAskedAt,
    })
    .from(homeProjects)
    .where(and(eq(homeProjects.id, projectId), visibleTo(viewer)));
  if (!row) return null;
  return {
    withdrawnByCustomer: row.cancelReason === cancelReasonWithdrawn,
    personalDataErasedAt: row.personalDataErasedAt,
    /** The customer's marketing choice: the network may withdraw it for the customer, never give it. */
    marketingConsent: row.marketingConsent,
    // What the network may do for the customer now: the status page's own rules.
    actions: {
      ...customerActions(row),
      canAskVisitChange: canAskVisitChange(row, now),
      canComplain: canComplain(row, await listComplaints(db, projectId)),
    },
  };
}

/**
 * What a provider sees of it on its own project: whether the customer withdrew it or had the data
 * erased. Never the customer's marketing choice (a matter between the customer and the insurer) nor
 * what the network may do; null when the project is not the provider's.
 */
export async function providerCustomerControlSummary(db: Executor, providerId: number, projectId: number, now: Date) {
  const summary = await customerControlSummary(db, { kind: "provider", providerId }, projectId, now);
  return summary && { withdrawnByCustomer: summary.withdrawnByCustomer, personalDataErasedAt: summary.personalDataErasedAt };
}
