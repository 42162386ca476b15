import { Stack, Text } from "@mantine/core";
import { Dropzone, type FileRejection } from "@mantine/dropzone";
import { useState } from "react";
import type { Envelope } from "@/shared/envelope";
import { invoiceContentType, maxFileBytes as maxInvoiceBytes, maxInvoiceFiles } from "@/shared/uploads";
import { notify } from "../../components/notify";
import { useLL } from "../../i18n/language";
import { ConfirmDialog } from "../../components/confirm-dialog";
import { toast } from "./details-parts";

/** The invoice drop zone of a provider's accepted project (docs/product/screens-and-routes.md). */
export function InvoiceUpload({ id, language, onDone }: { id: number; language: string; onDone: () => void }) {
  const LL = useLL();
  const [sending, setSending] = useState(false);
  // The dropped file waits for the provider's "yes": the upload closes the project (docs/product/consoles.md).
  const [pending, setPending] = useState<File | null>(null);

  const send = async (file: File) => {
    setSending(true);
    try {
      const form = new FormData();
      form.set("homeProjectId", String(id));
      form.set("fileContent", file, file.name);
      const response = await fetch(`/api/homeproject/uploadinvoice?lang=${language}`, { method: "POST", body: form, credentials: "same-origin" });
      const body = (await response.json().catch(() => undefined)) as Envelope<unknown> | undefined;
      toast("invoice", body && typeof body.isError === "boolean" ? body : undefined, LL.provider.invoiceFailed());
      if (body && !body.isError) onDone();
    } catch {
      notify({ id: "invoice-failed", color: "red", message: LL.provider.invoiceFailed() });
    } finally {
      setSending(false);
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
        setPending(null);
        if (file) void send(file);
      }}
    />
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
      loading={sending}
      inputProps={{ "aria-label": LL.provider.invoiceDrop() }}
    >
      <Stack gap={4} align="center" mih={90} justify="center" style={{ pointerEvents: "none" }}>
        <Text fw={500} ta="center">
          {LL.provider.invoiceDrop()}
        </Text>
        <Text size="sm" c="gray.7" ta="center">
          {LL.provider.invoiceHint()}
        </Text>
      </Stack>
    </Dropzone>
    </>
  );
}

