import { Button, Group, Loader, Paper, Select, Text } from "@mantine/core";
import { lazy, Suspense } from "react";
import { type DashboardPeriod, type DashboardProvince, dashboardProvinces } from "@/shared/schemas/network-dashboard";
import { catalogText } from "../../../i18n/catalog-text";
import { useLanguage, useLL } from "../../../i18n/language";
import { trpc } from "../../../trpc";
import { type DashboardView, defaultPeriod } from "./dashboard-view";

const RangePicker = lazy(() => import("../../../components/range-picker"));

/** Dictionary keys of the provinces (the contract's ids have dashes). */
export const provinceKey = {
  antwerpen: "antwerpen",
  "brabant-wallon": "brabantWallon",
  brussels: "brussels",
  hainaut: "hainaut",
  liege: "liege",
  limburg: "limburg",
  luxembourg: "luxembourg",
  namur: "namur",
  "oost-vlaanderen": "oostVlaanderen",
  "vlaams-brabant": "vlaamsBrabant",
  "west-vlaanderen": "westVlaanderen",
} as const satisfies Record<DashboardProvince, string>;

const fieldWidth = { base: "100%", sm: 200 } as const;

/** Period, category → service, province and the request's language; every choice goes to the URL. */
export function FilterBar({ view, onChange }: { view: DashboardView; onChange: (patch: Partial<DashboardView>) => void }) {
  const LL = useLL();
  const t = LL.dashboard.filters;
  const { language } = useLanguage();
  const catalog = trpc.network.projects.catalog.useQuery(undefined, { staleTime: 300_000 });
  const categories = catalog.data ?? [];
  // A shared address may name a service alone: its category is the one holding it.
  const category =
    categories.find((c) => c.id === view.categoryId) ??
    categories.find((c) => c.serviceSubCategories.some((sub) => sub.services.some((s) => s.id === view.serviceId)));
  const services = (category?.serviceSubCategories ?? []).flatMap((sub) => sub.services);
  const periods: { value: DashboardPeriod; label: string }[] = [
    { value: "7d", label: t.last7() },
    { value: "30d", label: t.last30() },
    { value: "90d", label: t.last90() },
    { value: "year", label: t.year() },
    { value: "custom", label: t.custom() },
  ];
  const filtered = view.period !== defaultPeriod || view.categoryId || view.serviceId || view.province || view.language;

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
        <Select
          label={t.category()}
          data={[
            { value: "", label: t.allCategories() },
            ...categories.map((c) => ({ value: String(c.id), label: catalogText(language, "category", c.code) })),
          ]}
          value={category ? String(category.id) : ""}
          onChange={(value) => onChange({ categoryId: value ? Number(value) : undefined, serviceId: undefined })}
          allowDeselect={false}
          w={fieldWidth}
        />
        <Select
          label={t.service()}
          data={[{ value: "", label: t.allServices() }, ...services.map((s) => ({ value: String(s.id), label: catalogText(language, "service", s.code) }))]}
          value={view.serviceId && services.some((s) => s.id === view.serviceId) ? String(view.serviceId) : ""}
          onChange={(value) => onChange({ serviceId: value ? Number(value) : undefined })}
          disabled={!category}
          allowDeselect={false}
          searchable
          w={{ base: "100%", sm: 260 }}
        />
        <Select
          label={t.province()}
          data={[{ value: "", label: t.allProvinces() }, ...dashboardProvinces.map((p) => ({ value: p, label: LL.dashboard.provinces[provinceKey[p]]() }))]}
          value={view.province ?? ""}
          onChange={(value) => onChange({ province: dashboardProvinces.find((p) => p === value) })}
          allowDeselect={false}
          w={fieldWidth}
        />
        <Select
          label={t.language()}
          data={[
            { value: "", label: t.allLanguages() },
            { value: "fr", label: LL.common.languageName.fr() },
            { value: "nl", label: LL.common.languageName.nl() },
          ]}
          value={view.language ?? ""}
          onChange={(value) => onChange({ language: value === "fr" || value === "nl" ? value : undefined })}
          allowDeselect={false}
          w={fieldWidth}
        />
        {filtered && (
          <Button
            variant="subtle"
            onClick={() =>
              onChange({
                period: defaultPeriod,
                from: undefined,
                to: undefined,
                categoryId: undefined,
                serviceId: undefined,
                province: undefined,
                language: undefined,
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
