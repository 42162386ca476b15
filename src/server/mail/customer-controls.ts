import type { Language } from "@/shared/catalog-types";
import { i18nObject } from "@/shared/i18n/i18n-util";
import { loadAllLocales } from "@/shared/i18n/i18n-util.sync";
import { type MailBlock, type MailContent, type RenderedMail, renderBilingual, renderMail } from "./compose";

loadAllLocales();

/**
 * The e-mails of the customer's own controls (docs/product/customer-controls.md). Their copy lives
 * in the `customerControls` section of the FR/NL dictionaries; the layout is the shared one of
 * compose.ts.
 */
export const CustomerControlsMail = {
  ProviderWithdrawn: "provider-project-withdrawn",
  DataErased: "customer-data-erased",
  StatusLink: "customer-status-link",
  EmailChanged: "customer-email-changed",
  RatingRequest: "customer-rating-request",
} as const;
export type CustomerControlsMailName = (typeof CustomerControlsMail)[keyof typeof CustomerControlsMail];

const dictionary = (language: Language) => i18nObject(language).customerControls;

function signature(language: Language, insurerName?: string): MailBlock[] {
  const LL = dictionary(language);
  const blocks: MailBlock[] = [{ kind: "paragraph", text: LL.mailSignature() }];
  if (insurerName) blocks.push({ kind: "paragraph", text: LL.mailInsurer({ insurer: insurerName }) });
  return blocks;
}

/** The marketing unsubscribe at the end of every customer mail (the same address as its List-Unsubscribe header). */
export function unsubscribeBlocks(language: Language, url: string): MailBlock[] {
  const LL = dictionary(language);
  return [
    { kind: "paragraph", text: LL.mailUnsubscribeText() },
    { kind: "link", text: LL.mailUnsubscribeLink(), url },
  ];
}

export interface ProviderWithdrawnData {
  projectId: number;
  serviceName: Record<Language, string>;
  municipality: string;
  detailsUrl: string;
}

function providerWithdrawn(language: Language, d: ProviderWithdrawnData): MailContent {
  const LL = dictionary(language);
  return {
    language,
    subject: LL.providerWithdrawnSubject({ id: d.projectId }),
    blocks: [
      { kind: "paragraph", text: LL.mailGreeting() },
      { kind: "paragraph", text: LL.providerWithdrawnText() },
      {
        kind: "facts",
        rows: [
          [LL.mailRequest(), `#${d.projectId}`],
          [LL.mailService(), d.serviceName[language]],
          [LL.mailMunicipality(), d.municipality],
        ],
      },
      { kind: "link", text: LL.providerWithdrawnLink(), url: d.detailsUrl },
      ...signature(language),
    ],
  };
}

/** To the provider the withdrawn project was assigned to: both languages, no customer data. */
export function renderProviderWithdrawn(d: ProviderWithdrawnData): RenderedMail {
  return renderBilingual(providerWithdrawn("fr", d), providerWithdrawn("nl", d));
}

/** To the customer, after erasure: no name, nothing but the request number. */
export function renderDataErased(language: Language, d: { projectId: number; insurerName?: string }): RenderedMail {
  const LL = dictionary(language);
  return renderMail({
    language,
    subject: LL.erasedSubject({ id: d.projectId }),
    blocks: [
      { kind: "paragraph", text: LL.mailGreeting() },
      { kind: "paragraph", text: LL.erasedMailText({ id: d.projectId }) },
      { kind: "paragraph", text: LL.erasedAfterSend() },
      ...signature(language, d.insurerName),
    ],
  });
}

const dateFormats: Record<Language, Intl.DateTimeFormat> = {
  fr: new Intl.DateTimeFormat("fr-BE", { timeZone: "Europe/Brussels", day: "numeric", month: "long", year: "numeric" }),
  nl: new Intl.DateTimeFormat("nl-BE", { timeZone: "Europe/Brussels", day: "numeric", month: "long", year: "numeric" }),
};

/** To the customer who asked for a fresh status link ("lost link"). */
export function renderStatusLink(language: Language, d: { projectId: number; serviceName: string; statusUrl: string; expiresAt: Date; insurerName?: string }): RenderedMail {
  const LL = dictionary(language);
  return renderMail({
    language,
    subject: LL.lostLinkMailSubject({ id: d.projectId }),
    blocks: [
      { kind: "paragraph", text: LL.mailGreeting() },
      { kind: "paragraph", text: LL.lostLinkMailText({ id: d.projectId, service: d.serviceName }) },
      { kind: "link", text: LL.lostLinkMailLink(), url: d.statusUrl },
      { kind: "paragraph", text: LL.lostLinkMailValidity({ date: dateFormats[language].format(d.expiresAt) }) },
      { kind: "paragraph", text: LL.lostLinkMailIgnore() },
      ...signature(language, d.insurerName),
    ],
  });
}

/** To the new address, after the customer changed it on the status page. */
export function renderEmailChanged(language: Language, d: { projectId: number; insurerName?: string }): RenderedMail {
  const LL = dictionary(language);
  return renderMail({
    language,
    subject: LL.emailChangedSubject({ id: d.projectId }),
    blocks: [
      { kind: "paragraph", text: LL.mailGreeting() },
      { kind: "paragraph", text: LL.emailChangedText({ id: d.projectId }) },
      { kind: "paragraph", text: LL.emailChangedIgnore() },
      ...signature(language, d.insurerName),
    ],
  });
}

/** To the customer when the job is Completed: a single-use link to rate it (1 to 5, optional comment). */
export function renderRatingRequest(language: Language, d: { projectId: number; serviceName: string; ratingUrl: string; expiresAt: Date; insurerName?: string }): RenderedMail {
  const LL = dictionary(language);
  return renderMail({
    language,
    subject: LL.ratingMailSubject({ id: d.projectId }),
    blocks: [
      { kind: "paragraph", text: LL.mailGreeting() },
      { kind: "paragraph", text: LL.ratingMailText({ id: d.projectId, service: d.serviceName }) },
      { kind: "link", text: LL.ratingMailLink(), url: d.ratingUrl },
      { kind: "paragraph", text: LL.ratingMailValidity({ date: dateFormats[language].format(d.expiresAt) }) },
      ...signature(language, d.insurerName),
    ],
  });
}
