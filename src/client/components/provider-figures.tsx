import { Alert, Group, Paper, Select, Stack, Text, Title } from "@mantine/core";
import { useState } from "react";
import type { ProviderFigures } from "@/shared/schemas/network-dashboard";
import { useLL } from "../i18n/language";
import { trpc } from "../trpc";
import { FigureCard, FigureGrid, type FigureKind } from "./figure-card";
import { formatDay } from "./number-format";

type Period = "7d" | "30d" | "90d";
/** A day of the same length as a real one (dd/mm/yyyy), for the period line's place while loading. */
const placeholderDay = "2000-00-00";

const order: readonly { key: keyof ProviderFigures; kind: FigureKind }[] = [
  { key: "assigned", kind: "count" },
  { key: "accepted", kind: "count" },
  { key: "calledInTime", kind: "count" },
  { key: "rejected", kind: "count" },
  { key: "rejectedByDeadline", kind: "count" },
  { key: "noAgreement", kind: "count" },
  { key: "completed", kind: "count" },
  { key: "openNow", kind: "count" },
  { key: "firstAnswerMedianHours", kind: "hours" },
  { key: "ratingCount", kind: "count" },
  { key: "ratingAverage", kind: "rating" },
  { key: "invoicedCents", kind: "euros" },
];

const firstPeriod: Period = "30d";
const keepPrevious = { placeholderData: <T,>(previous: T | undefined) => previous, retry: 1 };

/** The signed-in provider's own figures for a period (the same query for the panel and for a page waiting on it). */
export function useOwnFigures(period: Period = firstPeriod, enabled = true) {
  return trpc.provider.dashboard.myFigures.useQuery({ period }, { ...keepPrevious, enabled });
}

/**
 * A provider's figures (docs/product/dashboard.md): the same figures as its row of the network's
 * provider performance, with the previous period beside them. Without `providerId`, the provider's
 * own on its console's landing page (the server takes the provider from the session); with it,
 * that provider's on the network's provider page.
 */
export function ProviderFiguresPanel({ providerId }: { providerId?: number }) {
  const LL = useLL();
  const t = providerId === undefined ? LL.dashboard.own : LL.dashboard.providerFigures;
  const p = LL.dashboard.performance;
  const [period, setPeriod] = useState<Period>(firstPeriod);
  const own = useOwnFigures(period, providerId === undefined);
  const ofProvider = trpc.network.dashboard.providerFigures.useQuery(
    { providerId: providerId ?? 0, filter: { period } },
    { ...keepPrevious, enabled: providerId !== undefined },
  );
  const figures = providerId === undefined ? own : ofProvider;
  const names: Record<keyof ProviderFigures, string> = {
    assigned: p.colAssigned(),
    accepted: p.colAccepted(),
    calledInTime: p.colCalledInTime(),
    rejected: p.colRejected(),
    rejectedByDeadline: p.colDeadline(),
    noAgreement: p.colNoAgreement(),
    completed: p.colCompleted(),
    openNow: p.colOpenNow(),
    firstAnswerMedianHours: LL.dashboard.figures.firstAnswerMedianHours(),
    ratingCount: p.colRatingCount(),
    ratingAverage: p.colRatingAverage(),
    invoicedCents: LL.dashboard.figures.invoicedTotalCents(),
  };
  const helps: Partial<Record<keyof ProviderFigures, () => string>> = {
    calledInTime: providerId === undefined ? p.calledInTimeHelpOwn : p.calledInTimeHelp,
    firstAnswerMedianHours: LL.dashboard.figures.firstAnswerMedianHoursHelp,
    invoicedCents: providerId === undefined ? p.invoicedHelpOwn : p.invoicedHelp,
  };
  const data = figures.data;
  return (
    <Paper component="section" aria-labelledby="own-figures-title" withBorder radius="md" p={{ base: "sm", sm: "md" }} data-testid="own-figures">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-end" gap="sm">
          <div>
            <Title order={2} size="h4" id="own-figures-title">
              {t.title()}
            </Title>
            <Text size="sm" c="gray.7">
              {t.intro()}
            </Text>
          </div>
          <Select
            label={t.periodLabel()}
            data={[
              { value: "7d", label: LL.dashboard.filters.last7() },
              { value: "30d", label: LL.dashboard.filters.last30() },
              { value: "90d", label: LL.dashboard.filters.last90() },
            ]}
            value={period}
            onChange={(value) => setPeriod(value === "7d" || value === "90d" ? value : "30d")}
            allowDeselect={false}
            w={{ base: "100%", xs: 200 }}
          />
        </Group>
        {/* Before the figures arrive, the same line with placeholder days holds its place unseen:
            its days are as long as the real ones, so the list below does not move when they come. */}
        <Text
          size="sm"
          fw={600}
          data-testid={data ? "own-period" : undefined}
          aria-hidden={data ? undefined : true}
          style={data ? undefined : { visibility: "hidden" }}
        >
          {LL.dashboard.periodShown({
            from: formatDay(data?.period.from ?? placeholderDay),
            to: formatDay(data?.period.to ?? placeholderDay),
            previousFrom: formatDay(data?.period.previousFrom ?? placeholderDay),
            previousTo: formatDay(data?.period.previousTo ?? placeholderDay),
          })}
        </Text>
        {figures.isError ? (
          <Alert color="red" role="alert">
            {t.loadFailed()}
          </Alert>
        ) : (
          <FigureGrid>
            {order.map(({ key, kind }) => (
              <FigureCard
                key={key}
                id={`own-${key}`}
                name={names[key]}
                help={helps[key]?.()}
                pair={data ? { current: data.current[key], previous: data.previous[key] } : undefined}
                kind={kind}
                withPrevious={key !== "openNow"}
              />
            ))}
          </FigureGrid>
        )}
      </Stack>
    </Paper>
  );
}
