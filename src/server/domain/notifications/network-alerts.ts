import type { Executor } from "../../db/client";
import { enqueueMail, type MailToQueue } from "../../mail/queue";
import { bilingual, MailTemplate, type NetworkAlertReason, type NetworkAlertStatus, renderNetworkAlert } from "../../mail/templates";
import { ProjectStatus } from "../project-status/statuses";
import { networkProjectPath, publicLink } from "./links";
import { loadProject, municipality, type ProjectFacts, serviceNames } from "./project-facts";

/** The network mailbox's alerts of docs/product/notifications.md (queued as ./service.ts says). */

/** Statuses the network mailbox hears about. */
export const networkAlertStatuses: readonly NetworkAlertStatus[] = [ProjectStatus.Rejected, ProjectStatus.ManualHandling, ProjectStatus.NoProviderFound];

export interface NetworkAlertInput {
  projectId: number;
  publicUrl: string;
  networkMailbox: string;
  now: Date;
}

/**
 * (d) Tells the network mailbox about a project in status 3, 7 or 8 (read from the project as
 * the transaction sees it). Any other status queues nothing, so a caller may call it after every
 * transition.
 */
export async function queueNetworkAlert(executor: Executor, input: NetworkAlertInput): Promise<number | null> {
  const project = await loadProject(executor, input.projectId);
  const mail = networkAlertMail({ projectId: project.id, serviceName: serviceNames(project), municipality: municipality(project) }, project.statusId, input);
  return mail ? enqueueMail(executor, mail) : null;
}

export function networkAlertMail(facts: ProjectFacts, status: number, input: Omit<NetworkAlertInput, "projectId">): MailToQueue | undefined {
  const statusId = status as NetworkAlertStatus;
  if (!networkAlertStatuses.includes(statusId)) return undefined;
  return networkAlertFor(facts, statusId, input);
}

function networkAlertFor(facts: ProjectFacts, reason: NetworkAlertReason, input: Omit<NetworkAlertInput, "projectId">): MailToQueue {
  const mail = renderNetworkAlert({
    projectId: facts.projectId,
    statusId: reason,
    serviceName: facts.serviceName,
    municipality: facts.municipality,
    detailsUrl: publicLink(input.publicUrl, networkProjectPath(facts.projectId)),
  });
  return { template: MailTemplate.NetworkAlert, language: bilingual, recipient: input.networkMailbox, mail, now: input.now };
}

/** The network mailbox, when a customer reports that the accepting provider has not called (docs/product/customer-controls.md). */
export async function queueNoContactReported(executor: Executor, input: NetworkAlertInput): Promise<number> {
  const project = await loadProject(executor, input.projectId);
  const facts = { projectId: project.id, serviceName: serviceNames(project), municipality: municipality(project) };
  return enqueueMail(executor, networkAlertFor(facts, "noContact", input));
}
