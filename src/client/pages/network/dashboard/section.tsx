import { Alert, Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { type CsvCell, csvFileName, downloadCsv, toCsv } from "../../../components/csv";
import { useLL } from "../../../i18n/language";

/** One part of the dashboard: a titled card, its intro, its controls, and its content or error. */
export function Section({
  id,
  title,
  intro,
  actions,
  csv,
  error,
  onRetry,
  children,
}: {
  id: string;
  title: string;
  intro?: ReactNode;
  actions?: ReactNode;
  /** Its table as a CSV file, offered after `actions` under the section's title; none while there is nothing to export. */
  csv?: CsvTable;
  error?: boolean;
  onRetry?: () => void;
  children: ReactNode;
}) {
  const LL = useLL();
  const headingId = `${id}-title`;
  return (
    <Paper component="section" aria-labelledby={headingId} withBorder radius="md" p={{ base: "sm", sm: "md" }} data-testid={id} miw={0}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Title order={2} size="h4" id={headingId}>
            {title}
          </Title>
          {(actions || csv) && (
            <Group gap="xs">
              {actions}
              {csv && <CsvButton name={title} {...csv} />}
            </Group>
          )}
        </Group>
        {intro && (
          <Text size="sm" c="gray.7">
            {intro}
          </Text>
        )}
        {error ? (
          <Alert color="red" role="alert">
            <Group justify="space-between" gap="xs">
              <Text size="sm">{LL.dashboard.loadFailed()}</Text>
              {onRetry && (
                <Button size="compact-sm" variant="white" color="red" onClick={onRetry}>
                  {LL.dashboard.retry()}
                </Button>
              )}
            </Group>
          </Alert>
        ) : (
          children
        )}
      </Stack>
    </Paper>
  );
}

/** A section's table as a CSV file: its name, its headers in the page's language, its rows when asked. */
export interface CsvTable {
  fileName: string;
  headers: string[];
  rows: () => CsvCell[][];
}

/** Downloads a table as CSV (docs/product/dashboard.md, export), headers in the page's language. */
function CsvButton({ name, fileName, headers, rows }: CsvTable & { name: string }) {
  const LL = useLL();
  return (
    <Button
      size="compact-sm"
      variant="light"
      aria-label={LL.dashboard.csv.downloadLabel({ name })}
      onClick={() => downloadCsv(csvFileName(fileName), toCsv(headers, rows()))}
    >
      {LL.dashboard.csv.download()}
    </Button>
  );
}

export type ChartOrTable = "chart" | "table";

/** The switch between a chart and its table of the same numbers (the table is the accessible form). */
export function ViewToggle({ name, value, onChange }: { name: string; value: ChartOrTable; onChange: (value: ChartOrTable) => void }) {
  const LL = useLL();
  const t = LL.dashboard.charts;
  const option = (which: ChartOrTable, label: string) => (
    <Button size="compact-sm" variant={value === which ? "filled" : "default"} aria-pressed={value === which} onClick={() => onChange(which)}>
      {label}
    </Button>
  );
  return (
    <Group gap={4} role="group" aria-label={t.view({ name })} wrap="nowrap">
      {option("chart", t.showChart())}
      {option("table", t.showTable())}
    </Group>
  );
}
