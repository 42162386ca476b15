import { Button, Group, Modal, Stack, Text } from "@mantine/core";

/** A question before an action that cannot be taken back: the text names what will happen, two buttons. */
export function ConfirmDialog({
  opened,
  title,
  text,
  confirmLabel,
  cancelLabel,
  color,
  loading,
  onConfirm,
  onClose,
  focusCancel = false,
}: {
  opened: boolean;
  title: string;
  text: string;
  confirmLabel: string;
  cancelLabel: string;
  color?: string;
  loading?: boolean;
  onConfirm: () => void;
  onClose: () => void;
  /** Focus "cancel" rather than the action, for an action that cannot be undone at all (an erasure). */
  focusCancel?: boolean;
}) {
  return (
    // A long title (an e-mail address, a file name) wraps instead of pushing the close button off a phone's screen.
    // Mantine's close button shows only an icon: named "Fermer" / "Sluiten" (docs/product/accessibility.md).
    <Modal opened={opened} onClose={onClose} title={title} centered styles={{ title: { overflowWrap: "anywhere", minWidth: 0 } }}>
      <Stack>
        <Text style={{ overflowWrap: "anywhere" }}>{text}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} data-autofocus={focusCancel || undefined}>
            {cancelLabel}
          </Button>
          <Button color={color} loading={loading} onClick={onConfirm} data-autofocus={!focusCancel || undefined}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
