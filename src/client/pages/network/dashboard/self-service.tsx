import { Box, Group, Paper, SimpleGrid, Skeleton, Stack, Table, Text } from "@mantine/core";
import type { DashboardSelfService, SelfServiceRow, SelfServiceTotals } from "@/shared/schemas/network-dashboard";
import { formatCount, formatShare } from "../../../components/number-format";
import { useLanguage, useLL } from "../../../i18n/language";
import { Section } from "./section";

const columns = ["byCustomer", "byNetwork", "previousTotal"] as const;
type Column = (typeof columns)[number];

/**
 * "Customers' own actions" (docs/product/dashboard.md): what customers did on their status page
 * and what the network did for them, by kind, and the customers' share beside the previous
 * period's. A table from 768 px, a card per kind on a phone.
 */
export function SelfService({ data, error, onRetry }: { data: DashboardSelfService | undefined; error: boolean; onRetry: () => void }) {
  const LL = useLL();
  const t = LL.dashboard.selfService;
  const { language } = useLanguage();
  const labels: Record<Column, string> = { byCustomer: t.colByCustomer(), byNetwork: t.colByNetwork(), previousTotal: t.colPrevious() };
  const share = ({ customerShare }: SelfServiceTotals) => (customerShare === null ? LL.dashboard.noValue() : formatShare(customerShare, language));
  const kindName = (row: SelfServiceRow) => t.kinds[row.kind]();
  const nothing = data?.rows.every((row) => row.byCustomer + row.byNetwork + row.previousTotal === 0);

  return (
    <Section
      id="self-service"
      title={t.title()}
      intro={t.intro()}
      error={error}
      onRetry={onRetry}
      csv={
        data && {
          fileName: t.csvName(),
          headers: [t.colKind(), ...columns.map((column) => labels[column])],
          rows: () => data.rows.map((row) => [kindName(row), ...columns.map((column) => row[column])]),
        }
      }
    >
      {!data ? (
        <Skeleton height={240} radius="md" />
      ) : nothing ? (
        <Text size="sm">{t.empty()}</Text>
      ) : (
        <Stack gap="sm">
          <Group gap="md" align="baseline" data-testid="self-service-share">
            <Text fw={700}>{t.share({ value: share(data.current) })}</Text>
            <Text size="sm" c="gray.7">
              {t.sharePrevious({ value: share(data.previous) })}
            </Text>
          </Group>
          <Box hiddenFrom="sm">
            <Stack component="ul" gap="xs" className="hs-plain-list" aria-label={t.title()}>
              {data.rows.map((row) => (
                <Paper component="li" key={row.kind} withBorder radius="md" p="sm" data-kind={row.kind}>
                  <Text fw={700}>{kindName(row)}</Text>
                  <SimpleGrid component="dl" cols={3} spacing="xs" mt="xs" mb={0}>
                    {columns.map((column) => (
                      // The figures on one line, whichever label wraps more.
                      <Stack key={column} gap={0} justify="space-between">
                        <Text component="dt" size="xs" c="gray.7">
                          {labels[column]}
                        </Text>
                        <Text component="dd" fw={600} m={0} data-column={column}>
                          {formatCount(row[column], language)}
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
                  <Table.Th>{t.colKind()}</Table.Th>
                  {columns.map((column) => (
                    <Table.Th key={column} ta="right">
                      {labels[column]}
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.rows.map((row) => (
                  <Table.Tr key={row.kind} data-kind={row.kind}>
                    <Table.Th scope="row" fw={500}>
                      {kindName(row)}
                    </Table.Th>
                    {columns.map((column) => (
                      <Table.Td key={column} ta="right" data-column={column}>
                        {formatCount(row[column], language)}
                      </Table.Td>
                    ))}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Stack>
      )}
    </Section>
  );
}
