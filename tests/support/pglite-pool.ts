import type { PGlite } from "@electric-sql/pglite";
import { newPgliteClient } from "@/server/db/client";

/**
 * Opening a PGlite from the migrated template's dump costs about a second of CPU, and the PGlite
 * run opens about a hundred databases. So a test file's PGlite database is a loan of one of this
 * process's open instances (bun test runs the files one after another in one process and one
 * module registry): when the file disposes it, every table is emptied (identities restarted), the
 * session is reset, and the instance waits for the next file (docs/decisions/0036-reused-pglite-in-tests.md).
 *
 * The loan is a stand-in for the instance: once returned, every call through it fails, so a timer
 * a file leaked cannot read or write the next file's rows. An instance whose tables no longer have
 * the template's shape (a test renamed or added one and did not put it back) is closed, not lent again.
 */
const idle: PGlite[] = [];
let templateShape: Promise<string> | undefined;

export async function borrowPglite(dump: Blob): Promise<PGlite> {
  let instance = idle.pop();
  if (!instance) {
    instance = await newPgliteClient({ dump });
    // The first instance is untouched: its shape is the template's.
    templateShape ??= schemaShape(instance);
    await templateShape;
  }
  return lend(instance);
}

function lend(instance: PGlite): PGlite {
  let lent = true;
  const unlistens: (() => Promise<void>)[] = [];
  const giveBack = async () => {
    if (!lent) return;
    lent = false;
    for (const unlisten of unlistens) await unlisten().catch(() => {});
    await returnToPool(instance);
  };
  const listen: PGlite["listen"] = async (channel, callback, tx) => {
    const unlisten = await instance.listen(channel, callback, tx);
    unlistens.push(unlisten);
    return unlisten;
  };
  return new Proxy(instance, {
    get(target, key) {
      if (key === "close") return giveBack;
      if (key === "closed") return !lent || target.closed;
      const value: unknown = Reflect.get(target, key, target);
      if (typeof value !== "function") return value;
      if (!lent) return () => Promise.reject(new Error("This test database was disposed: a query arrived after its test file ended."));
      if (key === "listen") return listen;
      return value.bind(target);
    },
  });
}

async function returnToPool(instance: PGlite) {
  if (instance.closed) return;
  try {
    if ((await schemaShape(instance)) !== (await templateShape)) throw new Error("the tables no longer have the template's shape");
    const { rows } = await instance.query<{ tables: string | null }>(
      "select string_agg(format('%I.%I', schemaname, tablename), ', ') as tables from pg_tables where schemaname = 'public'",
    );
    if (rows[0]?.tables) await instance.query(`truncate table ${rows[0].tables} restart identity cascade`);
    await instance.query("discard all");
    idle.push(instance);
  } catch {
    await instance.close().catch(() => {});
  }
}

/** Every table and column of the app's schemas, and the migrations applied. */
async function schemaShape(instance: PGlite): Promise<string> {
  const { rows } = await instance.query<{ shape: string }>(
    `select coalesce(md5(string_agg(format('%s.%s.%s.%s', table_schema, table_name, column_name, data_type), ',' order by table_schema, table_name, ordinal_position)), '')
       || ':' || (select count(*) from drizzle.__drizzle_migrations) as shape
     from information_schema.columns where table_schema in ('public', 'drizzle')`,
  );
  return rows[0]?.shape ?? "";
}
