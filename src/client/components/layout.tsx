import { Box } from "@mantine/core";
import { type ReactNode, useEffect } from "react";
import { useLocation } from "wouter";
import { setAnalyticsLanguage } from "../analytics/data-layer";
import { startTagManager, tagManagerFollowsAddress } from "../analytics/tag-manager";
import { useLanguage, useLL } from "../i18n/language";
import { ConsentBanner } from "./consent-banner";
import { ErrorBoundary } from "./error-boundary";
import { Footer } from "./footer";
import { Header } from "./header";

/** The page frame: skip link, header, main content behind the error boundary, footer, consent banner. */
export function Layout({ children }: { children: ReactNode }) {
  const LL = useLL();
  const { language } = useLanguage();
  const [location] = useLocation();
  // Set during render so that the pages' effects already push the right language.
  setAnalyticsLanguage(language);

  useEffect(() => startTagManager(), []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `location` is the trigger: a new page starts at the top.
  useEffect(() => {
    window.scrollTo(0, 0);
    tagManagerFollowsAddress();
  }, [location]);

  return (
    <Box className="hs-shell">
      <a href="#main" className="hs-skip-link">
        {LL.common.skipToContent()}
      </a>
      <Header />
      <Box component="main" id="main" tabIndex={-1} className="hs-main">
        <ErrorBoundary resetKey={location}>{children}</ErrorBoundary>
      </Box>
      <Footer />
      <ConsentBanner />
    </Box>
  );
}
