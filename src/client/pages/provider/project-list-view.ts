import { useCallback } from "react";
import { useLocation, useSearch } from "wouter";

/**
 * The provider's project list keeps its status filter and page in the URL (`?status=1&page=2`;
 * docs/product/consoles.md), as the network's list does: Back from a project, a reload, or "back
 * to my projects" shows the same view.
 */
export interface ProviderListView {
  statusId: number | undefined;
  page: number;
}

const maxInt = 2_147_483_647;

function positive(value: string | null): number | undefined {
  if (!value || !/^\d{1,10}$/.test(value)) return undefined;
  const n = Number(value);
  return n > 0 && n <= maxInt ? n : undefined;
}

export function parseProviderListView(search: string): ProviderListView {
  const params = new URLSearchParams(search);
  return { statusId: positive(params.get("status")), page: positive(params.get("page")) ?? 1 };
}

export function providerListSearch(view: ProviderListView): string {
  const params = new URLSearchParams();
  if (view.statusId) params.set("status", String(view.statusId));
  if (view.page > 1) params.set("page", String(view.page));
  const text = params.toString();
  return text ? `?${text}` : "";
}

const lastListKey = "providerProjectList";

/** The list address the provider last saw, for the project page's "back to my projects". */
export function lastProviderListHref(): string {
  try {
    const stored = sessionStorage.getItem(lastListKey) ?? "";
    return /^\/provider(\/homeprojectlist)?(\?[^#]*)?$/.test(stored) ? stored : "/provider";
  } catch {
    return "/provider";
  }
}

function rememberListHref(href: string) {
  try {
    sessionStorage.setItem(lastListKey, href);
  } catch {
    // Private mode: "back to my projects" opens the unfiltered list.
  }
}

/** The view in the URL and a setter; a new status goes back to page 1. A change replaces the history entry. */
export function useProviderListView(): [ProviderListView, (patch: Partial<ProviderListView>) => void] {
  const [location, navigate] = useLocation();
  const search = useSearch();
  const view = parseProviderListView(search);
  rememberListHref(`${location}${providerListSearch(view)}`);
  const change = useCallback(
    (patch: Partial<ProviderListView>) => {
      const next = { ...parseProviderListView(window.location.search), ...("page" in patch ? {} : { page: 1 }), ...patch };
      navigate(`${location}${providerListSearch(next)}`, { replace: true });
    },
    [location, navigate],
  );
  return [view, change];
}
