import { Anchor, Box, Button, Container, Group, Menu, Text } from "@mantine/core";
import { Link, useLocation } from "wouter";
import type { Language } from "@/shared/catalog-types";
import { pushEvent } from "../analytics/data-layer";
import { useLanguage, useLL } from "../i18n/language";
import { activeCategoryPath, activeCategoryRule } from "../pages/public/home/active-category";
import { BrandMark } from "./brand-mark";
import { useStoredLogin } from "../auth/login-state";
import { ConsoleLinks } from "./console-links";

/** Page header: brand link to home and the NL/FR language menu (spec section 2, page frame). */
export function Header() {
  const LL = useLL();
  const { language, setLanguage } = useLanguage();
  const [location, navigate] = useLocation();
  const { loginType } = useStoredLogin();
  const signedIn = loginType === "network" || loginType === "provider";

  const choose = (next: string) => {
    if (next !== "fr" && next !== "nl") return;
    const lang = next as Language;
    if (lang === language) return;
    // On a home URL that forces a language, go to the same URL of the chosen language.
    const rule = activeCategoryRule(location.replace(/^\//, ""));
    if (rule && location.split("/").length === 2) navigate(activeCategoryPath(rule, lang), { replace: true });
    setLanguage(lang);
    pushEvent({ event: "language_change", language: lang });
  };

  return (
    <Box component="header" className="hs-header">
      <Container size="lg" h="100%">
        <Group justify="space-between" h="100%" wrap="nowrap">
          <Anchor component={Link} href="/" className="hs-brand" aria-label={LL.common.brandHome()} underline="never">
            <BrandMark />
            {/* Signed in on a phone, the console links need the room: the mark alone names the site. */}
            <Text component="span" fw={700} fz={{ base: "md", sm: "lg" }} c="brand.8" visibleFrom={signedIn ? "sm" : undefined}>
              {LL.common.brand()}
            </Text>
          </Anchor>
          <Group gap="xs" wrap="nowrap">
          <ConsoleLinks />
          <Menu position="bottom-end" withinPortal shadow="md" width={180}>
            <Menu.Target>
              <Button variant="default" aria-label={LL.common.language.menuLabel({ current: language.toUpperCase() })}>
                {language.toUpperCase()}
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Label>{LL.common.language.menuTitle()}</Menu.Label>
              <Menu.RadioGroup value={language} onChange={choose}>
                <Menu.RadioItem value="nl" lang="nl" closeMenuOnClick>
                  {LL.common.language.nl()} (NL)
                </Menu.RadioItem>
                <Menu.RadioItem value="fr" lang="fr" closeMenuOnClick>
                  {LL.common.language.fr()} (FR)
                </Menu.RadioItem>
              </Menu.RadioGroup>
            </Menu.Dropdown>
          </Menu>
          </Group>
        </Group>
      </Container>
    </Box>
  );
}
