import { Badge, type BadgeProps } from "@mantine/core";
import { ProjectStatus, projectStatusTable } from "@/shared/project-statuses";

/**
 * A project status's colour (docs/product/consoles.md): orange while the provider's answer is
 * awaited, teal once accepted, gray otherwise. Derived from the status table's flags, not from ids
 * kept in a screen.
 */
export function statusBadgeColor(statusId: number): "orange" | "teal" | "gray" {
  if (projectStatusTable.find((s) => s.id === statusId)?.isWaitingResponse) return "orange";
  return statusId === ProjectStatus.Accepted ? "teal" : "gray";
}

/**
 * A project's status as a badge, named in the page's language by the server. Always read in full
 * (docs/product/consoles.md): Mantine cuts a badge's label with "…" when its box is narrower, and a
 * table column shrinks a badge to fit, so the badge is at least as wide as its label
 * (`.hs-status-badge` in styles.css): the column takes the badge's width instead. Written as the
 * status reads in a table or a filter ("Nouveau"), not in Mantine's capitals ("NOUVEAU").
 */
export function ProjectStatusBadge({ statusId, name, className, ...props }: { statusId: number; name: string } & BadgeProps) {
  return (
    <Badge variant="light" tt="none" color={statusBadgeColor(statusId)} className={className ? `hs-status-badge ${className}` : "hs-status-badge"} {...props}>
      {name}
    </Badge>
  );
}
