import { type SQL, sql } from "drizzle-orm";
import type { DashboardFilter } from "@/shared/schemas/network-dashboard";
import { requestConditions } from "../projects/request-filter";

/** Created in `[start, end)`: the period's requests. */
export function createdIn(start: Date, end: Date, alias = "p"): SQL {
  const p = sql.raw(alias);
  return sql`${p}.created_at >= ${start.toISOString()}::timestamptz and ${p}.created_at < ${end.toISOString()}::timestamptz`;
}

/**
 * The requests created in `[start, end)` that have an invoice amount, narrowed by the request
 * filters (alias `p`): the rows of every invoice figure of the dashboard (docs/product/dashboard.md).
 */
export function invoicedRequestsIn(filter: DashboardFilter, start: Date, end: Date): SQL {
  return sql`${createdIn(start, end)} and p.invoice_amount_cents is not null and ${requestConditions(filter)}`;
}
