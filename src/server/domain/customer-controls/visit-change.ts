import { eq } from "drizzle-orm";
import { homeProjects } from "../../db/schema";
import { plannedVisit } from "../project-status/planned-visit";
import { recordProjectEvent } from "../project-status/transition";
import { actorOf, type CustomerControlDeps, type CustomerTarget, lockTarget } from "./deps";
import { queueProviderNotice } from "./provider-notice";
import { customerRefusal } from "./rules";

/**
 * "Another time" (docs/product/customer-controls.md): the customer for whom the visit's time no
 * longer suits asks for another from the status page; the provider is told by e-mail to call and
 * to move the visit, which closes the request.
 */

type AskFields = Parameters<typeof plannedVisit>[0] & { visitChangeAskedAt: Date | null };
type VisitChangeFields = AskFields & { personalDataErasedAt: Date | null };

/** The open request: asked about the visit shown now, before the provider moved it. */
export function openVisitChangeAsk(project: AskFields): Date | null {
  const visitAt = plannedVisit(project);
  if (!visitAt || !project.visitChangeAskedAt || !project.visitPlannedAt) return null;
  return project.visitChangeAskedAt >= project.visitPlannedAt ? project.visitChangeAskedAt : null;
}

/** Whether the status page offers it: a visit shown and still ahead, no request open, data not erased. */
export function canAskVisitChange(project: VisitChangeFields, now: Date): boolean {
  const visitAt = plannedVisit(project);
  return visitAt !== null && visitAt > now && project.personalDataErasedAt === null && openVisitChangeAsk(project) === null;
}

/** The customer's request. One transaction: its moment, its audit event, the provider's e-mail. */
export async function askVisitChange(deps: CustomerControlDeps, target: CustomerTarget): Promise<void> {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const project = await lockTarget(tx, target, now);
    if (openVisitChangeAsk(project)) throw customerRefusal("visitChangeAlreadyAsked");
    if (!canAskVisitChange(project, now)) throw customerRefusal("visitChangeNotAllowed");
    await tx.update(homeProjects).set({ visitChangeAskedAt: now }).where(eq(homeProjects.id, project.id));
    await recordProjectEvent(tx, project, {
      actor: actorOf(target),
      action: "customer.visit-change",
      now,
      details: { providerId: project.providerId, visitAt: project.visitAt?.toISOString() ?? null },
    });
    if (project.providerId !== null) await queueProviderNotice(tx, deps, "visitChange", { projectId: project.id, providerId: project.providerId }, now);
  });
}
