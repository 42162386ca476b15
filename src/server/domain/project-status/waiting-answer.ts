import { and, asc, eq, isNotNull, lte, type SQL, sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { homeProjects } from "../../db/schema";
import { ProjectStatus } from "./statuses";

/**
 * A project waiting for its assigned provider's answer (docs/product/deadlines.md): new, with a
 * provider. The automatic rejection and the reminder both act on such projects only.
 */
export function waitingForAnswer(): SQL {
  return and(eq(homeProjects.statusId, ProjectStatus.New), isNotNull(homeProjects.providerId)) as SQL;
}

/**
 * The same project still waiting for the same assignment: what a claim checks again in its
 * transaction. Compared to the millisecond the app reads: a time written by SQL (`now()`, an
 * import, a restore) has microseconds, and an exact comparison never matched it.
 */
export function stillWaiting(projectId: number, assignedAt: Date): SQL {
  return and(
    eq(homeProjects.id, projectId),
    waitingForAnswer(),
    sql`date_trunc('milliseconds', ${homeProjects.providerAssignedAt}) = ${assignedAt.toISOString()}::timestamptz`,
  ) as SQL;
}

/**
 * Waiting projects assigned at least `minimumWaitMs` before `now` (a cheap indexed pre-filter, the
 * exact working-day check comes after), oldest first, at most `limit`; `also` narrows them further.
 */
export function waitingAtLeast(executor: Executor, options: { now: Date; minimumWaitMs: number; limit: number; also?: SQL }) {
  return executor
    .select({ id: homeProjects.id, assignedAt: homeProjects.providerAssignedAt })
    .from(homeProjects)
    .where(and(waitingForAnswer(), lte(homeProjects.providerAssignedAt, new Date(options.now.getTime() - options.minimumWaitMs)), options.also))
    .orderBy(asc(homeProjects.providerAssignedAt))
    .limit(options.limit);
}
