import { VisuallyHidden } from "@mantine/core";
import { useLL } from "../i18n/language";

/**
 * A project's number as the lists show it, "#12", which a screen reader reads "Projet n° 12" /
 * "Project nr. 12" instead of "dièse 12" / "hekje 12" (docs/product/accessibility.md). Its link is a
 * box (`hs-target`, or a flex item in a card): in an inline link the hidden words' box threw the
 * link's tap point off its text.
 */
export function ProjectNumber({ id }: { id: number }) {
  const LL = useLL();
  return (
    <>
      <VisuallyHidden>{LL.common.console.projectNumber({ id })}</VisuallyHidden>
      <span aria-hidden="true">#{id}</span>
    </>
  );
}
