import { Button } from "@mantine/core";
import { useState } from "react";
import { ConfirmDialog } from "../../components/confirm-dialog";
import { InvoiceAmountInput, useInvoiceAmount } from "../../components/invoice-amount-input";
import { useLL } from "../../i18n/language";
import { trpc } from "../../trpc";
import { messageOf, toastError, toastSuccess } from "./shared";

/**
 * The network corrects a completed project's invoice amount, the file unchanged
 * (docs/product/consoles.md, "The invoice amount"): the current amount is offered, the field
 * applies the server's rule before anything is sent, and the change is audited.
 */
export function CorrectInvoiceAmount({ projectId, currentAmountCents, onDone }: { projectId: number; currentAmountCents: number | null; onDone: () => void }) {
  const LL = useLL();
  const t = LL.network.projectDetails;
  const correct = trpc.network.projects.correctInvoiceAmount.useMutation();
  const utils = trpc.useUtils();
  const [opened, setOpened] = useState(false);
  const amount = useInvoiceAmount();

  const open = () => {
    amount.reset(currentAmountCents);
    setOpened(true);
  };
  const save = () => {
    if (amount.read() === undefined) return;
    correct.mutate(
      { id: projectId, amount: amount.props.value },
      {
        onSuccess: () => {
          setOpened(false);
          toastSuccess("invoice-amount", t.invoiceAmountCorrected());
          // The amount beside the service's median is read again for the new amount.
          void utils.network.projects.invoiceComparison.invalidate({ id: projectId });
          onDone();
        },
        onError: (error) => toastError("invoice-amount", messageOf(error, t.correctInvoiceAmountFailed())),
      },
    );
  };

  return (
    <>
      <Button variant="light" size="compact-sm" onClick={open} mt="xs" style={{ alignSelf: "flex-start" }}>
        {t.correctInvoiceAmount()}
      </Button>
      <ConfirmDialog
        opened={opened}
        title={t.correctInvoiceAmountTitle()}
        text={t.correctInvoiceAmountText()}
        confirmLabel={t.correctInvoiceAmountConfirm()}
        cancelLabel={LL.network.common.cancel()}
        loading={correct.isPending}
        onClose={() => setOpened(false)}
        onConfirm={save}
      >
        <InvoiceAmountInput {...amount.props} />
      </ConfirmDialog>
    </>
  );
}
