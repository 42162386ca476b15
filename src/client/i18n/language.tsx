import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from "react";
import type { Language } from "@/shared/catalog-types";
import TypesafeI18n, { useI18nContext } from "@/shared/i18n/i18n-react";
import { loadAllLocales } from "@/shared/i18n/i18n-util.sync";
import { forcedLanguageOf } from "../pages/public/home/active-category";

loadAllLocales();

/** The spec's local-storage key for the language (spec section 3). */
export const languageStorageKey = "language";

/**
 * The language a page opens in (spec section 4): the one a home address forces (`/nl`,
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
  setLanguage(language: Language): void;
}

const LanguageContext = createContext<LanguageContextValue | null>(null);

export function LanguageProvider({ children, initial }: { children: ReactNode; initial?: Language }) {
  const [language, setLanguageState] = useState<Language>(() => initial ?? initialLanguage());
  const setLanguage = useCallback((next: Language) => {
    setLanguageState(next);
    safeStorage()?.setItem(languageStorageKey, next.toUpperCase());
  }, []);
  useEffect(() => {
    document.documentElement.lang = language === "nl" ? "nl-BE" : "fr-BE";
  }, [language]);
  const value = useMemo(() => ({ language, setLanguage }), [language, setLanguage]);
  return (
    <LanguageContext.Provider value={value}>
      <TypesafeI18n locale={language} key={language}>
        {children}
      </TypesafeI18n>
    </LanguageContext.Provider>
  );
}

export function useLanguage(): LanguageContextValue {
  const value = useContext(LanguageContext);
  if (!value) throw new Error("useLanguage outside LanguageProvider");
  return value;
}

/** The typed dictionary of the current language: `LL.wizard.title()`. */
export function useLL() {
  return useI18nContext().LL;
}
