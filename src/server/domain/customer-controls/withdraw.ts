import { ProjectStatus } from "../project-status/statuses";
import { applyTransition } from "../project-status/transition";
import { actorOf, type CustomerControlDeps, type CustomerTarget, lockTarget } from "./deps";
import { queueProviderNotice } from "./provider-notice";
import { cancelReasonWithdrawn, customerRefusal, withdrawableStatuses } from "./rules";

/**
 * Withdraw the request (docs/product/customer-controls.md): while no provider is working with the
 * customer (`withdrawableStatuses`: 1, 3, 6, 7, 8) the project becomes Cancelled with the reason "withdrawn by the customer".
 * A provider it was assigned to hears it by e-mail. One transaction with its audit event; the
 * deadline sweeper and routing only ever take projects in status 1, so it is never routed again.
 */
export async function withdrawProject(deps: CustomerControlDeps, target: CustomerTarget) {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const project = await lockTarget(tx, target, now);
    if (!withdrawableStatuses.includes(project.statusId)) throw customerRefusal("withdrawNotAllowed");
    await applyTransition(tx, project, {
      toStatusId: ProjectStatus.Cancelled,
      actor: actorOf(target),
      action: "customer.withdraw",
      now,
      set: { cancelReason: cancelReasonWithdrawn },
      details: { reason: cancelReasonWithdrawn, providerId: project.providerId },
    });
    const waitingProvider = project.statusId === ProjectStatus.New ? project.providerId : null;
    if (waitingProvider !== null) await queueProviderNotice(tx, deps, "withdrawn", { projectId: project.id, providerId: waitingProvider }, now);
    return { projectId: project.id, statusId: ProjectStatus.Cancelled as number };
  });
}
