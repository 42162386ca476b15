import { sql } from "drizzle-orm";
import type { Database } from "@/server/db/client";
import { rowsOf } from "@/server/db/rows";
import type { FileStorage } from "@/server/storage/storage";

/**
 * Where any of `values` is still stored: every text-like column (text, varchar, json, jsonb,
 * arrays, enums) of every table of every schema, searched case-insensitively, plus the names and
 * contents of the files in storage. Returns one line per hit ("table.column: value").
 */
export async function findValues(db: Database, storage: FileStorage, values: string[]): Promise<string[]> {
  const columns = rowsOf<{ table_schema: string; table_name: string; column_name: string }>(
    await db.execute(sql`
      select c.table_schema, c.table_name, c.column_name
      from information_schema.columns c
      join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name and t.table_type = 'BASE TABLE'
      where c.table_schema not in ('pg_catalog', 'information_schema')
        and (c.data_type in ('text', 'character varying', 'character', 'json', 'jsonb', 'ARRAY', 'USER-DEFINED'))`),
  );
  if (columns.length < 20) throw new Error(`only ${columns.length} text columns found: the search would prove nothing`);
  const hits: string[] = [];
  for (const column of columns) {
    const ref = sql.raw(`"${column.table_schema}"."${column.table_name}"`);
    const col = sql.raw(`"${column.column_name}"`);
    for (const value of values) {
      const rows = rowsOf<{ n: number | string }>(await db.execute(sql`select count(*) as n from ${ref} where ${col}::text ilike ${`%${value}%`}`));
      if (Number(rows[0]?.n ?? 0) > 0) hits.push(`${column.table_name}.${column.column_name}: ${value}`);
    }
  }
  for (const name of await storage.list()) {
    const file = await storage.get(name);
    const text = new TextDecoder().decode(file?.bytes ?? new Uint8Array());
    for (const value of values) {
      if (name.toLowerCase().includes(value.toLowerCase())) hits.push(`file name ${name}: ${value}`);
      if (text.toLowerCase().includes(value.toLowerCase())) hits.push(`file ${name}: ${value}`);
    }
  }
  return hits;
}
