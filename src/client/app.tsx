import type { QueryClient } from "@tanstack/react-query";
import { Router } from "wouter";
import { usePathname } from "wouter/use-browser-location";
import type { Language } from "@/shared/catalog-types";
import { routerBaseOf } from "@/client/i18n/language-urls";
import { Providers } from "./providers";
import { useUrlLanguage } from "./i18n/language";
import { AppRouter } from "./router";

export interface AppProps {
  /** Set on the server: the path being rendered (the browser reads its own location). */
  ssrPath?: string;
  queryClient?: QueryClient;
  language?: Language;
}

/**
 * On a language address (`/nl/service/9`, docs/decisions/0027-language-urls.md) the routes work
 * under its prefix, so every link of the page stays in that language; the address's language
 * is the page's.
 */
function LanguageRouter({ ssrPath }: { ssrPath?: string }) {
  const path = usePathname({ ssrPath });
  useUrlLanguage(path);
  return (
    <Router ssrPath={ssrPath} base={routerBaseOf(path)}>
      <AppRouter />
    </Router>
  );
}

export function App({ ssrPath, queryClient, language }: AppProps) {
  return (
    <Providers queryClient={queryClient} language={language}>
      <LanguageRouter ssrPath={ssrPath} />
    </Providers>
  );
}
