import { Button } from "@mantine/core";
import { useState } from "react";
import { amountTextFromCents, centsFromAmountText } from "@/shared/money";
import { ConfirmDialog } from "../../components/confirm-dialog";
import { InvoiceAmountInput } from "../../components/invoice-amount-input";
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
  const [amount, setAmount] = useState("");
  const [amountError, setAmountError] = useState<string | null>(null);

  const open = () => {
    setAmount(currentAmountCents === null ? "" : amountTextFromCents(currentAmountCents).replace(".", ","));
    setAmountError(null);
    setOpened(true);
  };
  const save = () => {
    if (centsFromAmountText(amount) === undefined) return setAmountError(LL.api.invoiceAmountInvalid());
    correct.mutate(
      { id: projectId, amount },
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
        <InvoiceAmountInput
          value={amount}
          error={amountError}
          onChange={(value) => {
            setAmount(value);
            setAmountError(null);
          }}
        />
      </ConfirmDialog>
    </>
  );
}
