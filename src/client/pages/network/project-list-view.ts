import { dayParam, lastListHref, positiveParam, type UrlListView, useUrlListView } from "../../components/url-list-view";
import { parseRequestFilter, type RequestFilterView, writeRequestFilter } from "./request-filter-view";

/**
 * The network project list's filters, search and page live in the URL (docs/product/consoles.md):
 * a reload, Back, or "back to the list" from a project shows the same view.
 */
export interface ProjectListView extends RequestFilterView {
  search: string;
  statusId: number | undefined;
  waitingTooLong: boolean;
  withoutProvider: boolean;
  /** Customers who reported no contact yet, not handled. */
  noContact: boolean;
  /** Accepted projects past their call-by whose call is not noted. */
  callOverdue: boolean;
  /** Customers who rated the job 1 or 2 out of 5, not yet called back. */
  unhappy: boolean;
  /** A problem reported after the job, not yet handled. */
  complaint: boolean;
  /** An invoice at least twice its service's median, not marked checked. */
  highInvoice: boolean;
  /** Requested on or after / on or before these Belgian days (`YYYY-MM-DD`). */
  createdFrom: string | undefined;
  createdTo: string | undefined;
  page: number;
}

export function parseProjectListView(search: string): ProjectListView {
  const params = new URLSearchParams(search);
  const createdFrom = dayParam(params.get("from"));
  const createdTo = dayParam(params.get("to"));
  // A last day before the first is dropped rather than sent to be refused.
  const inOrder = !createdFrom || !createdTo || createdFrom <= createdTo;
  return {
    search: (params.get("q") ?? "").slice(0, 200),
    statusId: positiveParam(params.get("status")),
    waitingTooLong: params.get("late") === "1",
    withoutProvider: params.get("unassigned") === "1",
    noContact: params.get("nocontact") === "1",
    callOverdue: params.get("nocall") === "1",
    unhappy: params.get("unhappy") === "1",
    complaint: params.get("complaint") === "1",
    highInvoice: params.get("highinvoice") === "1",
    createdFrom,
    createdTo: inOrder ? createdTo : undefined,
    ...parseRequestFilter(params),
    page: positiveParam(params.get("page")) ?? 1,
  };
}

export function projectListSearch(view: ProjectListView): string {
  const params = new URLSearchParams();
  if (view.search) params.set("q", view.search);
  if (view.statusId) params.set("status", String(view.statusId));
  if (view.waitingTooLong) params.set("late", "1");
  if (view.withoutProvider) params.set("unassigned", "1");
  if (view.noContact) params.set("nocontact", "1");
  if (view.callOverdue) params.set("nocall", "1");
  if (view.unhappy) params.set("unhappy", "1");
  if (view.complaint) params.set("complaint", "1");
  if (view.highInvoice) params.set("highinvoice", "1");
  if (view.createdFrom) params.set("from", view.createdFrom);
  if (view.createdTo) params.set("to", view.createdTo);
  writeRequestFilter(params, view);
  if (view.page > 1) params.set("page", String(view.page));
  const text = params.toString();
  return text ? `?${text}` : "";
}

/** The list without any filter, page 1: what an address without a query string shows. */
const unfiltered = parseProjectListView("");

const networkList: UrlListView<ProjectListView> = {
  parse: parseProjectListView,
  write: projectListSearch,
  storageKey: "networkProjectList",
  listPattern: /^\/network\/homeprojectlist(\/\d+)?(\?[^#]*)?$/,
  listPath: "/network/homeprojectlist",
};

/** The network project list filtered as `patch` says, as a link (the dashboard's counts and figures). */
export const projectListHref = (patch: Partial<ProjectListView>) => `${networkList.listPath}${projectListSearch({ ...unfiltered, ...patch })}`;

/** The list address the person last saw, for the details page's "back to the list". */
export const lastProjectListHref = () => lastListHref(networkList);

/** The view in the URL and a setter; any change but the page's goes back to page 1. */
export const useProjectListView = () => useUrlListView(networkList);
