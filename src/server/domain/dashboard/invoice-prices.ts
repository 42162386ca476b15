import { sql } from "drizzle-orm";
import type { DashboardFilter, DashboardInvoicePrices } from "@/shared/schemas/network-dashboard";
import type { Executor } from "../../db/client";
import { invoicedRequestsIn } from "./filters";
import type { PeriodRange } from "./period";
import { aggregate } from "./query";

interface Row {
  serviceCode: string;
  invoices: number;
  low: number | string;
  median: number | string;
  high: number | string;
}

/**
 * "What jobs cost" (docs/product/dashboard.md): per service, the invoice amounts of the period's
 * requests, by the request's day like the key figures: how many, the median and the middle half
 * (25th to 75th percentile). The request filters apply; read from the partial index of invoiced
 * requests (`home_projects_invoice_amount_idx`) and the services' codes.
 */
export async function invoicePrices(db: Executor, filter: DashboardFilter, range: PeriodRange): Promise<DashboardInvoicePrices> {
  const rows = await aggregate<Row>(
    db,
    sql`select s.code as "serviceCode", count(*)::int as invoices,
        percentile_cont(0.25) within group (order by p.invoice_amount_cents) as low,
        percentile_cont(0.5) within group (order by p.invoice_amount_cents) as median,
        percentile_cont(0.75) within group (order by p.invoice_amount_cents) as high
      from home_projects p join services s on s.id = p.service_id
      where ${invoicedRequestsIn(filter, range.start, range.end)}
      group by s.code
      order by invoices desc, s.code`,
  );
  // Whole cents: a percentile between two amounts is rounded.
  const cents = (value: number | string) => Math.round(Number(value));
  return {
    period: range.days,
    rows: rows.map((row) => ({
      serviceCode: row.serviceCode,
      invoices: row.invoices,
      lowCents: cents(row.low),
      medianCents: cents(row.median),
      highCents: cents(row.high),
    })),
  };
}
