import type { Language } from "@/shared/catalog-types";
import type { Executor } from "../../db/client";
import type { InsurerNames } from "../../insurer-names";
import {
  renderCustomerCancelledByNetwork,
  renderCustomerProviderReplaced,
  renderProviderCancelledByNetwork,
  renderProviderReassigned,
} from "../../mail/network-changes";
import { customerMail, enqueueMail } from "../../mail/queue";
import { bilingual, MailTemplate } from "../../mail/templates";
import { providerListPath, providerProjectPath, publicLink } from "./links";
import { loadProject, loadProvider, municipality, providerMailbox, serviceNames } from "./project-facts";

/**
 * The mails of the network's own changes (docs/product/notifications.md), queued as ./service.ts
 * says: the provider that had the project, in French and Dutch and without customer data; the
 * customer in their language, tied to the project (erasure) and with the marketing unsubscribe.
 */

/** What the network did to the provider's project: cancelled it, or gave it to another provider. */
export type NetworkChange = "cancelled" | "reassigned";

/**
 * To `providerId`, which had to answer or had accepted: the network cancelled the project (the link
 * opens it, still visible as cancelled) or gave it to another provider (the link opens its list: the
 * project is no longer its). Null for a provider without a mailbox.
 */
export async function queueProviderNetworkChange(
  executor: Executor,
  input: { projectId: number; providerId: number; change: NetworkChange; publicUrl: string; now: Date },
): Promise<number | null> {
  const provider = await loadProvider(executor, input.providerId);
  const recipient = await providerMailbox(executor, provider);
  if (!recipient) return null;
  const project = await loadProject(executor, input.projectId);
  const facts = { projectId: project.id, serviceName: serviceNames(project), municipality: municipality(project) };
  const cancelled = input.change === "cancelled";
  const mail = cancelled
    ? renderProviderCancelledByNetwork({ ...facts, detailsUrl: publicLink(input.publicUrl, providerProjectPath(project.id)) })
    : renderProviderReassigned({ ...facts, detailsUrl: publicLink(input.publicUrl, providerListPath) });
  return enqueueMail(executor, {
    template: cancelled ? MailTemplate.ProviderCancelledByNetwork : MailTemplate.ProviderReassigned,
    language: bilingual,
    recipient,
    mail,
    now: input.now,
    projectId: project.id,
  });
}

interface CustomerNoticeInput {
  projectId: number;
  publicUrl: string;
  networkMailbox: string;
  insurerName?: InsurerNames;
  now: Date;
}

/** To the customer whose request the network cancelled: by whom, whom to ask, a link to a new request. */
export async function queueCustomerCancelledByNetwork(executor: Executor, input: CustomerNoticeInput): Promise<number> {
  const project = await loadProject(executor, input.projectId);
  const language: Language = project.language;
  const mail = renderCustomerCancelledByNetwork(language, {
    projectId: project.id,
    firstName: project.customerFirstName,
    serviceName: serviceNames(project)[language],
    networkMailbox: input.networkMailbox,
    insurerName: input.insurerName,
    // The wizard at the request's language address (docs/decisions/0027-language-urls.md), as the mail is written.
    newRequestUrl: publicLink(input.publicUrl, `${language}/${newRequestPath}`),
  });
  return enqueueMail(
    executor,
    customerMail(project, {
      template: MailTemplate.CustomerCancelledByNetwork,
      recipient: project.customerEmail,
      mail,
      now: input.now,
      publicUrl: input.publicUrl,
    }),
  );
}

/** To the customer whose accepted request the network gave to another provider: another professional will call. */
export async function queueCustomerProviderReplaced(executor: Executor, input: CustomerNoticeInput): Promise<number> {
  const project = await loadProject(executor, input.projectId);
  const language: Language = project.language;
  const mail = renderCustomerProviderReplaced(language, {
    projectId: project.id,
    firstName: project.customerFirstName,
    serviceName: serviceNames(project)[language],
    networkMailbox: input.networkMailbox,
    insurerName: input.insurerName,
  });
  return enqueueMail(
    executor,
    customerMail(project, {
      template: MailTemplate.CustomerProviderReplaced,
      recipient: project.customerEmail,
      mail,
      now: input.now,
      publicUrl: input.publicUrl,
    }),
  );
}

/** The wizard's first step: where a customer starts a new request. */
const newRequestPath = "newproject";
