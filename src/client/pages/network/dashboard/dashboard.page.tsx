import { Skeleton, Stack, Text, Title } from "@mantine/core";
import { lazy, Suspense, useEffect } from "react";
import { usePage } from "../../../components/use-page";
import { useLL } from "../../../i18n/language";
import { trpc } from "../../../trpc";
import { NetworkPage } from "../shared";
import { AbsencesAhead } from "./absences-ahead";
import { Attention } from "./attention";
import { CoverageSection } from "./coverage-section";
import { dashboardFilter, useDashboardView } from "./dashboard-view";
import { FilterBar } from "./filter-bar";
import { formatDay } from "../../../components/number-format";
import { KeyFigures } from "./key-figures";
import { LostDemand } from "./lost-demand";
import { ProviderPerformance } from "./provider-performance";
import { Section } from "./section";
import { InvoicePrices } from "./invoice-prices";
import { ProviderPrices } from "./provider-prices";
import { SelfService } from "./self-service";

// recharts is the heaviest part: its own chunk, fetched while the figures are asked for.
const loadCharts = () => import("./charts");
const Charts = lazy(loadCharts);

/** network, network/dashboard: the network's insight dashboard (docs/product/dashboard.md). */
function Dashboard() {
  const LL = useLL();
  const t = LL.dashboard;
  usePage("network-dashboard", t.pageName());
  const [view, changeView] = useDashboardView();
  const filter = dashboardFilter(view);
  const input = filter ?? { period: "30d" as const };
  const options = { enabled: filter !== null, placeholderData: <T,>(previous: T | undefined) => previous, retry: 1 };
  const figures = trpc.network.dashboard.keyFigures.useQuery(input, options);
  const charts = trpc.network.dashboard.charts.useQuery(input, options);
  const coverage = trpc.network.dashboard.coverage.useQuery(input, options);
  const lost = trpc.network.dashboard.lostDemand.useQuery(input, options);
  const performance = trpc.network.dashboard.providerPerformance.useQuery(input, options);
  const selfService = trpc.network.dashboard.selfService.useQuery(input, options);
  const prices = trpc.network.dashboard.invoicePrices.useQuery(input, options);
  const providerPrices = trpc.network.dashboard.providerPrices.useQuery(input, options);
  const period = figures.data?.period;
  useEffect(() => {
    void loadCharts();
  }, []);

  return (
    <Stack gap="md" py="lg">
      <div>
        <Title order={1}>{t.title()}</Title>
        <Text c="gray.7">{t.intro()}</Text>
      </div>
      <Attention />
      <AbsencesAhead />
      <FilterBar view={view} onChange={changeView} />
      {filter !== null && (
        <>
          <Text size="sm" fw={600} data-testid="period-shown" aria-live="polite">
            {period
              ? t.periodShown({
                  from: formatDay(period.from),
                  to: formatDay(period.to),
                  previousFrom: formatDay(period.previousFrom),
                  previousTo: formatDay(period.previousTo),
                })
              : "\u00a0"}
          </Text>
          <Section id="key-figures" title={t.figures.title()} error={figures.isError} onRetry={() => void figures.refetch()}>
            <KeyFigures data={figures.data} filter={filter} />
          </Section>
          {charts.isError ? (
            <Section id="charts" title={t.charts.weeklyTitle()} error onRetry={() => void charts.refetch()}>
              {null}
            </Section>
          ) : (
            <Suspense fallback={<Skeleton height={320} radius="md" />}>
              {charts.data ? <Charts data={charts.data} /> : <Skeleton height={320} radius="md" />}
            </Suspense>
          )}
          <CoverageSection data={coverage.data} error={coverage.isError} onRetry={() => void coverage.refetch()} />
          <LostDemand data={lost.data} error={lost.isError} onRetry={() => void lost.refetch()} />
          <ProviderPerformance data={performance.data} error={performance.isError} onRetry={() => void performance.refetch()} />
          <InvoicePrices data={prices.data} error={prices.isError} onRetry={() => void prices.refetch()} />
          <ProviderPrices data={providerPrices.data} error={providerPrices.isError} onRetry={() => void providerPrices.refetch()} />
          <SelfService data={selfService.data} error={selfService.isError} onRetry={() => void selfService.refetch()} />
        </>
      )}
    </Stack>
  );
}

export default function NetworkDashboardPage() {
  return (
    <NetworkPage>
      <Dashboard />
    </NetworkPage>
  );
}
