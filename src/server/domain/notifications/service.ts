import type { Language } from "@/shared/catalog-types";
import { CustomerControlsMail, renderRatingRequest } from "../../mail/customer-controls";
import { createRatingRequest, ratingPagePath } from "../ratings/ratings";
import type { Executor } from "../../db/client";
import { customerMail, enqueueMail, type MailToQueue } from "../../mail/queue";
import {
  bilingual,
  MailTemplate,
  type NetworkAlertReason,
  type NetworkAlertStatus,
  type PerLanguage,
  renderCustomerConfirmation,
  renderCustomerProviderAccepted,
  renderNetworkAlert,
  renderProviderAnswerReminder,
  renderProviderAssignment,
} from "../../mail/templates";
import { ProjectStatus } from "../project-status/statuses";
import { addWorkingDays, responseWorkingDays } from "../working-days/service";
import { networkProjectPath, providerProjectPath, publicLink } from "./links";
import { loadProject, loadProvider, municipality, providerMailbox, serviceNames } from "./project-facts";

/**
 * The e-mails of docs/product/notifications.md, queued in `mail_queue` with the executor they are given. Pass the
 * transaction of the change that causes the mail: the mail then exists exactly when the change is
 * committed, and a mail outage can never undo the change (the worker sends and retries later).
 * Each function reads what it needs from the database (inside that transaction, so it sees the
 * change) and returns the queued mail's id, or null when there is nobody to write to.
 */

export interface NotificationSettings {
  /** PUBLIC_URL: links in e-mails start with it. */
  publicUrl: string;
  /** NETWORK_MAILBOX: where the network hears about projects in status 3, 7 or 8. */
  networkMailbox: string;
  /** INSURER_NAME: named at the foot of customer e-mails when given. */
  insurerName?: string;
}

/** Statuses the network mailbox hears about. */
export const networkAlertStatuses: readonly NetworkAlertStatus[] = [ProjectStatus.Rejected, ProjectStatus.ManualHandling, ProjectStatus.NoProviderFound];

export interface ProviderAssignmentInput {
  projectId: number;
  publicUrl: string;
  now: Date;
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
  return enqueueMail(
    executor,
    providerAssignmentMail(
      { projectId: project.id, serviceName: serviceNames(project), municipality: municipality(project), assignedAt: project.providerAssignedAt ?? input.now },
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
    answerBefore: addWorkingDays(project.providerAssignedAt, responseWorkingDays),
  });
  return enqueueMail(executor, { template: MailTemplate.ProviderAnswerReminder, language: bilingual, recipient, mail, now: input.now });
}

/** What the mails about a project say of it, whether read from the database or known by the caller. */
export interface ProjectFacts {
  projectId: number;
  serviceName: PerLanguage;
  municipality: PerLanguage;
}

function providerAssignmentMail(facts: ProjectFacts & { assignedAt: Date }, recipient: string, publicUrl: string, now: Date): MailToQueue {
  const mail = renderProviderAssignment({
    projectId: facts.projectId,
    serviceName: facts.serviceName,
    municipality: facts.municipality,
    detailsUrl: publicLink(publicUrl, providerProjectPath(facts.projectId)),
    answerBefore: addWorkingDays(facts.assignedAt, responseWorkingDays),
  });
  return { template: MailTemplate.ProviderAssignment, language: bilingual, recipient, mail, now };
}

export interface CustomerConfirmationInput {
  projectId: number;
  /** The private status link (its token is known only to the caller; the project keeps a hash). */
  statusUrl: string;
  now: Date;
  insurerName?: string;
  /** PUBLIC_URL: the mail then carries the one-click marketing unsubscribe. */
  publicUrl?: string;
}

/** (b) Confirms the request to the customer: reference number, what happens next, status link. */
export async function queueCustomerConfirmation(executor: Executor, input: CustomerConfirmationInput): Promise<number> {
  const project = await loadProject(executor, input.projectId);
  return enqueueMail(
    executor,
    customerConfirmationMail(
      {
        projectId: project.id,
        language: project.language,
        firstName: project.customerFirstName,
        email: project.customerEmail,
        serviceName: serviceNames(project),
        manualHandling: project.statusId === ProjectStatus.ManualHandling || project.needsManualHandling,
        statusTokenExpiresAt: project.statusTokenExpiresAt ?? undefined,
      },
      input,
    ),
  );
}

interface CustomerFacts {
  projectId: number;
  language: Language;
  firstName: string;
  email: string;
  serviceName: PerLanguage;
  manualHandling: boolean;
  statusTokenExpiresAt?: Date;
}

function customerConfirmationMail(facts: CustomerFacts, input: Omit<CustomerConfirmationInput, "projectId">): MailToQueue {
  const mail = renderCustomerConfirmation(facts.language, {
    projectId: facts.projectId,
    firstName: facts.firstName,
    serviceName: facts.serviceName[facts.language],
    manualHandling: facts.manualHandling,
    statusUrl: input.statusUrl,
    statusUrlExpiresAt: facts.statusTokenExpiresAt,
    insurerName: input.insurerName,
  });
  return customerMail(
    { id: facts.projectId, language: facts.language },
    { template: MailTemplate.CustomerConfirmation, recipient: facts.email, mail, now: input.now, publicUrl: input.publicUrl },
  );
}

export interface CustomerProviderAcceptedInput {
  projectId: number;
  /** The status link, when the caller has one to give again. */
  statusUrl?: string;
  now: Date;
  insurerName?: string;
  /** PUBLIC_URL: the mail then carries the one-click marketing unsubscribe. */
  publicUrl?: string;
}

/** (c) Tells the customer which provider accepted, with its name and contact details. */
export async function queueCustomerProviderAccepted(executor: Executor, input: CustomerProviderAcceptedInput): Promise<number | null> {
  const project = await loadProject(executor, input.projectId);
  if (project.providerId === null) return null;
  const provider = await loadProvider(executor, project.providerId);
  const language: Language = project.language;
  const mail = renderCustomerProviderAccepted(language, {
    projectId: project.id,
    firstName: project.customerFirstName,
    serviceName: serviceNames(project)[language],
    provider: {
      name: provider.name,
      contactName: provider.contactName,
      phone: provider.contactPhoneNumber,
      email: provider.contactEmail,
    },
    statusUrl: input.statusUrl,
    insurerName: input.insurerName,
  });
  return enqueueMail(
    executor,
    customerMail(project, {
      template: MailTemplate.CustomerProviderAccepted,
      recipient: project.customerEmail,
      mail,
      now: input.now,
      publicUrl: input.publicUrl,
    }),
  );
}

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

function networkAlertMail(facts: ProjectFacts, status: number, input: Omit<NetworkAlertInput, "projectId">): MailToQueue | undefined {
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

/** What project creation knows when it writes a project: enough for its mails without a read. */
export interface CreatedProjectFacts extends ProjectFacts, Omit<CustomerFacts, "serviceName"> {
  statusId: number;
  statusUrl: string;
  /** The assigned provider and its mailbox (providerMailbox's rule), when routing found one. */
  provider?: { id: number; mailbox: string | null };
  now: Date;
}

/** The notifications with the settings bound: what domain services take as a dependency. */
export interface Notifier {
  providerAssigned(executor: Executor, projectId: number, now: Date): Promise<number | null>;
  /** The assigned provider's reminder, one working day before its answer is due. */
  providerAnswerReminder(executor: Executor, projectId: number, now: Date): Promise<number | null>;
  customerConfirmation(executor: Executor, projectId: number, statusUrl: string, now: Date): Promise<number>;
  providerAccepted(executor: Executor, projectId: number, now: Date, statusUrl?: string): Promise<number | null>;
  networkAlert(executor: Executor, projectId: number, now: Date): Promise<number | null>;
  /** The rating request when a project becomes Completed (docs/product/customer-controls.md). */
  ratingRequest(executor: Executor, projectId: number, now: Date): Promise<number | null>;
  /** The network mailbox, when a customer reports that the accepting provider has not called. */
  noContactReported(executor: Executor, projectId: number, now: Date): Promise<number>;
  /**
   * The mails of a new project (customer confirmation, then the provider's assignment or the
   * network alert), the same as the three calls above would queue, rendered from what creation
   * already knows so that it inserts them with the project in one statement.
   */
  projectCreated(facts: CreatedProjectFacts): MailToQueue[];
}

/** Asks the customer, in their language, to rate the finished job through a single-use link valid 30 days. */
export async function queueRatingRequest(
  executor: Executor,
  input: { projectId: number; publicUrl: string; now: Date; insurerName?: string },
): Promise<number | null> {
  const project = await loadProject(executor, input.projectId);
  if (project.providerId === null) return null;
  const link = await createRatingRequest(executor, { id: project.id, providerId: project.providerId }, input.now);
  if (!link) return null;
  const language: Language = project.language;
  const mail = renderRatingRequest(language, {
    projectId: project.id,
    serviceName: serviceNames(project)[language],
    ratingUrl: publicLink(input.publicUrl, ratingPagePath(link.token)),
    expiresAt: link.expiresAt,
    insurerName: input.insurerName,
  });
  return enqueueMail(
    executor,
    customerMail(project, { template: CustomerControlsMail.RatingRequest, recipient: project.customerEmail, mail, now: input.now, publicUrl: input.publicUrl }),
  );
}

export function createNotifier(settings: NotificationSettings): Notifier {
  const { publicUrl, networkMailbox, insurerName } = settings;
  return {
    providerAssigned: (executor, projectId, now) => queueProviderAssignment(executor, { projectId, publicUrl, now }),
    providerAnswerReminder: (executor, projectId, now) => queueProviderAnswerReminder(executor, { projectId, publicUrl, now }),
    customerConfirmation: (executor, projectId, statusUrl, now) => queueCustomerConfirmation(executor, { projectId, statusUrl, now, insurerName, publicUrl }),
    providerAccepted: (executor, projectId, now, statusUrl) => queueCustomerProviderAccepted(executor, { projectId, statusUrl, now, insurerName, publicUrl }),
    networkAlert: (executor, projectId, now) => queueNetworkAlert(executor, { projectId, publicUrl, networkMailbox, now }),
    noContactReported: async (executor, projectId, now) => {
      const project = await loadProject(executor, projectId);
      const facts = { projectId: project.id, serviceName: serviceNames(project), municipality: municipality(project) };
      return enqueueMail(executor, networkAlertFor(facts, "noContact", { publicUrl, networkMailbox, now }));
    },
    ratingRequest: (executor, projectId, now) => queueRatingRequest(executor, { projectId, publicUrl, now, insurerName }),
    projectCreated: (facts) => {
      const mails = [customerConfirmationMail(facts, { statusUrl: facts.statusUrl, now: facts.now, insurerName, publicUrl })];
      if (facts.provider) {
        if (facts.provider.mailbox) mails.push(providerAssignmentMail({ ...facts, assignedAt: facts.now }, facts.provider.mailbox, publicUrl, facts.now));
      } else {
        const alert = networkAlertMail(facts, facts.statusId, { publicUrl, networkMailbox, now: facts.now });
        if (alert) mails.push(alert);
      }
      return mails;
    },
  };
}
