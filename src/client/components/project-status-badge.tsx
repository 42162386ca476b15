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

/** A project's status as a badge, named in the page's language by the server. */
export function ProjectStatusBadge({ statusId, name, ...props }: { statusId: number; name: string } & BadgeProps) {
  return (
    <Badge variant="light" color={statusBadgeColor(statusId)} {...props}>
      {name}
    </Badge>
  );
}
