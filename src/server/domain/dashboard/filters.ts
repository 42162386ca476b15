import { type SQL, sql } from "drizzle-orm";

/** Created in `[start, end)`: the period's requests. */
export function createdIn(start: Date, end: Date, alias = "p"): SQL {
  const p = sql.raw(alias);
  return sql`${p}.created_at >= ${start.toISOString()}::timestamptz and ${p}.created_at < ${end.toISOString()}::timestamptz`;
}
