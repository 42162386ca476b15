import { Alert, Button, Stack, Text } from "@mantine/core";
import { formatDate } from "../../components/format";
import { formatCount, formatWholeEuros } from "../../components/number-format";
import { useLanguage, useLL } from "../../i18n/language";
import { trpc } from "../../trpc";
import { messageOf, toastError, toastSuccess } from "./shared";

/**
 * Under a completed project's invoice amount: the median of what the network's providers invoiced
 * for the same service over a year, and a warning when the amount is at least twice it, with
 * "Marquer comme vérifiée" until the network has checked this amount (docs/product/consoles.md,
 * "The invoice amount", "A high invoice to check"). Nothing while too few invoices compare.
 */
export function InvoiceComparisonNote({ projectId }: { projectId: number }) {
  const LL = useLL();
  const t = LL.network.projectDetails;
  const { language } = useLanguage();
  const utils = trpc.useUtils();
  const comparison = trpc.network.projects.invoiceComparison.useQuery({ id: projectId });
  const check = trpc.network.projects.markInvoiceChecked.useMutation();
  const c = comparison.data;
  if (!c) return null;
  const values = { median: formatWholeEuros(c.medianCents, language), invoices: formatCount(c.invoices, language) };
  if (!c.high) {
    return (
      <Text size="xs" c="gray.7" data-testid="invoice-comparison">
        {t.invoiceMedian(values)}
      </Text>
    );
  }
  if (c.checkedAt) {
    return (
      <Text size="sm" data-testid="invoice-comparison">
        {t.invoiceHighChecked({ ...values, date: formatDate(c.checkedAt) })}
      </Text>
    );
  }
  const markChecked = () =>
    check.mutate(
      { id: projectId },
      {
        onSuccess: () => toastSuccess("invoice-check", LL.api.invoiceChecked()),
        onError: (error) => toastError("invoice-check", messageOf(error, LL.network.fallback.changeFailed())),
        // Checked or refused (someone else checked it): the note and the history say where it stands now.
        onSettled: () => {
          void utils.network.projects.invoiceComparison.invalidate({ id: projectId });
          void utils.network.projects.history.invalidate({ id: projectId });
        },
      },
    );
  return (
    <Alert color="orange" variant="light" p="xs" data-testid="invoice-comparison">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{t.invoiceHigh(values)}</Text>
        <Button size="compact-md" variant="white" color="orange" onClick={markChecked} loading={check.isPending}>
          {t.invoiceCheck()}
        </Button>
      </Stack>
    </Alert>
  );
}
