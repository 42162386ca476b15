import type { Language } from "@/shared/catalog-types";
import { loadedLocales } from "@/shared/i18n/i18n-util";
import { loadAllLocales } from "@/shared/i18n/i18n-util.sync";
import type { MessageKey } from "./domain/errors";

loadAllLocales();

/** A server message in the caller's language; French when the Dutch text is missing. */
export function translate(language: Language, message: MessageKey): string {
  const pick = (lang: Language) => {
    const section = (loadedLocales[lang] as unknown as Record<string, Record<string, unknown>>)[message.section];
    const text = section?.[message.key];
    return typeof text === "string" && text.trim() !== "" ? text : undefined;
  };
  return pick(language) ?? pick("fr") ?? `${message.section}.${message.key}`;
}

/** `?lang=nl` or an `X-Language` header choose Dutch; French otherwise. */
export function languageOf(request: Request): Language {
  const url = new URL(request.url);
  const value = (url.searchParams.get("lang") ?? request.headers.get("x-language") ?? "").trim().toLowerCase();
  return value === "nl" ? "nl" : "fr";
}
