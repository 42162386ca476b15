import { Alert, Skeleton, Table } from "@mantine/core";
import { useState } from "react";
import type { DashboardCoverage } from "@/shared/schemas/network-dashboard";
import { useLanguage, useLL } from "../../../i18n/language";
import { CoverageMap } from "./coverage-map";
import { formatCount } from "../../../components/number-format";
import { isUncovered } from "./map-colours";
import { type ChartOrTable, Section, ViewToggle } from "./section";

/**
 * The map, or as a table the postcodes with requests or without any cover; the CSV has every postcode.
 * With no postcode on the map (none has coordinates), the panel says so in words, never an empty box.
 */
export function CoverageSection({ data, error, onRetry }: { data: DashboardCoverage | undefined; error: boolean; onRetry: () => void }) {
  const LL = useLL();
  const t = LL.dashboard.map;
  const { language } = useLanguage();
  const nl = language === "nl";
  const [view, setView] = useState<ChartOrTable>("chart");
  const serviceSelected = data ? data.serviceId !== null : false;
  const headers = [t.colPostCode(), t.colPlace(), t.colProviders(), ...(serviceSelected ? [] : [t.colServicesWithout()]), t.colRequests()];
  const listed = (data?.points ?? [])
    .filter((p) => p.requests > 0 || isUncovered(p, serviceSelected, data?.routedServices ?? 0))
    .sort((a, b) => b.requests - a.requests || a.postCode.localeCompare(b.postCode));
  const values = (p: DashboardCoverage["points"][number]) => [p.providers, ...(serviceSelected ? [] : [p.servicesWithoutProvider]), p.requests];
  const nothingToDraw = data !== undefined && data.points.length === 0;

  return (
    <Section
      id="coverage"
      title={t.title()}
      intro={serviceSelected ? t.introService() : t.introAll()}
      error={error}
      onRetry={onRetry}
      actions={data && !nothingToDraw && <ViewToggle name={t.title()} value={view} onChange={setView} />}
      csv={
        data && !nothingToDraw
          ? { fileName: t.csvName(), headers, rows: () => data.points.map((p) => [p.postCode, nl ? p.nameNl : p.nameFr, ...values(p)]) }
          : undefined
      }
    >
      {!data && !error && <Skeleton height={240} radius="md" />}
      {nothingToDraw && (
        <Alert color="gray" role="status">
          {t.noCoordinates()}
        </Alert>
      )}
      {data && !nothingToDraw && view === "chart" && <CoverageMap data={data} />}
      {data && !nothingToDraw && view === "table" && listed.length === 0 && (
        <Alert color="gray" role="status">
          {t.tableEmpty()}
        </Alert>
      )}
      {data && !nothingToDraw && view === "table" && listed.length > 0 && (
        <Table.ScrollContainer minWidth={560} maxHeight={480}>
          <Table striped withTableBorder verticalSpacing={6} className="hs-table-key" aria-label={t.tableTitle()} stickyHeader>
            <Table.Thead>
              <Table.Tr>
                {headers.map((h, i) => (
                  <Table.Th key={h} ta={i >= 2 ? "right" : undefined}>
                    {h}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {listed.map((p) => (
                <Table.Tr key={p.postCode}>
                  <Table.Th scope="row" fw={600}>
                    {p.postCode}
                  </Table.Th>
                  <Table.Td>{nl ? p.nameNl : p.nameFr}</Table.Td>
                  {values(p).map((v, i) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: the row's fixed columns.
                    <Table.Td key={i} ta="right">
                      {formatCount(v, language)}
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Section>
  );
}
