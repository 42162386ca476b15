import { Stack, Switch } from "@mantine/core";
import { useLL } from "../i18n/language";

/**
 * The banner's "personalise" switches: a chunk of their own (Mantine's Switch brings its input
 * parts), fetched when a person reaches for the button (docs/product/seo.md, page weight).
 */
export default function ConsentDetails({ analytics, onAnalytics }: { analytics: boolean; onAnalytics: (value: boolean) => void }) {
  const c = useLL().common.consent;
  return (
    <Stack gap="sm" py="xs">
      <Switch checked disabled label={c.necessaryLabel()} description={c.necessaryDescription()} />
      <Switch
        checked={analytics}
        onChange={(event) => onAnalytics(event.currentTarget.checked)}
        label={c.analyticsLabel()}
        description={c.analyticsDescription()}
        data-testid="consent-analytics-switch"
      />
    </Stack>
  );
}
