import type { Language } from "@/shared/catalog-types";
import type { TranslationFunctions } from "@/shared/i18n/i18n-types";
import { i18nObject } from "@/shared/i18n/i18n-util";
import { loadAllLocales } from "@/shared/i18n/i18n-util.sync";
import type { MessageKey, MessageSection, PlainKey } from "@/shared/message-keys";
import { languageFromAcceptLanguage } from "./accept-language";

loadAllLocales();

const dictionaries: Record<Language, TranslationFunctions> = { fr: i18nObject("fr"), nl: i18nObject("nl") };

/** The whole dictionary of a language, loaded once for the server. */
export const dictionaryOf = (language: Language): TranslationFunctions => dictionaries[language];

/** Each message section as a map of argument-less texts; the compiler checks it against the dictionary. */
const sections: { [S in MessageSection]: (LL: TranslationFunctions) => Record<PlainKey<S>, () => string> } = {
  api: (LL) => LL.api,
  validation: (LL) => LL.validation,
  customerControls: (LL) => LL.customerControls,
};

function text<S extends MessageSection>(LL: TranslationFunctions, section: S, key: PlainKey<S>): string {
  return sections[section](LL)[key]();
}

/** A server message in the caller's language (both dictionaries have every key: the compiler checks it). */
export function translate(language: Language, message: MessageKey): string {
  return text(dictionaries[language], message.section, message.key);
}

/** `?lang=nl` or an `X-Language` header choose Dutch; French otherwise. */
export function languageOf(request: Request): Language {
  return chosenLanguageOf(request) ?? "fr";
}

/** The language the caller chose by `?lang=` or `X-Language`, if it is one of ours; undefined if none. */
export function chosenLanguageOf(request: Request): Language | undefined {
  // A `?lang=` that names none of ours (empty, `en`) is no choice: the header still counts.
  return ourLanguage(new URL(request.url).searchParams.get("lang")) ?? ourLanguage(request.headers.get("x-language"));
}

function ourLanguage(value: string | null): Language | undefined {
  const language = value?.trim().toLowerCase();
  return language === "nl" || language === "fr" ? language : undefined;
}

/**
 * The language of a reply a person reads without the app around it (a refusal in plain text):
 * `?lang=` or `X-Language` as on the api/ calls, else the browser's first French or Dutch
 * (Accept-Language, as the public pages choose), else French.
 */
export function readerLanguageOf(request: Request): Language {
  return chosenLanguageOf(request) ?? languageFromAcceptLanguage(request.headers.get("accept-language"));
}
