import { Anchor, Button, Divider, Stack, Text, Title } from "@mantine/core";
import { useEffect, useId, useRef, useState } from "react";
import { formatEuros } from "@/shared/money";
import { displayFileName } from "@/shared/uploads";
import { DisclosureChevron } from "../../components/disclosure-chevron";
import { useLanguage, useLL } from "../../i18n/language";
import { type ProviderProject, Section } from "./details-parts";
import { InvoiceUpload } from "./invoice-upload";
import { NoAgreementForm } from "./no-agreement-form";

/**
 * The two ways an accepted project ends for the provider, after its contact details and facts, in a
 * card of their own: the invoice, and "no agreement", whose form opens from a button so that it is
 * not filled in by accident (docs/product/consoles.md, "The provider's project page"). Both are
 * asked first in a dialog.
 */
export function ClosingSection({
  project: p,
  onInvoiceDone,
  onNoAgreementDone,
}: {
  project: ProviderProject;
  onInvoiceDone: () => void;
  onNoAgreementDone: () => void;
}) {
  const LL = useLL();
  const [open, setOpen] = useState(false);
  const formId = useId();
  const actions = p.actions;
  if (!actions?.canUploadInvoice && !actions?.canRecordNoAgreement) return null;
  return (
    <Section title={LL.provider.closingTitle()}>
      <Stack gap="md">
        {actions.canUploadInvoice && (
          <Stack gap="xs">
            <Title order={3} size="h5">
              {LL.provider.invoice()}
            </Title>
            <InvoiceUpload id={p.id} onDone={onInvoiceDone} />
          </Stack>
        )}
        {actions.canUploadInvoice && actions.canRecordNoAgreement && <Divider />}
        {actions.canRecordNoAgreement && (
          <Stack gap="sm">
            <Button
              variant="default"
              aria-expanded={open}
              aria-controls={formId}
              onClick={() => setOpen((o) => !o)}
              rightSection={<DisclosureChevron open={open} />}
              w={{ base: "100%", xs: "auto" }}
              style={{ alignSelf: "flex-start" }}
              // Its label wraps rather than being cut beside the chevron at 320 px (docs/product/consoles.md).
              className="hs-wrap-button"
            >
              {LL.provider.noAgreementOpen()}
            </Button>
            <div id={formId}>{open && <NoAgreementForm id={p.id} onDone={onNoAgreementDone} />}</div>
          </Stack>
        )}
      </Stack>
    </Section>
  );
}

/**
 * The invoice of a project that is not (or no longer) accepted: its link once sent, else a word on
 * when it can be. `focused`: it has just been sent, and the focus goes to its link, what the upload
 * produced, instead of being lost with the drop zone (docs/product/accessibility.md).
 */
export function InvoiceSection({
  project: p,
  onOpenFile,
  focused = false,
}: {
  project: ProviderProject;
  onOpenFile: (name: string) => void;
  focused?: boolean;
}) {
  const LL = useLL();
  const { language } = useLanguage();
  const invoice = p.providerInvoiceFileName;
  const link = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focused) link.current?.focus();
  }, [focused]);
  return (
    <Section title={LL.provider.invoice()}>
      {invoice ? (
        <Stack gap={4} align="flex-start">
          <Anchor ref={link} component="button" type="button" onClick={() => onOpenFile(invoice)} data-testid="invoice-link">
            {LL.provider.invoiceDownload()} ({displayFileName(invoice)})
          </Anchor>
          {p.invoiceAmountCents !== null && (
            <Text size="sm" data-testid="invoice-amount-stated">
              {LL.common.invoiceAmount.stated({ amount: formatEuros(p.invoiceAmountCents, language) })}
            </Text>
          )}
        </Stack>
      ) : (
        <Text c="gray.7">{LL.provider.invoiceNotYet()}</Text>
      )}
    </Section>
  );
}
