import { Button, Checkbox, Collapse, Group, Select, Stack } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { lazy, Suspense, useId, useState } from "react";
import { DisclosureChevron } from "../../components/disclosure-chevron";
import { useLanguage, useLL } from "../../i18n/language";
import type { ProjectListView } from "./project-list-view";
import { RequestFilterFields } from "./request-filter-fields";
import { noRequestFilter } from "./request-filter-view";
import { statusName } from "./shared";

const RangePicker = lazy(() => import("../../components/range-picker"));

/** The lists of "Needs attention now" as checkboxes, in the dashboard's order: each named as its card. */
const attentionFlags = ["waitingTooLong", "withoutProvider", "noContact", "callOverdue", "unhappy", "complaint", "highInvoice"] as const;

/** How many filters narrow the list (the search excepted: it has its own field). A category and its service are one. */
export function activeFilterCount(view: ProjectListView): number {
  return [
    view.statusId !== undefined,
    view.createdFrom !== undefined || view.createdTo !== undefined,
    view.categoryId !== undefined || view.serviceId !== undefined,
    view.province !== undefined,
    view.language !== undefined,
    ...attentionFlags.map((flag) => view[flag]),
  ].filter(Boolean).length;
}

/** Every filter off; the search stays (it has its own field and its own clear button). */
const noFilter: Partial<ProjectListView> = {
  statusId: undefined,
  createdFrom: undefined,
  createdTo: undefined,
  ...noRequestFilter,
  ...Object.fromEntries(attentionFlags.map((flag) => [flag, false])),
};

/**
 * The project list's filters (docs/product/consoles.md). On a phone they fold under one
 * "Filtres / Filters" button that says how many are on, so the first projects are in sight without
 * scrolling past them; from 768 px they are always shown.
 */
export function ProjectListFilters({
  view,
  changeView,
  statuses,
}: {
  view: ProjectListView;
  changeView: (patch: Partial<ProjectListView>) => void;
  statuses: readonly { id: number; nameFr: string; nameNl: string }[];
}) {
  const LL = useLL();
  const t = LL.network.projectList;
  const { language } = useLanguage();
  const wide = useMediaQuery("(min-width: 48em)", true, { getInitialValueInEffect: false });
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const active = activeFilterCount(view);

  const filters = (
    <Stack gap="md">
      <Group align="flex-end" gap="sm">
        <Select
          label={t.statusFilter()}
          data={[{ value: "", label: t.allStatuses() }, ...statuses.map((s) => ({ value: String(s.id), label: statusName(s, language) }))]}
          value={view.statusId ? String(view.statusId) : ""}
          onChange={(value) => changeView({ statusId: value ? Number(value) : undefined })}
          allowDeselect={false}
          w={{ base: "100%", xs: 220 }}
        />
        <Suspense fallback={null}>
          <RangePicker
            from={view.createdFrom}
            to={view.createdTo}
            onChange={(from, to) => changeView({ createdFrom: from, createdTo: to })}
            label={t.createdRange()}
            placeholder={t.createdRangePlaceholder()}
            clearable
          />
        </Suspense>
        <RequestFilterFields view={view} onChange={changeView} />
        {active > 0 && (
          <Button variant="subtle" onClick={() => changeView(noFilter)}>
            {LL.dashboard.filters.reset()}
          </Button>
        )}
      </Group>
      <Group gap="lg">
        {attentionFlags.map((flag) => (
          <Checkbox key={flag} label={t[flag]()} checked={view[flag]} onChange={(e) => changeView({ [flag]: e.currentTarget.checked })} />
        ))}
      </Group>
    </Stack>
  );
  if (wide) return filters;
  return (
    <Stack gap="sm">
      <Button
        variant="light"
        onClick={() => setOpen((o) => !o)}
        aria-expanded={open}
        aria-controls={panelId}
        rightSection={<DisclosureChevron open={open} />}
        style={{ alignSelf: "flex-start" }}
      >
        {active > 0 ? t.filtersActive({ count: active }) : t.filters()}
      </Button>
      <Collapse expanded={open} id={panelId}>
        {filters}
      </Collapse>
    </Stack>
  );
}
