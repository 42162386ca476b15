import { z } from "zod";

/**
 * One page of a list: the reply of every paged list call, tRPC and REST alike (docs/architecture.md,
 * "Lists"). `items` are the page's rows, `total` counts every row matching the filters, `page` is
 * 1-based and `pageSize` is the most rows a page holds (the last page may hold fewer).
 */
export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

/** Consoles show 20 rows a page (docs/decisions/0019-paging-in-sql.md). */
export const defaultPageSize = 20;

/** The page number a list input takes: 1-based, 1 when absent. */
export const pageNumberSchema = z.number().int().min(1).max(100_000).default(1);

/** How many pages a list has; at least one, so a pager never shows "0 pages". */
export function pageCount(page: Pick<Page<unknown>, "total" | "pageSize">): number {
  return Math.max(1, Math.ceil(page.total / page.pageSize));
}

/** A page with nothing on it (a caller asking for a list it may not see). */
export function emptyPage<T>(pageSize: number = defaultPageSize, page = 1): Page<T> {
  return { items: [], total: 0, page, pageSize };
}
