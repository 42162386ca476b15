import { Button, Group, Loader, Paper, Select, Text } from "@mantine/core";
import { lazy, Suspense } from "react";
import type { DashboardPeriod } from "@/shared/schemas/network-dashboard";
import { useLL } from "../../../i18n/language";
import { fieldWidth, RequestFilterFields } from "../request-filter-fields";
import { narrowsRequests, noRequestFilter } from "../request-filter-view";
import { type DashboardView, defaultPeriod } from "./dashboard-view";

const RangePicker = lazy(() => import("../../../components/range-picker"));

/** Period, then category → service, province and the request's language; every choice goes to the URL. */
export function FilterBar({ view, onChange }: { view: DashboardView; onChange: (patch: Partial<DashboardView>) => void }) {
  const LL = useLL();
  const t = LL.dashboard.filters;
  const periods: { value: DashboardPeriod; label: string }[] = [
    { value: "7d", label: t.last7() },
    { value: "30d", label: t.last30() },
    { value: "90d", label: t.last90() },
    { value: "year", label: t.year() },
    { value: "custom", label: t.custom() },
  ];
  const filtered = view.period !== defaultPeriod || narrowsRequests(view);

  return (
    <Paper component="form" role="search" aria-label={t.title()} withBorder radius="md" p={{ base: "sm", sm: "md" }} onSubmit={(e) => e.preventDefault()}>
      <Group align="flex-end" gap="sm">
        <Select
          label={t.period()}
          data={periods}
          value={view.period}
          onChange={(value) => {
            const period = periods.find((p) => p.value === value)?.value ?? defaultPeriod;
            onChange({ period, ...(period === "custom" ? {} : { from: undefined, to: undefined }) });
          }}
          allowDeselect={false}
          w={fieldWidth}
        />
        {view.period === "custom" && (
          <Suspense fallback={<Loader size="sm" aria-label={LL.common.loading()} />}>
            <RangePicker from={view.from} to={view.to} onChange={(from, to) => onChange({ from, to })} label={t.range()} placeholder={t.rangePlaceholder()} />
          </Suspense>
        )}
        <RequestFilterFields view={view} onChange={onChange} />
        {filtered && (
          <Button
            variant="subtle"
            onClick={() =>
              onChange({
                period: defaultPeriod,
                from: undefined,
                to: undefined,
                ...noRequestFilter,
              })
            }
          >
            {t.reset()}
          </Button>
        )}
      </Group>
      {view.period === "custom" && (!view.from || !view.to) && (
        <Text size="sm" c="gray.7" mt="xs" role="status">
          {t.rangeIncomplete()}
        </Text>
      )}
    </Paper>
  );
}
