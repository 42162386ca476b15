import { Anchor, Badge, NativeSelect, Paper, SimpleGrid, Stack, Text } from "@mantine/core";
import { Link } from "wouter";
import type { ProviderPerformanceRow } from "@/shared/schemas/network-dashboard";
import { useLL } from "../../../i18n/language";

/** An inactive provider, under its name in the table and on its card: in full, never cut. */
export function InactiveBadge() {
  const t = useLL().dashboard.performance;
  return (
    <Badge color="gray" variant="light" size="sm" className="hs-status-badge">
      {t.inactive()}
    </Badge>
  );
}

/**
 * The provider performance on a phone (docs/product/consoles.md): a card per provider, its name
 * and inactive badge on their own lines, then every figure under its label; the whole card opens
 * the provider. A select sorts them, as the table's headers do.
 */
export function PerformanceCards<C extends string>({
  rows,
  columns,
  labels,
  cell,
  sort,
  onSort,
}: {
  rows: readonly ProviderPerformanceRow[];
  columns: readonly C[];
  labels: Record<C | "name", string>;
  cell(row: ProviderPerformanceRow, column: C): string;
  sort: C | "name";
  onSort(column: C | "name"): void;
}) {
  const LL = useLL();
  const t = LL.dashboard.performance;
  return (
    <Stack gap="xs">
      <NativeSelect
        label={t.sortCards()}
        value={sort}
        onChange={(e) => onSort(e.currentTarget.value as C | "name")}
        data={(["name", ...columns] as const).map((c) => ({ value: c, label: labels[c] }))}
      />
      <Stack component="ul" gap="xs" className="hs-plain-list" aria-label={t.title()}>
        {rows.map((row) => (
          <Paper component="li" key={row.providerId} withBorder radius="md" p="sm" className="hs-link-card" data-provider-id={row.providerId}>
            <Stack gap={4} align="flex-start">
              <Anchor component={Link} href={`/network/editprovider/${row.providerId}`} fw={700} className="hs-link-card-target">
                {row.name}
              </Anchor>
              {!row.isActive && <InactiveBadge />}
            </Stack>
            <SimpleGrid component="dl" cols={2} spacing="xs" verticalSpacing={6} mt="xs" mb={0}>
              {columns.map((column) => (
                <div key={column}>
                  <Text component="dt" size="xs" c="gray.7">
                    {labels[column]}
                  </Text>
                  <Text component="dd" fw={600} m={0} data-column={column}>
                    {cell(row, column)}
                  </Text>
                </div>
              ))}
            </SimpleGrid>
          </Paper>
        ))}
      </Stack>
    </Stack>
  );
}
