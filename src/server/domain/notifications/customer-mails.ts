import { callCustomerBy } from "../customer-controls/call-by";
import type { Language } from "@/shared/catalog-types";
import type { InsurerNames } from "../../insurer-names";
import type { Executor } from "../../db/client";
import { CustomerControlsMail, renderRatingRequest } from "../../mail/customer-controls";
import { customerMail, enqueueMail, type MailToQueue } from "../../mail/queue";
import { MailTemplate, type PerLanguage, renderCustomerConfirmation, renderCustomerProviderAccepted } from "../../mail/templates";
import { ProjectStatus } from "../project-status/statuses";
import { createRatingRequest, ratingPagePath } from "../ratings/ratings";
import { lostLinkPath, publicLink } from "./links";
import { loadProject, loadProvider, serviceNames } from "./project-facts";

/** The customer's mails of docs/product/notifications.md, in their language (queued as ./service.ts says). */

export interface CustomerConfirmationInput {
  projectId: number;
  /** The private status link (its token is known only to the caller; the project keeps a hash). */
  statusUrl: string;
  now: Date;
  insurerName?: InsurerNames;
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
        noProvider: project.statusId === ProjectStatus.NoProviderFound,
        statusTokenExpiresAt: project.statusTokenExpiresAt ?? undefined,
      },
      input,
    ),
  );
}

export interface CustomerFacts {
  projectId: number;
  language: Language;
  firstName: string;
  email: string;
  serviceName: PerLanguage;
  manualHandling: boolean;
  /** Routing found nobody (status 8): the mail says the network looks for a provider. */
  noProvider: boolean;
  statusTokenExpiresAt?: Date;
}

export function customerConfirmationMail(facts: CustomerFacts, input: Omit<CustomerConfirmationInput, "projectId">): MailToQueue {
  const mail = renderCustomerConfirmation(facts.language, {
    projectId: facts.projectId,
    firstName: facts.firstName,
    serviceName: facts.serviceName[facts.language],
    manualHandling: facts.manualHandling,
    noProvider: facts.noProvider,
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
  now: Date;
  insurerName?: InsurerNames;
  /** PUBLIC_URL: the lost-link page's address and the one-click marketing unsubscribe. */
  publicUrl: string;
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
    // Sent when the provider accepts: the call-by counts from now.
    callBy: callCustomerBy(input.now),
    lostLinkUrl: publicLink(input.publicUrl, lostLinkPath),
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

/** Asks the customer, in their language, to rate the finished job through a single-use link valid 30 days. */
export async function queueRatingRequest(
  executor: Executor,
  input: { projectId: number; publicUrl: string; now: Date; insurerName?: InsurerNames },
): Promise<number | null> {
  const project = await loadProject(executor, input.projectId);
  if (project.providerId === null) return null;
  const link = await createRatingRequest(executor, { id: project.id, providerId: project.providerId }, input.now);
  if (!link) return null;
  const language: Language = project.language;
  const mail = renderRatingRequest(language, {
    projectId: project.id,
    firstName: project.customerFirstName,
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
