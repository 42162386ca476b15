import { useCallback } from "react";
import { useLocation, useSearch } from "wouter";
import { type Language, languages } from "@/shared/catalog-types";
import {
  type DashboardFilterInput,
  type DashboardPeriod,
  type DashboardProvince,
  dashboardPeriods,
  dashboardProvinces,
} from "@/shared/schemas/network-dashboard";
import { isoDaySchema } from "@/shared/schemas/fields";

/**
 * The dashboard's filters live in the URL (docs/product/dashboard.md), as the project list's do:
 * a view can be shared, reloaded, and Back shows it again. A change replaces the history entry.
 *
 * `period` (7d, 30d by default, 90d, year, custom) with `from` and `to` for a custom range,
 * `category`, `service`, `province`, `lang` (the request's language).
 */
export interface DashboardView {
  period: DashboardPeriod;
  from: string | undefined;
  to: string | undefined;
  categoryId: number | undefined;
  serviceId: number | undefined;
  province: DashboardProvince | undefined;
  language: Language | undefined;
}

export const defaultPeriod: DashboardPeriod = "30d";

function positive(value: string | null): number | undefined {
  if (!value || !/^\d{1,10}$/.test(value)) return undefined;
  const n = Number(value);
  return n > 0 && n <= 2_147_483_647 ? n : undefined;
}

function oneOf<T extends string>(list: readonly T[], value: string | null): T | undefined {
  return list.find((item) => item === value);
}

function day(value: string | null): string | undefined {
  return value && isoDaySchema.safeParse(value).success ? value : undefined;
}

export function parseDashboardView(search: string): DashboardView {
  const params = new URLSearchParams(search);
  const period = oneOf(dashboardPeriods, params.get("period")) ?? defaultPeriod;
  return {
    period,
    from: period === "custom" ? day(params.get("from")) : undefined,
    to: period === "custom" ? day(params.get("to")) : undefined,
    categoryId: positive(params.get("category")),
    serviceId: positive(params.get("service")),
    province: oneOf(dashboardProvinces, params.get("province")),
    language: oneOf(languages, params.get("lang")),
  };
}

export function dashboardSearch(view: DashboardView): string {
  const params = new URLSearchParams();
  if (view.period !== defaultPeriod) params.set("period", view.period);
  if (view.period === "custom") {
    if (view.from) params.set("from", view.from);
    if (view.to) params.set("to", view.to);
  }
  if (view.categoryId) params.set("category", String(view.categoryId));
  if (view.serviceId) params.set("service", String(view.serviceId));
  if (view.province) params.set("province", view.province);
  if (view.language) params.set("lang", view.language);
  const text = params.toString();
  return text ? `?${text}` : "";
}

/**
 * The filter the server's procedures take, or null while a custom range lacks a day (nothing to
 * ask yet). A reversed range is put in order.
 */
export function dashboardFilter(view: DashboardView): DashboardFilterInput | null {
  const common = { categoryId: view.categoryId, serviceId: view.serviceId, province: view.province, language: view.language };
  if (view.period !== "custom") return { period: view.period, ...common };
  if (!view.from || !view.to) return null;
  const [from, to] = view.from <= view.to ? [view.from, view.to] : [view.to, view.from];
  return { period: "custom", from, to, ...common };
}

/** The view in the URL and a setter that keeps the rest of it. */
export function useDashboardView(): [DashboardView, (patch: Partial<DashboardView>) => void] {
  const [location, navigate] = useLocation();
  const view = parseDashboardView(useSearch());
  const change = useCallback(
    (patch: Partial<DashboardView>) => {
      const next = { ...parseDashboardView(window.location.search), ...patch };
      navigate(`${location}${dashboardSearch(next)}`, { replace: true });
    },
    [location, navigate],
  );
  return [view, change];
}
