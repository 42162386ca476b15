import type { Language } from "@/shared/catalog-types";
import { pathInLanguage } from "@/client/i18n/language-urls";

/** One entry of the analytics data layer (docs/product/personal-data.md: page views with the language and a page name). */
export type DataLayerEntry = Record<string, unknown> & { event?: string };

declare global {
  interface Window {
    dataLayer?: DataLayerEntry[];
  }
}

let currentLanguage: Language = "fr";
let lastPageViewKey: string | null = null;

function dataLayer(): DataLayerEntry[] {
  window.dataLayer = window.dataLayer ?? [];
  return window.dataLayer;
}

/** Kept up to date by the page frame so that pushes carry the language shown. */
export function setAnalyticsLanguage(language: Language): void {
  currentLanguage = language;
}

/** Any event (the wizard may push its own). The current language is added unless given. */
export function pushEvent(entry: DataLayerEntry): void {
  dataLayer().push({ language: currentLanguage, ...entry });
}

/**
 * One `page_view` per page view: `{ event: "page_view", language, pageName }`.
 * Calling it again for the same path and page name (a re-render or a remount after a language
 * change) pushes nothing; a new path or a new page name (a wizard step) pushes again.
 */
export function pushPageView(pageName: string, language: Language = currentLanguage): void {
  // The same page in the other language (docs/decisions/0027-language-urls.md) is the same page view.
  const path = window.location.pathname;
  const key = `${pathInLanguage(path, "fr") ?? path}|${pageName}`;
  if (key === lastPageViewKey) return;
  lastPageViewKey = key;
  dataLayer().push({ event: "page_view", language, pageName });
}
