import { eq } from "drizzle-orm";
import type { Clock } from "../../clock";
import type { Database } from "../../db/client";
import { providers } from "../../db/schema";
import { requestableServiceFromCatalog } from "../catalog/service";
import { refuse } from "../errors";
import type { Notifier } from "../notifications/service";
import { type Actor, applyTransition, lockProject, routeAgain, statusFlags } from "./transition";
import { ProjectStatus } from "./statuses";

/** What the network's project actions need; the notifier is required (built once by the process, docs/product/notifications.md). */
export interface NetworkActionDeps {
  db: Database;
  clock: Clock;
  notify: Pick<Notifier, "providerAssigned" | "networkAlert" | "providerNetworkChange" | "customerCancelledByNetwork" | "customerProviderReplaced">;
}

const networkActor = (userId: number): Actor => ({ type: "network", id: userId });

/** The provider a project in this status has to answer (1) or has accepted (2): the one the network's change concerns. */
const providerHolding = (project: { statusId: number; providerId: number | null }) =>
  project.statusId === ProjectStatus.New || project.statusId === ProjectStatus.Accepted ? project.providerId : null;

/**
 * Change provider (docs/product/statuses.md): allowed when the status's canChangeProvider is set; the project
 * goes to status 1 with the new (active) provider, assigned now. One transaction with its audit event and
 * its mails (docs/product/notifications.md): the new provider's assignment; the provider that had to
 * answer or had accepted hears it went to another; the customer, when that provider had accepted (they
 * have its details), that another professional will call.
 */
export async function changeProjectProvider(deps: NetworkActionDeps, input: { projectId: number; providerId: number; userId: number }) {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const project = await lockProject(tx, input.projectId);
    const flags = statusFlags(project.statusId);
    if (!flags.canChangeProvider) throw refuse("providerChangeNotAllowed", "conflict");
    const [provider] = await tx.select({ id: providers.id, isActive: providers.isActive }).from(providers).where(eq(providers.id, input.providerId));
    if (!provider) throw refuse("providerUnknown", "not-found");
    if (!provider.isActive) throw refuse("providerInactive");
    if (project.providerId === provider.id && (project.statusId === ProjectStatus.New || project.statusId === ProjectStatus.Accepted))
      throw refuse("sameProvider", "conflict");
    await applyTransition(tx, project, {
      toStatusId: ProjectStatus.New,
      actor: networkActor(input.userId),
      action: "network.change-provider",
      now,
      set: { providerId: provider.id, providerAssignedAt: now },
      details: { fromProviderId: project.providerId, toProviderId: provider.id },
    });
    await deps.notify.providerAssigned(tx, project.id, now);
    const previous = providerHolding(project);
    if (previous !== null && previous !== provider.id) await deps.notify.providerNetworkChange(tx, project.id, previous, "reassigned", now);
    if (project.statusId === ProjectStatus.Accepted) await deps.notify.customerProviderReplaced(tx, project.id, now);
    return { statusId: ProjectStatus.New as number, providerId: provider.id as number | undefined };
  });
}

/**
 * Change service (docs/product/statuses.md): allowed when canChangeService is set; the service changes and
 * routing runs again for it (skipping providers that rejected the project or recorded no agreement
 * on it): status 1 with the best provider, else 3 without provider. One transaction with its audit event.
 */
export async function changeProjectService(deps: NetworkActionDeps, input: { projectId: number; serviceId: number; userId: number }) {
  const now = deps.clock.now();
  const service = await requestableServiceFromCatalog(deps.db, input.serviceId);
  if (!service || service.needsManualHandling) throw refuse("serviceUnknown");
  return deps.db.transaction(async (tx) => {
    const project = await lockProject(tx, input.projectId);
    const flags = statusFlags(project.statusId);
    if (!flags.canChangeService) throw refuse("serviceChangeNotAllowed", "conflict");
    if (project.serviceId === service.id) throw refuse("sameService", "conflict");
    const routed = await routeAgain(tx, project, {
      actor: networkActor(input.userId),
      action: "network.change-service",
      now,
      serviceId: service.id,
      details: { fromServiceId: project.serviceId, toServiceId: service.id },
    });
    // The same provider keeps it: its mail says the service changed, not that a new request came.
    const keptBy = routed.providerId === project.providerId;
    if (routed.providerId) await deps.notify.providerAssigned(tx, project.id, now, keptBy ? project.serviceId : undefined);
    else await deps.notify.networkAlert(tx, project.id, now, "afterServiceChange");
    return routed;
  });
}

/**
 * Cancel (docs/product/statuses.md): any non-final status → 4, the provider kept for history. One
 * transaction with its mails (docs/product/notifications.md): the customer, and the provider that had
 * to answer or had accepted.
 */
export async function cancelProject(deps: NetworkActionDeps, input: { projectId: number; userId: number }) {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const project = await lockProject(tx, input.projectId);
    const flags = statusFlags(project.statusId);
    if (flags.isFinal) throw refuse("projectAlreadyFinal", "conflict");
    await applyTransition(tx, project, { toStatusId: ProjectStatus.Cancelled, actor: networkActor(input.userId), action: "network.cancel", now });
    const provider = providerHolding(project);
    if (provider !== null) await deps.notify.providerNetworkChange(tx, project.id, provider, "cancelled", now);
    await deps.notify.customerCancelledByNetwork(tx, project.id, now);
    return { statusId: ProjectStatus.Cancelled as number };
  });
}
