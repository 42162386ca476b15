import type { Language } from "@/shared/catalog-types";
import type { InsurerNames } from "../insurer-names";
import { signature } from "./common-blocks";
import { type MailBlock, type MailContent, type RenderedMail, renderBilingual, renderMail } from "./compose";
import { mailCopy } from "./copy";
import { formatDate } from "./dates";
import type { PerLanguage } from "./templates";

/**
 * The e-mails of the customer's own controls (docs/product/customer-controls.md). Their copy lives
 * in the `mail` namespace of the FR/NL dictionaries; the layout is the shared one of compose.ts.
 */
export const CustomerControlsMail = {
  ProviderWithdrawn: "provider-project-withdrawn",
  ProviderFilesAdded: "provider-files-added",
  ProviderAddition: "provider-addition",
  ProviderNoContact: "provider-no-contact",
  ProviderVisitChange: "provider-visit-change",
  DataErased: "customer-data-erased",
  StatusLink: "customer-status-link",
  EmailChanged: "customer-email-changed",
  EmailChangedPrevious: "customer-email-changed-previous",
  RatingRequest: "customer-rating-request",
  ComplaintReceived: "customer-complaint-received",
} as const;
export type CustomerControlsMailName = (typeof CustomerControlsMail)[keyof typeof CustomerControlsMail];

/** What a provider is told about one of its projects: no customer data, the facts of the assignment mail. */
export interface ProviderNoticeData {
  projectId: number;
  serviceName: PerLanguage;
  /** Postcode and municipality in each language, as in the assignment mail. */
  municipality: PerLanguage;
  detailsUrl: string;
}
export type ProviderWithdrawnData = ProviderNoticeData;

/**
 * The notices a customer's own action, or the network's (./network-changes.ts), sends a provider,
 * each a section of the mail dictionary.
 */
export type ProviderNotice =
  | "providerWithdrawn"
  | "providerFilesAdded"
  | "providerAddition"
  | "providerNoContact"
  | "providerVisitChange"
  | "providerNetworkCancelled"
  | "providerNetworkReassigned";

export function providerNotice(notice: ProviderNotice, language: Language, d: ProviderNoticeData): MailContent {
  const { common, [notice]: copy } = mailCopy(language);
  return {
    language,
    subject: copy.subject({ id: d.projectId }),
    blocks: [
      { kind: "paragraph", text: common.greeting() },
      { kind: "paragraph", text: copy.text() },
      {
        kind: "facts",
        rows: [
          [common.request(), common.number({ id: d.projectId })],
          [common.service(), d.serviceName[language]],
          [common.municipality(), d.municipality[language]],
        ],
      },
      { kind: "link", text: copy.link(), url: d.detailsUrl },
      ...signature(language),
    ],
  };
}

/** To the provider the withdrawn project was assigned to: both languages, no customer data. */
export function renderProviderWithdrawn(d: ProviderNoticeData): RenderedMail {
  return renderBilingual(providerNotice("providerWithdrawn", "fr", d), providerNotice("providerWithdrawn", "nl", d));
}

/** To the provider of a project its customer added files to: both languages, no customer data. */
export function renderProviderFilesAdded(d: ProviderNoticeData): RenderedMail {
  return renderBilingual(providerNotice("providerFilesAdded", "fr", d), providerNotice("providerFilesAdded", "nl", d));
}

/** To the provider of a project whose customer added to the description: both languages, no customer data (not even the addition). */
export function renderProviderAddition(d: ProviderNoticeData): RenderedMail {
  return renderBilingual(providerNotice("providerAddition", "fr", d), providerNotice("providerAddition", "nl", d));
}

/** To the provider of an accepted project whose customer asks for another time for the visit: both languages, no customer data. */
export function renderProviderVisitChange(d: ProviderNoticeData): RenderedMail {
  return renderBilingual(providerNotice("providerVisitChange", "fr", d), providerNotice("providerVisitChange", "nl", d));
}

/** To the provider of an accepted project whose customer says nobody called yet: both languages, no customer data. */
export function renderProviderNoContact(d: ProviderNoticeData): RenderedMail {
  return renderBilingual(providerNotice("providerNoContact", "fr", d), providerNotice("providerNoContact", "nl", d));
}

/**
 * A mail to the customer, in its language: the greeting (by first name when the mail may use it),
 * the body, the signature naming the insurer.
 */
export function customerMail(language: Language, subject: string, body: MailBlock[], insurerName: InsurerNames | undefined, firstName?: string): RenderedMail {
  const { common } = mailCopy(language);
  const greeting: MailBlock = { kind: "paragraph", text: firstName?.trim() ? common.greetingNamed({ firstName: firstName.trim() }) : common.greeting() };
  return renderMail({ language, subject, blocks: [greeting, ...body, ...signature(language, insurerName)] });
}

/** To the customer, after erasure: no name, nothing but the request number. */
export function renderDataErased(language: Language, d: { projectId: number; insurerName?: InsurerNames }): RenderedMail {
  const copy = mailCopy(language).dataErased;
  return customerMail(
    language,
    copy.subject({ id: d.projectId }),
    [
      { kind: "paragraph", text: copy.text({ id: d.projectId }) },
      { kind: "paragraph", text: copy.afterSend() },
    ],
    d.insurerName,
  );
}

/** To the customer who asked for a fresh status link ("lost link"). */
export function renderStatusLink(
  language: Language,
  d: { projectId: number; serviceName: string; statusUrl: string; expiresAt: Date; insurerName?: InsurerNames },
): RenderedMail {
  const copy = mailCopy(language).statusLink;
  return customerMail(
    language,
    copy.subject({ id: d.projectId }),
    [
      { kind: "paragraph", text: copy.text({ id: d.projectId, service: d.serviceName }) },
      { kind: "link", text: copy.link(), url: d.statusUrl },
      { kind: "paragraph", text: copy.validity({ date: formatDate(language, d.expiresAt) }) },
      { kind: "paragraph", text: copy.ignore() },
    ],
    d.insurerName,
  );
}

/**
 * To the new address, after the customer changed it on the status page. The status link went to the
 * address before, which this one may never have read (a closed mailbox): the mail says so and points
 * to the lost-link page, which sends a new link to the request's address, now this one.
 */
export function renderEmailChanged(language: Language, d: { projectId: number; lostLinkUrl: string; insurerName?: InsurerNames }): RenderedMail {
  const copy = mailCopy(language).emailChanged;
  return customerMail(
    language,
    copy.subject({ id: d.projectId }),
    [
      { kind: "paragraph", text: copy.text({ id: d.projectId }) },
      { kind: "link", text: copy.lostLink(), url: d.lostLinkUrl },
      { kind: "paragraph", text: copy.ignore() },
    ],
    d.insurerName,
  );
}

/**
 * To the address the request had before, after it was changed: its owner learns of it and how to
 * undo it (the status link still works). The new address is not named: the old one may be a
 * stranger's, typed by mistake.
 */
export function renderEmailChangedPrevious(language: Language, d: { projectId: number; insurerName?: InsurerNames }): RenderedMail {
  const copy = mailCopy(language).emailChangedPrevious;
  return customerMail(
    language,
    copy.subject({ id: d.projectId }),
    [
      { kind: "paragraph", text: copy.text({ id: d.projectId }) },
      { kind: "paragraph", text: copy.undo() },
    ],
    d.insurerName,
  );
}

/** To the customer when the job is Completed: a single-use link to rate it (1 to 5, optional comment). */
export function renderRatingRequest(
  language: Language,
  d: { projectId: number; firstName: string; serviceName: string; ratingUrl: string; expiresAt: Date; insurerName?: InsurerNames },
): RenderedMail {
  const copy = mailCopy(language).ratingRequest;
  return customerMail(
    language,
    copy.subject({ id: d.projectId }),
    [
      { kind: "paragraph", text: copy.text({ id: d.projectId, service: d.serviceName }) },
      { kind: "link", text: copy.link(), url: d.ratingUrl },
      { kind: "paragraph", text: copy.validity({ date: formatDate(language, d.expiresAt) }) },
    ],
    d.insurerName,
    d.firstName,
  );
}

/**
 * To the customer, in their language, when a problem after the job is received (docs/product/
 * customer-controls.md, "A problem after the job"): that it arrived, their words as received, and
 * where to follow the request. Sent whether they wrote it or the network noted it for them.
 */
export function renderComplaintReceived(
  language: Language,
  d: { projectId: number; firstName: string; text: string; receivedAt: Date; byNetwork: boolean; lostLinkUrl: string; insurerName?: InsurerNames },
): RenderedMail {
  const copy = mailCopy(language).complaintReceived;
  const facts = { id: d.projectId, date: formatDate(language, d.receivedAt) };
  return customerMail(
    language,
    copy.subject({ id: d.projectId }),
    [
      { kind: "paragraph", text: d.byNetwork ? copy.textByNetwork(facts) : copy.text(facts) },
      { kind: "heading", text: copy.message() },
      { kind: "paragraph", text: d.text },
      { kind: "link", text: copy.lostLink(), url: d.lostLinkUrl },
    ],
    d.insurerName,
    d.firstName,
  );
}
