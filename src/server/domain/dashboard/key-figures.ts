import { sql } from "drizzle-orm";
import { ProjectStatus } from "@/shared/project-statuses";
import type { DashboardFilter, DashboardKeyFigures, FigurePair } from "@/shared/schemas/network-dashboard";
import type { Executor } from "../../db/client";
import { createdIn, projectConditions } from "./filters";
import type { PeriodRange } from "./period";
import { aggregate, hours, share } from "./query";

interface RequestCounts {
  current: boolean;
  total: number;
  routed: number;
  accepted: number;
  noProvider: number;
  manual: number;
  cancelled: number;
  completed: number;
  noAgreement: number;
}

interface AssignmentCounts {
  current: boolean;
  assignments: number;
  autoRejected: number;
  rejected: number;
  median: number | null;
  p90: number | null;
}

const s = (id: number) => sql.raw(String(id));

/** The requests of both periods, counted by what became of them (docs/product/dashboard.md, "Key figures"). */
function requestCounts(db: Executor, filter: DashboardFilter, range: PeriodRange) {
  const start = range.start.toISOString();
  return aggregate<RequestCounts>(
    db,
    sql`with a as (
        select project_id, bool_or(at_creation) as routed, bool_or(outcome = 'accepted') as accepted
        from project_assignments where assigned_at >= ${range.previousStart.toISOString()}::timestamptz group by project_id)
      select p.created_at >= ${start}::timestamptz as "current", count(*)::int as total,
        count(*) filter (where a.routed)::int as routed, count(*) filter (where a.accepted)::int as accepted,
        count(*) filter (where p.status_id = ${s(ProjectStatus.NoProviderFound)})::int as "noProvider",
        count(*) filter (where p.status_id = ${s(ProjectStatus.ManualHandling)})::int as manual,
        count(*) filter (where p.status_id = ${s(ProjectStatus.Cancelled)})::int as cancelled,
        count(*) filter (where p.status_id = ${s(ProjectStatus.Completed)})::int as completed,
        count(*) filter (where p.status_id = ${s(ProjectStatus.NoAgreement)})::int as "noAgreement"
      from home_projects p left join a on a.project_id = p.id
      where ${createdIn(range.previousStart, range.end)} and ${projectConditions(filter)}
      group by 1`,
  );
}

/** The assignments made in both periods: how they ended and how fast the provider answered. */
function assignmentCounts(db: Executor, filter: DashboardFilter, range: PeriodRange) {
  return aggregate<AssignmentCounts>(
    db,
    sql`select a.assigned_at >= ${range.start.toISOString()}::timestamptz as "current", count(*)::int as assignments,
        count(*) filter (where a.outcome = 'auto-rejected')::int as "autoRejected",
        count(*) filter (where a.outcome = 'rejected')::int as rejected,
        percentile_cont(0.5) within group (order by a.answer_working_hours) as median,
        percentile_cont(0.9) within group (order by a.answer_working_hours) as p90
      from project_assignments a join home_projects p on p.id = a.project_id
      where a.assigned_at >= ${range.previousStart.toISOString()}::timestamptz and a.assigned_at < ${range.end.toISOString()}::timestamptz
        and ${projectConditions(filter)}
      group by 1`,
  );
}

const emptyRequests: Omit<RequestCounts, "current"> = { total: 0, routed: 0, accepted: 0, noProvider: 0, manual: 0, cancelled: 0, completed: 0, noAgreement: 0 };
const emptyAssignments: Omit<AssignmentCounts, "current"> = { assignments: 0, autoRejected: 0, rejected: 0, median: null, p90: null };

export async function keyFigures(db: Executor, filter: DashboardFilter, range: PeriodRange): Promise<DashboardKeyFigures> {
  const [requests, assignments] = await Promise.all([requestCounts(db, filter, range), assignmentCounts(db, filter, range)]);
  const r = (current: boolean) => requests.find((row) => row.current === current) ?? emptyRequests;
  const a = (current: boolean) => assignments.find((row) => row.current === current) ?? emptyAssignments;
  const pair = (of: (current: boolean) => number | null): FigurePair => ({ current: of(true), previous: of(false) });
  const ofRequests = (key: keyof typeof emptyRequests) => pair((c) => share(r(c)[key], r(c).total));
  const ofAssignments = (key: "autoRejected" | "rejected") => pair((c) => share(a(c)[key], a(c).assignments));
  return {
    period: range.days,
    requestsReceived: pair((c) => r(c).total),
    routedAtCreationShare: ofRequests("routed"),
    noProviderFoundShare: ofRequests("noProvider"),
    manualHandlingShare: ofRequests("manual"),
    firstAnswerMedianHours: pair((c) => hours(a(c).median)),
    firstAnswerP90Hours: pair((c) => hours(a(c).p90)),
    deadlineRejectionShare: ofAssignments("autoRejected"),
    providerRejectionShare: ofAssignments("rejected"),
    acceptedShare: ofRequests("accepted"),
    completedShare: ofRequests("completed"),
    cancelledShare: ofRequests("cancelled"),
    noAgreementShare: ofRequests("noAgreement"),
  };
}
