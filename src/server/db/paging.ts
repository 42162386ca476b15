import type { Page } from "@/shared/page";
import { defaultPageSize } from "@/shared/page";

/** The number of rows before a page (1-based; anything under 1 reads as the first page). */
export function pageOffset(page: number, pageSize: number = defaultPageSize): number {
  return (Math.max(1, Math.floor(page)) - 1) * pageSize;
}

/**
 * The one way a list becomes a `Page` (docs/architecture.md, "Lists"): a SQL count of every
 * matching row and the page's rows, run side by side (two connections on Postgres), e.g.
 *
 * ```ts
 * return pageOf({ count: db.select({ n: count() }).from(t).where(where), rows: db.select(...).limit(size).offset(pageOffset(page, size)), page, pageSize: size });
 * ```
 */
export async function pageOf<T>(query: { count: PromiseLike<{ n: number }[]>; rows: PromiseLike<T[]>; page: number; pageSize: number }): Promise<Page<T>> {
  const [[totalRow], items] = await Promise.all([query.count, query.rows]);
  return { items, total: Number(totalRow?.n ?? 0), page: query.page, pageSize: query.pageSize };
}
