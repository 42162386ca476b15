import { sql } from "drizzle-orm";
import type { Language } from "@/shared/catalog-types";
import { type ProjectStatusId, projectStatusTable } from "@/shared/project-statuses";
import { type DashboardCharts, type DashboardFilter, dashboardTopServices, type WeeklyStatusRow } from "@/shared/schemas/network-dashboard";
import type { Executor } from "../../db/client";
import { catalogText } from "../catalog/localised-text";
import { createdIn } from "./filters";
import { requestConditions } from "../projects/request-filter";
import type { PeriodRange } from "./period";
import { aggregate, hours } from "./query";
import { weekBoundaries, weeksOf } from "./weeks";
import { rejectionCause } from "../project-status/rejection-cause";
import { type RejectionCause, rejectionCauses } from "@/shared/reject-reasons";

const serviceName = (language: Language) => catalogText("service", sql.raw("s.code"), language, sql.raw("s.name"));

function emptyByStatus(): Record<ProjectStatusId, number> {
  return Object.fromEntries(projectStatusTable.map((status) => [status.id, 0])) as Record<ProjectStatusId, number>;
}

/** The charts of docs/product/dashboard.md for the period (not the previous one). */
export async function charts(db: Executor, filter: DashboardFilter, range: PeriodRange): Promise<DashboardCharts> {
  const where = sql`${createdIn(range.start, range.end)} and ${requestConditions(filter)}`;
  const boundaries = sql`${`{${weekBoundaries(range).join(",")}}`}::timestamptz[]`;
  const [byWeek, byService, answers, rejections] = await Promise.all([
    aggregate<{ week: number; statusId: number; count: number }>(
      db,
      sql`select width_bucket(p.created_at, ${boundaries}) as week, p.status_id as "statusId", count(*)::int as count
        from home_projects p where ${where} group by 1, 2`,
    ),
    aggregate<{ serviceId: number; nameFr: string; nameNl: string; count: number }>(
      db,
      sql`select c.service_id as "serviceId", ${serviceName("fr")} as "nameFr", ${serviceName("nl")} as "nameNl", c.count
        from (select p.service_id, count(*)::int as count from home_projects p where ${where} group by 1) c
        join services s on s.id = c.service_id
        order by c.count desc, c.service_id`,
    ),
    aggregate<{ week: number; answered: number; median: number | null; p90: number | null }>(
      db,
      sql`select width_bucket(a.assigned_at, ${boundaries}) as week, count(a.answer_working_hours)::int as answered,
          percentile_cont(0.5) within group (order by a.answer_working_hours) as median,
          percentile_cont(0.9) within group (order by a.answer_working_hours) as p90
        from project_assignments a join home_projects p on p.id = a.project_id
        where a.assigned_at >= ${range.start.toISOString()}::timestamptz and a.assigned_at < ${range.end.toISOString()}::timestamptz
          and ${requestConditions(filter)}
        group by 1`,
    ),
    aggregate<{ cause: RejectionCause; count: number }>(
      db,
      sql`select ${rejectionCause("r")} as cause, count(*)::int as count
        from home_project_rejects r join home_projects p on p.id = r.project_id
        where r.created_at >= ${range.start.toISOString()}::timestamptz and r.created_at < ${range.end.toISOString()}::timestamptz
          and ${requestConditions(filter)}
        group by 1`,
    ),
  ]);
  const weeks = weeksOf(range);
  const weeklyByStatus: WeeklyStatusRow[] = weeks.map((weekStart) => ({ weekStart, total: 0, byStatus: emptyByStatus() }));
  for (const row of byWeek) {
    const week = weeklyByStatus[Number(row.week) - 1];
    if (!week) continue;
    week.byStatus[row.statusId as ProjectStatusId] = row.count;
    week.total += row.count;
  }
  const top = byService.slice(0, dashboardTopServices);
  return {
    period: range.days,
    weeklyByStatus,
    byService: top,
    otherServicesCount: byService.slice(dashboardTopServices).reduce((sum, row) => sum + row.count, 0),
    weeklyFirstAnswer: weeks.map((weekStart, i) => {
      const row = answers.find((a) => Number(a.week) === i + 1);
      return { weekStart, answered: row?.answered ?? 0, medianHours: hours(row?.median), p90Hours: hours(row?.p90) };
    }),
    rejectionsByCause: rejectionCauses.map((cause) => ({ cause, count: rejections.find((r) => r.cause === cause)?.count ?? 0 })),
  };
}
