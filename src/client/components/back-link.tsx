import { Anchor, type AnchorProps } from "@mantine/core";
import { Link } from "wouter";

/**
 * The "← back to …" link above a page's title: as wide as its text and 24 px tall, a target a
 * finger finds (docs/product/accessibility.md). The arrow is drawn, not read. Small by default; a
 * page may give it its own weight and size.
 */
export function BackLink({ href, children, size = "sm", ...style }: { href: string; children: string } & Pick<AnchorProps, "size" | "fw" | "underline">) {
  return (
    <Anchor component={Link} href={href} size={size} {...style} className="hs-target" w="fit-content">
      <span aria-hidden="true">←</span>
      {children}
    </Anchor>
  );
}
