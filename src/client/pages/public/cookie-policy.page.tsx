import { Anchor, Box, Button, Container, Paper, Stack, Table, Text, Title } from "@mantine/core";
import { Link } from "wouter";
import { openConsentBanner } from "../../analytics/consent";
import { MailboxLine, PolicySection } from "../../components/policy";
import { RichText } from "../../components/rich-text";
import { usePage } from "../../components/use-page";
import { insurerName, privacyMailbox } from "../../config";
import { useLanguage, useLL } from "../../i18n/language";

/** cookiepolicy: the cookie list with durations, the banner's options, links to the privacy policy and the cookie settings. */
export default function CookiePolicyPage() {
  const LL = useLL();
  const c = LL.policies.cookie;
  const { language } = useLanguage();
  const args = { insurer: insurerName(language), mailbox: privacyMailbox() };
  usePage("cookie-policy", c.pageName());
  const rows = [
    [c.consentName(), c.consentPurpose(), c.consentDuration()],
    [c.analyticsName(), c.analyticsPurpose(), c.analyticsDuration()],
    [c.loadBalancingName(), c.loadBalancingPurpose(), c.loadBalancingDuration()],
  ] as const;
  return (
    <Container size="md" py={{ base: "xl", sm: 56 }}>
      <Title order={1} mb="xs">
        {c.title()}
      </Title>
      <Text fw={600} mb="lg">
        {LL.policies.lastUpdated()}
      </Text>
      <Text fz="lg" mb="xl">
        {c.intro()}
      </Text>
      <Stack gap="xl">
        <PolicySection id="cookie-what" title={c.whatTitle()}>
          <RichText text={c.whatBody()} />
        </PolicySection>
        <PolicySection id="cookie-controller" title={c.controllerTitle()}>
          <RichText text={c.controllerBody(args)} />
          <MailboxLine />
        </PolicySection>
        <PolicySection id="cookie-list" title={c.listTitle()}>
          <Box visibleFrom="sm">
            <Table striped withTableBorder verticalSpacing="sm" captionSide="top">
              <Table.Caption c="var(--mantine-color-text)" ta="left" fw={600}>
                {c.listCaption()}
              </Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{c.columnType()}</Table.Th>
                  <Table.Th scope="col">{c.columnPurpose()}</Table.Th>
                  <Table.Th scope="col">{c.columnDuration()}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map(([name, purpose, duration]) => (
                  <Table.Tr key={name}>
                    <Table.Th scope="row">{name}</Table.Th>
                    <Table.Td>{purpose}</Table.Td>
                    <Table.Td>{duration}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Box>
          <Stack hiddenFrom="sm" gap="sm" component="ul" className="hs-plain-list">
            {rows.map(([name, purpose, duration]) => (
              <Paper key={name} component="li" withBorder p="md" radius="md">
                <Title order={3} size="h5" mb={4}>
                  {name}
                </Title>
                <Text fz="sm" mb={6}>
                  {purpose}
                </Text>
                <Text fz="sm" fw={600}>
                  {c.durationLine({ duration })}
                </Text>
              </Paper>
            ))}
          </Stack>
        </PolicySection>
        <PolicySection id="cookie-banner" title={c.bannerTitle()}>
          <RichText text={c.bannerBody()} />
          <Stack gap="sm" align="flex-start">
            <Anchor component={Link} href="/cookiesettings" underline="always">
              {c.settingsLink()}
            </Anchor>
            <Button variant="outline" onClick={openConsentBanner}>
              {LL.common.footer.cookiePreferences()}
            </Button>
          </Stack>
        </PolicySection>
        <PolicySection id="cookie-browser" title={c.browserTitle()}>
          <RichText text={c.browserBody()} />
        </PolicySection>
        <PolicySection id="cookie-more" title={c.moreTitle()}>
          <RichText text={c.moreBody()} />
          <Anchor component={Link} href="/privacypolicy" underline="always">
            {c.privacyLink()}
          </Anchor>
        </PolicySection>
      </Stack>
    </Container>
  );
}
