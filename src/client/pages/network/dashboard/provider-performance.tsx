import { Alert, Anchor, Box, Stack, Table, UnstyledButton } from "@mantine/core";
import { useState } from "react";
import { Link, useLocation } from "wouter";
import type { DashboardProviderPerformance, ProviderPerformanceRow } from "@/shared/schemas/network-dashboard";
import { useLanguage, useLL } from "../../../i18n/language";
import { formatCount, formatDecimal, formatDuration, oneDecimal } from "../../../components/number-format";
import { useTouchScreen } from "../../../components/use-touch-screen";
import { InactiveBadge, PerformanceCards } from "./performance-cards";
import { Section } from "./section";

type Column =
  | "name"
  | "assigned"
  | "accepted"
  | "calledInTime"
  | "rejected"
  | "rejectedByDeadline"
  | "noAgreement"
  | "completed"
  | "openNow"
  | "firstAnswerMedianHours"
  | "ratingCount"
  | "ratingAverage";
type Sort = { column: Column; descending: boolean };

const numberColumns: Exclude<Column, "name">[] = [
  "assigned",
  "accepted",
  "calledInTime",
  "rejected",
  "rejectedByDeadline",
  "noAgreement",
  "completed",
  "openNow",
  "firstAnswerMedianHours",
  "ratingCount",
  "ratingAverage",
];

/** The columns written with one decimal (the median as a duration on screen, in hours in the CSV); the others are counts. */
const decimalColumns: ReadonlySet<Column> = new Set(["firstAnswerMedianHours", "ratingAverage"]);

/** Sorted rows: numbers with empty values last whatever the direction, names by the page's language; ties by name. */
export function sortRows(rows: readonly ProviderPerformanceRow[], sort: Sort, locale: string): ProviderPerformanceRow[] {
  const byName = (a: ProviderPerformanceRow, b: ProviderPerformanceRow) =>
    a.name.localeCompare(b.name, locale, { sensitivity: "base" }) || a.providerId - b.providerId;
  return [...rows].sort((a, b) => {
    if (sort.column === "name") return sort.descending ? byName(b, a) : byName(a, b);
    const x = a[sort.column];
    const y = b[sort.column];
    if (x === null || y === null) return x === y ? byName(a, b) : x === null ? 1 : -1;
    return (sort.descending ? y - x : x - y) || byName(a, b);
  });
}

/** Provider performance: sortable by every column, a row opens the provider, CSV of the sorted rows. */
export function ProviderPerformance({ data, error, onRetry }: { data: DashboardProviderPerformance | undefined; error: boolean; onRetry: () => void }) {
  const LL = useLL();
  const t = LL.dashboard.performance;
  const { language } = useLanguage();
  const [, navigate] = useLocation();
  // A finger is told to touch a provider, not to click a row.
  const touch = useTouchScreen();
  const [sort, setSort] = useState<Sort>({ column: "name", descending: false });
  const labels: Record<Column, string> = {
    name: t.colProvider(),
    assigned: t.colAssigned(),
    accepted: t.colAccepted(),
    calledInTime: t.colCalledInTime(),
    rejected: t.colRejected(),
    rejectedByDeadline: t.colDeadline(),
    noAgreement: t.colNoAgreement(),
    completed: t.colCompleted(),
    openNow: t.colOpenNow(),
    firstAnswerMedianHours: t.colMedian(),
    ratingCount: t.colRatingCount(),
    ratingAverage: t.colRatingAverage(),
  };
  const columns: Column[] = ["name", ...numberColumns];
  const rows = data ? sortRows(data.rows, sort, language === "nl" ? "nl-BE" : "fr-BE") : [];
  const cell = (row: ProviderPerformanceRow, column: Exclude<Column, "name">) => {
    const value = row[column];
    if (value === null) return LL.dashboard.noValue();
    if (column === "firstAnswerMedianHours") return formatDuration(value, language, LL.dashboard.figures);
    return decimalColumns.has(column) ? formatDecimal(value, language) : formatCount(value, language);
  };
  const toggle = (column: Column) => setSort((s) => (s.column === column ? { column, descending: !s.descending } : { column, descending: column !== "name" }));

  return (
    <Section
      id="provider-performance"
      title={t.title()}
      intro={touch ? t.introTouch() : t.intro()}
      error={error}
      onRetry={onRetry}
      csv={
        data && {
          fileName: t.csvName(),
          headers: columns.map((c) => (c === "firstAnswerMedianHours" ? t.colMedianCsv() : labels[c])),
          rows: () => rows.map((r) => [r.name, ...numberColumns.map((c) => (decimalColumns.has(c) ? oneDecimal(r[c]) : r[c]))]),
        }
      }
    >
      {/* A phone shows a card per provider: through the table's frame the name column was all it saw. */}
      <Box hiddenFrom="sm">
        <PerformanceCards
          rows={rows}
          columns={numberColumns}
          labels={labels}
          cell={cell}
          sort={sort.column}
          onSort={(column) => setSort({ column, descending: column !== "name" })}
        />
      </Box>
      <Table.ScrollContainer minWidth={1040} maxHeight={560} visibleFrom="sm">
        <Table striped highlightOnHover withTableBorder verticalSpacing="xs" horizontalSpacing={8} className="hs-table-key" aria-label={t.title()} stickyHeader>
          <Table.Thead>
            <Table.Tr>
              {columns.map((column) => (
                <Table.Th
                  key={column}
                  aria-sort={sort.column === column ? (sort.descending ? "descending" : "ascending") : "none"}
                  ta={column === "name" ? undefined : "right"}
                >
                  <UnstyledButton onClick={() => toggle(column)} aria-label={t.sortBy({ column: labels[column] })} fw={700} fz="xs" mih={24}>
                    {labels[column]}
                    <span aria-hidden="true">{sort.column === column ? (sort.descending ? " ↓" : " ↑") : ""}</span>
                  </UnstyledButton>
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr
                key={row.providerId}
                onClick={() => navigate(`/network/editprovider/${row.providerId}`)}
                style={{ cursor: "pointer" }}
                data-provider-id={row.providerId}
              >
                <Table.Th scope="row" fw={500}>
                  {/* The badge under the name: beside it, in the narrow sticky column, it was cut to "I…". */}
                  <Stack gap={2} align="flex-start">
                    <Anchor component={Link} href={`/network/editprovider/${row.providerId}`} onClick={(e: React.MouseEvent) => e.stopPropagation()}>
                      {row.name}
                    </Anchor>
                    {!row.isActive && <InactiveBadge />}
                  </Stack>
                </Table.Th>
                {numberColumns.map((column) => (
                  <Table.Td key={column} ta="right" data-column={column}>
                    {cell(row, column)}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {data && data.rows.length === 0 && (
        <Alert color="gray" role="status">
          {t.empty()}
        </Alert>
      )}
    </Section>
  );
}
