import { type SQL, sql } from "drizzle-orm";
import type { Language } from "@/shared/catalog-types";
import { translations } from "../../db/schema";
import { type CatalogKind, translationKey } from "../../db/translation-key";

/**
 * The one SQL rule for a catalogue code's text in a language (docs/product/catalogue.md): the
 * `translations` row "<kind>.<code>" in that language, else in French, else the fallback; a blank
 * text counts as missing. Used by the project details and lists, the status page, the withdraw and
 * lost-link mails and the notifier.
 */
export function catalogText(kind: CatalogKind, code: SQL | unknown, language: Language, fallback: SQL | unknown) {
  const prefix = translationKey(kind, "");
  return sql<string>`coalesce(
    (select nullif(trim(t.text), '') from ${translations} t where t.key = ${prefix} || ${code} and t.language = ${language}),
    (select nullif(trim(t.text), '') from ${translations} t where t.key = ${prefix} || ${code} and t.language = 'fr'),
    ${fallback})`;
}
