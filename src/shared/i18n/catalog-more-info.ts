import type { Translation } from "./i18n-types";

/**
 * The services' "more info" texts are kept apart from the rest of the `catalog` section
 * ({fr,nl}/catalog-more-info.ts): the browser fetches them with the service page's drawer
 * (src/client/i18n/dictionary-parts.ts). The server, and typesafe-i18n, see the whole section.
 */
type Services = Translation["catalog"]["service"];
type MoreInfoField = "moreInfoTitle" | "moreInfo";

/** Every service's "more info" title and text. */
export type CatalogMoreInfo = { [Code in keyof Services]: Pick<Services[Code], MoreInfoField> };

/** The `catalog` section without the "more info" texts. */
export type CatalogTexts = Omit<Translation["catalog"], "service"> & { service: { [Code in keyof Services]: Omit<Services[Code], MoreInfoField> } };

/** The services of ./{fr,nl}/catalog-texts.ts with their "more info" added, fields in the dictionary's order. */
export function withMoreInfo<S extends Record<string, object>, M extends { [Code in keyof S]: object }>(
  services: S,
  moreInfo: M,
): { [Code in keyof S]: S[Code] & M[Code] } {
  const merged: Record<string, object> = {};
  for (const [code, entry] of Object.entries(services)) merged[code] = { ...entry, ...moreInfo[code] };
  return merged as { [Code in keyof S]: S[Code] & M[Code] };
}
