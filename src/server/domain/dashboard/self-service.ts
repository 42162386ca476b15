import { sql } from "drizzle-orm";
import type { ProjectEventAction } from "@/shared/project-events";
import {
  type DashboardFilter,
  type DashboardSelfService,
  type SelfServiceCounts,
  type SelfServiceKind,
  selfServiceKinds,
} from "@/shared/schemas/network-dashboard";
import type { Executor } from "../../db/client";
import { requestConditions } from "../projects/request-filter";
import type { PeriodRange } from "./period";
import { aggregate, share } from "./query";

/** The audit actions each kind counts: every `customer.*` action the status page (or a customer's link) writes. */
export const selfServiceActions: Record<SelfServiceKind, readonly ProjectEventAction[]> = {
  additions: ["customer.addition"],
  files: ["customer.add-files", "customer.remove-file"],
  callTimes: ["customer.call-times"],
  correctContact: ["customer.correct-contact"],
  noContact: ["customer.no-contact"],
  visitChange: ["customer.visit-change"],
  withdraw: ["customer.withdraw"],
  lostLink: ["customer.lost-link"],
  export: ["customer.export"],
  marketing: ["customer.marketing-consent", "customer.marketing-unsubscribe"],
  erase: ["customer.erase"],
  rating: ["customer.rating"],
  complaints: ["customer.complaint"],
};

const kindOf = new Map<string, SelfServiceKind>(selfServiceKinds.flatMap((kind) => selfServiceActions[kind].map((action) => [action, kind] as const)));

interface Row {
  action: string;
  actor: "customer" | "network";
  current: number;
  previous: number;
}

/**
 * "Customers' own actions" (docs/product/dashboard.md): the customer controls done in the period,
 * by the customer or by the network for them, counted by the day of the action (not of the
 * request), beside the previous period, with the customers' share of each period; the request
 * filters (service, province, language) apply.
 * Read through the partial index on `customer.*` audit events.
 */
export async function selfService(db: Executor, filter: DashboardFilter, range: PeriodRange): Promise<DashboardSelfService> {
  const rows = await aggregate<Row>(
    db,
    sql`select e.action, e.actor_type as actor,
        count(*) filter (where e.created_at >= ${range.start.toISOString()}::timestamptz)::int as current,
        count(*) filter (where e.created_at < ${range.previousEnd.toISOString()}::timestamptz)::int as previous
      from audit_events e
      join home_projects p on p.id = e.project_id
      where e.action like 'customer.%' and e.actor_type in ('customer', 'network')
        and e.created_at >= ${range.previousStart.toISOString()}::timestamptz and e.created_at < ${range.end.toISOString()}::timestamptz
        and ${requestConditions(filter)}
      group by 1, 2`,
  );
  const counts = new Map(selfServiceKinds.map((kind) => [kind, { byCustomer: 0, byNetwork: 0, previousTotal: 0 }]));
  const current: SelfServiceCounts = { byCustomer: 0, byNetwork: 0 };
  const previous: SelfServiceCounts = { byCustomer: 0, byNetwork: 0 };
  for (const row of rows) {
    const kind = kindOf.get(row.action);
    const entry = kind && counts.get(kind);
    if (!entry) continue;
    const field = row.actor === "customer" ? "byCustomer" : "byNetwork";
    entry[field] += row.current;
    entry.previousTotal += row.previous;
    current[field] += row.current;
    previous[field] += row.previous;
  }
  const withShare = (c: SelfServiceCounts) => ({ ...c, customerShare: share(c.byCustomer, c.byCustomer + c.byNetwork) });
  return {
    period: range.days,
    rows: selfServiceKinds.map((kind) => ({ kind, ...(counts.get(kind) ?? { byCustomer: 0, byNetwork: 0, previousTotal: 0 }) })),
    current: withShare(current),
    previous: withShare(previous),
  };
}
