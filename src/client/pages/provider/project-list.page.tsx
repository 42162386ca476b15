import { useMediaQuery } from "@mantine/hooks";
import { Alert, Anchor, Box, Group, Select, Skeleton, Stack, Table, Text, Title } from "@mantine/core";
import { Link, useLocation } from "wouter";
import { MyRatings } from "../../components/customer-controls/ratings";
import { ConsolePager } from "../../components/console-pager";
import { formatDateTime } from "../../components/format";
import { formatDay } from "../../components/number-format";
import { ProjectStatusBadge } from "../../components/project-status-badge";
import { usePage } from "../../components/use-page";
import { useLL } from "../../i18n/language";
import { trpc } from "../../trpc";
import { ConsoleShell } from "../console/console-shell";
import { ProviderFiguresPanel, useOwnFigures } from "../../components/provider-figures";
import { CustomerName } from "../../components/customer-name";
import { customerAddressLine, ProjectCards } from "./project-cards";
import { ProjectNumber } from "../../components/project-number";
import { AnswerDeadline, CallBy } from "./answer-deadline";
import { VisitLine } from "./visit-line";
import { useProviderListView } from "./project-list-view";

/** While an absence is under way, the list says so: no new request arrives until its last day (docs/product/absences.md). */
function AwayNotice() {
  const t = useLL().provider.absences;
  const absences = trpc.provider.absences.list.useQuery();
  const current = absences.data?.find((a) => a.current);
  if (!current) return null;
  return (
    <Alert color="orange" data-testid="away-notice">
      {t.awayUntil({ to: formatDay(current.endsOn) })}{" "}
      <Anchor component={Link} href="/provider/absences">
        {t.title()}
      </Anchor>
    </Alert>
  );
}

/**
 * Whether the blocks above the list (absence notice, own figures, ratings) have their data. They
 * come in one batch and their heights are known only then: the filter and the list show once they
 * are there, so that nothing moves under a tap (docs/product/consoles.md, "The provider's own figures").
 */
function useBlocksAboveSettled(withFigures: boolean) {
  const absences = trpc.provider.absences.list.useQuery();
  const ratings = trpc.provider.customerControls.myRatings.useQuery();
  const figures = useOwnFigures(undefined, withFigures);
  return !absences.isLoading && !ratings.isLoading && !(withFigures && figures.isLoading);
}

/** provider, provider/homeprojectlist: the signed-in provider's projects (docs/product/screens-and-routes.md). */
function ProjectList() {
  const LL = useLL();
  usePage("provider-project-list", LL.provider.listTitle());
  const [location] = useLocation();
  const settled = useBlocksAboveSettled(location === "/provider");
  const [view] = useProviderListView();
  // The filter's statuses and the list's page travel in the same batch as the blocks above.
  trpc.provider.projects.statuses.useQuery();
  trpc.provider.projects.list.useQuery({ page: view.page, statusId: view.statusId });

  return (
    <Stack gap="md" py="lg">
      <div>
        <Title order={1}>{LL.provider.listTitle()}</Title>
        <Text c="gray.7">{LL.provider.listIntro()}</Text>
      </div>
      {settled ? <ListBody /> : <Skeleton height={320} radius="md" data-testid="list-page-loading" />}
    </Stack>
  );
}

function ListBody() {
  const LL = useLL();
  const [location] = useLocation();
  // The filter and the page live in the URL: Back from a project shows the same view (docs/product/consoles.md).
  const [{ page, statusId }, setView] = useProviderListView();
  const statuses = trpc.provider.projects.statuses.useQuery();
  const list = trpc.provider.projects.list.useQuery({ page, statusId }, { placeholderData: (previous) => previous });
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / list.data.pageSize)) : 1;

  // The landing page (`/provider`) shows the provider's own figures and ratings: above the list from
  // 992 px (where the list is a table), below it on a phone or tablet, where ten figure cards pushed
  // the first request a screen down.
  const wide = useMediaQuery("(min-width: 62em)", true, { getInitialValueInEffect: false });
  const ownBlocks = (
    <>
      {location === "/provider" && <ProviderFiguresPanel />}
      <MyRatings />
    </>
  );

  return (
    <>
      <AwayNotice />
      {wide && ownBlocks}
      <Group justify="space-between" align="flex-end">
        <Select
          label={LL.provider.statusFilter()}
          data={[{ value: "", label: LL.provider.allStatuses() }, ...(statuses.data ?? []).map((s) => ({ value: String(s.id), label: s.name }))]}
          value={statusId ? String(statusId) : ""}
          onChange={(value) => setView({ statusId: value ? Number(value) : undefined })}
          allowDeselect={false}
          w={{ base: "100%", xs: 240 }}
        />
        {list.data && (
          <Text size="sm" c="gray.7" aria-live="polite">
            {LL.provider.total({ count: list.data.total })}
          </Text>
        )}
      </Group>

      {list.isError && <Alert color="red">{LL.provider.listLoadFailed()}</Alert>}

      {/* A phone shows cards, a wider screen the table (docs/product/consoles.md). */}
      <Box hiddenFrom="md">
        <ProjectCards items={list.data?.items} loading={list.isLoading} />
      </Box>
      <Table.ScrollContainer minWidth={760} visibleFrom="md">
        <Table striped highlightOnHover withTableBorder verticalSpacing="sm" className="hs-table-key">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{LL.provider.colProjectId()}</Table.Th>
              <Table.Th>{LL.provider.colCreateDate()}</Table.Th>
              <Table.Th>{LL.provider.colCustomerName()}</Table.Th>
              <Table.Th>{LL.provider.colCustomerAddress()}</Table.Th>
              <Table.Th>{LL.provider.colService()}</Table.Th>
              <Table.Th>{LL.provider.colStatus()}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {list.isLoading &&
              Array.from({ length: 8 }, (_, row) => (
                <Table.Tr key={row}>
                  {Array.from({ length: 6 }, (_, cell) => (
                    <Table.Td key={cell}>
                      <Skeleton height={14} />
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            {list.data?.items.map((p) => (
              <Table.Tr key={p.id}>
                <Table.Td>
                  <Anchor component={Link} href={`/provider/homeprojectdetails/${p.id}`} fw={600} className="hs-target">
                    <ProjectNumber id={p.id} />
                  </Anchor>
                </Table.Td>
                <Table.Td>{formatDateTime(p.createdAt)}</Table.Td>
                <Table.Td>
                  <CustomerName project={p} />
                </Table.Td>
                <Table.Td>{customerAddressLine(LL, p)}</Table.Td>
                <Table.Td>{p.serviceName}</Table.Td>
                <Table.Td>
                  <ProjectStatusBadge statusId={p.statusId} name={p.statusName} />
                  {p.answerBefore && <AnswerDeadline deadline={p.answerBefore} size="xs" mt={4} />}
                  {p.callBy && <CallBy deadline={p.callBy} wording="list" size="xs" mt={4} />}
                  {p.visitAt && <VisitLine visitAt={p.visitAt} size="xs" mt={4} />}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {list.data && list.data.items.length === 0 && (
        // No project at all is not a filter that matched nothing: it says what will come.
        <Alert color={statusId ? "yellow" : "blue"} data-testid="no-projects">
          {statusId ? LL.provider.noProjects() : LL.provider.noProjectsYet()}
        </Alert>
      )}
      {pages > 1 && <ConsolePager total={pages} value={page} onChange={(next) => setView({ page: next })} />}
      {!wide && ownBlocks}
    </>
  );
}

export default function ProviderProjectListPage() {
  return (
    <ConsoleShell role="provider">
      <ProjectList />
    </ConsoleShell>
  );
}
