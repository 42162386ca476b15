import type { Language } from "@/shared/catalog-types";
import type { InsurerNames } from "../insurer-names";
import { renderBilingual, type RenderedMail } from "./compose";
import { mailCopy } from "./copy";
import { formatEuros } from "@/shared/money";
import { signature } from "./common-blocks";
import type { MailContent } from "./compose";
import { customerMail, type ProviderNoticeData, providerNotice } from "./customer-controls";

/**
 * The mails of the network's own changes to a project (docs/product/notifications.md): it cancels
 * the project, or gives it to another provider. The provider that had it hears of it in French and
 * Dutch, without customer data; the customer in their language.
 */

/** To the provider that had to answer or had accepted, when the network cancels the project. */
export function renderProviderCancelledByNetwork(d: ProviderNoticeData): RenderedMail {
  return renderBilingual(providerNotice("providerNetworkCancelled", "fr", d), providerNotice("providerNetworkCancelled", "nl", d));
}

/** To the provider that had to answer or had accepted, when the network gives the project to another one; `detailsUrl` is its list. */
export function renderProviderReassigned(d: ProviderNoticeData): RenderedMail {
  return renderBilingual(providerNotice("providerNetworkReassigned", "fr", d), providerNotice("providerNetworkReassigned", "nl", d));
}

/** What the network changed in a completed project's invoice: its file (replaced) or its amount alone (corrected). */
export interface InvoiceChangeData extends ProviderNoticeData {
  change: "replaced" | "corrected";
  /** The amount before (null: none was given) and after, euro cents; absent when the amount did not change. */
  amount?: { fromCents: number | null; toCents: number };
}

function invoiceChanged(language: Language, d: InvoiceChangeData): MailContent {
  const { common, providerInvoiceChanged: copy } = mailCopy(language);
  const euros = (cents: number) => formatEuros(cents, language);
  const amount =
    d.amount && (d.amount.fromCents === null ? euros(d.amount.toCents) : copy.amountChange({ from: euros(d.amount.fromCents), to: euros(d.amount.toCents) }));
  return {
    language,
    subject: copy.subject({ id: d.projectId }),
    blocks: [
      { kind: "paragraph", text: common.greeting() },
      { kind: "paragraph", text: d.change === "replaced" ? copy.textReplaced() : copy.textCorrected() },
      {
        kind: "facts",
        rows: [
          [common.request(), common.number({ id: d.projectId })],
          [common.service(), d.serviceName[language]],
          [common.municipality(), d.municipality[language]],
          ...(amount ? [[copy.amount(), amount] as [string, string]] : []),
        ],
      },
      { kind: "link", text: copy.link(), url: d.detailsUrl },
      ...signature(language),
    ],
  };
}

/**
 * To the provider of a completed project whose invoice the network replaced, or whose amount it
 * corrected (docs/product/consoles.md, "The invoice amount"): the amounts, never the file's name
 * (a name may carry the customer's). French and Dutch.
 */
export function renderProviderInvoiceChanged(d: InvoiceChangeData): RenderedMail {
  return renderBilingual(invoiceChanged("fr", d), invoiceChanged("nl", d));
}

export interface CustomerNetworkChangeData {
  projectId: number;
  firstName: string;
  serviceName: string;
  /** NETWORK_MAILBOX: the team the customer can write to. */
  networkMailbox: string;
  insurerName?: InsurerNames;
}

/** To the customer whose request the network cancelled: who did it, whom to ask, and a new request. */
export function renderCustomerCancelledByNetwork(language: Language, d: CustomerNetworkChangeData & { newRequestUrl: string }): RenderedMail {
  const copy = mailCopy(language).customerNetworkCancelled;
  return customerMail(
    language,
    copy.subject({ id: d.projectId }),
    [
      { kind: "paragraph", text: copy.text({ id: d.projectId, service: d.serviceName }) },
      { kind: "paragraph", text: copy.ask({ mailbox: d.networkMailbox }) },
      { kind: "link", text: copy.newRequest(), url: d.newRequestUrl },
    ],
    d.insurerName,
    d.firstName,
  );
}

/** To the customer whose accepted request the network gave to another provider (not named: it has not accepted yet). */
export function renderCustomerProviderReplaced(language: Language, d: CustomerNetworkChangeData): RenderedMail {
  const copy = mailCopy(language).customerProviderReplaced;
  return customerMail(
    language,
    copy.subject({ id: d.projectId }),
    [
      { kind: "paragraph", text: copy.text({ id: d.projectId, service: d.serviceName }) },
      { kind: "paragraph", text: copy.next() },
      { kind: "paragraph", text: copy.ask({ mailbox: d.networkMailbox }) },
    ],
    d.insurerName,
    d.firstName,
  );
}
