import type { Language } from "@/shared/catalog-types";
import type { Executor } from "../../db/client";
import type { InsurerNames } from "../../insurer-names";
import {
  type CustomerNetworkChangeData,
  renderCustomerCancelledByNetwork,
  renderCustomerProviderReplaced,
  type InvoiceChangeData,
  renderProviderCancelledByNetwork,
  renderProviderInvoiceChanged,
  renderProviderReassigned,
} from "../../mail/network-changes";
import type { RenderedMail } from "../../mail/compose";
import { customerMail, enqueueMail, type MailToQueue } from "../../mail/queue";
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

/** What the network changed in a completed project's invoice (./service.ts, `providerInvoiceChanged`). */
export type InvoiceChange = Pick<InvoiceChangeData, "change" | "amount">;

/**
 * To the provider of the completed project: the network replaced its invoice or corrected its
 * amount (the link opens the project). Null for a project without a provider or a provider without a mailbox.
 */
export async function queueProviderInvoiceChanged(
  executor: Executor,
  input: { projectId: number; change: InvoiceChange; publicUrl: string; now: Date },
): Promise<number | null> {
  const project = await loadProject(executor, input.projectId);
  if (project.providerId === null) return null;
  const recipient = await providerMailbox(executor, await loadProvider(executor, project.providerId));
  if (!recipient) return null;
  const mail = renderProviderInvoiceChanged({
    ...input.change,
    projectId: project.id,
    serviceName: serviceNames(project),
    municipality: municipality(project),
    detailsUrl: publicLink(input.publicUrl, providerProjectPath(project.id)),
  });
  return enqueueMail(executor, { template: MailTemplate.ProviderInvoiceChanged, language: bilingual, recipient, mail, now: input.now, projectId: project.id });
}

interface CustomerNoticeInput {
  projectId: number;
  publicUrl: string;
  networkMailbox: string;
  insurerName?: InsurerNames;
  now: Date;
}

/** To the customer whose request the network cancelled: by whom, whom to ask, a link to a new request. */
export function queueCustomerCancelledByNetwork(executor: Executor, input: CustomerNoticeInput): Promise<number> {
  return queueCustomerNotice(executor, input, MailTemplate.CustomerCancelledByNetwork, (language, facts) =>
    renderCustomerCancelledByNetwork(language, {
      ...facts,
      // The wizard at the request's language address (docs/decisions/0027-language-urls.md), as the mail is written.
      newRequestUrl: publicLink(input.publicUrl, `${language}/${newRequestPath}`),
    }),
  );
}

/** To the customer whose accepted request the network gave to another provider: another professional will call. */
export function queueCustomerProviderReplaced(executor: Executor, input: CustomerNoticeInput): Promise<number> {
  return queueCustomerNotice(executor, input, MailTemplate.CustomerProviderReplaced, renderCustomerProviderReplaced);
}

async function queueCustomerNotice(
  executor: Executor,
  input: CustomerNoticeInput,
  template: MailToQueue["template"],
  render: (language: Language, facts: CustomerNetworkChangeData) => RenderedMail,
): Promise<number> {
  const project = await loadProject(executor, input.projectId);
  const language: Language = project.language;
  const mail = render(language, {
    projectId: project.id,
    firstName: project.customerFirstName,
    serviceName: serviceNames(project)[language],
    networkMailbox: input.networkMailbox,
    insurerName: input.insurerName,
  });
  return enqueueMail(executor, customerMail(project, { template, recipient: project.customerEmail, mail, now: input.now, publicUrl: input.publicUrl }));
}

/** The wizard's first step: where a customer starts a new request. */
const newRequestPath = "newproject";
