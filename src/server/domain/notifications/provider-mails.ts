import type { Executor } from "../../db/client";
import { enqueueMail, type MailToQueue } from "../../mail/queue";
import { bilingual, MailTemplate, renderProviderAnswerReminder, renderProviderAssignment } from "../../mail/templates";
import { answerDeadline } from "../project-status/answer-deadline";
import { providerProjectPath, publicLink } from "./links";
import type { PerLanguage } from "../../mail/templates";
import { loadProject, loadProvider, municipality, type ProjectFacts, providerMailbox, serviceNames, serviceNamesOf } from "./project-facts";

/** The provider's mails of docs/product/notifications.md: its assignment and the answer reminder (queued as ./service.ts says). */

export interface ProviderAssignmentInput {
  projectId: number;
  publicUrl: string;
  now: Date;
  /** The network changed the service and the project stayed with this provider: the service before. */
  previousServiceId?: number;
}

/**
 * (a) Tells the provider now assigned to the project: service, municipality, a link to the
 * project in its console, and the answer deadline (two working days after the assignment).
 */
export async function queueProviderAssignment(executor: Executor, input: ProviderAssignmentInput): Promise<number | null> {
  const project = await loadProject(executor, input.projectId);
  if (project.providerId === null) return null;
  const provider = await loadProvider(executor, project.providerId);
  const recipient = await providerMailbox(executor, provider);
  if (!recipient) return null;
  const previousServiceName = input.previousServiceId === undefined ? undefined : await serviceNamesOf(executor, input.previousServiceId);
  return enqueueMail(
    executor,
    providerAssignmentMail(
      {
        projectId: project.id,
        serviceName: serviceNames(project),
        municipality: municipality(project),
        assignedAt: project.providerAssignedAt ?? input.now,
        previousServiceName,
      },
      recipient,
      input.publicUrl,
      input.now,
    ),
  );
}

/**
 * (a') Reminds the provider still assigned to the project that its answer is due (one working day
 * before the deadline, docs/product/deadlines.md): the same facts and link as the assignment mail.
 */
export async function queueProviderAnswerReminder(executor: Executor, input: ProviderAssignmentInput): Promise<number | null> {
  const project = await loadProject(executor, input.projectId);
  if (project.providerId === null || project.providerAssignedAt === null) return null;
  const recipient = await providerMailbox(executor, await loadProvider(executor, project.providerId));
  if (!recipient) return null;
  const mail = renderProviderAnswerReminder({
    projectId: project.id,
    serviceName: serviceNames(project),
    municipality: municipality(project),
    detailsUrl: publicLink(input.publicUrl, providerProjectPath(project.id)),
    answerBefore: answerDeadline(project.providerAssignedAt),
  });
  return enqueueMail(executor, { template: MailTemplate.ProviderAnswerReminder, language: bilingual, recipient, mail, now: input.now });
}

export function providerAssignmentMail(
  facts: ProjectFacts & { assignedAt: Date; previousServiceName?: PerLanguage },
  recipient: string,
  publicUrl: string,
  now: Date,
): MailToQueue {
  const mail = renderProviderAssignment({
    projectId: facts.projectId,
    serviceName: facts.serviceName,
    municipality: facts.municipality,
    detailsUrl: publicLink(publicUrl, providerProjectPath(facts.projectId)),
    answerBefore: answerDeadline(facts.assignedAt),
    previousServiceName: facts.previousServiceName,
  });
  return { template: MailTemplate.ProviderAssignment, language: bilingual, recipient, mail, now };
}
