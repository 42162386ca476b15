import type { ApiCategory } from "@/shared/api-types";
import type { Language } from "@/shared/catalog-types";
import { forcedLanguageOf } from "@/client/pages/public/home/active-category";
import { publicPageOf } from "@/client/i18n/language-urls";
import { languageFromAcceptLanguage } from "../accept-language";

/**
 * The public pages the server renders ahead of the browser, or null for every other address
 * (consoles, sign-in, status links, unknown ids): those get the plain shell. Only the canonical
 * spelling of an address counts (no capitals, no trailing slash but the language homes `/fr/` and
 * `/nl/`: the browser's router would read another spelling differently), and only ids of the
 * active catalogue, so the rendered-page cache cannot be filled with junk.
 */
export function serverRenderedPath(path: string, catalog: ApiCategory[]): string | null {
  const page = publicPageOf(path);
  if (!page) return null;
  const subCategories = catalog.flatMap((category) => category.serviceSubCategories);
  const subCategory = (id: string | undefined) => (id ? subCategories.find((s) => String(s.id) === id) : undefined);
  if (page.kind === "service") return subCategory(page.subCategoryId) ? path : null;
  if (page.kind === "wizard") {
    const [, , subId, serviceId] = page.rest.split("/");
    if (subId === undefined) return path;
    const found = subCategory(subId);
    if (!found) return null;
    if (serviceId === undefined) return path;
    return found.services.some((s) => String(s.id) === serviceId) ? path : null;
  }
  return path;
}

/** The language the page is rendered in: the one the address forces, else the browser's first FR or NL, else FR. */
export function serverRenderLanguage(path: string, acceptLanguage: string | null): Language {
  const forced = forcedLanguageOf(path);
  if (forced) return forced;
  return languageFromAcceptLanguage(acceptLanguage);
}
