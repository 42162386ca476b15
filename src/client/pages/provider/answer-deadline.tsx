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
 * By when to call the customer of an accepted project not yet noted as called (docs/product/
 * customer-controls.md, "Call by"), in orange once passed: on the project page a sentence ("Appelez
 * le client au plus tard le … : passé ce délai…"), on the list's cards and rows a line ("Appeler le
 * client au plus tard le 01/12/2026 à 10:15", "Appel attendu depuis le …").
 */
export function CallBy({ deadline, wording, ...props }: { deadline: Date; wording: "page" | "list" } & TextProps) {
  const LL = useLL();
  const when = formatDayAndTime(lastMinuteOf(deadline));
  const passed = deadline.getTime() <= Date.now();
  const text = wording === "page" ? (passed ? LL.provider.callByPassed : LL.provider.callBy) : passed ? LL.provider.listCallByPassed : LL.provider.listCallBy;
  return (
    <Text size="sm" c={passed ? "orange.9" : "gray.7"} data-testid={wording === "page" ? "call-by" : "list-call-by"} {...props}>
      {text(when)}
    </Text>
  );
}
