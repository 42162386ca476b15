import { Anchor, Group, Paper, Skeleton, Stack, Text } from "@mantine/core";
import { Link } from "wouter";
import { formatDateTime } from "../../components/format";
import { CustomerName } from "../../components/customer-name";
import { ProjectStatusBadge } from "../../components/project-status-badge";
import { useLL } from "../../i18n/language";
import type { RouterOutputs } from "../../trpc";

export type ProviderListedProject = RouterOutputs["provider"]["projects"]["list"]["items"][number];

/** The cards shown while the first page loads. */
const placeholders = ["first", "second", "third", "fourth"] as const;

/** "Rue de la Loi 16 / 3, 1000 Bruxelles": the customer's address on one line; the place alone once erased. */
export function customerAddressLine(p: ProviderListedProject): string {
  if (p.personalDataErased) return `${p.postCode} ${p.city}`;
  return `${p.customerStreetHouseNumber}${p.customerBus ? ` / ${p.customerBus}` : ""}, ${p.postCode} ${p.city}`;
}

/**
 * The provider's projects on a phone (docs/product/consoles.md): one card each, its status first,
 * so that a project waiting for an answer shows without scrolling a table sideways. The number is
 * the card's link, and the whole card is its target.
 */
export function ProjectCards({ items, loading }: { items: readonly ProviderListedProject[] | undefined; loading: boolean }) {
  const LL = useLL();
  return (
    <Stack component="ul" gap="xs" className="hs-plain-list" aria-label={LL.provider.listTitle()}>
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
      {items?.map((p) => (
        <Paper component="li" key={p.id} withBorder radius="md" p="sm" className="hs-link-card">
          <Stack gap={2}>
            <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
              <Anchor component={Link} href={`/provider/homeprojectdetails/${p.id}`} fw={700} className="hs-link-card-target">
                #{p.id}
              </Anchor>
              <ProjectStatusBadge statusId={p.statusId} name={p.statusName} />
            </Group>
            <Text fw={600}>{p.serviceName}</Text>
            <Text size="sm">
              <CustomerName project={p} />
            </Text>
            <Text size="sm" c="gray.7">
              {customerAddressLine(p)}
            </Text>
            <Text size="sm" c="gray.7">
              {LL.provider.requestedOn({ date: formatDateTime(p.createdAt) })}
            </Text>
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
