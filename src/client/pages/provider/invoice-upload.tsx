import { Stack, Text } from "@mantine/core";
import { Dropzone, type FileRejection } from "@mantine/dropzone";
import { useState } from "react";
import { amountTextFromCents } from "@/shared/money";
import { invoiceContentType, maxFileBytes as maxInvoiceBytes, maxInvoiceFiles } from "@/shared/uploads";
import { messageOf } from "../../components/error-message";
import { notify } from "../../components/notify";
import { useTouchScreen } from "../../components/use-touch-screen";
import { useLL } from "../../i18n/language";
import { trpc } from "../../trpc";
import { ConfirmDialog } from "../../components/confirm-dialog";
import { InvoiceAmountInput, useInvoiceAmount } from "../../components/invoice-amount-input";
import { toast } from "./details-parts";

/** The invoice drop zone of a provider's accepted project (docs/product/screens-and-routes.md). */
export function InvoiceUpload({ id, onDone }: { id: number; onDone: () => void }) {
  const LL = useLL();
  const touch = useTouchScreen();
  const upload = trpc.provider.actions.uploadInvoice.useMutation();
  // The dropped file waits for its amount and the provider's "yes": the upload closes the project (docs/product/consoles.md).
  const [pending, setPending] = useState<File | null>(null);
  const amount = useInvoiceAmount();

  const send = async (file: File, amountCents: number) => {
    // The same multipart fields as api/homeproject/uploadinvoice, through the typed procedure.
    const form = new FormData();
    form.set("homeProjectId", String(id));
    form.set("fileContent", file, file.name);
    form.set("invoiceAmount", amountTextFromCents(amountCents));
    try {
      const result = await upload.mutateAsync(form);
      toast("invoice", result, LL.provider.invoiceFailed());
      if (!result.isError) onDone();
    } catch (error) {
      // A refusal before the form is read (too large, no file) carries its message; anything else the fallback.
      notify({ id: "invoice-failed", color: "red", message: messageOf(error, LL.provider.invoiceFailed()) });
    }
  };

  return (
    <>
      <ConfirmDialog
        opened={pending !== null}
        title={LL.provider.invoiceConfirmTitle()}
        text={LL.provider.invoiceConfirmText({ name: pending?.name ?? "" })}
        confirmLabel={LL.provider.invoiceConfirm()}
        cancelLabel={LL.provider.cancel()}
        color="teal"
        onClose={() => setPending(null)}
        onConfirm={() => {
          const file = pending;
          const cents = amount.read();
          if (cents === undefined) return;
          setPending(null);
          if (file) void send(file, cents);
        }}
      >
        <InvoiceAmountInput {...amount.props} />
      </ConfirmDialog>
      <Dropzone
        onDrop={(files) => {
          const [file] = files;
          if (files.length === 1 && file) setPending(file);
          else notify({ id: "invoice-refused", color: "red", message: LL.provider.invoiceRefused() });
        }}
        onReject={(_rejections: FileRejection[]) => notify({ id: "invoice-refused", color: "red", message: LL.provider.invoiceRefused() })}
        accept={[invoiceContentType]}
        maxSize={maxInvoiceBytes}
        maxFiles={maxInvoiceFiles}
        multiple={false}
        loading={upload.isPending}
        inputProps={{ "aria-label": touch ? LL.provider.invoiceDropTouch() : LL.provider.invoiceDrop() }}
      >
        <Stack gap={4} align="center" mih={90} justify="center" style={{ pointerEvents: "none" }}>
          <Text fw={500} ta="center" data-testid="invoice-drop-title">
            {touch ? LL.provider.invoiceDropTouch() : LL.provider.invoiceDrop()}
          </Text>
          <Text size="sm" c="gray.7" ta="center">
            {LL.provider.invoiceHint()}
          </Text>
        </Stack>
      </Dropzone>
    </>
  );
}
