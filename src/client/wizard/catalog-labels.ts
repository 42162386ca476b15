import { type CatalogKind, catalogText } from "@/client/i18n/catalog-text";
import type { Language } from "@/shared/catalog-types";

export type { CatalogKind };

/**
 * The label of a catalogue entry from the dictionaries (src/client/i18n/catalog-text.ts, with
 * the rules of docs/product/catalogue.md for unknown keys, blank texts and a missing language). The catalogue's own
 * name is never shown: it holds the French text only.
 */
export function catalogLabel(language: Language, kind: CatalogKind, code: string, _fallbackName?: string): string {
  return catalogText(language, kind, code);
}
