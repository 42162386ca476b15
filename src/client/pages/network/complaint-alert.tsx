import { Alert, Button, Stack, Text } from "@mantine/core";
import { formatDate } from "../../components/format";
import { useLL } from "../../i18n/language";
import { trpc } from "../../trpc";
import { messageOf, toastError, toastSuccess } from "./shared";

/**
 * The customer's problems after the job (docs/product/customer-controls.md, "A problem after the
 * job"): the open one at the top of the project, in orange, with "Marquer comme traitée" once the
 * network has dealt with it; those handled before, below it in grey.
 */
export function ComplaintAlert({ projectId, onHandled }: { projectId: number; onHandled: () => void }) {
  const LL = useLL();
  const t = LL.network.projectDetails;
  const utils = trpc.useUtils();
  const complaints = trpc.network.customerControls.complaints.useQuery({ projectId });
  const handle = trpc.network.projects.markComplaintHandled.useMutation();
  const items = complaints.data ?? [];
  if (items.length === 0) return null;
  const open = items.find((c) => c.handledAt === null);
  const handled = items.filter((c) => c.handledAt !== null);
  const done = () =>
    handle.mutate(
      { id: projectId },
      {
        onSuccess: () => toastSuccess("complaint", LL.api.complaintHandled()),
        onError: (error) => toastError("complaint", messageOf(error, LL.network.fallback.changeFailed())),
        onSettled: () => {
          void utils.network.customerControls.complaints.invalidate({ projectId });
          // "Pour le client" offers to note a new one once this one is handled.
          void utils.network.customerControls.summary.invalidate({ projectId });
          onHandled();
        },
      },
    );
  const said = { whiteSpace: "pre-wrap", overflowWrap: "anywhere" } as const;
  return (
    <Stack gap="xs" data-testid="complaints">
      {open && (
        <Alert color="orange" title={t.complaintTitle()} data-testid="complaint-alert">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{t.complaintText({ date: formatDate(open.createdAt) })}</Text>
            <Text size="sm" style={said}>
              {open.text}
            </Text>
            <Button size="compact-md" variant="white" color="orange" onClick={done} loading={handle.isPending}>
              {t.complaintHandle()}
            </Button>
          </Stack>
        </Alert>
      )}
      {handled.map((c) => (
        <Text key={c.id} size="sm" c="gray.7" style={said} data-testid="complaint-handled">
          {t.complaintHandledOn({ date: formatDate(c.createdAt), handled: formatDate(c.handledAt ?? c.createdAt) })} {c.text}
        </Text>
      ))}
    </Stack>
  );
}
