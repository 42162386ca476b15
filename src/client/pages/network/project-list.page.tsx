import { Anchor, Box, Group, Stack, Table, Text, Title } from "@mantine/core";
import { useEffect } from "react";
import { Link, useParams } from "wouter";
import { usePage } from "../../components/use-page";
import { catalogText } from "../../i18n/catalog-text";
import { useLanguage, useLL } from "../../i18n/language";
import { trpc } from "../../trpc";
import { CustomerName } from "../../components/customer-name";
import { formatDateTime } from "../../components/format";
import { formatWholeEuros } from "../../components/number-format";
import { NetworkProjectCards } from "./project-list-cards";
import { ProjectListFilters } from "./project-list-filters";
import { ProjectExportButton } from "./project-export-button";
import { useProjectListView } from "./project-list-view";
import { requestFilterOf } from "./request-filter-view";
import { ProjectNumber } from "../../components/project-number";
import {
  highlightColor,
  highlightMark,
  ListFooter,
  messageOf,
  NetworkPage,
  SearchBox,
  SkeletonRows,
  statusName,
  toastError,
  waitsWithoutProvider,
} from "./shared";

/** network, network/homeprojectlist, network/homeprojectlist/{providerId}: every project, paged in SQL. */
function ProjectList() {
  const LL = useLL();
  const t = LL.network.projectList;
  const { language } = useLanguage();
  const params = useParams<{ providerId?: string }>();
  const parsed = params.providerId ? Number(params.providerId) : undefined;
  const providerId = parsed !== undefined && Number.isInteger(parsed) && parsed > 0 && parsed <= 2_147_483_647 ? parsed : undefined;
  usePage("network-project-list", t.pageName());
  const [view, changeView] = useProjectListView();
  const { search, statusId, waitingTooLong, withoutProvider, noContact, callOverdue, unhappy, complaint, highInvoice, createdFrom, createdTo, page } = view;
  const filter = {
    providerId,
    search,
    statusId,
    waitingTooLong,
    withoutProvider,
    noContact,
    callOverdue,
    unhappy,
    complaint,
    highInvoice,
    createdFrom,
    createdTo,
    ...requestFilterOf(view),
  };
  const statuses = trpc.network.projects.statuses.useQuery(undefined, { staleTime: 300_000 });
  const provider = trpc.network.providers.get.useQuery({ id: providerId ?? 0 }, { enabled: providerId !== undefined, retry: false });
  const list = trpc.network.projects.list.useQuery({ ...filter, page }, { placeholderData: (previous) => previous });
  useEffect(() => {
    if (list.isError) toastError("project-list", messageOf(list.error, LL.network.fallback.projectRetrievalFailed()));
  }, [list.isError, list.error, LL]);
  const submit = (text: string) => changeView({ search: text });
  const statusById = new Map((statuses.data ?? []).map((s) => [s.id, s]));
  const statusLabel = (statusId: number) => {
    const status = statusById.get(statusId);
    return status ? statusName(status, language) : String(statusId);
  };

  return (
    <Stack gap="md" py="lg">
      <div>
        <Title order={1}>{t.title()}</Title>
        {providerId !== undefined && (
          <Group gap="sm">
            <Text c="gray.7">{t.titleForProvider({ name: provider.data?.name ?? `#${providerId}` })}</Text>
            <Anchor component={Link} href="/network/homeprojectlist" size="sm">
              {t.allProjects()}
            </Anchor>
          </Group>
        )}
      </div>
      <Group align="flex-end" gap="sm">
        <SearchBox key={search} initial={search} label={t.searchLabel()} placeholder={t.searchPlaceholder()} width={460} onSearch={submit} />
      </Group>
      <ProjectListFilters view={view} changeView={changeView} statuses={statuses.data ?? []} />
      <Group gap="lg">
        {/* A sample of the highlighted rows' colour, not a control: text on the row colour (docs/product/consoles.md). */}
        <Text size="sm" ml={{ sm: "auto" }} px={8} py={2} data-testid="legend" style={{ ...highlightMark, borderRadius: 4 }}>
          {t.legend()}
        </Text>
        {list.data && (
          <Text size="sm" c="gray.7" aria-live="polite">
            {LL.network.common.results({ count: list.data.total })}
          </Text>
        )}
        <ProjectExportButton filter={filter} statuses={statuses.data ?? []} disabled={!list.data || list.data.total === 0} />
      </Group>
      {/* A phone shows cards, a wider screen the table (docs/product/consoles.md). */}
      <Box hiddenFrom="md">
        <NetworkProjectCards items={list.data?.items} loading={list.isLoading} statusName={statusLabel} />
      </Box>
      <Table.ScrollContainer minWidth={960} visibleFrom="md">
        <Table striped withTableBorder verticalSpacing="sm" className="hs-table-key">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t.colId()}</Table.Th>
              <Table.Th>{t.colCreated()}</Table.Th>
              <Table.Th>{t.colProvider()}</Table.Th>
              <Table.Th>{t.colCustomer()}</Table.Th>
              <Table.Th>{t.colPostCode()}</Table.Th>
              <Table.Th>{t.colService()}</Table.Th>
              <Table.Th>{t.colStatus()}</Table.Th>
              <Table.Th>{t.colInvoice()}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {list.isLoading && <SkeletonRows columns={6} />}
            {list.data?.items.map((p) => {
              const highlighted = waitsWithoutProvider(p);
              return (
                <Table.Tr key={p.id} data-highlighted={highlighted || undefined} style={highlighted ? { backgroundColor: highlightColor } : undefined}>
                  <Table.Td>
                    <Anchor component={Link} href={`/network/homeprojectdetails/${p.id}`} fw={600} className="hs-target">
                      <ProjectNumber id={p.id} />
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{formatDateTime(p.createdAt)}</Table.Td>
                  <Table.Td>{p.providerName ?? "—"}</Table.Td>
                  <Table.Td>
                    <CustomerName project={p} />
                  </Table.Td>
                  <Table.Td>{p.postCode}</Table.Td>
                  <Table.Td>{catalogText(language, "service", p.serviceCode)}</Table.Td>
                  <Table.Td>{statusLabel(p.statusId)}</Table.Td>
                  {/* The amount when the provider gave it, else whether the invoice is there. */}
                  <Table.Td>
                    {p.hasInvoice
                      ? p.invoiceAmountCents === null
                        ? LL.network.common.yes()
                        : formatWholeEuros(p.invoiceAmountCents, language)
                      : LL.network.common.no()}
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <ListFooter result={list.data} emptyText={t.empty()} page={page} onChange={(next) => changeView({ page: next })} />
    </Stack>
  );
}

export default function NetworkProjectListPage() {
  return (
    <NetworkPage>
      <ProjectList />
    </NetworkPage>
  );
}
