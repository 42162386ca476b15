import { MantineProvider, MantineThemeProvider } from "@mantine/core";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, useMemo, useState } from "react";
import { NotificationsHost } from "./components/notifications-host";
import { notify } from "./components/notify";
import { type ClientTranslationFunctions, LanguageProvider, useLL } from "./i18n/language";
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
      <LanguageProvider initial={language} onSwitchFailed={toastSwitchFailed}>
        <MantineProvider theme={theme} withCssVariables={false}>
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: CSS built from our theme by Mantine when the client is built, no user input; as a text child React would escape its quotes. */}
          <style data-mantine-styles="true" dangerouslySetInnerHTML={{ __html: themeCss }} />
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
