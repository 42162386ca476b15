import { MantineProvider, MantineThemeProvider } from "@mantine/core";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, useMemo, useState } from "react";
import { NotificationsHost } from "./components/notifications-host";
import { notify } from "./components/notify";
import { type ClientTranslationFunctions, LanguageProvider, useLL } from "./i18n/language";
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
      <LanguageProvider initial={language} onSwitchFailed={toastSwitchFailed}>
        {/* The theme's CSS variables are in the stylesheet (theme-variables.css, bun run theme-css). */}
        <MantineProvider theme={theme} withCssVariables={false}>
          <NotificationsHost />
          <NamedCloseButtons>{children}</NamedCloseButtons>
        </MantineProvider>
      </LanguageProvider>
    </QueryClientProvider>
  );
}

/** A language whose dictionary could not be downloaded (docs/product/language.md). */
function toastSwitchFailed(shown: ClientTranslationFunctions) {
  notify({ id: "language-load-failed", color: "red", message: shown.common.language.loadFailed() });
}

/**
 * Every dialog's and drawer's close button is named in the page's language ("Fermer" / "Sluiten"):
 * Mantine's has only an icon (docs/product/accessibility.md). By name, so that no page loads the
 * dialog's code before it opens one.
 */
function NamedCloseButtons({ children }: { children: ReactNode }) {
  const close = useLL().common.close();
  const named = useMemo(() => {
    const defaultProps = { closeButtonProps: { "aria-label": close } };
    return { components: { Modal: { defaultProps }, Drawer: { defaultProps } } };
  }, [close]);
  return (
    <MantineThemeProvider theme={named} inherit>
      {children}
    </MantineThemeProvider>
  );
}
