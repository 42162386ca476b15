import { Alert, Box, Table, Text } from "@mantine/core";
import type { DashboardLostDemand } from "@/shared/schemas/network-dashboard";
import { useLanguage, useLL } from "../../../i18n/language";
import { formatCount, formatDecimal } from "../../../components/number-format";
import { LostDemandCards, NearestLinks } from "./lost-demand-cards";
import { Section } from "./section";

/** Lost demand: places × services whose requests found nobody or were rejected, most first, with the nearest providers. */
export function LostDemand({ data, error, onRetry }: { data: DashboardLostDemand | undefined; error: boolean; onRetry: () => void }) {
  const LL = useLL();
  const t = LL.dashboard.lost;
  const { language } = useLanguage();
  const nl = language === "nl";
  const headers = [t.colPostCode(), t.colPlace(), t.colService(), t.colNoProvider(), t.colRejected(), t.colTotal(), t.colNearest()];
  const rows = data?.rows ?? [];
  const distance = (km: number) => formatDecimal(km, language);

  return (
    <Section
      id="lost-demand"
      title={t.title()}
      intro={t.intro()}
      error={error}
      onRetry={onRetry}
      csv={
        data && {
          fileName: t.csvName(),
          headers,
          rows: () =>
            rows.map((r) => [
              r.postCode,
              nl ? r.nameNl : r.nameFr,
              nl ? r.serviceNameNl : r.serviceNameFr,
              r.noProviderFound,
              r.rejected,
              r.total,
              r.nearestProviders.map((p) => t.nearestLink({ name: p.name, distance: distance(p.distanceKm) })).join(", "),
            ]),
        }
      }
    >
      {/* A phone shows a card per row: through the table's frame the service was cut. */}
      <Box hiddenFrom="sm">
        <LostDemandCards rows={rows} />
      </Box>
      <Table.ScrollContainer minWidth={960} maxHeight={560} visibleFrom="sm">
        <Table striped withTableBorder verticalSpacing="xs" className="hs-table-key" aria-label={t.title()} stickyHeader>
          <Table.Thead>
            <Table.Tr>
              {headers.map((h, i) => (
                <Table.Th key={h} ta={i >= 3 && i <= 5 ? "right" : undefined}>
                  {h}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((r) => (
              <Table.Tr key={`${r.placeId}-${r.serviceId}`} data-testid="lost-row">
                <Table.Th scope="row" fw={600}>
                  {r.postCode}
                </Table.Th>
                <Table.Td data-column="place">{nl ? r.nameNl : r.nameFr}</Table.Td>
                <Table.Td data-column="service">{nl ? r.serviceNameNl : r.serviceNameFr}</Table.Td>
                <Table.Td ta="right" data-column="noProviderFound">
                  {formatCount(r.noProviderFound, language)}
                </Table.Td>
                <Table.Td ta="right" data-column="rejected">
                  {formatCount(r.rejected, language)}
                </Table.Td>
                <Table.Td ta="right" fw={700} data-column="total">
                  {formatCount(r.total, language)}
                </Table.Td>
                <Table.Td>
                  <NearestLinks row={r} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {data && rows.length === 0 && (
        <Alert color="gray" role="status">
          {t.empty()}
        </Alert>
      )}
      {data && data.totalRows > rows.length && (
        <Text size="sm" c="gray.7">
          {t.cut({ shown: rows.length, total: data.totalRows })}
        </Text>
      )}
    </Section>
  );
}
