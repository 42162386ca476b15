import { MantineProvider } from "@mantine/core";
import { Notifications } from "@mantine/notifications";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { LanguageProvider } from "./i18n/language";
import { theme } from "./theme";

export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(() => new QueryClient({ defaultOptions: { queries: { staleTime: 60_000, retry: 1 } } }));
  return (
    <QueryClientProvider client={queryClient}>
      <LanguageProvider>
        <MantineProvider theme={theme}>
          <Notifications autoClose={5000} position="top-right" />
          {children}
        </MantineProvider>
      </LanguageProvider>
    </QueryClientProvider>
  );
}
