/** postgres.js returns an array, PGlite an object with `rows`: one shape for `db.execute` results. */
export function rowsOf<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}
