import { Button, Container, Text, Title } from "@mantine/core";
import { openConsentBanner } from "../../analytics/consent";
import { usePage } from "../../components/use-page";
import { useLL } from "../../i18n/language";

/** cookiesettings: a single cookie-settings button that reopens the consent banner. */
export default function CookieSettingsPage() {
  const LL = useLL();
  const s = LL.policies.settings;
  usePage("cookie-settings", s.pageName());
  return (
    <Container size="sm" py={{ base: "xl", sm: 64 }}>
      <Title order={1} mb="md">
        {s.title()}
      </Title>
      <Text mb="lg">{s.text()}</Text>
      <Button size="md" onClick={openConsentBanner}>
        {s.button()}
      </Button>
    </Container>
  );
}
