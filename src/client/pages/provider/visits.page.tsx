import { Alert, Anchor, Box, Paper, Skeleton, Stack, Text, Title } from "@mantine/core";
import { Link } from "wouter";
import { brusselsDayHeading, brusselsToday } from "../../components/brussels-days";
import { CustomerName } from "../../components/customer-name";
import { formatDayAndTime } from "../../components/format";
import { ProjectNumber } from "../../components/project-number";
import { usePage } from "../../components/use-page";
import { useLanguage, useLL } from "../../i18n/language";
import { type RouterOutputs, trpc } from "../../trpc";
import { ConsoleShell } from "../console/console-shell";
import { CalendarFeedCard } from "./calendar-feed-card";
import { customerAddressLine } from "./project-cards";

type Visit = RouterOutputs["provider"]["visits"]["upcoming"][number];

/** The visits grouped by their Brussels day (`YYYY-MM-DD`, and the first visit's moment for its heading), in order. */
function byDay(visits: readonly Visit[]): { day: string; date: Date; visits: Visit[] }[] {
  const days: { day: string; date: Date; visits: Visit[] }[] = [];
  for (const visit of visits) {
    const day = brusselsToday(visit.visitAt);
    const last = days.at(-1);
    if (last?.day === day) last.visits.push(visit);
    else days.push({ day, date: visit.visitAt, visits: [visit] });
  }
  return days;
}

/** provider/visits: the provider's visits to come, day by day, and its calendar subscription (docs/product/visits.md). */
function Visits() {
  const LL = useLL();
  const { language } = useLanguage();
  const t = LL.provider.visits;
  usePage("provider-visits", t.title());
  const visits = trpc.provider.visits.upcoming.useQuery();
  return (
    <Stack gap="md" py="lg">
      <div>
        <Title order={1}>{t.title()}</Title>
        <Text c="gray.7" maw={640}>
          {t.intro()}
        </Text>
      </div>
      {visits.isLoading && <Skeleton height={160} radius="md" />}
      {visits.isError && <Alert color="red">{t.failed()}</Alert>}
      {visits.data?.length === 0 && (
        <Alert color="blue" maw={720} data-testid="no-visits">
          {t.none()}
        </Alert>
      )}
      {byDay(visits.data ?? []).map(({ day, date, visits: ofDay }) => (
        <Box component="section" key={day} aria-labelledby={`visits-${day}`} maw={720} data-testid="visit-day">
          <Title order={2} size="h4" id={`visits-${day}`} mb="xs">
            {brusselsDayHeading(date, language)}
          </Title>
          <Stack component="ul" gap="xs" className="hs-plain-list">
            {ofDay.map((v) => (
              <Paper component="li" key={v.id} withBorder radius="md" p="sm" className="hs-link-card" data-testid="visit">
                <Text fw={700} c="teal.9">
                  {formatDayAndTime(v.visitAt).time}
                </Text>
                <Anchor component={Link} href={`/provider/homeprojectdetails/${v.id}`} fw={700} className="hs-link-card-target">
                  <ProjectNumber id={v.id} /> · {v.serviceName}
                </Anchor>
                <Text size="sm">
                  <CustomerName project={{ ...v, personalDataErased: false }} />
                </Text>
                {v.changeAskedAt && (
                  <Text size="sm" fw={600} c="orange.9" data-testid="visit-change-asked">
                    {t.changeAsked()}
                  </Text>
                )}
                <Text size="sm" c="gray.7">
                  {customerAddressLine(LL, { ...v, personalDataErased: false })}
                </Text>
              </Paper>
            ))}
          </Stack>
        </Box>
      ))}
      <CalendarFeedCard />
    </Stack>
  );
}

export default function ProviderVisitsPage() {
  return (
    <ConsoleShell role="provider">
      <Visits />
    </ConsoleShell>
  );
}
