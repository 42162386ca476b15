import { Alert, Badge, Button, Checkbox, Group, NativeSelect, Paper, Skeleton, Stack, Switch, Table, Text, Title } from "@mantine/core";
import { useEffect, useState } from "react";
import { defaultScore, maxScore, minScore } from "@/shared/schemas/work-areas";
import { useLanguage, useLL } from "../../i18n/language";
import { trpc } from "../../trpc";
import { ListPagination, messageOf, SearchBox, toastError, toastSuccess } from "./shared";

/** A place under its name in the console's language, the other name beside it: "Gand (Gent)". */
const withOtherName = (name: string, other: string | null) => (other ? `${name} (${other})` : name);

const scoreOptions = Array.from({ length: maxScore - minScore + 1 }, (_, i) => String(maxScore - i));

/** One municipality: Select All, one priority for the whole city, a switch and score per locality. */
function CityCard({
  providerId,
  city,
  onChanged,
}: {
  providerId: number;
  city: {
    city: string;
    name: string;
    otherName: string | null;
    areas: { postalAreaId: number; postCode: string; locality: string; otherName: string | null; isActive: boolean; score: number | null }[];
  };
  onChanged: () => void;
}) {
  const LL = useLL();
  const t = LL.network.workArea;
  const [priority, setPriority] = useState(String(defaultScore));
  const set = trpc.network.workAreas.set.useMutation();
  const activate = trpc.network.workAreas.activateCity.useMutation();
  const score = trpc.network.workAreas.setCityScore.useMutation();
  const fail = (error: unknown) => toastError("work-area", messageOf(error, LL.network.fallback.workAreaUpdateFailed()));
  const active = city.areas.filter((a) => a.isActive).length;
  const slug = city.city.replace(/\W+/g, "-").toLowerCase();

  return (
    <Paper withBorder p="md" radius="md" data-testid={`city-${slug}`}>
      <Group justify="space-between" mb="sm" align="flex-end">
        <div>
          <Title order={3} size="h4">
            {withOtherName(city.name, city.otherName)}
          </Title>
          <Badge color={active ? "green" : "gray"} variant="light">
            {t.activeCount({ active, total: city.areas.length })}
          </Badge>
        </div>
        <Group align="flex-end" gap="xs">
          <Button
            variant="light"
            aria-label={t.selectAllLabel({ city: city.name })}
            loading={activate.isPending}
            onClick={() =>
              activate.mutate(
                { providerId, city: city.city },
                {
                  onSuccess: () => {
                    toastSuccess("city", t.cityActivated({ city: city.name }));
                    onChanged();
                  },
                  onError: fail,
                },
              )
            }
          >
            {t.selectAll()}
          </Button>
          <NativeSelect
            label={t.priority()}
            data={scoreOptions}
            value={priority}
            onChange={(e) => setPriority(e.currentTarget.value)}
            w={{ base: "100%", xs: 200 }}
          />
          <Button
            loading={score.isPending}
            onClick={() =>
              score.mutate(
                { providerId, city: city.city, score: Number(priority) },
                {
                  onSuccess: () => {
                    toastSuccess("city-score", t.cityScoreSet({ score: Number(priority), city: city.name }));
                    onChanged();
                  },
                  onError: fail,
                },
              )
            }
          >
            {t.applyPriority()}
          </Button>
        </Group>
      </Group>
      <Table.ScrollContainer minWidth={360}>
        <Table striped withTableBorder verticalSpacing={4} className="hs-table-key">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t.colPostCode()}</Table.Th>
              <Table.Th>{t.colLocality()}</Table.Th>
              <Table.Th>{t.colActive()}</Table.Th>
              <Table.Th>{t.colScore()}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {city.areas.map((area) => {
              const current = area.score ?? defaultScore;
              const change = (isActive: boolean, newScore: number) =>
                set.mutate({ providerId, postalAreaId: area.postalAreaId, isActive, score: newScore }, { onSuccess: onChanged, onError: fail });
              return (
                <Table.Tr key={area.postalAreaId}>
                  <Table.Td>{area.postCode}</Table.Td>
                  <Table.Td>{withOtherName(area.locality, area.otherName)}</Table.Td>
                  <Table.Td>
                    <Switch
                      checked={area.isActive}
                      onChange={(e) => change(e.currentTarget.checked, current)}
                      aria-label={t.areaActiveLabel({ locality: area.locality, postCode: area.postCode })}
                    />
                  </Table.Td>
                  <Table.Td>
                    <NativeSelect
                      size="xs"
                      w={80}
                      data={scoreOptions}
                      value={String(current)}
                      onChange={(e) => change(area.isActive, Number(e.currentTarget.value))}
                      aria-label={t.scoreLabel({ locality: area.locality, postCode: area.postCode })}
                    />
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}

/** Work Area tab: every Belgian postal area, searched and paged by municipality in SQL. */
export function WorkAreaTab({ providerId, initialSearch = "" }: { providerId: number; initialSearch?: string }) {
  const LL = useLL();
  const t = LL.network.workArea;
  const utils = trpc.useUtils();
  const [search, setSearch] = useState(initialSearch.trim());
  const [onlyActive, setOnlyActive] = useState(false);
  const [page, setPage] = useState(1);
  const { language } = useLanguage();
  const list = trpc.network.workAreas.list.useQuery({ providerId, search, onlyActive, page, language }, { placeholderData: (previous) => previous });
  useEffect(() => {
    if (list.isError) toastError("work-area-list", messageOf(list.error, LL.network.fallback.workAreaListLoadingFailed()));
  }, [list.isError, list.error, LL]);
  const submit = (text: string) => {
    setSearch(text);
    setPage(1);
  };
  // The page's "not ready" alert counts the active areas.
  const refresh = () => {
    void utils.network.workAreas.list.invalidate({ providerId });
    void utils.network.providers.get.invalidate({ id: providerId });
  };

  return (
    <Stack gap="md">
      <Text c="gray.7">{t.intro()}</Text>
      <Group align="flex-end" gap="sm">
        <SearchBox initial={initialSearch.trim()} label={t.searchLabel()} placeholder={t.searchPlaceholder()} width={300} onSearch={submit} />
        <Checkbox
          label={t.onlyActive()}
          checked={onlyActive}
          onChange={(e) => {
            setOnlyActive(e.currentTarget.checked);
            setPage(1);
          }}
          mb={8}
        />
        {list.data && (
          <Text size="sm" c="gray.7" ml="auto" aria-live="polite">
            {t.municipalities({ count: list.data.total })}
          </Text>
        )}
      </Group>
      {list.isLoading && <Skeleton height={200} />}
      {list.data?.items.map((city) => (
        <CityCard key={city.city} providerId={providerId} city={city} onChanged={refresh} />
      ))}
      {list.data && list.data.items.length === 0 && <Alert color="yellow">{t.empty()}</Alert>}
      <ListPagination result={list.data} page={page} onChange={setPage} />
    </Stack>
  );
}
