import { Button, Group, Modal, Stack, Text } from "@mantine/core";
import type { ReactNode } from "react";

/**
 * A question before an action that cannot be taken back: the text names what will happen, two
 * buttons. It opens with the focus on "cancel", so that a stray Enter or tap takes nothing back
 * (docs/product/accessibility.md); closing hands the focus back to what opened it.
 */
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
  afterClose,
  children,
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
  /** Once it has closed: where the focus goes when what opened it is gone (a removed line). */
  afterClose?: () => void;
  /** What the action needs to know, between the text and the buttons (a refusal's reason). */
  children?: ReactNode;
}) {
  return (
    // A long title (an e-mail address, a file name) wraps instead of pushing the close button off a phone's screen.
    // Mantine's close button shows only an icon: named "Fermer" / "Sluiten" (docs/product/accessibility.md).
    <Modal
      opened={opened}
      onClose={onClose}
      onExitTransitionEnd={afterClose}
      title={title}
      centered
      styles={{ title: { overflowWrap: "anywhere", minWidth: 0 } }}
    >
      <Stack>
        <Text style={{ overflowWrap: "anywhere" }}>{text}</Text>
        {children}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} data-autofocus>
            {cancelLabel}
          </Button>
          <Button color={color} loading={loading} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
