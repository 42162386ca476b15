import { Text } from "@mantine/core";
import { useLL } from "../i18n/language";

/** "Référence … : abc123" under an error message; nothing without a reference. */
export function ErrorReference({ id }: { id: string | undefined }) {
  const LL = useLL();
  if (!id) return null;
  return (
    <Text size="sm" data-testid="error-reference" data-reference={id}>
      {LL.common.error.reference({ ref: id })}
    </Text>
  );
}
