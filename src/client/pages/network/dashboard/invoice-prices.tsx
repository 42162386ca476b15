import { Skeleton, Text } from "@mantine/core";
import type { DashboardInvoicePrices, InvoicePriceRow } from "@/shared/schemas/network-dashboard";
import { csvEuros } from "../../../components/csv";
import { formatCount, formatWholeEuros } from "../../../components/number-format";
import { catalogText } from "../../../i18n/catalog-text";
import { useLanguage, useLL } from "../../../i18n/language";
import { FigureTable } from "./figure-table";
import { Section } from "./section";

const amounts = ["lowCents", "medianCents", "highCents"] as const;
type Amount = (typeof amounts)[number];

/**
 * "What jobs cost" (docs/product/dashboard.md): per service, how many invoices gave an amount and
 * where the middle half of them lies, in whole euros. A table from 768 px, a card per service
 * below; the CSV keeps the cents.
 */
export function InvoicePrices({ data, error, onRetry }: { data: DashboardInvoicePrices | undefined; error: boolean; onRetry: () => void }) {
  const LL = useLL();
  const t = LL.dashboard.invoicePrices;
  const { language } = useLanguage();
  const labels: Record<Amount, string> = { lowCents: t.colLow(), medianCents: t.colMedian(), highCents: t.colHigh() };
  const serviceName = (row: InvoicePriceRow) => catalogText(language, "service", row.serviceCode);
  const euros = (cents: number) => formatWholeEuros(cents, language);

  return (
    <Section
      id="invoice-prices"
      title={t.title()}
      intro={t.intro()}
      error={error}
      onRetry={onRetry}
      csv={
        data && {
          fileName: t.csvName(),
          headers: [t.colService(), t.colInvoices(), ...amounts.map((amount) => `${labels[amount]} (€)`)],
          rows: () => data.rows.map((row) => [serviceName(row), row.invoices, ...amounts.map((amount) => csvEuros(row[amount]))]),
        }
      }
    >
      {!data ? (
        <Skeleton height={200} radius="md" />
      ) : data.rows.length === 0 ? (
        <Text size="sm">{t.empty()}</Text>
      ) : (
        <FigureTable
          label={t.title()}
          nameLabel={t.colService()}
          rows={data.rows}
          rowKey={(row) => row.serviceCode}
          rowAttribute="service"
          name={serviceName}
          columns={[
            { key: "invoices", label: t.colInvoices(), text: (row) => formatCount(row.invoices, language), tableOnly: true },
            ...amounts.map((amount) => ({ key: amount, label: labels[amount], text: (row: InvoicePriceRow) => euros(row[amount]) })),
          ]}
          cardNote={(row) => (
            <Text size="sm" c="gray.7">
              {t.invoicesCount({ count: formatCount(row.invoices, language) })}
            </Text>
          )}
        />
      )}
    </Section>
  );
}
