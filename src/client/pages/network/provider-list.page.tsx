import { Anchor, Box, Button, Group, Stack, Switch, Table, Text, Title } from "@mantine/core";
import { useEffect, useState } from "react";
import { Link, useLocation, useSearch } from "wouter";
import { ConfirmDialog } from "../../components/confirm-dialog";
import { formatDay } from "../../components/number-format";
import { usePage } from "../../components/use-page";
import { useLL } from "../../i18n/language";
import { trpc } from "../../trpc";
import { type ListedProvider, ProviderCards } from "./provider-list-cards";
import { SetupGapsLine } from "./provider-setup-gaps";
import { isNotSetUpView, providerListHref } from "./provider-list-address";
import { ListFooter, messageOf, NetworkPage, SearchBox, SkeletonRows, toastError, toastSuccess } from "./shared";

/** network/providerlist: search (Enter or button), New Provider, the paged striped table, cards on a phone (docs/product/screens-and-routes.md). */
function ProviderList() {
  const LL = useLL();
  const t = LL.network.providerList;
  usePage("network-provider-list", t.pageName());
  const [search, setSearch] = useState("");
  const [page, setPage] = useState(1);
  // In the address, so that the dashboard's count opens the list filtered (docs/product/consoles.md).
  const notSetUp = isNotSetUpView(useSearch());
  const [, navigate] = useLocation();
  const showNotSetUp = (only: boolean) => {
    setPage(1);
    navigate(providerListHref(only), { replace: true });
  };
  const utils = trpc.useUtils();
  const list = trpc.network.providers.list.useQuery({ search, page, notSetUp }, { placeholderData: (previous) => previous });
  const setActive = trpc.network.providers.setActive.useMutation();

  useEffect(() => {
    if (list.isError) toastError("provider-list", LL.network.fallback.providerListLoadingFailed());
  }, [list.isError, LL]);

  const submit = (text: string) => {
    setSearch(text);
    setPage(1);
  };
  // Deactivating is asked first, saying what happens to the provider's open projects (docs/product/consoles.md).
  const [deactivating, setDeactivating] = useState<ListedProvider | null>(null);
  const toggle = (provider: ListedProvider) => {
    setActive.mutate(
      { id: provider.id, isActive: !provider.isActive },
      {
        onSuccess: (result) => {
          toastSuccess("activity", result.isActive ? LL.api.providerActivated() : LL.api.providerDeactivated());
          void utils.network.providers.list.invalidate();
        },
        onError: (error) => toastError("activity", messageOf(error, LL.network.fallback.activityUpdateFailedFor({ name: provider.name }))),
      },
    );
  };
  const askOrToggle = (provider: ListedProvider) => (provider.isActive ? setDeactivating(provider) : toggle(provider));

  return (
    <Stack gap="md" py="lg">
      <Group justify="space-between" align="flex-end">
        <Title order={1}>{t.title()}</Title>
        <Button component={Link} href="/network/newprovider">
          {t.newProvider()}
        </Button>
      </Group>
      <Group align="flex-end" gap="sm">
        <SearchBox label={t.searchLabel()} placeholder={t.searchPlaceholder()} width={340} onSearch={submit} />
        <Switch checked={notSetUp} onChange={(event) => showNotSetUp(event.currentTarget.checked)} label={t.notSetUpOnly()} mb={8} />
        {list.data && (
          <Text size="sm" c="gray.7" aria-live="polite" ml="auto">
            {LL.network.common.results({ count: list.data.total })}
          </Text>
        )}
      </Group>
      {/* A phone shows cards, a wider screen the table (docs/product/consoles.md). */}
      <Box hiddenFrom="sm">
        <ProviderCards items={list.data?.items} loading={list.isLoading} pending={setActive.isPending} onToggle={askOrToggle} />
      </Box>
      <Table.ScrollContainer minWidth={420} visibleFrom="sm">
        <Table striped highlightOnHover withTableBorder verticalSpacing="sm" className="hs-table-key">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t.colId()}</Table.Th>
              <Table.Th>{t.colName()}</Table.Th>
              <Table.Th>{t.colActive()}</Table.Th>
              <Table.Th>{t.colProjects()}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {list.isLoading && <SkeletonRows columns={4} />}
            {list.data?.items.map((p) => (
              <Table.Tr key={p.id}>
                <Table.Td>
                  <Anchor component={Link} href={`/network/editprovider/${p.id}`} fw={600} className="hs-target">
                    {p.id}
                  </Anchor>
                </Table.Td>
                <Table.Td>
                  {p.name}
                  {/* Text, not a badge: it wraps in a narrow column instead of being cut. */}
                  {p.absentUntil && (
                    <Text size="xs" fw={600} c="orange.9">
                      {t.absentUntil({ day: formatDay(p.absentUntil) })}
                    </Text>
                  )}
                  <SetupGapsLine gaps={p.setupGaps} size="xs" />
                </Table.Td>
                <Table.Td>
                  <Switch checked={p.isActive} onChange={() => askOrToggle(p)} aria-label={t.activeLabel({ name: p.name })} disabled={setActive.isPending} />
                </Table.Td>
                <Table.Td>
                  <Anchor
                    component={Link}
                    href={`/network/homeprojectlist/${p.id}`}
                    className="hs-target"
                    aria-label={t.projectsOf({ count: p.projectCount, name: p.name })}
                  >
                    {p.projectCount}
                  </Anchor>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <ListFooter result={list.data} emptyText={t.empty()} page={page} onChange={setPage} />
      <ConfirmDialog
        opened={deactivating !== null}
        title={LL.network.deactivate.title({ name: deactivating?.name ?? "" })}
        text={LL.network.deactivate.text({ name: deactivating?.name ?? "" })}
        confirmLabel={LL.network.deactivate.confirm()}
        cancelLabel={LL.network.common.cancel()}
        color="red"
        onClose={() => setDeactivating(null)}
        onConfirm={() => {
          const provider = deactivating;
          setDeactivating(null);
          if (provider) toggle(provider);
        }}
      />
    </Stack>
  );
}

export default function NetworkProviderListPage() {
  return (
    <NetworkPage>
      <ProviderList />
    </NetworkPage>
  );
}
