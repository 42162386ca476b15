import { MantineProvider } from "@mantine/core";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { NotificationsHost } from "./components/notifications-host";
import { LanguageProvider } from "./i18n/language";
import type { Language } from "@/shared/catalog-types";
import { theme } from "./theme";
import { themeCssVariables } from "./theme-css.macro" with { type: "macro" };

/** Computed when the client is built (./theme-css.macro.tsx). */
const themeCss = themeCssVariables();

export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { staleTime: 60_000, retry: 1 } } });
}

/** Query cache, language, Mantine and toasts. The server passes its own query client and language. */
export function Providers({ children, queryClient: given, language }: { children: ReactNode; queryClient?: QueryClient; language?: Language }) {
  const [queryClient] = useState(() => given ?? createQueryClient());
  return (
    <QueryClientProvider client={queryClient}>
      <LanguageProvider initial={language}>
        <MantineProvider theme={theme} withCssVariables={false}>
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: CSS built from our theme by Mantine when the client is built, no user input; as a text child React would escape its quotes. */}
          <style data-mantine-styles="true" dangerouslySetInnerHTML={{ __html: themeCss }} />
          <NotificationsHost />
          {children}
        </MantineProvider>
      </LanguageProvider>
    </QueryClientProvider>
  );
}
