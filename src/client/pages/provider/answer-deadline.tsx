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

/**
 * "Appeler le client au plus tard le 01/12/2026 à 10:15" / "Bel de klant uiterlijk op …": an
 * accepted project not yet noted as called (docs/product/customer-controls.md, "Call by"), on the
 * provider's list cards and rows; once passed, "Appel attendu depuis le …", in orange.
 */
export function ListCallBy({ deadline, ...props }: { deadline: Date } & TextProps) {
  const LL = useLL();
  const when = formatDayAndTime(lastMinuteOf(deadline));
  const passed = deadline.getTime() <= Date.now();
  return (
    <Text size="sm" fw={passed ? 600 : undefined} c={passed ? "orange.9" : "gray.7"} data-testid="list-call-by" {...props}>
      {passed ? LL.provider.listCallByPassed(when) : LL.provider.listCallBy(when)}
    </Text>
  );
}
