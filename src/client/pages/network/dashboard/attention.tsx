import { Anchor, Paper, SimpleGrid, Skeleton, Stack, Text } from "@mantine/core";
import { Link } from "wouter";
import { ProjectStatus } from "@/shared/project-statuses";
import { formatCount } from "../../../components/number-format";
import { useLanguage, useLL } from "../../../i18n/language";
import { trpc } from "../../../trpc";
import { projectListHref } from "../project-list-view";
import { providerListHref } from "../provider-list-address";
import { Section } from "./section";

/**
 * What needs the network today, whatever the period (docs/product/dashboard.md, "Needs attention
 * now"): each count is the total of the list it opens (the projects', the providers' for the last).
 */
export function Attention() {
  const LL = useLL();
  const t = LL.dashboard.attention;
  const { language } = useLanguage();
  const counts = trpc.network.projects.attention.useQuery(undefined, { retry: 1 });
  const cards = [
    { id: "waiting", name: LL.network.projectList.waitingTooLong(), count: counts.data?.waitingTooLong, href: projectListHref({ waitingTooLong: true }) },
    { id: "unassigned", name: LL.network.projectList.withoutProvider(), count: counts.data?.withoutProvider, href: projectListHref({ withoutProvider: true }) },
    { id: "manual", name: t.manualHandling(), count: counts.data?.manualHandling, href: projectListHref({ statusId: ProjectStatus.ManualHandling }) },
    { id: "noagreement", name: t.noAgreement(), count: counts.data?.noAgreement, href: projectListHref({ statusId: ProjectStatus.NoAgreement }) },
    { id: "nocontact", name: LL.network.projectList.noContact(), count: counts.data?.noContact, href: projectListHref({ noContact: true }) },
    { id: "nocall", name: LL.network.projectList.callOverdue(), count: counts.data?.callOverdue, href: projectListHref({ callOverdue: true }) },
    // The one count of providers: the provider list, filtered the same way (docs/product/consoles.md).
    { id: "notsetup", name: t.providersNotSetUp(), count: counts.data?.providersNotSetUp, href: providerListHref(true) },
  ];
  return (
    <Section id="attention" title={t.title()} intro={t.intro()} error={counts.isError} onRetry={() => void counts.refetch()}>
      <SimpleGrid cols={{ base: 2, sm: 4, lg: 7 }} spacing={{ base: "xs", sm: "sm" }} component="ul" className="hs-plain-list">
        {cards.map((card) => (
          <Paper key={card.id} component="li" withBorder radius="md" p="sm" className="hs-link-card" data-testid={`attention-${card.id}`}>
            {/* The numbers line up whatever the labels' lengths. */}
            <Stack gap={4} h="100%" justify="space-between">
              <Text size="sm" fw={600}>
                {card.name}
              </Text>
              {card.count === undefined ? (
                <Skeleton height={28} width="30%" />
              ) : (
                <Anchor
                  component={Link}
                  href={card.href}
                  className="hs-link-card-target"
                  fz={26}
                  fw={700}
                  lh={1.1}
                  c={card.count > 0 ? "orange.7" : undefined}
                  aria-label={t.openList({ name: card.name, count: formatCount(card.count, language) })}
                >
                  {formatCount(card.count, language)}
                </Anchor>
              )}
            </Stack>
          </Paper>
        ))}
      </SimpleGrid>
    </Section>
  );
}
