import { Group, Skeleton, Stack, Text } from "@mantine/core";
import type { DashboardSelfService, SelfServiceRow, SelfServiceTotals } from "@/shared/schemas/network-dashboard";
import { formatCount, formatShare } from "../../../components/number-format";
import { useLanguage, useLL } from "../../../i18n/language";
import { FigureTable } from "./figure-table";
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
          <FigureTable
            label={t.title()}
            nameLabel={t.colKind()}
            rows={data.rows}
            rowKey={(row) => row.kind}
            rowAttribute="kind"
            name={kindName}
            columns={columns.map((column) => ({ key: column, label: labels[column], text: (row: SelfServiceRow) => formatCount(row[column], language) }))}
          />
        </Stack>
      )}
    </Section>
  );
}
