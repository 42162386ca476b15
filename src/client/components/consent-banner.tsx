import { Anchor, Box, Button, Container, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { lazy, Suspense, useEffect, useId, useRef, useState } from "react";
import { Link } from "wouter";
import { saveConsent, useConsent } from "../analytics/consent";
import { useLL } from "../i18n/language";
import { notify } from "./notify";

const loadDetails = () => import("./consent-details");
const ConsentDetails = lazy(loadDetails);
/** Starts fetching the switches' chunk when a person reaches for the button that shows them. */
const preloadDetails = () => void loadDetails().catch(() => undefined);

/**
 * First-party cookie consent banner: accept all, refuse all, personalise (analytics switch).
 * Shown while there is no valid choice, and when reopened from the footer or cookiesettings.
 */
export function ConsentBanner() {
  const LL = useLL();
  const c = LL.common.consent;
  const { bannerOpen, reopened, choice } = useConsent();
  const [details, setDetails] = useState(false);
  const [analytics, setAnalytics] = useState(choice?.analytics ?? false);
  const titleId = useId();
  const textId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const bannerRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    // The marker that hid the server-rendered banner before the scripts ran has done its job;
    // without it the banner can be reopened.
    if (!bannerOpen) document.documentElement.removeAttribute("data-hs-consent");
  }, [bannerOpen]);

  useEffect(() => {
    if (!bannerOpen) return;
    setAnalytics(choice?.analytics ?? false);
    setDetails(reopened);
    // Reopened on request: move focus into the banner so keyboard users land on it.
    if (reopened) headingRef.current?.focus();
  }, [bannerOpen, reopened, choice]);

  useEffect(() => {
    // The banner's height keeps focused and scrolled-to fields above it (scroll-padding-bottom in styles.css).
    const banner = bannerRef.current;
    const root = document.documentElement;
    if (!bannerOpen || !banner || typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(() => root.style.setProperty("--hs-consent-height", `${Math.ceil(banner.getBoundingClientRect().height)}px`));
    observer.observe(banner);
    return () => {
      observer.disconnect();
      root.style.removeProperty("--hs-consent-height");
    };
  }, [bannerOpen]);

  if (!bannerOpen) return null;

  const done = (value: boolean) => {
    // The banner goes with the choice: the focus it held goes to the page's content, not to <body>.
    if (bannerRef.current?.contains(document.activeElement)) document.getElementById("main")?.focus({ preventScroll: true });
    saveConsent(value);
    notify({ id: "consent-saved", color: "brand", message: c.saved() });
  };

  return (
    <Box className="hs-consent" ref={bannerRef}>
      <Container size="lg" px={{ base: "xs", sm: "md" }}>
        <Paper
          shadow="xl"
          radius="md"
          p={{ base: "sm", sm: "lg" }}
          withBorder
          role="dialog"
          aria-modal="false"
          aria-labelledby={titleId}
          aria-describedby={textId}
        >
          <Stack gap="sm" className="hs-consent-stack">
            <Title order={2} size="h4" id={titleId} ref={headingRef} tabIndex={-1} className={details ? undefined : "hs-consent-title"}>
              {c.title()}
            </Title>
            {/* On a phone a one-line text and a short link (docs/product/consoles.md, compact banner); the same markup on the server. */}
            <Text id={textId} fz="sm" className={details ? undefined : "hs-consent-long"}>
              {c.text()}{" "}
              <Anchor component={Link} href="/cookiepolicy" fz="sm" underline="always">
                {c.policyLink()}
              </Anchor>
            </Text>
            {details ? null : (
              <Text fz="sm" className="hs-consent-short">
                {c.textShort()}{" "}
                <Anchor component={Link} href="/cookiepolicy" fz="sm" underline="always">
                  {c.policyLinkShort()}
                </Anchor>
              </Text>
            )}
            {details ? (
              <Suspense fallback={null}>
                <ConsentDetails analytics={analytics} onAnalytics={setAnalytics} />
              </Suspense>
            ) : null}
            <Group gap="xs" justify="flex-end" className="hs-consent-actions" data-details={details || undefined} data-testid="consent-actions">
              {details ? (
                <Button variant="default" onClick={() => done(analytics)}>
                  {c.save()}
                </Button>
              ) : (
                <Button
                  variant="default"
                  onPointerEnter={preloadDetails}
                  onFocus={preloadDetails}
                  onTouchStart={preloadDetails}
                  onClick={() => setDetails(true)}
                >
                  {c.personalise()}
                </Button>
              )}
              <Button variant="default" onClick={() => done(false)}>
                {c.refuseAll()}
              </Button>
              <Button onClick={() => done(true)}>{c.acceptAll()}</Button>
            </Group>
          </Stack>
        </Paper>
      </Container>
    </Box>
  );
}
