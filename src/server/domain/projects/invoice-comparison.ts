import { and, eq, gte, isNotNull, ne, sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { homeProjects } from "../../db/schema";

/** How far back the invoices a project's amount is compared with go (docs/product/consoles.md, "The invoice amount"). */
export const invoiceComparisonDays = 365;
/** Fewer invoices of the service than this: no median is worth showing. */
export const invoiceComparisonMinimum = 5;
/** An amount at least this many times the service's median is called high. */
export const highInvoiceFactor = 2;

export interface InvoiceComparison {
  /** The median of the service's other invoice amounts, whole cents. */
  medianCents: number;
  invoices: number;
  /** The project's amount is at least `highInvoiceFactor` times the median. */
  high: boolean;
}

/**
 * A completed project's invoice amount beside what the network's providers invoiced for the same
 * service: the median of the other requests of that service created in the last
 * `invoiceComparisonDays` days that have an amount, when there are at least
 * `invoiceComparisonMinimum` of them; else, or without an amount, null. For the network only.
 */
export async function invoiceComparison(db: Executor, projectId: number, now: Date): Promise<InvoiceComparison | null> {
  const [project] = await db
    .select({ serviceId: homeProjects.serviceId, amountCents: homeProjects.invoiceAmountCents })
    .from(homeProjects)
    .where(eq(homeProjects.id, projectId));
  if (!project || project.amountCents === null) return null;
  const since = new Date(now.getTime() - invoiceComparisonDays * 86_400_000);
  const [others] = await db
    .select({
      invoices: sql<number>`count(*)::int`,
      median: sql<number | string | null>`percentile_cont(0.5) within group (order by ${homeProjects.invoiceAmountCents})`,
    })
    .from(homeProjects)
    .where(
      and(
        eq(homeProjects.serviceId, project.serviceId),
        ne(homeProjects.id, projectId),
        isNotNull(homeProjects.invoiceAmountCents),
        gte(homeProjects.createdAt, since),
      ),
    );
  if (!others || others.invoices < invoiceComparisonMinimum || others.median === null) return null;
  const medianCents = Math.round(Number(others.median));
  return { medianCents, invoices: others.invoices, high: project.amountCents >= highInvoiceFactor * medianCents };
}
