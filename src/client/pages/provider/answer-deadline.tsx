import { Text, type TextProps } from "@mantine/core";
import { lastMinuteOf } from "@/shared/answer-deadline";
import { formatDayAndTime } from "../../components/format";
import { useLL } from "../../i18n/language";

/**
 * "Répondre avant le 01/12/2026 à 23:59" / "Antwoorden vóór 01/12/2026 om 23:59": a waiting
 * project's deadline written as its last minute (docs/product/deadlines.md), in orange, on the
 * provider's list cards and rows and beside the project page's repeated Accept/Reject.
 */
export function AnswerDeadline({ deadline, ...props }: { deadline: Date } & TextProps) {
  const LL = useLL();
  return (
    <Text size="sm" fw={600} c="orange.9" data-testid="answer-by" {...props}>
      {LL.provider.answerBy(formatDayAndTime(lastMinuteOf(deadline)))}
    </Text>
  );
}
