import { lastListHref, positiveParam, type UrlListView, useUrlListView } from "../../components/url-list-view";

/**
 * The provider's project list keeps its status filter and page in the URL (`?status=1&page=2`;
 * docs/product/consoles.md), as the network's list does: Back from a project, a reload, or "back
 * to my projects" shows the same view.
 */
export interface ProviderListView {
  statusId: number | undefined;
  page: number;
}

export function parseProviderListView(search: string): ProviderListView {
  const params = new URLSearchParams(search);
  return { statusId: positiveParam(params.get("status")), page: positiveParam(params.get("page")) ?? 1 };
}

export function providerListSearch(view: ProviderListView): string {
  const params = new URLSearchParams();
  if (view.statusId) params.set("status", String(view.statusId));
  if (view.page > 1) params.set("page", String(view.page));
  const text = params.toString();
  return text ? `?${text}` : "";
}

const providerList: UrlListView<ProviderListView> = {
  parse: parseProviderListView,
  write: providerListSearch,
  storageKey: "providerProjectList",
  listPattern: /^\/provider(\/homeprojectlist)?(\?[^#]*)?$/,
  listPath: "/provider",
};

/** The list address the provider last saw, for the project page's "back to my projects". */
export const lastProviderListHref = () => lastListHref(providerList);

/** The view in the URL and a setter; a new status goes back to page 1. */
export const useProviderListView = () => useUrlListView(providerList);
