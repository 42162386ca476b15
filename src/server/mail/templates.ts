import type { Language } from "@/shared/catalog-types";
import type { InsurerNames } from "../insurer-names";
import { signature } from "./common-blocks";
import { type MailBlock, type MailContent, type RenderedMail, renderBilingual, renderMail } from "./compose";
import { mailCopy } from "./copy";
import { formatDate, formatDateTime } from "./dates";
import { lastMinuteOf } from "@/shared/answer-deadline";

/**
 * The mails of docs/product/notifications.md. Their copy is the `mail` namespace of the FR/NL
 * dictionaries (src/shared/i18n/{fr,nl}/mail/); this file only orders it into blocks.
 */

/** The template names stored in `mail_queue.template`. */
export const MailTemplate = {
  ProviderAssignment: "provider-assignment",
  ProviderAnswerReminder: "provider-answer-reminder",
  CustomerConfirmation: "customer-confirmation",
  CustomerProviderAccepted: "customer-provider-accepted",
  NetworkAlert: "network-alert",
  /** The network's own changes (./network-changes.ts). */
  ProviderCancelledByNetwork: "provider-project-cancelled-by-network",
  ProviderReassigned: "provider-project-reassigned",
  ProviderInvoiceChanged: "provider-invoice-changed-by-network",
  CustomerCancelledByNetwork: "customer-cancelled-by-network",
  CustomerProviderReplaced: "customer-provider-replaced",
} as const;
export type MailTemplateName = (typeof MailTemplate)[keyof typeof MailTemplate];

/** `mail_queue.language` of a mail written in French and Dutch. */
export const bilingual = "fr+nl";

export type PerLanguage = Record<Language, string>;

// ---------------------------------------------------------------------------------------------
// (a) The provider, when a project is assigned to it. Bilingual; no customer data.

export interface ProviderAssignmentData {
  projectId: number;
  serviceName: PerLanguage;
  /** "1000 Bruxelles" / "1000 Brussel": postcode and municipality in each language, nothing closer. */
  municipality: PerLanguage;
  /** PUBLIC_URL/provider/homeprojectdetails/{id} */
  detailsUrl: string;
  /** When the project goes to another provider without an answer. */
  answerBefore?: Date;
  /**
   * The service before the network changed it, when the project stays with this provider: the mail
   * then says the service changed, not that a new request arrived (docs/product/notifications.md).
   */
  previousServiceName?: PerLanguage;
}

/** What a provider's mail says of the project: its number, service and municipality, nothing of the customer. */
function projectFacts(language: Language, d: Pick<ProviderAssignmentData, "projectId" | "serviceName" | "municipality">): MailBlock {
  const { common } = mailCopy(language);
  return {
    kind: "facts",
    rows: [
      [common.request(), common.number({ id: d.projectId })],
      [common.service(), d.serviceName[language]],
      [common.municipality(), d.municipality[language]],
    ],
  };
}

function providerAssignment(language: Language, d: ProviderAssignmentData): MailContent {
  const { common, providerAssignment: copy } = mailCopy(language);
  const service = d.serviceName[language];
  const municipality = d.municipality[language];
  const previous = d.previousServiceName?.[language];
  const blocks: MailBlock[] = [
    { kind: "paragraph", text: common.greeting() },
    { kind: "paragraph", text: previous ? copy.serviceChangedIntro({ previous }) : copy.intro() },
    projectFacts(language, d),
    { kind: "link", text: copy.link(), url: d.detailsUrl },
  ];
  if (d.answerBefore) blocks.push({ kind: "paragraph", text: copy.answerBefore({ deadline: formatDateTime(language, lastMinuteOf(d.answerBefore)) }) });
  blocks.push({ kind: "paragraph", text: copy.customerAfterSignIn() });
  blocks.push(...signature(language));
  const subject = previous ? copy.serviceChangedSubject({ id: d.projectId, service }) : copy.subject({ id: d.projectId, service, municipality });
  return { language, subject, blocks };
}

export function renderProviderAssignment(d: ProviderAssignmentData): RenderedMail {
  return renderBilingual(providerAssignment("fr", d), providerAssignment("nl", d));
}

// ---------------------------------------------------------------------------------------------
// (a') The same provider, one working day before its answer is due (docs/product/deadlines.md).
// Bilingual; no customer data.

export interface ProviderAnswerReminderData extends Omit<ProviderAssignmentData, "answerBefore"> {
  answerBefore: Date;
}

function providerAnswerReminder(language: Language, d: ProviderAnswerReminderData): MailContent {
  const { common, providerReminder: copy } = mailCopy(language);
  const blocks: MailBlock[] = [
    { kind: "paragraph", text: common.greeting() },
    { kind: "paragraph", text: copy.intro() },
    projectFacts(language, d),
    { kind: "paragraph", text: copy.answerBefore({ deadline: formatDateTime(language, lastMinuteOf(d.answerBefore)) }) },
    { kind: "link", text: copy.link(), url: d.detailsUrl },
    ...signature(language),
  ];
  return { language, subject: copy.subject({ id: d.projectId }), blocks };
}

export function renderProviderAnswerReminder(d: ProviderAnswerReminderData): RenderedMail {
  return renderBilingual(providerAnswerReminder("fr", d), providerAnswerReminder("nl", d));
}

// ---------------------------------------------------------------------------------------------
// (b) The customer, after sending the request. In the customer's language.

export interface CustomerConfirmationData {
  projectId: number;
  firstName: string;
  serviceName: string;
  /** A request for an unlisted service: the network answers within 24 hours. */
  manualHandling: boolean;
  /** Routing found no provider (status 8): the network looks for one and calls within two working days. */
  noProvider?: boolean;
  /** The private link to the customer's status page. */
  statusUrl: string;
  statusUrlExpiresAt?: Date;
  insurerName?: InsurerNames;
}

export function renderCustomerConfirmation(language: Language, d: CustomerConfirmationData): RenderedMail {
  const { common, customerConfirmation: copy } = mailCopy(language);
  return renderMail({
    language,
    subject: copy.subject({ id: d.projectId }),
    blocks: [
      { kind: "paragraph", text: copy.greeting({ firstName: d.firstName }) },
      { kind: "paragraph", text: copy.thanks() },
      {
        kind: "facts",
        rows: [
          [copy.reference(), String(d.projectId)],
          [common.service(), d.serviceName],
        ],
      },
      { kind: "heading", text: copy.nextHeading() },
      { kind: "paragraph", text: d.manualHandling ? copy.nextManual() : d.noProvider ? copy.nextNoProvider() : copy.nextProvider() },
      { kind: "link", text: copy.link(), url: d.statusUrl },
      { kind: "paragraph", text: d.statusUrlExpiresAt ? copy.linkValidUntil({ date: formatDate(language, d.statusUrlExpiresAt) }) : copy.linkPersonal() },
      ...signature(language, d.insurerName),
    ],
  });
}

// ---------------------------------------------------------------------------------------------
// (c) The customer, when a provider accepts. In the customer's language.

export interface CustomerProviderAcceptedData {
  projectId: number;
  firstName: string;
  serviceName: string;
  provider: { name: string; contactName: string; phone: string; email: string };
  /** By when the provider calls (one working day after accepting): the status page's moment. */
  callBy: Date;
  /**
   * PUBLIC_URL/projectstatus/lostlink: the status link itself cannot be sent again (only its hash
   * is stored), so the mail points to the confirmation's link and to the page that sends a new one.
   */
  lostLinkUrl: string;
  insurerName?: InsurerNames;
}

export function renderCustomerProviderAccepted(language: Language, d: CustomerProviderAcceptedData): RenderedMail {
  const { customerConfirmation, providerAccepted: copy } = mailCopy(language);
  const blocks: MailBlock[] = [
    { kind: "paragraph", text: customerConfirmation.greeting({ firstName: d.firstName }) },
    { kind: "paragraph", text: copy.news({ provider: d.provider.name, id: d.projectId, service: d.serviceName }) },
    { kind: "paragraph", text: copy.contact({ callBy: formatDateTime(language, lastMinuteOf(d.callBy)) }) },
    {
      kind: "facts",
      rows: [
        [copy.company(), d.provider.name],
        [copy.contactName(), d.provider.contactName],
        [copy.phone(), d.provider.phone],
        [copy.email(), d.provider.email],
      ],
    },
  ];
  blocks.push({ kind: "paragraph", text: copy.followUp() }, { kind: "link", text: copy.lostLink(), url: d.lostLinkUrl });
  blocks.push(...signature(language, d.insurerName));
  return renderMail({ language, subject: copy.subject({ id: d.projectId }), blocks });
}

// ---------------------------------------------------------------------------------------------
// (d) The network mailbox, when a project lands in status 3, 6, 7 or 8, or its customer reports that
// the accepting provider has not called (docs/product/customer-controls.md). Bilingual.

export type NetworkAlertStatus = 3 | 6 | 7 | 8;
/** Why the network is told: the status the project landed in, or the customer's "not contacted yet". */
export type NetworkAlertReason = NetworkAlertStatus | "noContact" | "lowRating" | "complaint";

export interface NetworkAlertData {
  projectId: number;
  statusId: NetworkAlertReason;
  serviceName: PerLanguage;
  municipality: PerLanguage;
  /** PUBLIC_URL/network/homeprojectdetails/{id} */
  detailsUrl: string;
  /** Status 6: the reason the provider chose from the list, in each language (its own explanation stays on the project page). */
  noAgreementReason?: PerLanguage;
  /** Status 3: who refused and why, oldest first ("Brussels Home Experts (Chantier trop éloigné), …"). */
  refusals?: PerLanguage;
  /** Status 3 reached by the network's change of service: nobody offers the new service there (nobody refused it). */
  afterServiceChange?: boolean;
  /** A low rating: the score out of 5 and the provider rated. */
  lowRating?: { rating: number; providerName: string };
}

function networkAlert(language: Language, d: NetworkAlertData): MailContent {
  const { common, networkAlert: copy } = mailCopy(language);
  const id = d.projectId;
  const byStatus: Record<NetworkAlertReason, readonly [status: string, explanation: string]> = {
    3: [copy.statusRefused(), d.afterServiceChange ? copy.noProviderAfterServiceChange({ id }) : copy.refused({ id })],
    6: [copy.statusNoAgreement(), copy.noAgreement({ id })],
    7: [copy.statusManual(), copy.manual({ id })],
    8: [copy.statusNoProvider(), copy.noProvider({ id })],
    noContact: [copy.statusNoContact(), copy.noContact({ id })],
    lowRating: [copy.statusLowRating(), copy.lowRating({ id, rating: d.lowRating?.rating ?? 0 })],
    complaint: [copy.statusComplaint(), copy.complaint({ id })],
  };
  const [status, explanation] = byStatus[d.statusId];
  const reason: [string, string][] = d.noAgreementReason ? [[copy.reason(), d.noAgreementReason[language]]] : [];
  const refusals: [string, string][] = d.refusals ? [[copy.refusals(), d.refusals[language]]] : [];
  const rated: [string, string][] = d.lowRating
    ? [
        [copy.rating(), copy.ratingValue({ rating: d.lowRating.rating })],
        [copy.provider(), d.lowRating.providerName],
      ]
    : [];
  return {
    language,
    subject: copy.subject({ id, status }),
    blocks: [
      { kind: "paragraph", text: common.greeting() },
      { kind: "paragraph", text: explanation },
      {
        kind: "facts",
        rows: [
          [common.request(), common.number({ id })],
          [common.status(), status],
          ...reason,
          ...refusals,
          ...rated,
          [common.service(), d.serviceName[language]],
          [common.municipality(), d.municipality[language]],
        ],
      },
      { kind: "link", text: copy.link(), url: d.detailsUrl },
    ],
  };
}

export function renderNetworkAlert(d: NetworkAlertData): RenderedMail {
  return renderBilingual(networkAlert("fr", d), networkAlert("nl", d));
}
