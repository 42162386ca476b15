import { useCallback } from "react";
import { useLocation, useSearch } from "wouter";
import { isoDaySchema } from "@/shared/schemas/fields";

/**
 * A console list whose view (filters, search, page) lives in the URL, for the network's and the
 * provider's project lists (docs/product/consoles.md): a reload, Back, or "back to the list" from
 * a project shows the same view. Each list gives its own parse and write of the query string.
 */
export interface UrlListView<V extends { page: number }> {
  parse(search: string): V;
  write(view: V): string;
  /** sessionStorage key of the address last shown, for the project page's way back. */
  storageKey: string;
  /** Addresses that may be given back (a stored value is never trusted blindly), and the default. */
  listPattern: RegExp;
  listPath: string;
}

const maxInt = 2_147_483_647;

/** A positive 32-bit integer from the query string (an id, a page), else undefined. */
export function positiveParam(value: string | null): number | undefined {
  if (!value || !/^\d{1,10}$/.test(value)) return undefined;
  const n = Number(value);
  return n > 0 && n <= maxInt ? n : undefined;
}

/** One of `list`'s values from the query string, else undefined. */
export function oneOfParam<T extends string>(list: readonly T[], value: string | null): T | undefined {
  return list.find((item) => item === value);
}

/** A calendar day (`YYYY-MM-DD`) from the query string, else undefined. */
export function dayParam(value: string | null): string | undefined {
  return value && isoDaySchema.safeParse(value).success ? value : undefined;
}

/** The list address last shown, for the project page's "back to the list". */
export function lastListHref<V extends { page: number }>(list: UrlListView<V>): string {
  try {
    const stored = sessionStorage.getItem(list.storageKey) ?? "";
    return list.listPattern.test(stored) ? stored : list.listPath;
  } catch {
    return list.listPath;
  }
}

function rememberListHref(key: string, href: string) {
  try {
    sessionStorage.setItem(key, href);
  } catch {
    // Private mode: "back to the list" opens the unfiltered list.
  }
}

/** The view in the URL and a setter; any change but the page's goes back to page 1. A change replaces the history entry. */
export function useUrlListView<V extends { page: number }>(list: UrlListView<V>): [V, (patch: Partial<V>) => void] {
  const [location, navigate] = useLocation();
  const search = useSearch();
  const view = list.parse(search);
  rememberListHref(list.storageKey, `${location}${list.write(view)}`);
  const change = useCallback(
    (patch: Partial<V>) => {
      const next = { ...list.parse(window.location.search), ...("page" in patch ? {} : { page: 1 }), ...patch };
      navigate(`${location}${list.write(next)}`, { replace: true });
    },
    [location, navigate, list],
  );
  return [view, change];
}
