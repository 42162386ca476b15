import { Anchor } from "@mantine/core";
import { Link } from "wouter";

/**
 * The "← back to …" link above a page's title: as wide as its text and 24 px tall, a target a
 * finger finds (docs/product/accessibility.md). The arrow is drawn, not read.
 */
export function BackLink({ href, children }: { href: string; children: string }) {
  return (
    <Anchor component={Link} href={href} size="sm" className="hs-target" w="fit-content">
      <span aria-hidden="true">←</span>
      {children}
    </Anchor>
  );
}
