import { Anchor, Group, Paper, Stack, Switch, Text } from "@mantine/core";
import { Link } from "wouter";
import { ProjectCardList } from "../../components/project-card";
import { formatDay } from "../../components/number-format";
import { useLL } from "../../i18n/language";
import type { RouterOutputs } from "../../trpc";
import { SetupGapsLine } from "./provider-setup-gaps";

export type ListedProvider = RouterOutputs["network"]["providers"]["list"]["items"][number];

/**
 * The providers on a phone, as the projects are (project-list-cards.tsx): a card each instead of a
 * table whose last column was cut at 375 px. Not a whole-card link: the card holds a switch.
 */
export function ProviderCards({
  items,
  loading,
  pending,
  onToggle,
}: {
  items: readonly ListedProvider[] | undefined;
  loading: boolean;
  pending: boolean;
  onToggle(provider: ListedProvider): void;
}) {
  const t = useLL().network.providerList;
  return (
    <ProjectCardList label={t.title()} loading={loading}>
      {items?.map((p) => (
        <Paper component="li" key={p.id} withBorder radius="md" p="sm">
          <Stack gap={6}>
            <Group gap="xs" wrap="nowrap" align="baseline">
              <Anchor component={Link} href={`/network/editprovider/${p.id}`} fw={700} className="hs-target">
                {p.id}
              </Anchor>
              <Text fw={600} className="hs-break">
                {p.name}
              </Text>
            </Group>
            {p.absentUntil && (
              <Text size="sm" fw={600} c="orange.9">
                {t.absentUntil({ day: formatDay(p.absentUntil) })}
              </Text>
            )}
            <SetupGapsLine gaps={p.setupGaps} size="sm" />
            <Group justify="space-between" gap="xs">
              <Switch checked={p.isActive} onChange={() => onToggle(p)} label={t.colActive()} aria-label={t.activeLabel({ name: p.name })} disabled={pending} />
              <Group gap={6} align="center">
                <Text size="sm" c="gray.7">
                  {t.colProjects()}
                </Text>
                <Anchor
                  component={Link}
                  href={`/network/homeprojectlist/${p.id}`}
                  fw={600}
                  className="hs-target"
                  aria-label={t.projectsOf({ count: p.projectCount, name: p.name })}
                >
                  {p.projectCount}
                </Anchor>
              </Group>
            </Group>
          </Stack>
        </Paper>
      ))}
    </ProjectCardList>
  );
}
