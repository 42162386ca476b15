import { Button, FileButton, Stack, Text } from "@mantine/core";
import { useState } from "react";
import type { Envelope } from "@/shared/envelope";
import { invoiceContentType, maxFileBytes as maxInvoiceBytes } from "@/shared/uploads";
import { ConfirmDialog } from "../../components/confirm-dialog";
import { InvoiceAmountInput, useInvoiceAmount } from "../../components/invoice-amount-input";
import { amountTextFromCents } from "@/shared/money";
import { displayFileName } from "@/shared/uploads";
import { useLanguage, useLL } from "../../i18n/language";
import { trpc } from "../../trpc";
import { toastError, toastSuccess } from "./shared";

/**
 * The network replaces a completed project's invoice (a wrong file sent by the provider): pick a
 * PDF, give its amount (the current one is offered), confirm naming both files; the server checks
 * it again and audits the change.
 */
export function ReplaceInvoice({
  projectId,
  current,
  currentAmountCents,
  onDone,
}: {
  projectId: number;
  current: string;
  currentAmountCents: number | null;
  onDone: () => void;
}) {
  const LL = useLL();
  const t = LL.network.projectDetails;
  const { language } = useLanguage();
  const [pending, setPending] = useState<File | null>(null);
  const [sending, setSending] = useState(false);
  const utils = trpc.useUtils();
  // The current amount is offered, to keep or correct.
  const amount = useInvoiceAmount();

  const pick = (file: File | null) => {
    if (!file) return;
    if (file.type !== invoiceContentType || file.size > maxInvoiceBytes || file.size === 0) return toastError("invoice", t.replaceInvoiceRefused());
    // The amount as it is now (a correction may have changed it since the page opened).
    amount.reset(currentAmountCents);
    setPending(file);
  };

  const send = async (file: File, amountCents: number) => {
    setSending(true);
    try {
      const form = new FormData();
      form.set("homeProjectId", String(projectId));
      form.set("fileContent", file, file.name);
      form.set("invoiceAmount", amountTextFromCents(amountCents));
      const response = await fetch(`/api/homeproject/replaceinvoice?lang=${language}`, { method: "POST", body: form, credentials: "same-origin" });
      const body = (await response.json().catch(() => undefined)) as Envelope<unknown> | undefined;
      if (body && body.isError === false) {
        toastSuccess("invoice", body.userMessage ?? LL.api.invoiceReplaced());
        void utils.network.projects.invoiceComparison.invalidate({ id: projectId });
        onDone();
      } else toastError("invoice", body?.userMessage ?? t.replaceInvoiceFailed());
    } catch {
      toastError("invoice", t.replaceInvoiceFailed());
    } finally {
      setSending(false);
    }
  };

  return (
    <Stack gap={4} mt="xs" align="flex-start">
      <FileButton onChange={pick} accept={invoiceContentType}>
        {(props) => (
          <Button {...props} variant="light" size="compact-sm" loading={sending}>
            {t.replaceInvoice()}
          </Button>
        )}
      </FileButton>
      <Text size="xs" c="gray.7">
        {t.replaceInvoiceHint()}
      </Text>
      <ConfirmDialog
        opened={pending !== null}
        title={t.replaceInvoiceConfirmTitle()}
        text={t.replaceInvoiceConfirmText({ current: displayFileName(current), name: pending?.name ?? "" })}
        confirmLabel={t.replaceInvoiceConfirm()}
        cancelLabel={LL.network.common.cancel()}
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
    </Stack>
  );
}
