import { eq } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { providers } from "../../db/schema";
import { CustomerControlsMail, renderProviderWithdrawn } from "../../mail/customer-controls";
import { enqueueMail } from "../../mail/queue";
import { bilingual } from "../../mail/templates";
import { providerProjectPath, publicLink } from "../notifications/links";
import { projectForProviderMail, providerMailbox } from "../notifications/project-facts";
import { ProjectStatus } from "../project-status/statuses";
import { applyTransition } from "../project-status/transition";
import { actorOf, type CustomerControlDeps, type CustomerTarget, lockTarget } from "./deps";
import { cancelReasonWithdrawn, customerRefusal, withdrawableStatuses } from "./rules";

/**
 * Withdraw the request (docs/product/customer-controls.md): while no provider has accepted it
 * (statuses 1, 3, 7, 8) the project becomes Cancelled with the reason "withdrawn by the customer".
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
    if (waitingProvider !== null) await queueProviderWithdrawn(tx, deps, project.id, waitingProvider, now);
    return { projectId: project.id, statusId: ProjectStatus.Cancelled as number };
  });
}

async function queueProviderWithdrawn(tx: Executor, deps: CustomerControlDeps, projectId: number, providerId: number, now: Date) {
  const [provider] = await tx.select({ id: providers.id, contactEmail: providers.contactEmail }).from(providers).where(eq(providers.id, providerId));
  const recipient = provider ? await providerMailbox(tx, provider) : null;
  if (!recipient) return;
  const mail = renderProviderWithdrawn({
    projectId,
    ...(await projectForProviderMail(tx, projectId)),
    detailsUrl: publicLink(deps.publicUrl, providerProjectPath(projectId)),
  });
  await enqueueMail(tx, { template: CustomerControlsMail.ProviderWithdrawn, language: bilingual, recipient, mail, now, projectId });
}
