import { Button, Group, Modal, Stack, Text, Textarea } from "@mantine/core";
import { useState } from "react";
import { additionSchema, maxAdditionLength } from "@/shared/schemas/customer-controls";
import { isValidationKey } from "@/shared/message-keys";
import { trimVisible } from "@/shared/text";
import { useLL } from "../../i18n/language";

interface DialogProps {
  opened: boolean;
  onClose: () => void;
  title: string;
  text: string;
  label: string;
  confirmLabel: string;
  /** Resolves true once added; on a refusal it has told the person why and resolves false. */
  onSave: (text: string) => Promise<boolean>;
  /** The text's rule and its longest length: an addition's unless said (a complaint's is longer). */
  rule?: { schema: typeof additionSchema; max: number };
}

/**
 * "Add to my request" (docs/product/customer-controls.md): one text, 1 to 1,000 characters, checked
 * here with the server's own rule before `onSave`; "A problem after the job" uses it with its own rule. Used by the status page (the customer) and the
 * network console (for a customer who phoned). Its form is drawn only while open, so each opening
 * starts empty; closing hands the focus back to the button that opened it.
 */
export function AdditionDialog({ opened, onClose, title, ...form }: DialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      <AdditionForm onClose={onClose} {...form} />
    </Modal>
  );
}

function AdditionForm({
  onClose,
  text,
  label,
  confirmLabel,
  onSave,
  rule = { schema: additionSchema, max: maxAdditionLength },
}: Omit<DialogProps, "opened" | "title">) {
  const LL = useLL();
  const C = LL.customerControls;
  const [value, setValue] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [attempted, setAttempted] = useState(false);
  const [busy, setBusy] = useState(false);

  function check(next: string) {
    const parsed = rule.schema.safeParse({ text: next });
    const message = parsed.success ? undefined : parsed.error.issues[0]?.message;
    setError(message === undefined ? undefined : isValidationKey(message) ? LL.validation[message]() : C.actionFailed());
    return parsed;
  }

  async function save() {
    setAttempted(true);
    const parsed = check(value);
    if (!parsed.success) return;
    setBusy(true);
    try {
      if (await onSave(parsed.data.text)) onClose();
    } finally {
      setBusy(false);
    }
  }

  return (
    <Stack>
      <Text size="sm">{text}</Text>
      <Textarea
        label={label}
        withAsterisk
        data-autofocus
        autosize
        minRows={4}
        maxRows={12}
        value={value}
        error={error}
        // Counted as the rule counts it: without the spaces around the text.
        description={C.additionCount({ count: trimVisible(value).length, max: rule.max })}
        onChange={(event) => {
          setValue(event.currentTarget.value);
          if (attempted) check(event.currentTarget.value);
        }}
      />
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {C.cancel()}
        </Button>
        <Button loading={busy} onClick={() => void save()}>
          {confirmLabel}
        </Button>
      </Group>
    </Stack>
  );
}
