import { languages } from "@/shared/catalog-types";
import { provinces, type RequestFilter } from "@/shared/schemas/request-filter";
import { oneOfParam, positiveParam } from "../../components/url-list-view";

/**
 * The request filter as a view holds it (the dashboard's and the project list's), written in the
 * URL with the same names on both, so that a dashboard figure's link opens the list with its
 * filters: `category`, `service`, `province`, `lang` (docs/product/dashboard.md).
 */
export type RequestFilterView = { [K in RequestFilterKey]: RequestFilter[K] | undefined };
// Through an alias the keys lose their `?`: every key is there, `undefined` when not chosen.
type RequestFilterKey = keyof RequestFilter;

export const noRequestFilter: RequestFilterView = { categoryId: undefined, serviceId: undefined, province: undefined, language: undefined };

export function parseRequestFilter(params: URLSearchParams): RequestFilterView {
  return {
    categoryId: positiveParam(params.get("category")),
    serviceId: positiveParam(params.get("service")),
    province: oneOfParam(provinces, params.get("province")),
    language: oneOfParam(languages, params.get("lang")),
  };
}

export function writeRequestFilter(params: URLSearchParams, view: RequestFilterView): void {
  if (view.categoryId) params.set("category", String(view.categoryId));
  if (view.serviceId) params.set("service", String(view.serviceId));
  if (view.province) params.set("province", view.province);
  if (view.language) params.set("lang", view.language);
}

/** Only the request filter of a larger view or filter (what the server's procedures take). */
export function requestFilterOf(view: RequestFilter): RequestFilterView {
  return { categoryId: view.categoryId, serviceId: view.serviceId, province: view.province, language: view.language };
}

/** Whether the filter keeps fewer than all requests. */
export const narrowsRequests = (view: RequestFilterView) => Boolean(view.categoryId || view.serviceId || view.province || view.language);
