import { Alert, Text } from "@mantine/core";
import { formatCount, formatWholeEuros } from "../../components/number-format";
import { useLanguage, useLL } from "../../i18n/language";
import { trpc } from "../../trpc";

/**
 * Under a completed project's invoice amount: the median of what the network's providers invoiced
 * for the same service over a year, and a warning when the amount is at least twice it
 * (docs/product/consoles.md, "The invoice amount"). Nothing while too few invoices compare.
 */
export function InvoiceComparisonNote({ projectId }: { projectId: number }) {
  const t = useLL().network.projectDetails;
  const { language } = useLanguage();
  const comparison = trpc.network.projects.invoiceComparison.useQuery({ id: projectId });
  const c = comparison.data;
  if (!c) return null;
  const values = { median: formatWholeEuros(c.medianCents, language), invoices: formatCount(c.invoices, language) };
  return c.high ? (
    <Alert color="orange" variant="light" p="xs" data-testid="invoice-comparison">
      <Text size="sm">{t.invoiceHigh(values)}</Text>
    </Alert>
  ) : (
    <Text size="xs" c="gray.7" data-testid="invoice-comparison">
      {t.invoiceMedian(values)}
    </Text>
  );
}
