import { Badge, Group } from "@mantine/core";
import { useLL } from "../../i18n/language";
import { trpc } from "../../trpc";

interface Summary {
  withdrawnByCustomer: boolean;
  personalDataErasedAt: Date | null;
}

function Badges({ summary }: { summary: Summary | null | undefined }) {
  const C = useLL().customerControls;
  if (!summary || (!summary.withdrawnByCustomer && !summary.personalDataErasedAt)) return null;
  return (
    <Group gap="xs" data-testid="customer-controls-badges">
      {summary.withdrawnByCustomer && (
        <Badge color="grape" variant="light" title={C.withdrawnBadgeTitle()}>
          {C.withdrawnBadge()}
        </Badge>
      )}
      {summary.personalDataErasedAt && (
        <Badge color="gray" variant="light">
          {C.erasedBadge()}
        </Badge>
      )}
    </Group>
  );
}

/** Network console: why a project was cancelled by its customer, and whether its data is erased (docs/product/customer-controls.md). */
export function NetworkCustomerControlsBadges({ projectId }: { projectId: number }) {
  const summary = trpc.network.customerControls.summary.useQuery({ projectId });
  return <Badges summary={summary.data} />;
}

/** Provider console: a project its customer withdrew. */
export function ProviderCustomerControlsBadges({ projectId }: { projectId: number }) {
  const summary = trpc.provider.customerControls.summary.useQuery({ projectId });
  return <Badges summary={summary.data} />;
}
