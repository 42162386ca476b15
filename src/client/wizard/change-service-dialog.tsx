import { Button, Group, Modal, Stack, Text } from "@mantine/core";
import { useLL } from "@/client/i18n/language";

interface ChangeServiceDialogProps {
  opened: boolean;
  onConfirm(): void;
  onCancel(): void;
}

/** Asked before a change of category, sub-category or service once a service was chosen. */
export function ChangeServiceDialog({ opened, onConfirm, onCancel }: ChangeServiceDialogProps) {
  const LL = useLL();
  return (
    <Modal opened={opened} onClose={onCancel} title={LL.wizard.changeDialog.title()} centered>
      <Stack gap="sm">
        <Text>{LL.wizard.changeDialog.text()}</Text>
        <Text>{LL.wizard.changeDialog.searchAgain()}</Text>
        <Group justify="flex-end" mt="sm" gap="sm">
          <Button variant="default" onClick={onCancel} data-autofocus>
            {LL.wizard.changeDialog.cancel()}
          </Button>
          <Button color="orange" onClick={onConfirm}>
            {LL.wizard.changeDialog.confirm()}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
