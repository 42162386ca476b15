import { eq, type SQL, sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { rowsOf } from "../../db/rows";
import { homeProjects } from "../../db/schema";

/** How far back the invoices a project's amount is compared with go (docs/product/consoles.md, "The invoice amount"). */
export const invoiceComparisonDays = 365;
/** Fewer other invoices of the service than this: no median is worth showing. */
export const invoiceComparisonMinimum = 5;
/** An amount at least this many times the service's median is called high. */
export const highInvoiceFactor = 2;

/** The first instant of the compared year, as a query parameter (a text both drivers read as a timestamp). */
const comparisonStart = (now: Date): SQL => sql`${new Date(now.getTime() - invoiceComparisonDays * 86_400_000).toISOString()}::timestamptz`;

/**
 * Per service, the requests created in the last `invoiceComparisonDays` days that have an invoice
 * amount: how many (`invoices`) and their median in whole cents (`median_cents`, between two
 * amounts their mean, rounded half up). Read in amount order from `home_projects_invoice_service_idx`.
 */
function serviceInvoiceMedians(now: Date, serviceId?: number): SQL {
  const oneService = serviceId === undefined ? sql`` : sql` and m.service_id = ${serviceId}`;
  return sql`(select m.service_id, count(*)::int as invoices,
    round(percentile_cont(0.5) within group (order by m.invoice_amount_cents)::numeric)::int as median_cents
    from ${homeProjects} m
    where m.invoice_amount_cents is not null and m.created_at >= ${comparisonStart(now)}${oneService}
    group by m.service_id)`;
}

/** The amount is at least `highInvoiceFactor` times the median: the one comparison of the list and the page. */
const isHigh = (amountCents: SQL, medianCents: SQL): SQL => sql`(${amountCents} >= ${highInvoiceFactor} * ${medianCents})`;

/**
 * A high invoice to check (docs/product/consoles.md, "A high invoice to check"): a request of the
 * last `invoiceComparisonDays` days whose amount is at least `highInvoiceFactor` times the median
 * of its service's invoices of those days (itself among them), when the service has at least
 * `invoiceComparisonMinimum` others, and whose amount the network has not marked checked. The
 * project list's filter and the dashboard's count.
 */
export function highInvoiceToCheck(now: Date): SQL {
  // Each service's few amounts above twice its median are a range of the same index; `= any(array(...))`
  // then reads those projects by key (bench/README.md, "The tenth attention count").
  // The medians are materialised: computed once, even where the planner misjudges how many invoices
  // there are (stale statistics once made it recompute them for each invoice: a minute, not 5 ms).
  return sql`(${homeProjects.id} = any(array(
    with s as materialized ${serviceInvoiceMedians(now)}
    select p.id from s join ${homeProjects} p on p.service_id = s.service_id
    where p.invoice_amount_cents is not null and p.created_at >= ${comparisonStart(now)}
      and s.invoices > ${invoiceComparisonMinimum} and ${isHigh(sql`p.invoice_amount_cents`, sql`s.median_cents`)}))
    and ${homeProjects.invoiceCheckedCents} is distinct from ${homeProjects.invoiceAmountCents})`;
}

export interface InvoiceComparison {
  /** The median of the service's invoice amounts of the last year, whole cents. */
  medianCents: number;
  /** How many invoices that median is of (this one among them when it is of the last year). */
  invoices: number;
  /** The project's amount is at least `highInvoiceFactor` times the median. */
  high: boolean;
  /** When the network marked this amount checked; null while it has not (or the amount changed since). */
  checkedAt: Date | null;
}

/**
 * A completed project's invoice amount beside what the network's providers invoiced for the same
 * service over the last year, when at least `invoiceComparisonMinimum` other invoices compare;
 * else, or without an amount, null. For the network only.
 */
export async function invoiceComparison(db: Executor, projectId: number, now: Date): Promise<InvoiceComparison | null> {
  const [project] = await db
    .select({
      serviceId: homeProjects.serviceId,
      amountCents: homeProjects.invoiceAmountCents,
      inPeriod: sql<boolean>`${homeProjects.createdAt} >= ${comparisonStart(now)}`,
      checkedCents: homeProjects.invoiceCheckedCents,
      checkedAt: homeProjects.invoiceCheckedAt,
    })
    .from(homeProjects)
    .where(eq(homeProjects.id, projectId));
  if (!project || project.amountCents === null) return null;
  const [medians] = rowsOf<{ invoices: number; median_cents: number; high: boolean }>(
    await db.execute(
      sql`select s.invoices, s.median_cents, ${isHigh(sql`${project.amountCents}::int`, sql`s.median_cents`)} as high from ${serviceInvoiceMedians(now, project.serviceId)} s`,
    ),
  );
  if (!medians) return null;
  const others = Number(medians.invoices) - (project.inPeriod ? 1 : 0);
  if (others < invoiceComparisonMinimum) return null;
  return {
    medianCents: Number(medians.median_cents),
    invoices: Number(medians.invoices),
    high: Boolean(medians.high),
    checkedAt: project.checkedCents === project.amountCents ? project.checkedAt : null,
  };
}
