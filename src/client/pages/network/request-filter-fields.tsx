import { Select } from "@mantine/core";
import { type Province, provinces } from "@/shared/schemas/request-filter";
import { catalogText } from "../../i18n/catalog-text";
import { useLanguage, useLL } from "../../i18n/language";
import { trpc } from "../../trpc";
import type { RequestFilterView } from "./request-filter-view";

/** Dictionary keys of the provinces (the contract's ids have dashes). */
const provinceKey = {
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
} as const satisfies Record<Province, string>;

/** A filter field's width: the whole line on a phone, 200 px from 576 px (the dashboard's bar too). */
export const fieldWidth = { base: "100%", sm: 200 } as const;

/**
 * Category → service, province and the request's language: the dashboard's filters and the
 * project list's, the same fields in both (docs/product/dashboard.md).
 */
export function RequestFilterFields({ view, onChange }: { view: RequestFilterView; onChange: (patch: Partial<RequestFilterView>) => void }) {
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
  return (
    <>
      <Select
        label={t.category()}
        data={[{ value: "", label: t.allCategories() }, ...categories.map((c) => ({ value: String(c.id), label: catalogText(language, "category", c.code) }))]}
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
        data={[{ value: "", label: t.allProvinces() }, ...provinces.map((p) => ({ value: p, label: LL.dashboard.provinces[provinceKey[p]]() }))]}
        value={view.province ?? ""}
        onChange={(value) => onChange({ province: provinces.find((p) => p === value) })}
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
    </>
  );
}
