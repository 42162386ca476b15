import { Anchor, Group, Paper, Skeleton, Stack } from "@mantine/core";
import type { CSSProperties, ReactNode } from "react";
import { Link } from "wouter";
import { ProjectStatusBadge } from "./project-status-badge";
import { ProjectNumber } from "./project-number";

/** The cards shown while the first page loads. */
const placeholders = ["first", "second", "third", "fourth"] as const;

/**
 * A console's projects on a phone (docs/product/consoles.md): a list of cards instead of a table
 * that scrolls sideways. Named by `label` for screen readers.
 */
export function ProjectCardList({ label, loading, children }: { label: string; loading: boolean; children: ReactNode }) {
  return (
    <Stack component="ul" gap="xs" className="hs-plain-list" aria-label={label}>
      {loading &&
        placeholders.map((placeholder) => (
          <Paper component="li" key={placeholder} withBorder radius="md" p="sm">
            <Stack gap={8}>
              <Skeleton height={18} width="40%" />
              <Skeleton height={14} />
              <Skeleton height={14} width="70%" />
            </Stack>
          </Paper>
        ))}
      {children}
    </Stack>
  );
}

interface ProjectCardProps {
  id: number;
  href: string;
  statusId: number;
  statusName: string;
  /** The style that marks the card, as the table marks its row. */
  mark?: CSSProperties;
  children: ReactNode;
}

/** One project: its number (the card's link; the whole card is its target) and its status first. */
export function ProjectCard({ id, href, statusId, statusName, mark, children }: ProjectCardProps) {
  return (
    <Paper component="li" withBorder radius="md" p="sm" className="hs-link-card" data-highlighted={mark ? true : undefined} style={mark}>
      <Stack gap={2}>
        <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
          <Anchor component={Link} href={href} fw={700} className="hs-link-card-target">
            <ProjectNumber id={id} />
          </Anchor>
          <ProjectStatusBadge statusId={statusId} name={statusName} />
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}
