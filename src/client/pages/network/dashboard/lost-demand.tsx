import { Alert, Anchor, Stack, Table, Text } from "@mantine/core";
import { Link } from "wouter";
import type { DashboardLostDemand } from "@/shared/schemas/network-dashboard";
import { useLanguage, useLL } from "../../../i18n/language";
import { formatCount, formatDecimal } from "../../../components/number-format";
import { CsvButton, Section } from "./section";

/** The provider's Work Area tab, searched on the postcode: one more click switches the place on. */
export const workAreaHref = (providerId: number, postCode: string) => `/network/editprovider/${providerId}?tab=workarea&search=${encodeURIComponent(postCode)}`;

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
      actions={
        data && (
          <CsvButton
            name={t.title()}
            fileName={t.csvName()}
            headers={headers}
            rows={() =>
              rows.map((r) => [
                r.postCode,
                nl ? r.nameNl : r.nameFr,
                nl ? r.serviceNameNl : r.serviceNameFr,
                r.noProviderFound,
                r.rejected,
                r.total,
                r.nearestProviders.map((p) => t.nearestLink({ name: p.name, distance: distance(p.distanceKm) })).join(", "),
              ])
            }
          />
        )
      }
    >
      <Table.ScrollContainer minWidth={960} maxHeight={560}>
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
                <Table.Td>{nl ? r.nameNl : r.nameFr}</Table.Td>
                <Table.Td>{nl ? r.serviceNameNl : r.serviceNameFr}</Table.Td>
                <Table.Td ta="right">{formatCount(r.noProviderFound, language)}</Table.Td>
                <Table.Td ta="right">{formatCount(r.rejected, language)}</Table.Td>
                <Table.Td ta="right" fw={700}>
                  {formatCount(r.total, language)}
                </Table.Td>
                <Table.Td>
                  {r.nearestProviders.length === 0 ? (
                    <Text size="sm" c="gray.7">
                      {t.noNearest()}
                    </Text>
                  ) : (
                    <Stack gap={4}>
                      {r.nearestProviders.map((p) => (
                        <Anchor
                          key={p.providerId}
                          component={Link}
                          href={workAreaHref(p.providerId, r.postCode)}
                          size="sm"
                          title={t.nearestLabel({ name: p.name, postCode: r.postCode, distance: distance(p.distanceKm) })}
                          style={{ display: "inline-block", minHeight: 24, lineHeight: "24px" }}
                        >
                          {t.nearestLink({ name: p.name, distance: distance(p.distanceKm) })}
                        </Anchor>
                      ))}
                    </Stack>
                  )}
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
