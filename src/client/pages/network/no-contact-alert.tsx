import { Alert, Button, Stack, Text } from "@mantine/core";
import { formatDateTime } from "../../components/format";
import { useLL } from "../../i18n/language";
import { trpc } from "../../trpc";
import { messageOf, toastError, toastSuccess } from "./shared";

/**
 * An open "not contacted yet" report of the customer (docs/product/customer-controls.md): said at
 * the top of the project, with "mark as handled" once the network has called.
 */
export function NoContactAlert({ projectId, reportedAt, onHandled }: { projectId: number; reportedAt: Date; onHandled: () => void }) {
  const LL = useLL();
  const t = LL.network.projectDetails;
  const handle = trpc.network.projects.markNoContactHandled.useMutation();
  const done = () =>
    handle.mutate(
      { id: projectId },
      {
        onSuccess: () => {
          toastSuccess("no-contact", LL.api.noContactHandled());
          onHandled();
        },
        onError: (error) => {
          toastError("no-contact", messageOf(error, LL.network.fallback.changeFailed()));
          onHandled();
        },
      },
    );
  return (
    <Alert color="orange" title={t.noContactTitle()} data-testid="no-contact-alert">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{t.noContactText({ date: formatDateTime(reportedAt) })}</Text>
        <Button size="compact-md" variant="white" color="orange" onClick={done} loading={handle.isPending}>
          {t.noContactHandle()}
        </Button>
      </Stack>
    </Alert>
  );
}
