/**
 * The browser's French dictionary parts, typeset when the client is built (a Bun macro: each call
 * is replaced by its result, so the page neither ships nor runs the typography helper; it cost a
 * phone 15–20 ms of main thread per part). The same helper typesets the server's dictionary
 * (fr/index.ts); docs/product/language.md has the rule.
 */
import api from "@/shared/i18n/fr/api";
import auth from "@/shared/i18n/fr/auth";
import catalog from "@/shared/i18n/fr/catalog-texts";
import moreInfo from "@/shared/i18n/fr/catalog-more-info";
import common from "@/shared/i18n/fr/common";
import customerControls from "@/shared/i18n/fr/customer-controls";
import dashboard from "@/shared/i18n/fr/dashboard";
import home from "@/shared/i18n/fr/home";
import network from "@/shared/i18n/fr/network";
import policies from "@/shared/i18n/fr/policies";
import provider from "@/shared/i18n/fr/provider";
import seo from "@/shared/i18n/fr/seo";
import validation from "@/shared/i18n/fr/validation";
import wizard from "@/shared/i18n/fr/wizard";
import { frenchDictionary } from "@/shared/i18n/french-typography";

/** The sections a public page shows (home, category, service page; the catalogue without the services' "more info"). */
export function frenchPublicPart() {
  return frenchDictionary({ common, home, catalog, seo });
}

/** The sections of the wizard, the consoles and the other pages. */
export function frenchRestPart() {
  return frenchDictionary({ policies, wizard, validation, api, auth, network, provider, customerControls, dashboard });
}

/** The services' "more info" texts, fetched with the service page's drawer. */
export function frenchMoreInfoPart() {
  return frenchDictionary(moreInfo);
}
