import type { Language } from "@/shared/catalog-types";
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

const consoleCopy = { fr: i18nObject("fr"), nl: i18nObject("nl") };

/** The consoles' copy, for what a mail names as a console does (the dashboard's lists). */
export function consoleText(language: Language) {
  return consoleCopy[language];
}

/** The provider console's copy, for what the server writes for a provider outside a mail (its calendar's events). */
export function providerText(language: Language) {
  return consoleCopy[language].provider;
}

/** A refusal's cause as the consoles name it (docs/product/statuses.md, "Why providers refuse"). */
export function rejectCauseText(language: Language, cause: RejectionCause): string {
  return consoleCopy[language].provider.rejectReasons[rejectCauseKey[cause]]();
}
