import { eq, type SQL, sql } from "drizzle-orm";
import type { Clock } from "../../clock";
import type { Database } from "../../db/client";
import { homeProjects } from "../../db/schema";
import { refuse } from "../errors";
import { lockProject, recordProjectEvent } from "../project-status/transition";
import { ProjectStatus } from "../project-status/statuses";
import { acceptedAt, callCustomerBy } from "./call-by";
import { actorOf, type CustomerControlDeps, type CustomerTarget, lockTarget } from "./deps";
import { queueProviderNotice } from "./provider-notice";
import { customerRefusal } from "./rules";

/**
 * "Not contacted yet" (docs/product/customer-controls.md): once a provider has accepted, it calls
 * the customer. A customer still without news one working day after the acceptance says so from
 * the status page; the provider is told by e-mail and the network follows the report until it
 * marks it handled.
 */

/**
 * The one rule of an open report, in SQL: reported for the provider that has the project now
 * (after its assignment), still Accepted, not yet handled by the network.
 */
export const openNoContactReport: SQL = sql`(${homeProjects.statusId} = ${ProjectStatus.Accepted} and ${homeProjects.noContactReportedAt} is not null and ${homeProjects.noContactHandledAt} is null and ${homeProjects.noContactReportedAt} >= ${homeProjects.providerAssignedAt})`;

type ReportFields = Pick<
  typeof homeProjects.$inferSelect,
  "statusId" | "personalDataErasedAt" | "providerAssignedAt" | "noContactReportedAt" | "noContactHandledAt"
>;

/** The same rule in code, for a row already read. */
export function openReportAt(project: ReportFields): Date | null {
  const open =
    project.statusId === ProjectStatus.Accepted &&
    project.noContactReportedAt !== null &&
    project.noContactHandledAt === null &&
    project.providerAssignedAt !== null &&
    project.noContactReportedAt >= project.providerAssignedAt;
  return open ? project.noContactReportedAt : null;
}

/** Whether the status page offers the report now: Accepted for a working day, not erased, no report open. */
export function canReportNoContact(project: ReportFields, accepted: Date | null, now: Date): boolean {
  if (project.statusId !== ProjectStatus.Accepted || project.personalDataErasedAt !== null || accepted === null) return false;
  return openReportAt(project) === null && callCustomerBy(accepted) <= now;
}

function whyNotReportable(project: ReportFields, accepted: Date | null) {
  if (openReportAt(project)) return "noContactAlreadyReported";
  if (project.statusId !== ProjectStatus.Accepted || project.personalDataErasedAt !== null || accepted === null) return "noContactNotAllowed";
  return "noContactNotYet";
}

/** The customer's report. One transaction: the report, its audit event, the provider's e-mail. */
export async function reportNoContact(deps: CustomerControlDeps, target: CustomerTarget): Promise<void> {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const project = await lockTarget(tx, target, now);
    const accepted = acceptedAt(project);
    if (!canReportNoContact(project, accepted, now)) throw customerRefusal(whyNotReportable(project, accepted));
    await tx.update(homeProjects).set({ noContactReportedAt: now, noContactHandledAt: null }).where(eq(homeProjects.id, project.id));
    await recordProjectEvent(tx, project, { actor: actorOf(target), action: "customer.no-contact", now, details: { providerId: project.providerId } });
    if (project.providerId !== null) await queueProviderNotice(tx, deps, "noContact", { projectId: project.id, providerId: project.providerId }, now);
    await deps.notify.noContactReported(tx, project.id, now);
  });
}

/** The network has called the provider or the customer: the report is closed (audited). */
export async function markNoContactHandled(deps: { db: Database; clock: Clock }, input: { projectId: number; userId: number }): Promise<void> {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const project = await lockProject(tx, input.projectId);
    if (openReportAt(project) === null) throw refuse("noContactNotOpen", "conflict");
    await tx.update(homeProjects).set({ noContactHandledAt: now }).where(eq(homeProjects.id, project.id));
    await recordProjectEvent(tx, project, { actor: { type: "network", id: input.userId }, action: "network.no-contact-handled", now });
  });
}
