import { Anchor, Paper, SimpleGrid, Skeleton, Stack, Text } from "@mantine/core";
import { Link } from "wouter";
import { type AttentionKind, attentionLists, attentionName } from "@/shared/attention-lists";
import { formatCount } from "../../../components/number-format";
import { useLanguage, useLL } from "../../../i18n/language";
import { trpc } from "../../../trpc";
import { Section } from "./section";

/** The cards' test ids, as the browser tests know them. */
const cardIds: Record<AttentionKind, string> = {
  waitingTooLong: "waiting",
  withoutProvider: "unassigned",
  manualHandling: "manual",
  noAgreement: "noagreement",
  noContact: "nocontact",
  callOverdue: "nocall",
  unhappy: "unhappy",
  complaint: "complaint",
  highInvoice: "highinvoice",
  providersNotSetUp: "notsetup",
};

/**
 * What needs the network today, whatever the period (docs/product/dashboard.md, "Needs attention
 * now"): each count is the total of the list it opens (the projects', the providers' for the last).
 */
export function Attention() {
  const LL = useLL();
  const t = LL.dashboard.attention;
  const { language } = useLanguage();
  const counts = trpc.network.projects.attention.useQuery(undefined, { retry: 1 });
  // Each card opens the list it counts; the last, the provider list (docs/product/consoles.md).
  const cards = attentionLists.map((list) => ({
    id: cardIds[list.kind],
    name: attentionName(LL, list.kind),
    count: counts.data?.[list.kind],
    href: list.address,
  }));
  return (
    <Section id="attention" title={t.title()} intro={t.intro()} error={counts.isError} onRetry={() => void counts.refetch()}>
      <SimpleGrid cols={{ base: 2, md: 5 }} spacing={{ base: "xs", sm: "sm" }} component="ul" className="hs-plain-list">
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
