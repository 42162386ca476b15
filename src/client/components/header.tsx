import { Anchor, Box, Container, Group, Text } from "@mantine/core";
import { lazy, Suspense } from "react";
import { Link } from "wouter";
import { withAllTexts } from "../i18n/dictionary-parts";
import { useLL } from "../i18n/language";
import { BrandMark } from "./brand-mark";
import { useStoredLogin } from "../auth/login-state";
import { LanguageButton } from "./language-button";

/**
 * The console links (with Mantine's Menu and its positioning library) are a chunk of their own:
 * a public page, where nobody is signed in, never downloads them (docs/product/seo.md, page weight).
 */
const ConsoleLinks = lazy(withAllTexts(() => import("./console-links")));

/** Page header: brand link to home and the NL/FR language menu (docs/product/screens-and-routes.md, page frame). */
export function Header() {
  const LL = useLL();
  const { loginType } = useStoredLogin();
  const signedIn = loginType === "network" || loginType === "provider";

  return (
    <Box component="header" className="hs-header">
      <Container size="lg" h="100%">
        <Group justify="space-between" h="100%" wrap="nowrap">
          <Anchor component={Link} href="/" className="hs-brand" aria-label={LL.common.brandHome()} underline="never">
            <BrandMark />
            {/* Signed in below 992 px, the console links need the room: the mark alone names the site. */}
            <Text component="span" fw={700} fz={{ base: "md", sm: "lg" }} c="brand.8" visibleFrom={signedIn ? "md" : undefined}>
              {LL.common.brand()}
            </Text>
          </Anchor>
          <Group gap="xs" wrap="nowrap">
            {signedIn ? (
              <Suspense fallback={null}>
                <ConsoleLinks />
              </Suspense>
            ) : null}
            <LanguageButton />
          </Group>
        </Group>
      </Container>
    </Box>
  );
}
