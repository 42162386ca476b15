import { type SQL, sql } from "drizzle-orm";
import { openStatusIds, ProjectStatus } from "@/shared/project-statuses";
import type { DashboardFilter, DashboardProviderPerformance, ProviderFigures, ProviderOwnFigures } from "@/shared/schemas/network-dashboard";
import type { Executor } from "../../db/client";
import { statusIn } from "../../db/status-sql";
import { requestConditions } from "../projects/request-filter";
import { callWithinWorkingHours } from "../customer-controls/call-by";
import type { PeriodRange } from "./period";
import { aggregate, hours } from "./query";

interface Counted extends Omit<ProviderFigures, "openNow" | "ratingAverage" | "ratingCount" | "invoicedCents"> {
  providerId: number;
  /** A sum: a bigint, read as text by one driver. */
  invoicedCents: number | string | null;
}

interface Rated extends Pick<ProviderFigures, "ratingAverage" | "ratingCount"> {
  providerId: number;
}

/**
 * Per provider, the assignments made in `[start, end)` (docs/product/dashboard.md, "Provider
 * performance"): how they ended; no agreement and completed count the accepted assignments whose
 * project is now in that status with the same provider; called in time, those whose provider noted
 * its call to the customer by the call-by (`callCustomerBy`); invoiced, the amounts of the completed ones.
 */
function assignmentFigures(db: Executor, filter: DashboardFilter, start: Date, end: Date, provider?: number) {
  const only: SQL = provider === undefined ? sql`true` : sql`a.provider_id = ${provider}`;
  const keptAccepted = (statusId: number) => sql.raw(`a.outcome = 'accepted' and p.provider_id = a.provider_id and p.status_id = ${statusId}`);
  return aggregate<Counted>(
    db,
    sql`select a.provider_id as "providerId", count(*)::int as assigned,
        count(*) filter (where a.outcome = 'accepted')::int as accepted,
        count(*) filter (where a.outcome = 'accepted' and a.call_working_hours <= ${callWithinWorkingHours})::int as "calledInTime",
        count(*) filter (where a.outcome = 'rejected')::int as rejected,
        count(*) filter (where a.outcome = 'auto-rejected')::int as "rejectedByDeadline",
        count(*) filter (where ${keptAccepted(ProjectStatus.NoAgreement)})::int as "noAgreement",
        count(*) filter (where ${keptAccepted(ProjectStatus.Completed)})::int as completed,
        sum(p.invoice_amount_cents) filter (where ${keptAccepted(ProjectStatus.Completed)}) as "invoicedCents",
        percentile_cont(0.5) within group (order by a.answer_working_hours) as "firstAnswerMedianHours"
      from project_assignments a join home_projects p on p.id = a.project_id
      where a.assigned_at >= ${start.toISOString()}::timestamptz and a.assigned_at < ${end.toISOString()}::timestamptz
        and ${only} and ${requestConditions(filter)}
      group by a.provider_id`,
  );
}

/**
 * Per provider, the customers' ratings given in `[start, end)` (docs/product/dashboard.md,
 * "Provider performance"), on projects the filter keeps: how many, and their mean.
 */
function ratingFigures(db: Executor, filter: DashboardFilter, start: Date, end: Date, provider?: number) {
  const only: SQL = provider === undefined ? sql`true` : sql`r.provider_id = ${provider}`;
  return aggregate<Rated>(
    db,
    sql`select r.provider_id as "providerId", round(avg(r.rating)::numeric, 1)::float8 as "ratingAverage", count(*)::int as "ratingCount"
      from project_ratings r join home_projects p on p.id = r.project_id
      where r.rating is not null and r.rated_at >= ${start.toISOString()}::timestamptz and r.rated_at < ${end.toISOString()}::timestamptz
        and ${only} and ${requestConditions(filter)}
      group by r.provider_id`,
  );
}

/** Projects assigned to the provider now in an open status (new or accepted), whatever their date. */
function openNow(db: Executor, filter: DashboardFilter, provider?: number) {
  const only: SQL = provider === undefined ? sql`p.provider_id is not null` : sql`p.provider_id = ${provider}`;
  return aggregate<{ providerId: number; open: number }>(
    db,
    sql`select p.provider_id as "providerId", count(*)::int as open from home_projects p
      where ${statusIn(sql.raw("p.status_id"), openStatusIds)} and ${only} and ${requestConditions(filter)} group by 1`,
  );
}

const zero: ProviderFigures = {
  assigned: 0,
  accepted: 0,
  calledInTime: 0,
  rejected: 0,
  rejectedByDeadline: 0,
  noAgreement: 0,
  completed: 0,
  openNow: 0,
  firstAnswerMedianHours: null,
  ratingAverage: null,
  ratingCount: 0,
  invoicedCents: null,
};

function figuresOf(counted: Counted | undefined, rated: Rated | undefined, open: number): ProviderFigures {
  const ratings = { ratingAverage: rated?.ratingAverage ?? null, ratingCount: rated?.ratingCount ?? 0 };
  if (!counted) return { ...zero, ...ratings, openNow: open };
  const { providerId: _providerId, invoicedCents, ...rest } = counted;
  return {
    ...rest,
    ...ratings,
    openNow: open,
    firstAnswerMedianHours: hours(rest.firstAnswerMedianHours),
    invoicedCents: invoicedCents === null ? null : Number(invoicedCents),
  };
}

/** Every active provider, and inactive ones with figures, by name. */
export async function providerPerformance(db: Executor, filter: DashboardFilter, range: PeriodRange): Promise<DashboardProviderPerformance> {
  const [counted, rated, open, all] = await Promise.all([
    assignmentFigures(db, filter, range.start, range.end),
    ratingFigures(db, filter, range.start, range.end),
    openNow(db, filter),
    aggregate<{ providerId: number; name: string; isActive: boolean }>(
      db,
      sql`select id as "providerId", name, is_active as "isActive" from providers order by name, id`,
    ),
  ]);
  const countedBy = new Map(counted.map((row) => [row.providerId, row]));
  const ratedBy = new Map(rated.map((row) => [row.providerId, row]));
  const openBy = new Map(open.map((row) => [row.providerId, row.open]));
  return {
    period: range.days,
    rows: all
      .filter((p) => p.isActive || countedBy.has(p.providerId) || ratedBy.has(p.providerId) || openBy.has(p.providerId))
      .map((p) => ({
        providerId: p.providerId,
        name: p.name,
        isActive: p.isActive,
        ...figuresOf(countedBy.get(p.providerId), ratedBy.get(p.providerId), openBy.get(p.providerId) ?? 0),
      })),
  };
}

/** One provider's own figures, this period and the previous one (the provider console's landing page). */
export async function providerOwnFigures(db: Executor, providerId: number, filter: DashboardFilter, range: PeriodRange): Promise<ProviderOwnFigures> {
  const [current, previous, ratedNow, ratedBefore, open] = await Promise.all([
    assignmentFigures(db, filter, range.start, range.end, providerId),
    assignmentFigures(db, filter, range.previousStart, range.previousEnd, providerId),
    ratingFigures(db, filter, range.start, range.end, providerId),
    ratingFigures(db, filter, range.previousStart, range.previousEnd, providerId),
    openNow(db, filter, providerId),
  ]);
  const openCount = open[0]?.open ?? 0;
  return { period: range.days, current: figuresOf(current[0], ratedNow[0], openCount), previous: figuresOf(previous[0], ratedBefore[0], openCount) };
}
