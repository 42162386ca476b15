import { getTableColumns, type SQL, sql } from "drizzle-orm";
import { toSnakeCase } from "drizzle-orm/casing";
import type { PgTable } from "drizzle-orm/pg-core";

/** `set` clause for an upsert: every listed column takes the value of the row being inserted. */
export function takeExcluded<T extends PgTable>(table: T, columns: (keyof T["_"]["columns"] & string)[]): Record<string, SQL> {
  const all = getTableColumns(table);
  return Object.fromEntries(
    columns.map((key) => {
      const column = all[key];
      if (!column) throw new Error(`unknown column ${key}`);
      return [key, sql.raw(`excluded."${column.keyAsName ? toSnakeCase(column.name) : column.name}"`)];
    }),
  );
}
