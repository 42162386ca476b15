import { useCallback } from "react";
import { useLocation, useSearch } from "wouter";
import { isoDaySchema } from "@/shared/schemas/fields";

/**
 * The network project list's filters, search and page live in the URL (docs/product/consoles.md):
 * a reload, Back, or "back to the list" from a project shows the same view.
 */
export interface ProjectListView {
  search: string;
  statusId: number | undefined;
  waitingTooLong: boolean;
  withoutProvider: boolean;
  /** Customers who reported no contact yet, not handled. */
  noContact: boolean;
  /** Requested on or after / on or before these Belgian days (`YYYY-MM-DD`). */
  createdFrom: string | undefined;
  createdTo: string | undefined;
  page: number;
}

const maxInt = 2_147_483_647;

function positive(value: string | null): number | undefined {
  if (!value || !/^\d{1,10}$/.test(value)) return undefined;
  const n = Number(value);
  return n > 0 && n <= maxInt ? n : undefined;
}

function day(value: string | null): string | undefined {
  return value && isoDaySchema.safeParse(value).success ? value : undefined;
}

export function parseProjectListView(search: string): ProjectListView {
  const params = new URLSearchParams(search);
  const createdFrom = day(params.get("from"));
  const createdTo = day(params.get("to"));
  // A last day before the first is dropped rather than sent to be refused.
  const inOrder = !createdFrom || !createdTo || createdFrom <= createdTo;
  return {
    search: (params.get("q") ?? "").slice(0, 200),
    statusId: positive(params.get("status")),
    waitingTooLong: params.get("late") === "1",
    withoutProvider: params.get("unassigned") === "1",
    noContact: params.get("nocontact") === "1",
    createdFrom,
    createdTo: inOrder ? createdTo : undefined,
    page: positive(params.get("page")) ?? 1,
  };
}

export function projectListSearch(view: ProjectListView): string {
  const params = new URLSearchParams();
  if (view.search) params.set("q", view.search);
  if (view.statusId) params.set("status", String(view.statusId));
  if (view.waitingTooLong) params.set("late", "1");
  if (view.withoutProvider) params.set("unassigned", "1");
  if (view.noContact) params.set("nocontact", "1");
  if (view.createdFrom) params.set("from", view.createdFrom);
  if (view.createdTo) params.set("to", view.createdTo);
  if (view.page > 1) params.set("page", String(view.page));
  const text = params.toString();
  return text ? `?${text}` : "";
}

const lastListKey = "networkProjectList";

/** The list address the person last saw, for the details page's "back to the list". */
export function lastProjectListHref(): string {
  try {
    const stored = sessionStorage.getItem(lastListKey) ?? "";
    return /^\/network\/homeprojectlist(\/\d+)?(\?[^#]*)?$/.test(stored) ? stored : "/network/homeprojectlist";
  } catch {
    return "/network/homeprojectlist";
  }
}

function rememberListHref(href: string) {
  try {
    sessionStorage.setItem(lastListKey, href);
  } catch {
    // Private mode: "back to the list" opens the unfiltered list.
  }
}

/** The view in the URL and a setter; any change but the page's goes back to page 1. */
export function useProjectListView(): [ProjectListView, (patch: Partial<ProjectListView>) => void] {
  const [location, navigate] = useLocation();
  const search = useSearch();
  const view = parseProjectListView(search);
  rememberListHref(`${location}${projectListSearch(view)}`);
  const change = useCallback(
    (patch: Partial<ProjectListView>) => {
      const next = { ...parseProjectListView(window.location.search), ...("page" in patch ? {} : { page: 1 }), ...patch };
      navigate(`${location}${projectListSearch(next)}`, { replace: true });
    },
    [location, navigate],
  );
  return [view, change];
}
