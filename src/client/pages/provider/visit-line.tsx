import { Text, type TextProps } from "@mantine/core";
import { formatDayAndTime } from "../../components/format";
import { useLL } from "../../i18n/language";

/**
 * "Rendez-vous le 03/12/2026 à 14:00" / "Afspraak op 03/12/2026 om 14:00": an accepted project's
 * planned visit on the provider's list cards and rows (docs/product/customer-controls.md, "Visit planned").
 */
export function VisitLine({ visitAt, ...props }: { visitAt: Date } & TextProps) {
  const LL = useLL();
  return (
    <Text size="sm" fw={600} c="teal.9" data-testid="list-visit" {...props}>
      {LL.provider.listVisit(formatDayAndTime(visitAt))}
    </Text>
  );
}
