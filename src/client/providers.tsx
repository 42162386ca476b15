import { MantineProvider } from "@mantine/core";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { NotificationsHost } from "./components/notifications-host";
import { LanguageProvider } from "./i18n/language";
import type { Language } from "@/shared/catalog-types";
import { theme } from "./theme";

export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { staleTime: 60_000, retry: 1 } } });
}

/** Query cache, language, Mantine and toasts. The server passes its own query client and language. */
export function Providers({ children, queryClient: given, language }: { children: ReactNode; queryClient?: QueryClient; language?: Language }) {
  const [queryClient] = useState(() => given ?? createQueryClient());
  return (
    <QueryClientProvider client={queryClient}>
      <LanguageProvider initial={language}>
        <MantineProvider theme={theme}>
          <NotificationsHost />
          {children}
        </MantineProvider>
      </LanguageProvider>
    </QueryClientProvider>
  );
}
