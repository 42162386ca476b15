import { type SQL, sql } from "drizzle-orm";
import { openStatusIds, waitingStatusIds } from "@/shared/project-statuses";

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
