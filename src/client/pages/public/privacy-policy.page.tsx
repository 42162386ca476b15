import { Anchor, Container, Stack, Text, Title } from "@mantine/core";
import { MailboxLine, PolicySection } from "../../components/policy";
import { Link } from "wouter";
import { RichText } from "../../components/rich-text";
import { usePage } from "../../components/use-page";
import { insurerName, privacyMailbox } from "../../config";
import { useLanguage, useLL } from "../../i18n/language";

/** privacypolicy: the full privacy notice in the page's language (docs/product/personal-data.md). */
export default function PrivacyPolicyPage() {
  const LL = useLL();
  usePage("privacy-policy", LL.policies.privacy.pageName());
  return (
    <Container size="md" py={{ base: "xl", sm: 56 }}>
      <Title order={1} mb="xs">
        {LL.policies.privacy.title()}
      </Title>
      <PrivacyPolicyText />
    </Container>
  );
}

/** The notice below its title: the page gives it an h1, the wizard's dialog its own title. */
export function PrivacyPolicyText() {
  const LL = useLL();
  const p = LL.policies.privacy;
  const { language } = useLanguage();
  const args = { insurer: insurerName(language), mailbox: privacyMailbox() };
  return (
    <>
      <Text fw={600} mb="lg">
        {LL.policies.lastUpdated()}
      </Text>
      <Text fz="lg" mb="xl">
        {p.intro()}
      </Text>
      <Stack gap="xl">
        <PolicySection id="privacy-controller" title={p.controllerTitle()}>
          <RichText text={p.controllerBody(args)} />
          <MailboxLine />
        </PolicySection>
        <PolicySection id="privacy-data" title={p.dataTitle()}>
          <RichText text={p.dataBody()} />
        </PolicySection>
        <PolicySection id="privacy-purposes" title={p.purposesTitle()}>
          <RichText text={p.purposesBody()} />
        </PolicySection>
        <PolicySection id="privacy-recipients" title={p.recipientsTitle()}>
          <RichText text={p.recipientsBody()} />
        </PolicySection>
        <PolicySection id="privacy-retention" title={p.retentionTitle()}>
          <RichText text={p.retentionBody()} />
        </PolicySection>
        <PolicySection id="privacy-cookies" title={p.cookiesTitle()}>
          <RichText text={p.cookiesBody()} />
          <Anchor component={Link} href="/cookiepolicy" underline="always">
            {p.cookiesLink()}
          </Anchor>
        </PolicySection>
        <PolicySection id="privacy-rights" title={p.rightsTitle()}>
          <RichText text={p.rightsBody(args)} />
          <MailboxLine />
        </PolicySection>
        <PolicySection id="privacy-security" title={p.securityTitle()}>
          <RichText text={p.securityBody()} />
        </PolicySection>
        <PolicySection id="privacy-changes" title={p.changesTitle()}>
          <RichText text={p.changesBody()} />
          <Text fw={600}>{LL.policies.lastUpdated()}</Text>
        </PolicySection>
      </Stack>
    </>
  );
}
