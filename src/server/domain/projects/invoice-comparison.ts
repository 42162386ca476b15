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
 * amounts their mean, rounded half up); with `quartiles`, the 25th and 75th percentiles too
 * (`low_cents`, `high_cents`). Read in amount order from `home_projects_invoice_service_idx`.
 */
function serviceInvoiceYear(now: Date, options: { serviceId?: number; quartiles?: boolean } = {}): SQL {
  const oneService = options.serviceId === undefined ? sql`` : sql` and m.service_id = ${options.serviceId}`;
  const cents = (fraction: number) => sql`round(percentile_cont(${sql.raw(String(fraction))}) within group (order by m.invoice_amount_cents)::numeric)::int`;
  const quartiles = options.quartiles ? sql`, ${cents(0.25)} as low_cents, ${cents(0.75)} as high_cents` : sql``;
  return sql`(select m.service_id, count(*)::int as invoices, ${cents(0.5)} as median_cents${quartiles}
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
    with s as materialized ${serviceInvoiceYear(now)}
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
      sql`select s.invoices, s.median_cents, ${isHigh(sql`${project.amountCents}::int`, sql`s.median_cents`)} as high from ${serviceInvoiceYear(now, { serviceId: project.serviceId })} s`,
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

/** Fewer invoices of the service over the year than this: the customer is shown no price range (docs/product/customer-controls.md, "What such jobs cost"). */
export const priceRangeMinimum = 10;

export interface ServicePriceRange {
  invoices: number;
  /** The middle half of the year's invoices: from the 25th to the 75th percentile, and the median; whole cents, VAT included. */
  lowCents: number;
  medianCents: number;
  highCents: number;
}

/**
 * What the network's providers invoiced for a service over the last year, for the customer of an
 * open request of it: the middle half and the median, once at least `priceRangeMinimum` invoices
 * say it (so that no single provider's price shows); else null.
 */
export async function servicePriceRange(db: Executor, serviceId: number, now: Date): Promise<ServicePriceRange | null> {
  const [year] = rowsOf<{ invoices: number; low_cents: number; median_cents: number; high_cents: number }>(
    await db.execute(sql`select s.invoices, s.low_cents, s.median_cents, s.high_cents from ${serviceInvoiceYear(now, { serviceId, quartiles: true })} s`),
  );
  if (!year || Number(year.invoices) < priceRangeMinimum) return null;
  return { invoices: Number(year.invoices), lowCents: Number(year.low_cents), medianCents: Number(year.median_cents), highCents: Number(year.high_cents) };
}
