import { fillPlaceholders, type SQL } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import type { Database } from "./client";

/**
 * Statements on the hottest paths (project creation, the rate limit) with a fixed text, run as
 * named prepared statements (docs/architecture.md, "Prepared statements on hot paths").
 *
 * Drizzle sends every query unnamed: postgres.js then asks Postgres for the parameter types first
 * (a round trip of its own) and Postgres parses and plans the text again each time. A named
 * statement is parsed and described once per connection, then costs one round trip, and Postgres
 * moves to a cached generic plan after five runs. PGlite runs in the process: the text is passed
 * as it is.
 */

interface PostgresJsClient {
  unsafe(text: string, params: unknown[], options: { prepare: boolean }): Promise<unknown[]>;
}
interface PgliteClient {
  query(text: string, params: unknown[]): Promise<{ rows: unknown[] }>;
}

/** Rows of `text` ($1, $2… for `params`); timestamps go in as ISO strings with a `::timestamptz` cast. */
export async function queryPrepared<T>(db: Database, text: string, params: unknown[]): Promise<T[]> {
  const client = (db as unknown as { $client?: PostgresJsClient | PgliteClient }).$client;
  if (client && "unsafe" in client) return (await client.unsafe(text, params, { prepare: true })) as T[];
  if (client && "query" in client) return (await client.query(text, params)).rows as T[];
  throw new Error("queryPrepared needs the database itself, not a transaction");
}

const dialect = new PgDialect({ casing: "snake_case" });

/**
 * A Drizzle query built once with `sql.placeholder(name)` for what changes per call: its text
 * and parameter list are kept, and each call only fills the placeholders.
 */
export function preparedFromSql(query: SQL): { text: string; params: (values: Record<string, unknown>) => unknown[] } {
  const built = dialect.sqlToQuery(query);
  return { text: built.sql, params: (values) => fillPlaceholders(built.params, values) };
}
