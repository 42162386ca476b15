import type { SQL } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { rowsOf } from "../../db/rows";

/** Runs one aggregate query: the rows it returns, whichever driver. */
export async function aggregate<T>(db: Executor, query: SQL): Promise<T[]> {
  return rowsOf<T>(await db.execute(query));
}

/** A share as a fraction, null without a denominator. */
export function share(part: number, whole: number): number | null {
  return whole > 0 ? part / whole : null;
}

/** Hours as the dashboard shows them: two decimals, null when nothing was measured. */
export function hours(value: number | string | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  return Math.round(Number(value) * 100) / 100;
}
