import { catalogName } from "@/server/db/seed/catalog-texts";
import { AbsenceMail, renderAbsenceRecorded, renderAbsenceRemoved } from "@/server/mail/absences";
import { MorningSummaryMail, renderMorningSummary } from "@/server/mail/morning-summary";
import { attentionLists } from "@/shared/attention-lists";
import { LoginMail, renderLoginInvitation } from "@/server/mail/login-invitation";
import type { QueuedMailName } from "@/server/mail/queue";
import { renderVisitPlanned, renderVisitReminder, VisitMail } from "@/server/mail/visit";
import type { Language } from "@/shared/catalog-types";
import { unsubscribeBlocks } from "../../src/server/mail/common-blocks";
import { appendBlocks, type RenderedMail } from "../../src/server/mail/compose";
import {
  CustomerControlsMail,
  renderDataErased,
  renderEmailChanged,
  renderEmailChangedPrevious,
  renderProviderAddition,
  renderProviderFilesAdded,
  renderProviderNoContact,
  renderProviderVisitChange,
  renderProviderWithdrawn,
  renderComplaintReceived,
  renderRatingRequest,
  renderStatusLink,
} from "../../src/server/mail/customer-controls";
import {
  renderCustomerCancelledByNetwork,
  renderCustomerProviderReplaced,
  renderProviderCancelledByNetwork,
  renderProviderInvoiceChanged,
  renderProviderReassigned,
} from "../../src/server/mail/network-changes";
import {
  bilingual,
  MailTemplate,
  renderCustomerConfirmation,
  renderCustomerProviderAccepted,
  renderNetworkAlert,
  renderProviderAnswerReminder,
  renderProviderAssignment,
} from "../../src/server/mail/templates";

/**
 * Sample e-mails for people to read (`bun scripts/mail-previews.ts`) and for the browser test that
 * lays them out on a phone (tests/e2e/mails.e2e.ts): long names, a long e-mail address and a long
 * link, as real mails have. `tests/integration/mail/sample-mails.test.ts` checks that every
 * template has one in each language it is sent in.
 */
export interface SampleMail {
  /** The name `mail_queue.template` stores. */
  template: QueuedMailName;
  /** The language it is written in, or both. */
  language: Language | typeof bilingual;
  /** What tells two samples of one template apart ("manual", "status-7"). */
  variant?: string;
  mail: RenderedMail;
}

/** The sample's file name: `customer-confirmation-manual-nl`. */
export const sampleName = (s: SampleMail) => [s.template, s.variant, s.language === bilingual ? "fr-nl" : s.language].filter(Boolean).join("-");

const site = "https://services.example.be";
const insurerName = { fr: "Assurances Exemple SA", nl: "Verzekeringen Voorbeeld NV" };
const inAMonth = new Date("2026-12-29T10:00:00+01:00");
// One of the longest real names, so the samples show how a mail wraps it.
const service = catalogName("service", "painting-furnishing");
const municipality = { fr: "1000 Bruxelles", nl: "1000 Brussel" };
const provider = { name: "Brussels Home Experts", contactName: "Sophie Lambert", phone: "+32 2 555 01 01", email: "contact@provider1.example.com" };
const statusUrl = `${site}/projectstatus/Xy7kQ2-abcdefghijklmnopqrstuvwxyz0123456`;
const providerPage = `${site}/provider/homeprojectdetails/1042`;
const networkPage = `${site}/network/homeprojectdetails/1042`;
// The longest reason of the seeded list.
const noAgreementReason = { fr: "Le prix proposé ne convenait pas au client", nl: "De voorgestelde prijs was niet aanvaardbaar voor de klant" };

// Two refusals, the longest causes: a status-3 alert says who refused and why.
const refusals = {
  fr: "Brussels Home Experts (Travail hors de mon métier), Gentse Vakmannen (Pas de réponse dans les délais)",
  nl: "Brussels Home Experts (Werk buiten mijn vak), Gentse Vakmannen (Geen antwoord binnen de termijn)",
};

/** A customer mail carries the marketing unsubscribe at its end, as the queue adds it. */
const forCustomer = (language: Language, mail: RenderedMail) => appendBlocks(mail, language, unsubscribeBlocks(language, `${site}/unsubscribe/Ab12`));

/** Every e-mail the app sends, with sample data, in each language it is sent in. */
export function sampleMails(): SampleMail[] {
  const mails: SampleMail[] = [
    {
      template: MailTemplate.ProviderAssignment,
      language: bilingual,
      mail: renderProviderAssignment({ projectId: 1042, serviceName: service, municipality, detailsUrl: providerPage, answerBefore: inAMonth }),
    },
    {
      template: MailTemplate.ProviderAssignment,
      variant: "service-changed",
      language: bilingual,
      mail: renderProviderAssignment({
        projectId: 1042,
        serviceName: service,
        municipality,
        detailsUrl: providerPage,
        answerBefore: inAMonth,
        previousServiceName: catalogName("service", "other-finishing-work"),
      }),
    },
    {
      template: MailTemplate.ProviderAnswerReminder,
      language: bilingual,
      mail: renderProviderAnswerReminder({ projectId: 1042, serviceName: service, municipality, detailsUrl: providerPage, answerBefore: inAMonth }),
    },
    ...([3, 6, 7, 8, "noContact", "complaint"] as const).map(
      (statusId): SampleMail => ({
        template: MailTemplate.NetworkAlert,
        language: bilingual,
        variant: typeof statusId === "string" ? statusId : `status-${statusId}`,
        mail: renderNetworkAlert({
          projectId: 1042,
          statusId,
          serviceName: service,
          municipality,
          detailsUrl: networkPage,
          noAgreementReason: statusId === 6 ? noAgreementReason : undefined,
          refusals: statusId === 3 ? refusals : undefined,
        }),
      }),
    ),
    {
      template: MailTemplate.NetworkAlert,
      language: bilingual,
      variant: "status-3-after-service-change",
      mail: renderNetworkAlert({
        projectId: 1042,
        statusId: 3,
        serviceName: service,
        municipality,
        detailsUrl: networkPage,
        refusals,
        afterServiceChange: true,
      }),
    },
    {
      template: MailTemplate.NetworkAlert,
      language: bilingual,
      variant: "low-rating",
      mail: renderNetworkAlert({
        projectId: 1042,
        statusId: "lowRating",
        serviceName: service,
        municipality,
        detailsUrl: networkPage,
        lowRating: { rating: 1, providerName: "Rénovations et Toitures Van den Berghe-Dubois" },
      }),
    },
    {
      template: CustomerControlsMail.ProviderWithdrawn,
      language: bilingual,
      mail: renderProviderWithdrawn({ projectId: 1042, serviceName: service, municipality, detailsUrl: providerPage }),
    },
    {
      template: CustomerControlsMail.ProviderFilesAdded,
      language: bilingual,
      mail: renderProviderFilesAdded({ projectId: 1042, serviceName: service, municipality, detailsUrl: providerPage }),
    },
    {
      template: CustomerControlsMail.ProviderAddition,
      language: bilingual,
      mail: renderProviderAddition({ projectId: 1042, serviceName: service, municipality, detailsUrl: providerPage }),
    },
    {
      template: AbsenceMail.Recorded,
      language: bilingual,
      mail: renderAbsenceRecorded({ startsOn: "2026-07-20", endsOn: "2026-08-07", absencesUrl: `${site}/provider/absences` }),
    },
    {
      template: AbsenceMail.Removed,
      language: bilingual,
      mail: renderAbsenceRemoved({ startsOn: "2026-07-20", endsOn: "2026-08-07", absencesUrl: `${site}/provider/absences` }),
    },
    {
      template: MorningSummaryMail.MorningSummary,
      language: bilingual,
      // A busy morning: seven of the nine lists wait, one of them with a count in the thousands.
      mail: renderMorningSummary({
        now: new Date("2026-11-30T08:00:00+01:00"),
        lists: attentionLists.map((list, i) => ({ kind: list.kind, count: [3, 1250, 0, 2, 1, 4, 1, 1, 0][i] ?? 0, url: `${site}${list.address}` })),
        dashboardUrl: `${site}/network/dashboard`,
      }),
    },
    ...(["fr", "nl"] as const).map(
      (language): SampleMail => ({
        template: CustomerControlsMail.ComplaintReceived,
        language,
        mail: renderComplaintReceived(language, {
          projectId: 1042,
          firstName: language === "fr" ? "Amélie" : "Pieter",
          text:
            language === "fr"
              ? "La fuite sous l'évier est revenue deux jours après la réparation.\nJe suis joignable le matin."
              : "Het lek onder de gootsteen is twee dagen na de herstelling teruggekomen.\nIk ben 's ochtends bereikbaar.",
          receivedAt: new Date("2026-11-30T10:15:00+01:00"),
          byNetwork: false,
          lostLinkUrl: `${site}/projectstatus/lostlink`,
          insurerName,
        }),
      }),
    ),
    {
      template: LoginMail.Invitation,
      language: bilingual,
      // A long address, as a company's often is: it must break rather than push the mail past a phone's screen.
      mail: renderLoginInvitation({
        givenName: "Marie-Christine",
        providerName: "Rénovations et Toitures Van den Berghe-Dubois",
        email: "marie-christine.vandenberghe-dubois@renovations-toitures-vandenberghe.be",
        signInUrl: `${site}/login`,
      }),
    },
    {
      template: CustomerControlsMail.ProviderNoContact,
      language: bilingual,
      mail: renderProviderNoContact({ projectId: 1042, serviceName: service, municipality, detailsUrl: providerPage }),
    },
    {
      template: CustomerControlsMail.ProviderVisitChange,
      language: bilingual,
      mail: renderProviderVisitChange({ projectId: 1042, serviceName: service, municipality, detailsUrl: providerPage }),
    },
    {
      template: MailTemplate.ProviderCancelledByNetwork,
      language: bilingual,
      mail: renderProviderCancelledByNetwork({ projectId: 1042, serviceName: service, municipality, detailsUrl: providerPage }),
    },
    {
      template: MailTemplate.ProviderReassigned,
      language: bilingual,
      mail: renderProviderReassigned({ projectId: 1042, serviceName: service, municipality, detailsUrl: `${site}/provider/homeprojectlist` }),
    },
    {
      template: MailTemplate.ProviderInvoiceChanged,
      language: bilingual,
      mail: renderProviderInvoiceChanged({
        projectId: 1042,
        serviceName: service,
        municipality,
        detailsUrl: providerPage,
        change: "corrected",
        amount: { fromCents: 125_050, toCents: 120_000 },
      }),
    },
  ];
  for (const language of ["fr", "nl"] as const) {
    const base = { projectId: 1042, insurerName };
    const serviceName = service[language];
    const visit = {
      ...base,
      firstName: "Amélie",
      serviceName,
      provider,
      visitAt: new Date("2026-12-03T16:45:00+01:00"),
      address: `Rue de l'Église-Saint-Jean-Baptiste 123, ${language === "fr" ? "boîte" : "bus"} 4, ${municipality[language]}`,
      lostLinkUrl: `${site}/projectstatus/lostlink`,
    };
    const customer = (template: SampleMail["template"], mail: RenderedMail, variant?: string): SampleMail => ({
      template,
      language,
      variant,
      mail: forCustomer(language, mail),
    });
    mails.push(
      customer(
        MailTemplate.CustomerConfirmation,
        renderCustomerConfirmation(language, { ...base, firstName: "Amélie", serviceName, manualHandling: false, statusUrl, statusUrlExpiresAt: inAMonth }),
      ),
      customer(
        MailTemplate.CustomerConfirmation,
        renderCustomerConfirmation(language, { ...base, firstName: "Amélie", serviceName, manualHandling: true, statusUrl }),
        "manual",
      ),
      customer(
        MailTemplate.CustomerConfirmation,
        renderCustomerConfirmation(language, { ...base, firstName: "Amélie", serviceName, manualHandling: false, noProvider: true, statusUrl }),
        "no-provider",
      ),
      customer(
        MailTemplate.CustomerProviderAccepted,
        renderCustomerProviderAccepted(language, {
          ...base,
          firstName: "Amélie",
          serviceName,
          provider,
          callBy: new Date("2026-12-01T10:15:00+01:00"),
          lostLinkUrl: `${site}/projectstatus/lostlink`,
        }),
      ),
      customer(CustomerControlsMail.StatusLink, renderStatusLink(language, { ...base, serviceName, statusUrl, expiresAt: inAMonth })),
      customer(CustomerControlsMail.EmailChanged, renderEmailChanged(language, { ...base, lostLinkUrl: `${site}/projectstatus/lostlink` })),
      customer(CustomerControlsMail.EmailChangedPrevious, renderEmailChangedPrevious(language, base)),
      customer(
        CustomerControlsMail.RatingRequest,
        renderRatingRequest(language, { ...base, firstName: "Amélie", serviceName, ratingUrl: `${site}/rating/Qw12`, expiresAt: inAMonth }),
      ),
      customer(
        MailTemplate.CustomerCancelledByNetwork,
        renderCustomerCancelledByNetwork(language, {
          ...base,
          firstName: "Amélie",
          serviceName,
          networkMailbox: "reseau-services-a-domicile@assurances-exemple.be",
          newRequestUrl: `${site}/${language}/newproject`,
        }),
      ),
      customer(
        MailTemplate.CustomerProviderReplaced,
        renderCustomerProviderReplaced(language, {
          ...base,
          firstName: "Amélie",
          serviceName,
          networkMailbox: "reseau-services-a-domicile@assurances-exemple.be",
        }),
      ),
      customer(VisitMail.VisitPlanned, renderVisitPlanned(language, visit)),
      customer(VisitMail.VisitPlanned, renderVisitPlanned(language, { ...visit, previousVisitAt: new Date("2026-12-01T07:30:00+01:00") }), "moved"),
      customer(VisitMail.VisitReminder, renderVisitReminder(language, visit)),
      // Sent once the data is gone: no unsubscribe, no address kept.
      { template: CustomerControlsMail.DataErased, language, mail: renderDataErased(language, base) },
    );
  }
  return mails;
}

/** Whether a mail's subject or text names request `id` as mails write it: "n° 12" in French, "nr. 12" in Dutch. */
export function namesRequest(text: string, id: number): boolean {
  return new RegExp(`(?:n°\u00a0|nr\\. )${id}(?!\\d)`).test(text);
}
