import { useCallback } from "react";
import { useLocation, useSearch } from "wouter";
import { type DashboardFilterInput, type DashboardPeriod, dashboardPeriods } from "@/shared/schemas/network-dashboard";
import { dayParam, oneOfParam } from "../../../components/url-list-view";
import { parseRequestFilter, type RequestFilterView, requestFilterOf, writeRequestFilter } from "../request-filter-view";

/**
 * The dashboard's filters live in the URL (docs/product/dashboard.md), as the project list's do:
 * a view can be shared, reloaded, and Back shows it again. A change replaces the history entry.
 *
 * `period` (7d, 30d by default, 90d, year, custom) with `from` and `to` for a custom range,
 * `category`, `service`, `province`, `lang` (the request's language).
 */
export interface DashboardView extends RequestFilterView {
  period: DashboardPeriod;
  from: string | undefined;
  to: string | undefined;
}

export const defaultPeriod: DashboardPeriod = "30d";

export function parseDashboardView(search: string): DashboardView {
  const params = new URLSearchParams(search);
  const period = oneOfParam(dashboardPeriods, params.get("period")) ?? defaultPeriod;
  return {
    period,
    from: period === "custom" ? dayParam(params.get("from")) : undefined,
    to: period === "custom" ? dayParam(params.get("to")) : undefined,
    ...parseRequestFilter(params),
  };
}

export function dashboardSearch(view: DashboardView): string {
  const params = new URLSearchParams();
  if (view.period !== defaultPeriod) params.set("period", view.period);
  if (view.period === "custom") {
    if (view.from) params.set("from", view.from);
    if (view.to) params.set("to", view.to);
  }
  writeRequestFilter(params, view);
  const text = params.toString();
  return text ? `?${text}` : "";
}

/**
 * The filter the server's procedures take, or null while a custom range lacks a day (nothing to
 * ask yet). A reversed range is put in order.
 */
export function dashboardFilter(view: DashboardView): DashboardFilterInput | null {
  const common = requestFilterOf(view);
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
