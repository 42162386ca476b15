import { Pagination, type PaginationProps, useMatches } from "@mantine/core";
import { useLL } from "../i18n/language";

/**
 * The pager of the consoles' paged lists (docs/product/consoles.md, "Phone-sized consoles"): on one
 * row at 320 px. Mantine's default (one sibling each side of the current page, first and last page)
 * needs up to nine 32 px controls, 352 px with its gaps: on a phone the "next" arrow went to a second
 * row. Below 576 px the current page shows without siblings (first, …, current, …, last: at most
 * seven controls) and the gaps are 4 px; from 576 px, Mantine's default. The arrows are named in the
 * page's language (Mantine's have only an icon); a page's number is its own name.
 */
export function ConsolePager(props: Omit<PaginationProps, "siblings" | "gap" | "getControlProps">) {
  const t = useLL().common.pager;
  const siblings = useMatches({ base: 0, xs: 1 });
  const gap = useMatches({ base: 4, xs: 8 });
  const controlNames = { first: t.first(), previous: t.previous(), next: t.next(), last: t.last() };
  return (
    <Pagination
      siblings={siblings}
      boundaries={1}
      gap={gap}
      aria-label={t.label()}
      getControlProps={(control) => ({ "aria-label": controlNames[control] })}
      {...props}
    />
  );
}
