import { Button } from "@mantine/core";
import { useState } from "react";
import { displayFileName } from "@/shared/uploads";
import { ConfirmDialog } from "../../components/confirm-dialog";
import { useLL } from "../../i18n/language";
import { trpc } from "../../trpc";
import { messageOf, toastError, toastSuccess } from "./shared";

/**
 * "Retirer / Verwijderen" beside a customer file, for a customer who asks the network to remove a
 * photo sent by mistake (docs/product/customer-controls.md, "On the customer's behalf"): shown
 * under the status page's own rule, confirmed in a dialog. Returns the button for a file and the dialog.
 */
export function useRemoveCustomerFile(projectId: number, onRemoved: () => void) {
  const LL = useLL();
  const t = LL.network.customerRequests;
  const utils = trpc.useUtils();
  // The page's address may hold no valid id: then there is nothing to ask.
  const summary = trpc.network.customerControls.summary.useQuery({ projectId }, { enabled: Number.isInteger(projectId) && projectId > 0 });
  const remove = trpc.network.customerControls.removeFile.useMutation();
  const [asked, setAsked] = useState<{ id: number; name: string } | null>(null);
  const allowed = summary.data?.actions.canChangeFiles === true && !summary.data.personalDataErasedAt;

  const confirm = (file: { id: number; name: string }) =>
    remove.mutate(
      { projectId, fileId: file.id },
      {
        onSuccess: () => toastSuccess(`remove-file-${projectId}`, t.removeFileDone()),
        onError: (error) => toastError(`remove-file-${projectId}`, messageOf(error, t.failed())),
        onSettled: () => {
          setAsked(null);
          void utils.network.customerControls.summary.invalidate({ projectId });
          onRemoved();
        },
      },
    );

  const button = (file: { id: number; fileName: string }) => {
    if (!allowed) return null;
    const name = displayFileName(file.fileName);
    return (
      <Button
        variant="subtle"
        color="red"
        size="compact-sm"
        style={{ flexShrink: 0 }}
        onClick={() => setAsked({ id: file.id, name })}
        aria-label={t.removeFileLabel({ name })}
      >
        {t.removeFile()}
      </Button>
    );
  };
  const dialog = (
    <ConfirmDialog
      opened={asked !== null}
      title={t.removeFileTitle()}
      text={asked ? t.removeFileText({ name: asked.name }) : ""}
      confirmLabel={t.removeFileConfirm()}
      cancelLabel={LL.network.common.cancel()}
      color="red"
      loading={remove.isPending}
      onConfirm={() => asked && confirm(asked)}
      onClose={() => setAsked(null)}
    />
  );
  return { button, dialog };
}
