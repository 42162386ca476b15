import { sql } from "drizzle-orm";
import type { DashboardFilter, DashboardProviderPrices } from "@/shared/schemas/network-dashboard";
import type { Executor } from "../../db/client";
import { highInvoiceFactor, invoiceComparisonMinimum } from "../projects/invoice-comparison";
import { invoicedRequestsIn } from "./filters";
import type { PeriodRange } from "./period";
import { aggregate } from "./query";

interface Row {
  providerId: number;
  providerName: string;
  invoices: number;
  ratio: number | string;
  high: number;
}

/**
 * "Providers' prices" (docs/product/dashboard.md): each invoice amount of the period's requests
 * (the request filters apply) beside the median of its service's amounts in the same requests,
 * for the services with more than `invoiceComparisonMinimum` of them; per provider that sent
 * them, how many, the median of their amount-to-median ratios as a gap (+0.35: 35 % above), and
 * how many reach `highInvoiceFactor` times their median. Highest gap first.
 */
export async function providerPrices(db: Executor, filter: DashboardFilter, range: PeriodRange): Promise<DashboardProviderPrices> {
  const rows = await aggregate<Row>(
    db,
    sql`with invoiced as materialized (
        select p.provider_id, p.service_id, p.invoice_amount_cents as cents from home_projects p
        where ${invoicedRequestsIn(filter, range.start, range.end)} and p.provider_id is not null),
      medians as (
        select service_id, percentile_cont(0.5) within group (order by cents) as median from invoiced
        group by service_id having count(*) > ${invoiceComparisonMinimum})
      select pr.id as "providerId", pr.name as "providerName", count(*)::int as invoices,
        percentile_cont(0.5) within group (order by i.cents / m.median) as ratio,
        (count(*) filter (where i.cents >= ${highInvoiceFactor} * m.median))::int as high
      from invoiced i join medians m on m.service_id = i.service_id join providers pr on pr.id = i.provider_id
      group by pr.id, pr.name
      order by ratio desc, pr.name, pr.id`,
  );
  return {
    period: range.days,
    rows: rows.map((row) => ({
      providerId: row.providerId,
      providerName: row.providerName,
      invoices: row.invoices,
      // Two decimals of a ratio: a whole percent of gap.
      priceGap: Math.round((Number(row.ratio) - 1) * 100) / 100,
      highInvoices: row.high,
    })),
  };
}
