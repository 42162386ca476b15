import { Button, Container, Text, Title } from "@mantine/core";
import { openConsentBanner, useConsent } from "../../analytics/consent";
import { usePage } from "../../components/use-page";
import { useLL } from "../../i18n/language";

/** cookiesettings: the choice kept in this browser, and one button that reopens the consent banner. */
export default function CookieSettingsPage() {
  const LL = useLL();
  const s = LL.policies.settings;
  usePage("cookie-settings", s.pageName());
  const { choice } = useConsent();
  const current = choice === null ? s.currentNone() : choice.analytics ? s.currentAnalytics() : s.currentNecessary();
  return (
    <Container size="sm" py={{ base: "xl", sm: 64 }}>
      <Title order={1} mb="md">
        {s.title()}
      </Title>
      <Text mb="md">{s.text()}</Text>
      <Text mb="lg" fw={600} data-testid="consent-current">
        {current}
      </Text>
      <Button size="md" onClick={openConsentBanner}>
        {s.button()}
      </Button>
    </Container>
  );
}
