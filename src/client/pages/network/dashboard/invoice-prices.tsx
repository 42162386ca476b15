import { Box, Paper, SimpleGrid, Skeleton, Stack, Table, Text } from "@mantine/core";
import type { DashboardInvoicePrices, InvoicePriceRow } from "@/shared/schemas/network-dashboard";
import { csvEuros } from "../../../components/csv";
import { formatCount, formatWholeEuros } from "../../../components/number-format";
import { catalogText } from "../../../i18n/catalog-text";
import { useLanguage, useLL } from "../../../i18n/language";
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
        <>
          <Box hiddenFrom="sm">
            <Stack component="ul" gap="xs" className="hs-plain-list" aria-label={t.title()}>
              {data.rows.map((row) => (
                <Paper component="li" key={row.serviceCode} withBorder radius="md" p="sm" data-service={row.serviceCode}>
                  <Text fw={700}>{serviceName(row)}</Text>
                  <Text size="sm" c="gray.7">
                    {t.invoicesCount({ count: formatCount(row.invoices, language) })}
                  </Text>
                  <SimpleGrid component="dl" cols={3} spacing="xs" mt="xs" mb={0}>
                    {amounts.map((amount) => (
                      <Stack key={amount} gap={0} justify="space-between">
                        <Text component="dt" size="xs" c="gray.7">
                          {labels[amount]}
                        </Text>
                        <Text component="dd" fw={600} m={0} data-column={amount}>
                          {euros(row[amount])}
                        </Text>
                      </Stack>
                    ))}
                  </SimpleGrid>
                </Paper>
              ))}
            </Stack>
          </Box>
          <Table.ScrollContainer minWidth={560} visibleFrom="sm">
            <Table striped withTableBorder verticalSpacing="xs" aria-label={t.title()}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t.colService()}</Table.Th>
                  <Table.Th ta="right">{t.colInvoices()}</Table.Th>
                  {amounts.map((amount) => (
                    <Table.Th key={amount} ta="right">
                      {labels[amount]}
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.rows.map((row) => (
                  <Table.Tr key={row.serviceCode} data-service={row.serviceCode}>
                    <Table.Th scope="row" fw={500}>
                      {serviceName(row)}
                    </Table.Th>
                    <Table.Td ta="right" data-column="invoices">
                      {formatCount(row.invoices, language)}
                    </Table.Td>
                    {amounts.map((amount) => (
                      <Table.Td key={amount} ta="right" data-column={amount}>
                        {euros(row[amount])}
                      </Table.Td>
                    ))}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </>
      )}
    </Section>
  );
}
