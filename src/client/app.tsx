import type { QueryClient } from "@tanstack/react-query";
import { Router } from "wouter";
import type { Language } from "@/shared/catalog-types";
import { Providers } from "./providers";
import { AppRouter } from "./router";

export interface AppProps {
  /** Set on the server: the path being rendered (the browser reads its own location). */
  ssrPath?: string;
  queryClient?: QueryClient;
  language?: Language;
}

export function App({ ssrPath, queryClient, language }: AppProps) {
  return (
    <Providers queryClient={queryClient} language={language}>
      <Router ssrPath={ssrPath}>
        <AppRouter />
      </Router>
    </Providers>
  );
}
