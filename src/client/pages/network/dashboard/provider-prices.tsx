import { Skeleton, Text } from "@mantine/core";
import type { DashboardProviderPrices } from "@/shared/schemas/network-dashboard";
import { formatCount, formatGap } from "../../../components/number-format";
import { useLanguage, useLL } from "../../../i18n/language";
import { FigureTable } from "./figure-table";
import { Section } from "./section";

/**
 * "Providers' prices" (docs/product/dashboard.md): per provider, how far its invoices of the period
 * lie from their services' medians, and how many reach twice the median. A table from 768 px, a
 * card per provider below; the CSV keeps the gap in percent.
 */
export function ProviderPrices({ data, error, onRetry }: { data: DashboardProviderPrices | undefined; error: boolean; onRetry: () => void }) {
  const LL = useLL();
  const t = LL.dashboard.providerPrices;
  const { language } = useLanguage();
  return (
    <Section
      id="provider-prices"
      title={t.title()}
      intro={t.intro()}
      error={error}
      onRetry={onRetry}
      csv={
        data && {
          fileName: t.csvName(),
          headers: [t.colProvider(), t.colInvoices(), `${t.colGap()} (%)`, t.colHigh()],
          rows: () => data.rows.map((row) => [row.providerName, row.invoices, Math.round(row.priceGap * 100), row.highInvoices]),
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
          nameLabel={t.colProvider()}
          rows={data.rows}
          rowKey={(row) => String(row.providerId)}
          rowAttribute="provider"
          name={(row) => row.providerName}
          href={(row) => `/network/editprovider/${row.providerId}`}
          columns={[
            { key: "invoices", label: t.colInvoices(), text: (row) => formatCount(row.invoices, language), tableOnly: true },
            { key: "priceGap", label: t.colGap(), text: (row) => formatGap(row.priceGap, language) },
            { key: "highInvoices", label: t.colHigh(), text: (row) => formatCount(row.highInvoices, language) },
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
