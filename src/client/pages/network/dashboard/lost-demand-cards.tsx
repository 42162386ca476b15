import { Anchor, Paper, SimpleGrid, Stack, Text } from "@mantine/core";
import { Link } from "wouter";
import type { LostDemandRow } from "@/shared/schemas/network-dashboard";
import { formatCount, formatDecimal } from "../../../components/number-format";
import { useLanguage, useLL } from "../../../i18n/language";

/** The provider's Work Area tab, searched on the postcode: one more click switches the place on. */
export const workAreaHref = (providerId: number, postCode: string) => `/network/editprovider/${providerId}?tab=workarea&search=${encodeURIComponent(postCode)}`;

/** A row's nearest providers, each a link to its work area, or the words saying there is none. */
export function NearestLinks({ row }: { row: LostDemandRow }) {
  const LL = useLL();
  const t = LL.dashboard.lost;
  const { language } = useLanguage();
  const distance = (km: number) => formatDecimal(km, language);
  if (row.nearestProviders.length === 0)
    return (
      <Text size="sm" c="gray.7">
        {t.noNearest()}
      </Text>
    );
  return (
    <Stack gap={4}>
      {row.nearestProviders.map((p) => (
        <Anchor
          key={p.providerId}
          component={Link}
          href={workAreaHref(p.providerId, row.postCode)}
          size="sm"
          title={t.nearestLabel({ name: p.name, postCode: row.postCode, distance: distance(p.distanceKm) })}
          style={{ display: "inline-block", minHeight: 24, lineHeight: "24px" }}
        >
          {t.nearestLink({ name: p.name, distance: distance(p.distanceKm) })}
        </Anchor>
      ))}
    </Stack>
  );
}

/** Lost demand on a phone: a card per place and service, so that the service is read in full. */
export function LostDemandCards({ rows }: { rows: readonly LostDemandRow[] }) {
  const LL = useLL();
  const t = LL.dashboard.lost;
  const { language } = useLanguage();
  const nl = language === "nl";
  const counts = [
    ["noProviderFound", t.colNoProvider()],
    ["rejected", t.colRejected()],
    ["total", t.colTotal()],
  ] as const;
  return (
    <Stack component="ul" gap="xs" className="hs-plain-list" aria-label={t.title()}>
      {rows.map((r) => (
        <Paper component="li" key={`${r.placeId}-${r.serviceId}`} withBorder radius="md" p="sm" data-testid="lost-row">
          <Text fw={700}>
            <span data-column="postCode">{r.postCode}</span> <span data-column="place">{nl ? r.nameNl : r.nameFr}</span>
          </Text>
          <Text size="sm" data-column="service">
            {nl ? r.serviceNameNl : r.serviceNameFr}
          </Text>
          <SimpleGrid component="dl" cols={3} spacing="xs" my="xs">
            {counts.map(([key, label]) => (
              <div key={key}>
                <Text component="dt" size="xs" c="gray.7">
                  {label}
                </Text>
                <Text component="dd" fw={key === "total" ? 700 : 500} m={0} data-column={key}>
                  {formatCount(r[key], language)}
                </Text>
              </div>
            ))}
          </SimpleGrid>
          <Text size="xs" c="gray.7">
            {t.colNearest()}
          </Text>
          <NearestLinks row={r} />
        </Paper>
      ))}
    </Stack>
  );
}
