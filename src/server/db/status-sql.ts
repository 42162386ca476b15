import { type SQL, sql } from "drizzle-orm";
import { openStatusIds, ProjectStatus, waitingStatusIds } from "@/shared/project-statuses";

/**
 * `<column> = 1` or `<column> in (1, 2)` with literal ids, for raw queries and index predicates (which
 * cannot take parameters). The ids come from src/shared/project-statuses.ts.
 */
export function statusIn(column: SQL | SQL.Aliased | { getSQL(): SQL }, ids: readonly number[]): SQL {
  if (ids.length === 0 || !ids.every(Number.isInteger)) throw new Error("status id list must be non-empty integers");
  return ids.length === 1 ? sql`${column} = ${sql.raw(String(ids[0]))}` : sql`${column} in (${sql.raw(ids.join(", "))})`;
}

/** The project is open (routing's tie-break). */
export const isOpenStatus = (column: Parameters<typeof statusIn>[0]) => statusIn(column, openStatusIds);
/** The project waits for a provider's answer (with a provider assigned). */
export const isWaitingStatus = (column: Parameters<typeof statusIn>[0]) => statusIn(column, waitingStatusIds);

type Column = Parameters<typeof statusIn>[0];

/**
 * Accepted, and its provider has not noted its call to the customer (the SQL twin of `calledAt` in
 * src/server/domain/customer-controls/call-by.ts: a call noted before this provider's assignment
 * was for another). The predicate of the index the dashboard's count reads, and that count's.
 */
export function callNotNoted(columns: { statusId: Column; customerCalledAt: Column; providerAssignedAt: Column }): SQL {
  const { statusId, customerCalledAt: called, providerAssignedAt: assigned } = columns;
  return sql`${statusIn(statusId, [ProjectStatus.Accepted])} and (${called} is null or ${assigned} is null or ${called} < ${assigned})`;
}

/** Accepted with a visit noted: the predicate of the index the visits' queries read. */
export function acceptedWithVisit(columns: { statusId: Column; visitAt: Column }): SQL {
  return sql`${statusIn(columns.statusId, [ProjectStatus.Accepted])} and ${columns.visitAt} is not null`;
}

/**
 * The visit the customer and the provider see: accepted, noted by the provider that has the project
 * since its assignment (the SQL twin of `plannedVisit` in src/server/domain/project-status/planned-visit.ts).
 */
export function visitShown(columns: { statusId: Column; visitAt: Column; visitPlannedAt: Column; providerAssignedAt: Column }): SQL {
  return sql`${acceptedWithVisit(columns)} and ${columns.visitPlannedAt} >= ${columns.providerAssignedAt}`;
}
