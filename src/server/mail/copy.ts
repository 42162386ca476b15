import type { Language } from "@/shared/catalog-types";
import type { AttentionKind } from "@/shared/attention-lists";
import { type RejectionCause, rejectCauseKey } from "@/shared/reject-reasons";
import type { TranslationFunctions } from "@/shared/i18n/i18n-types";
import { i18nObject } from "@/shared/i18n/i18n-util";
import { loadAllLocales } from "@/shared/i18n/i18n-util.sync";

// The synchronous loader is the one that includes the `mail` namespace; the browser's loader
// (src/client/i18n/dictionary-parts.ts) never does (docs/architecture.md, "A mail").
loadAllLocales();

export type MailCopy = TranslationFunctions["mail"];

const copies: Record<Language, MailCopy> = { fr: i18nObject("fr").mail, nl: i18nObject("nl").mail };

/** The typed copy of every e-mail in one language: `mailCopy("nl").statusLink.subject({ id })`. */
export function mailCopy(language: Language): MailCopy {
  return copies[language];
}

const providerCopy = { fr: i18nObject("fr").provider, nl: i18nObject("nl").provider };

/** The provider console's copy, for what the server writes for a provider outside a mail (its calendar's events). */
export function providerText(language: Language) {
  return providerCopy[language];
}

/** A refusal's cause as the consoles name it (docs/product/statuses.md, "Why providers refuse"). */
export function rejectCauseText(language: Language, cause: RejectionCause): string {
  return providerCopy[language].rejectReasons[rejectCauseKey[cause]]();
}

const networkCopy = { fr: i18nObject("fr"), nl: i18nObject("nl") };

/** A list that needs the network, named as the dashboard's card names it (docs/product/dashboard.md, "Needs attention now"). */
export function attentionName(language: Language, kind: AttentionKind): string {
  const { network, dashboard } = networkCopy[language];
  const names: Record<AttentionKind, () => string> = {
    waitingTooLong: network.projectList.waitingTooLong,
    withoutProvider: network.projectList.withoutProvider,
    manualHandling: dashboard.attention.manualHandling,
    noAgreement: dashboard.attention.noAgreement,
    noContact: network.projectList.noContact,
    callOverdue: network.projectList.callOverdue,
    unhappy: network.projectList.unhappy,
    complaint: network.projectList.complaint,
    providersNotSetUp: dashboard.attention.providersNotSetUp,
  };
  return names[kind]();
}
