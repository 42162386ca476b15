import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from "react";
import type { Language } from "@/shared/catalog-types";
import { I18nContext, useI18nContext } from "@/shared/i18n/i18n-react";
import { i18nObject } from "@/shared/i18n/i18n-util";
import type { Namespaces, TranslationFunctions } from "@/shared/i18n/i18n-types";
import { isLanguageReady, loadLanguage } from "./dictionary-parts";
import { forcedLanguageOf } from "../pages/public/home/active-category";

/** The local-storage key for the language (docs/product/language.md). */
export const languageStorageKey = "language";

/**
 * Each language's dictionary is fetched when that language is first shown, in two chunks
 * (./dictionary-parts.ts; docs/product/seo.md, page weight): a page downloads the other language
 * only on a switch. The server loads both itself.
 * The browser never loads a namespace (`mail`: the e-mails' copy, server only;
 * docs/architecture.md, "A mail"), so the bundle leaves it out.
 */
export { loadLanguage };

/**
 * The language a page opens in (docs/product/language.md): the one its address forces (`/nl/...`, `/nl`,
 * `/verwarming-verkoeling`...), else the stored one, else the browser's when FR or NL, else FR.
 */
export function initialLanguage(pathname: string = typeof location === "undefined" ? "/" : location.pathname): Language {
  const forced = forcedLanguageOf(pathname);
  if (forced) return forced;
  const stored = safeStorage()?.getItem(languageStorageKey)?.toLowerCase();
  if (stored === "fr" || stored === "nl") return stored;
  const browser = (navigator.languages ?? [navigator.language]).map((l) => l.slice(0, 2).toLowerCase());
  for (const l of browser) if (l === "fr" || l === "nl") return l;
  return "fr";
}

function safeStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

interface LanguageContextValue {
  language: Language;
  /**
   * Shows the language once its dictionary is there, and stores it then. Resolves false when the
   * dictionary could not be downloaded: the page stays as it was and a toast says so.
   */
  setLanguage(language: Language): Promise<boolean>;
}

const LanguageContext = createContext<LanguageContextValue | null>(null);

/**
 * `onSwitchFailed` tells the person that a language could not be shown (providers.tsx shows a
 * toast), given the texts of the language still shown.
 */
export function LanguageProvider({
  children,
  initial,
  onSwitchFailed,
}: {
  children: ReactNode;
  initial?: Language;
  onSwitchFailed?: (shown: ClientTranslationFunctions) => void;
}) {
  const [language, setLanguageState] = useState<Language>(() => initial ?? initialLanguage());
  // A failed switch is told in the language still shown.
  const shownLL = useRef<ClientTranslationFunctions | null>(null);
  const switchFailed = useRef(onSwitchFailed);
  switchFailed.current = onSwitchFailed;
  const setLanguage = useCallback((next: Language) => {
    const show = () => {
      safeStorage()?.setItem(languageStorageKey, next.toUpperCase());
      setLanguageState(next);
      return true;
    };
    if (isLanguageReady(next)) return Promise.resolve(show());
    return loadLanguage(next).then(show, () => {
      if (shownLL.current) switchFailed.current?.(shownLL.current);
      return false;
    });
  }, []);
  useEffect(() => {
    document.documentElement.lang = language === "nl" ? "nl-BE" : "fr-BE";
  }, [language]);
  const value = useMemo(() => ({ language, setLanguage }), [language, setLanguage]);
  // The dictionary follows the language in place: a switch re-renders the page but keeps what it
  // holds (a note being typed, an open tab, the focus), where remounting the app dropped it all.
  // typesafe-i18n's own provider reads its locale once, hence this one.
  const LL = useMemo(() => i18nObject(language), [language]);
  shownLL.current = LL;
  const i18n = useMemo(() => ({ locale: language, LL, setLocale: setLanguage }), [language, LL, setLanguage]);
  return (
    <LanguageContext.Provider value={value}>
      <I18nContext.Provider value={i18n}>{children}</I18nContext.Provider>
    </LanguageContext.Provider>
  );
}

export function useLanguage(): LanguageContextValue {
  const value = useContext(LanguageContext);
  if (!value) throw new Error("useLanguage outside LanguageProvider");
  return value;
}

/**
 * An address that forces a language (`/nl/...`; docs/product/language.md:
 * route parameters can switch it) makes it the page's language and the stored one, also after Back or Forward.
 */
export function useUrlLanguage(path: string): void {
  const forced = forcedLanguageOf(path);
  const { setLanguage } = useLanguage();
  useEffect(() => {
    if (forced) setLanguage(forced);
  }, [forced, setLanguage]);
}

/** What the browser's dictionaries hold: every section, none of the server-only namespaces. */
export type ClientTranslationFunctions = Omit<TranslationFunctions, Namespaces>;

/** The typed dictionary of the current language: `LL.wizard.title()`. */
export function useLL(): ClientTranslationFunctions {
  return useI18nContext().LL;
}
