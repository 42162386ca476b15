import { BarChart, LineChart } from "@mantine/charts";
import chartsCss from "@mantine/charts/styles.css" with { type: "text" };
import colorSwatchCss from "@mantine/core/styles/ColorSwatch.css" with { type: "text" };
import { Alert, Box, Group, SimpleGrid, Stack, Table, Text } from "@mantine/core";
import { type ReactNode, useState } from "react";
import type { Language } from "@/shared/catalog-types";
import { type ProjectStatusId, projectStatusTable } from "@/shared/project-statuses";
import type { DashboardCharts } from "@/shared/schemas/network-dashboard";
import { injectStyles } from "../../../components/inject-styles";
import { useLanguage, useLL } from "../../../i18n/language";
import { durationAxis, formatAxisDuration, formatCount, formatDay, formatDuration, oneDecimal } from "../../../components/number-format";
import { type ChartOrTable, Section, ViewToggle } from "./section";
import { rejectCauseName } from "../../../components/reject-cause";

injectStyles("hs-charts-styles", `${colorSwatchCss}\n${chartsCss}`);

/**
 * A colour per status, the same in every chart (docs/product/statuses.md's order): Mantine's own
 * shades, eight hues told apart at a glance. The theme darkens shades 6 to 9 for text
 * (docs/product/accessibility.md), which would make several of them alike; each chart has a table
 * view with the same figures.
 */
const statusColor: Record<ProjectStatusId, string> = {
  1: "#228be6",
  2: "#12b886",
  3: "#fd7e14",
  4: "#868e96",
  5: "#2f9e44",
  6: "#be4bdb",
  7: "#fab005",
  8: "#e03131",
};
const statusName = (id: number, language: Language) => {
  const row = projectStatusTable.find((s) => s.id === id);
  return row ? (language === "nl" ? row.nameNl : row.nameFr) : String(id);
};

/** A table in its own scrolling frame, its first column kept in sight (docs/product/consoles.md). */
function NumbersTable({ caption, headers, rows }: { caption: string; headers: string[]; rows: ReactNode[][] }) {
  return (
    <Table.ScrollContainer minWidth={headers.length * 110} maxHeight={420}>
      <Table striped withTableBorder verticalSpacing={6} className="hs-table-key" aria-label={caption}>
        <Table.Thead>
          <Table.Tr>
            {headers.map((h, i) => (
              <Table.Th key={h} ta={i === 0 ? undefined : "right"}>
                {h}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((cells, r) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows of a fixed table, in the reply's order.
            <Table.Tr key={r}>
              {cells.map((cell, i) =>
                i === 0 ? (
                  <Table.Th key={headers[i]} scope="row" fw={500}>
                    {cell}
                  </Table.Th>
                ) : (
                  <Table.Td key={headers[i]} ta="right">
                    {cell}
                  </Table.Td>
                ),
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function ChartSection({
  id,
  title,
  intro,
  emptyText,
  headers,
  rows,
  csvHeaders,
  csvRows,
  fileName,
  children,
}: {
  id: string;
  title: string;
  intro?: string;
  /** What an empty chart says, when "no request" is not the word (refusals). */
  emptyText?: string;
  headers: string[];
  rows: ReactNode[][];
  /** The CSV's headers when they differ from the table's (a unit the file's numbers are in). */
  csvHeaders?: string[];
  csvRows: () => (string | number | null)[][];
  fileName: string;
  children: ReactNode;
}) {
  const [view, setView] = useState<ChartOrTable>("chart");
  const LL = useLL();
  return (
    <Section
      id={id}
      title={title}
      intro={intro}
      actions={<ViewToggle name={title} value={view} onChange={setView} />}
      csv={{ fileName, headers: csvHeaders ?? headers, rows: csvRows }}
    >
      {rows.length === 0 ? (
        <Alert color="gray" role="status">
          {emptyText ?? LL.dashboard.charts.empty()}
        </Alert>
      ) : view === "table" ? (
        <NumbersTable caption={title} headers={headers} rows={rows} />
      ) : (
        // The chart is a picture for screen readers; its table (the toggle) reads the numbers.
        <Box role="img" aria-label={LL.dashboard.charts.chartLabel({ name: title })}>
          {children}
        </Box>
      )}
    </Section>
  );
}

/** The weekly chart's legend, outside the chart so that it wraps on a phone instead of overlapping it. */
function StatusLegend({ ids, language }: { ids: ProjectStatusId[]; language: Language }) {
  return (
    <Group component="ul" gap="xs" justify="center" mt="xs" style={{ listStyle: "none", padding: 0, margin: 0 }}>
      {ids.map((id) => (
        <Group component="li" key={id} gap={6} wrap="nowrap">
          <Box w={12} h={12} style={{ borderRadius: 6, background: statusColor[id] }} aria-hidden="true" />
          <Text size="sm">{statusName(id, language)}</Text>
        </Group>
      ))}
    </Group>
  );
}

/** The charts, each with its table of the same numbers (a lazy chunk with recharts). */
export default function Charts({ data }: { data: DashboardCharts }) {
  const LL = useLL();
  const t = LL.dashboard.charts;
  const { language } = useLanguage();
  const count = (n: number) => formatCount(n, language);
  const duration = (n: number | null) => (n === null ? LL.dashboard.noValue() : formatDuration(n, language, LL.dashboard.figures));
  const statusIds = projectStatusTable.map((s) => s.id as ProjectStatusId);

  const weekly = data.weeklyByStatus;
  const weeklyHeaders = [t.week(), ...statusIds.map((id) => statusName(id, language)), t.total()];
  const weeklyData = weekly.map((w) => ({
    week: formatDay(w.weekStart).slice(0, 5),
    ...Object.fromEntries(statusIds.map((id) => [`s${id}`, w.byStatus[id] ?? 0])),
  }));
  const hasRequests = weekly.some((w) => w.total > 0);

  const services = data.byService.map((s) => ({ service: language === "nl" ? s.nameNl : s.nameFr, count: s.count }));
  const serviceRows = [
    ...services.map((s) => [s.service, s.count] as const),
    ...(data.otherServicesCount > 0 ? [[t.otherServices(), data.otherServicesCount] as const] : []),
  ];

  // "Not specified" only when some refusal has none (the old contract's): the console always asks.
  const causes = data.rejectionsByCause
    .filter((c) => c.cause !== "unspecified" || c.count > 0)
    .map((c) => ({ cause: rejectCauseName(LL, c.cause), count: c.count }));
  const hasRejections = causes.some((c) => c.count > 0);

  const answers = data.weeklyFirstAnswer;
  const answerData = answers.map((w) => ({ week: formatDay(w.weekStart).slice(0, 5), median: w.medianHours, p90: w.p90Hours }));
  // The axis in minutes while every answer time is under an hour, else in hours (docs/product/dashboard.md).
  const answerAxis = durationAxis(Math.max(0, ...answers.flatMap((w) => [w.medianHours ?? 0, w.p90Hours ?? 0])));

  return (
    <Stack gap="md">
      <ChartSection
        id="chart-weekly"
        title={t.weeklyTitle()}
        fileName={t.weeklyTitle()}
        headers={weeklyHeaders}
        rows={hasRequests ? weekly.map((w) => [formatDay(w.weekStart), ...statusIds.map((id) => count(w.byStatus[id] ?? 0)), count(w.total)]) : []}
        csvRows={() => weekly.map((w) => [formatDay(w.weekStart), ...statusIds.map((id) => w.byStatus[id] ?? 0), w.total])}
      >
        <BarChart
          h={280}
          data={weeklyData}
          dataKey="week"
          type="stacked"
          series={statusIds.map((id) => ({ name: `s${id}`, label: statusName(id, language), color: statusColor[id] }))}
          valueFormatter={count}
          // Requests are whole: no 0.5 tick that the count format would show as a second "1".
          yAxisProps={{ allowDecimals: false }}
          tooltipAnimationDuration={0}
          accessibilityLayer={false}
        />
        <StatusLegend ids={statusIds} language={language} />
      </ChartSection>
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
        <ChartSection
          id="chart-services"
          title={t.byServiceTitle()}
          fileName={t.byServiceTitle()}
          headers={[t.service(), t.requests()]}
          rows={serviceRows.map(([name, n]) => [name, count(n)])}
          csvRows={() => serviceRows.map(([name, n]) => [name, n])}
        >
          <BarChart
            h={Math.max(160, services.length * 30 + 40)}
            data={services}
            dataKey="service"
            orientation="vertical"
            yAxisProps={{ width: 150, tick: { fontSize: 11 } }}
            xAxisProps={{ allowDecimals: false }}
            series={[{ name: "count", label: t.requests(), color: "brand.6" }]}
            valueFormatter={count}
            tooltipAnimationDuration={0}
            accessibilityLayer={false}
          />
        </ChartSection>
        <ChartSection
          id="chart-first-answer"
          title={t.firstAnswerTitle()}
          fileName={t.firstAnswerTitle()}
          headers={[t.week(), t.answered(), t.median(), t.p90()]}
          rows={
            answers.some((w) => w.answered > 0)
              ? answers.map((w) => [formatDay(w.weekStart), count(w.answered), duration(w.medianHours), duration(w.p90Hours)])
              : []
          }
          csvHeaders={[t.week(), t.answered(), t.medianCsv(), t.p90Csv()]}
          csvRows={() => answers.map((w) => [formatDay(w.weekStart), w.answered, oneDecimal(w.medianHours), oneDecimal(w.p90Hours)])}
        >
          <LineChart
            h={260}
            data={answerData}
            dataKey="week"
            withLegend
            connectNulls
            series={[
              { name: "median", label: t.median(), color: "brand.6" },
              { name: "p90", label: t.p90(), color: "#f76707" },
            ]}
            valueFormatter={(n) => formatDuration(n, language, LL.dashboard.figures)}
            yAxisProps={{
              ticks: answerAxis.ticks,
              domain: [0, answerAxis.ticks.at(-1) ?? 1],
              interval: 0,
              width: 64,
              tickFormatter: (n: number) => formatAxisDuration(n, answerAxis, language, LL.dashboard.figures),
            }}
            tooltipAnimationDuration={0}
            accessibilityLayer={false}
          />
        </ChartSection>
        <ChartSection
          id="chart-rejections"
          title={t.rejectionsTitle()}
          intro={t.rejectionsIntro()}
          emptyText={t.rejectionsEmpty()}
          fileName={t.rejectionsTitle()}
          headers={[t.rejectionCause(), t.rejections()]}
          rows={hasRejections ? causes.map((c) => [c.cause, count(c.count)]) : []}
          csvRows={() => causes.map((c) => [c.cause, c.count])}
        >
          <BarChart
            h={causes.length * 36 + 40}
            data={causes}
            dataKey="cause"
            orientation="vertical"
            yAxisProps={{ width: 150, tick: { fontSize: 11 } }}
            xAxisProps={{ allowDecimals: false }}
            series={[{ name: "count", label: t.rejections(), color: "orange.6" }]}
            valueFormatter={count}
            tooltipAnimationDuration={0}
            accessibilityLayer={false}
          />
        </ChartSection>
      </SimpleGrid>
    </Stack>
  );
}
