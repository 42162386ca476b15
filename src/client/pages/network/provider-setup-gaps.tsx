import { Alert, List, Text } from "@mantine/core";
import type { SetupGap } from "@/shared/provider-setup-gaps";
import { useLL } from "../../i18n/language";

/**
 * What an active provider still lacks to get and answer requests (docs/product/consoles.md,
 * "A provider not fully set up"): a line under its name in the list, an alert on its page.
 */
export function SetupGapsLine({ gaps, size }: { gaps: readonly SetupGap[]; size: "xs" | "sm" }) {
  const t = useLL().network.setupGaps;
  if (gaps.length === 0) return null;
  return (
    <Text size={size} fw={600} c="red.8">
      {t.listLine({ gaps: gaps.map((gap) => t[gap]()).join(", ") })}
    </Text>
  );
}

export function SetupGapsAlert({ gaps }: { gaps: readonly SetupGap[] }) {
  const t = useLL().network.setupGaps;
  if (gaps.length === 0) return null;
  return (
    <Alert color="yellow" variant="light" title={t.alertTitle()} role="status">
      <List size="sm" spacing={4}>
        {gaps.map((gap) => (
          <List.Item key={gap}>{t[`${gap}Text`]()}</List.Item>
        ))}
      </List>
    </Alert>
  );
}
