import { Anchor, Box, Collapse, Container, Group, Stack, Text, UnstyledButton } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { Link } from "wouter";
import { openConsentBanner } from "../analytics/consent";
import { useLL } from "../i18n/language";
import { DisclosureChevron } from "./disclosure-chevron";

function FooterLinks({ direction }: { direction: "row" | "column" }) {
  const LL = useLL();
  const f = LL.common.footer;
  const Wrapper = direction === "row" ? Group : Stack;
  return (
    <Wrapper component="ul" className="hs-footer-links" gap={direction === "row" ? "lg" : "sm"}>
      <li>
        <Anchor component={Link} href="/privacypolicy" c="white" underline="always">
          {f.privacyPolicy()}
        </Anchor>
      </li>
      <li>
        <Anchor component={Link} href="/cookiepolicy" c="white" underline="always">
          {f.cookiePolicy()}
        </Anchor>
      </li>
      <li>
        <Anchor component="button" type="button" onClick={openConsentBanner} c="white" underline="always" fz="md">
          {f.cookiePreferences()}
        </Anchor>
      </li>
    </Wrapper>
  );
}

/** Page footer: policy links, cookie preferences, rights-reserved line; collapsible on mobile. */
export function Footer() {
  const LL = useLL();
  const f = LL.common.footer;
  const [opened, { toggle }] = useDisclosure(false);
  return (
    <Box component="footer" className="hs-footer" aria-label={f.label()}>
      <Container size="lg" py="lg">
        <Box visibleFrom="sm">
          <Group justify="space-between" align="flex-start" gap="lg">
            <Text c="white" maw={420}>
              {f.tagline()}
            </Text>
            <nav aria-label={f.linksTitle()}>
              <FooterLinks direction="row" />
            </nav>
          </Group>
        </Box>
        <Box hiddenFrom="sm">
          <UnstyledButton onClick={toggle} aria-expanded={opened} aria-controls="footer-links-mobile" className="hs-footer-toggle">
            <span>{f.toggle()}</span>
            <DisclosureChevron open={opened} />
          </UnstyledButton>
          <Collapse expanded={opened} id="footer-links-mobile">
            <nav aria-label={f.linksTitle()}>
              <Box pt="sm">
                <FooterLinks direction="column" />
              </Box>
            </nav>
          </Collapse>
        </Box>
        <Text c="white" fz="sm" mt="lg">
          {f.rights({ year: new Date().getFullYear() })}
        </Text>
      </Container>
    </Box>
  );
}
