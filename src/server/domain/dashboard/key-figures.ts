import { sql } from "drizzle-orm";
import { type DashboardFilter, type DashboardKeyFigures, type FigurePair, statusShareFigures } from "@/shared/schemas/network-dashboard";
import type { Executor } from "../../db/client";
import { createdIn, invoicedRequestsIn } from "./filters";
import { requestConditions } from "../projects/request-filter";
import type { PeriodRange } from "./period";
import { aggregate, hours, share } from "./query";
import { lowRatingAtMost } from "@/shared/ratings";

interface RequestCounts {
  current: boolean;
  total: number;
  noProvider: number;
  manual: number;
  cancelled: number;
  completed: number;
  noAgreement: number;
}

/** The assignment side of both periods, one row: `c…` this period, `p…` the previous one. */
interface AssignmentCounts {
  cAssignments: number;
  pAssignments: number;
  cAutoRejected: number;
  pAutoRejected: number;
  cRejected: number;
  pRejected: number;
  cMedian: number | null;
  pMedian: number | null;
  cP90: number | null;
  pP90: number | null;
  cRouted: number;
  pRouted: number;
  cAccepted: number;
  pAccepted: number;
}

const s = (id: number) => sql.raw(String(id));

/** The requests of both periods by their current status (docs/product/dashboard.md, "Key figures"): from the index alone. */
function requestCounts(db: Executor, filter: DashboardFilter, range: PeriodRange) {
  return aggregate<RequestCounts>(
    db,
    sql`select p.created_at >= ${range.start.toISOString()}::timestamptz as "current", count(*)::int as total,
        count(*) filter (where p.status_id = ${s(statusShareFigures.noProviderFoundShare)})::int as "noProvider",
        count(*) filter (where p.status_id = ${s(statusShareFigures.manualHandlingShare)})::int as manual,
        count(*) filter (where p.status_id = ${s(statusShareFigures.cancelledShare)})::int as cancelled,
        count(*) filter (where p.status_id = ${s(statusShareFigures.completedShare)})::int as completed,
        count(*) filter (where p.status_id = ${s(statusShareFigures.noAgreementShare)})::int as "noAgreement"
      from home_projects p
      where ${createdIn(range.previousStart, range.end)} and ${requestConditions(filter)}
      group by 1`,
  );
}

/**
 * The assignments made in both periods: how they ended and how fast the provider answered; and,
 * per period of the request's creation, the requests routed at creation and those ever accepted
 * (a request's assignments are all made after its creation, so none is missed).
 */
function assignmentCounts(db: Executor, filter: DashboardFilter, range: PeriodRange) {
  const start = sql`${range.start.toISOString()}::timestamptz`;
  const cur = sql`a.assigned_at >= ${start}`;
  const prev = sql`a.assigned_at < ${start}`;
  const createdCur = sql`p.created_at >= ${start}`;
  const createdPrev = sql`p.created_at >= ${range.previousStart.toISOString()}::timestamptz and p.created_at < ${start}`;
  return aggregate<AssignmentCounts>(
    db,
    sql`select count(*) filter (where ${cur})::int as "cAssignments", count(*) filter (where ${prev})::int as "pAssignments",
        count(*) filter (where ${cur} and a.outcome = 'auto-rejected')::int as "cAutoRejected",
        count(*) filter (where ${prev} and a.outcome = 'auto-rejected')::int as "pAutoRejected",
        count(*) filter (where ${cur} and a.outcome = 'rejected')::int as "cRejected",
        count(*) filter (where ${prev} and a.outcome = 'rejected')::int as "pRejected",
        percentile_cont(0.5) within group (order by a.answer_working_hours) filter (where ${cur}) as "cMedian",
        percentile_cont(0.5) within group (order by a.answer_working_hours) filter (where ${prev}) as "pMedian",
        percentile_cont(0.9) within group (order by a.answer_working_hours) filter (where ${cur}) as "cP90",
        percentile_cont(0.9) within group (order by a.answer_working_hours) filter (where ${prev}) as "pP90",
        count(*) filter (where a.at_creation and ${createdCur})::int as "cRouted",
        count(*) filter (where a.at_creation and ${createdPrev})::int as "pRouted",
        count(distinct a.project_id) filter (where a.outcome = 'accepted' and ${createdCur})::int as "cAccepted",
        count(distinct a.project_id) filter (where a.outcome = 'accepted' and ${createdPrev})::int as "pAccepted"
      from project_assignments a join home_projects p on p.id = a.project_id
      where a.assigned_at >= ${range.previousStart.toISOString()}::timestamptz and a.assigned_at < ${range.end.toISOString()}::timestamptz
        and ${requestConditions(filter)}`,
  );
}

interface VisitCounts {
  current: boolean;
  visits: number;
  median: number | string | null;
}

/**
 * The period's requests whose provider noted a visit, and how long after the request the first
 * visit agreed was (docs/product/dashboard.md, "Key figures"). Read from the visits' audit events,
 * which outlive an erasure of the request's personal data.
 */
function visitCounts(db: Executor, filter: DashboardFilter, range: PeriodRange) {
  return aggregate<VisitCounts>(
    db,
    // A visit is noted after its request: the events from the earlier period's start hold every first one.
    sql`select p.created_at >= ${range.start.toISOString()}::timestamptz as "current", count(*)::int as visits,
        percentile_cont(0.5) within group (order by extract(epoch from v.visit_at - p.created_at) / 86400) as median
      from (select distinct on (e.project_id) e.project_id, (e.details ->> 'visitAt')::timestamptz as visit_at
          from audit_events e
          where e.action = 'provider.visit-planned' and e.created_at >= ${range.previousStart.toISOString()}::timestamptz
          order by e.project_id, e.created_at, e.id) v
      join home_projects p on p.id = v.project_id
      where ${createdIn(range.previousStart, range.end)} and ${requestConditions(filter)}
      group by 1`,
  );
}

interface RatingCounts {
  current: boolean;
  ratings: number;
  average: number | string | null;
  low: number;
}

/**
 * The ratings customers gave in both periods, by the day given (as the provider performance counts
 * them), the request filters applying to the rated request (docs/product/dashboard.md, "Key figures").
 */
function ratingCounts(db: Executor, filter: DashboardFilter, range: PeriodRange) {
  return aggregate<RatingCounts>(
    db,
    sql`select r.rated_at >= ${range.start.toISOString()}::timestamptz as "current", count(*)::int as ratings,
        avg(r.rating) as average, count(*) filter (where r.rating <= ${sql.raw(String(lowRatingAtMost))})::int as low
      from project_ratings r join home_projects p on p.id = r.project_id
      where r.rated_at >= ${range.previousStart.toISOString()}::timestamptz and r.rated_at < ${range.end.toISOString()}::timestamptz
        and r.rating is not null and ${requestConditions(filter)}
      group by 1`,
  );
}

interface InvoiceCounts {
  current: boolean;
  total: number | string | null;
  median: number | string | null;
}

/**
 * The invoice amounts of both periods' requests (docs/product/dashboard.md, "Key figures"): their
 * sum and median in cents, by the day of the request like the completed share; from the partial
 * index of invoiced requests alone. A request sent without an amount is not counted.
 */
function invoiceCounts(db: Executor, filter: DashboardFilter, range: PeriodRange) {
  return aggregate<InvoiceCounts>(
    db,
    sql`select p.created_at >= ${range.start.toISOString()}::timestamptz as "current", sum(p.invoice_amount_cents) as total,
        percentile_cont(0.5) within group (order by p.invoice_amount_cents) as median
      from home_projects p
      where ${invoicedRequestsIn(filter, range.previousStart, range.end)}
      group by 1`,
  );
}

const emptyRequests: Omit<RequestCounts, "current"> = { total: 0, noProvider: 0, manual: 0, cancelled: 0, completed: 0, noAgreement: 0 };

export async function keyFigures(db: Executor, filter: DashboardFilter, range: PeriodRange): Promise<DashboardKeyFigures> {
  const [requests, [assignments], visits, ratings, invoices] = await Promise.all([
    requestCounts(db, filter, range),
    assignmentCounts(db, filter, range),
    visitCounts(db, filter, range),
    ratingCounts(db, filter, range),
    invoiceCounts(db, filter, range),
  ]);
  const r = (current: boolean) => requests.find((row) => row.current === current) ?? emptyRequests;
  const v = (current: boolean) => visits.find((row) => row.current === current);
  const rated = (current: boolean) => ratings.find((row) => row.current === current);
  const invoiced = (current: boolean, key: "total" | "median") => {
    const value = invoices.find((row) => row.current === current)?.[key];
    // Whole cents: a median between two amounts is rounded.
    return value === null || value === undefined ? null : Math.round(Number(value));
  };
  const a = (current: boolean, key: "Assignments" | "AutoRejected" | "Rejected" | "Median" | "P90" | "Routed" | "Accepted") => {
    const value = assignments?.[`${current ? "c" : "p"}${key}`];
    return value === undefined || value === null ? (key === "Median" || key === "P90" ? null : 0) : Number(value);
  };
  const pair = (of: (current: boolean) => number | null): FigurePair => ({ current: of(true), previous: of(false) });
  const ofRequests = (part: (current: boolean) => number) => pair((c) => share(part(c), r(c).total));
  const ofAssignments = (key: "AutoRejected" | "Rejected") => pair((c) => share(a(c, key) ?? 0, a(c, "Assignments") ?? 0));
  return {
    period: range.days,
    requestsReceived: pair((c) => r(c).total),
    routedAtCreationShare: ofRequests((c) => a(c, "Routed") ?? 0),
    noProviderFoundShare: ofRequests((c) => r(c).noProvider),
    manualHandlingShare: ofRequests((c) => r(c).manual),
    firstAnswerMedianHours: pair((c) => hours(a(c, "Median"))),
    firstAnswerP90Hours: pair((c) => hours(a(c, "P90"))),
    deadlineRejectionShare: ofAssignments("AutoRejected"),
    providerRejectionShare: ofAssignments("Rejected"),
    acceptedShare: ofRequests((c) => a(c, "Accepted") ?? 0),
    visitAgreedShare: ofRequests((c) => v(c)?.visits ?? 0),
    // Days with two decimals, as hours are kept.
    visitMedianDays: pair((c) => hours(v(c)?.median)),
    completedShare: ofRequests((c) => r(c).completed),
    cancelledShare: ofRequests((c) => r(c).cancelled),
    noAgreementShare: ofRequests((c) => r(c).noAgreement),
    // One decimal, as the provider performance writes a provider's mean score.
    ratingAverage: pair((c) => {
      const average = rated(c)?.average;
      return average === null || average === undefined ? null : Math.round(Number(average) * 10) / 10;
    }),
    lowRatingShare: pair((c) => share(rated(c)?.low ?? 0, rated(c)?.ratings ?? 0)),
    invoicedTotalCents: pair((c) => invoiced(c, "total")),
    invoiceMedianCents: pair((c) => invoiced(c, "median")),
  };
}
