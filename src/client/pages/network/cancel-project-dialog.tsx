import { Button, Group, Modal, Stack, Text } from "@mantine/core";
import { ProjectStatus } from "@/shared/project-statuses";
import { useLL } from "../../i18n/language";
import { trpc } from "../../trpc";
import { messageOf, toastError, toastSuccess } from "./shared";

/**
 * Cancel Project: asks first, then cancels (docs/product/screens-and-routes.md). It says who is told
 * (docs/product/notifications.md): the customer always; the provider too while it has to answer or has accepted.
 */
export function CancelProjectDialog({
  projectId,
  statusId,
  opened,
  onClose,
  onDone,
}: {
  projectId: number;
  statusId: number;
  opened: boolean;
  onClose: () => void;
  onDone: () => void;
}) {
  const LL = useLL();
  const t = LL.network.projectDetails;
  const cancel = trpc.network.projects.cancel.useMutation();
  const confirm = () =>
    cancel.mutate(
      { projectId },
      {
        onSuccess: () => {
          toastSuccess("cancel", LL.api.projectCancelled());
          onClose();
          onDone();
        },
        onError: (error) => toastError("cancel", messageOf(error, LL.network.fallback.cancelFailed())),
      },
    );
  return (
    <Modal opened={opened} onClose={onClose} title={t.cancelConfirmTitle()} centered>
      <Stack>
        <Text>{t.cancelConfirmText()}</Text>
        <Text size="sm" c="gray.7" data-testid="cancel-who-is-told">
          {statusId === ProjectStatus.New || statusId === ProjectStatus.Accepted ? t.cancelWhoIsToldWithProvider() : t.cancelWhoIsTold()}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t.keep()}
          </Button>
          <Button color="red" loading={cancel.isPending} onClick={confirm}>
            {t.cancelConfirm()}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
