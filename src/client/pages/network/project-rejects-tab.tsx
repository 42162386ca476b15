import { Alert, Anchor, Stack, Table } from "@mantine/core";
import { useState } from "react";
import { Link } from "wouter";
import { useLL } from "../../i18n/language";
import { trpc } from "../../trpc";
import { formatDateTime } from "../../components/format";
import { rejectCauseName } from "../../components/reject-cause";
import { ListPagination, SkeletonRows } from "./shared";

/** Provider Rejects tab: who refused the project, when, and why (the provider's reason, or the deadline). */
export function RejectsTab({ projectId }: { projectId: number }) {
  const LL = useLL();
  const t = LL.network.projectDetails;
  const [page, setPage] = useState(1);
  const rejects = trpc.network.projects.rejects.useQuery({ id: projectId, page }, { placeholderData: (previous) => previous });
  return (
    <Stack>
      {/* Wider than a phone: it scrolls in its own frame, the provider kept in sight (docs/product/consoles.md). */}
      <Table.ScrollContainer minWidth={480}>
        <Table striped withTableBorder verticalSpacing="sm" className="hs-table-key">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t.rejectedBy()}</Table.Th>
              <Table.Th>{t.rejectDate()}</Table.Th>
              <Table.Th>{t.rejectReason()}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rejects.isLoading && <SkeletonRows columns={3} rows={3} />}
            {rejects.data?.items.map((r) => (
              <Table.Tr key={`${r.providerId}-${r.createdAt.toISOString()}`}>
                <Table.Td>
                  <Anchor component={Link} href={`/network/editprovider/${r.providerId}`} className="hs-target">
                    {r.providerName}
                  </Anchor>
                </Table.Td>
                <Table.Td>{formatDateTime(r.createdAt)}</Table.Td>
                <Table.Td>{rejectCauseName(LL, r.cause)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {rejects.data && rejects.data.items.length === 0 && <Alert color="gray">{t.noRejects()}</Alert>}
      <ListPagination result={rejects.data} page={page} onChange={setPage} />
    </Stack>
  );
}
