import { Button, Group, Modal, Select, Stack, Text } from "@mantine/core";
import { useEffect, useMemo, useState } from "react";
import { formatDay } from "../../components/number-format";
import { useLL } from "../../i18n/language";
import { trpc } from "../../trpc";
import { messageOf, toastError, toastSuccess } from "./shared";

/** Change Provider dialog: providers covering the area and offering the service first, then the others. */
export function ChangeProviderDialog({ projectId, opened, onClose, onDone }: { projectId: number; opened: boolean; onClose: () => void; onDone: () => void }) {
  const LL = useLL();
  const t = LL.network.projectDetails;
  const [search, setSearch] = useState("");
  const [debounced, setDebounced] = useState("");
  const [providerId, setProviderId] = useState<string | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(search), 250);
    return () => clearTimeout(timer);
  }, [search]);
  const choices = trpc.network.projects.providerChoices.useQuery(
    { projectId, search: debounced },
    { enabled: opened, placeholderData: (previous) => previous },
  );
  const change = trpc.network.projects.changeProvider.useMutation();
  const [selectedLabel, setSelectedLabel] = useState<string | null>(null);
  const data = useMemo(() => {
    const rows = (choices.data ?? []).map((c) => ({
      value: String(c.id),
      label: `${c.name} (#${c.id})${c.covers && c.score !== null ? ` — ${t.coversArea({ score: c.score })}` : ""}${c.absentUntil ? ` — ${t.absentUntil({ day: formatDay(c.absentUntil) })}` : ""}${c.isCurrent ? ` — ${t.current()}` : ""}`,
    }));
    if (providerId && selectedLabel && !rows.some((r) => r.value === providerId)) rows.unshift({ value: providerId, label: selectedLabel });
    return rows;
  }, [choices.data, providerId, selectedLabel, t]);

  const submit = () => {
    if (!providerId) return;
    change.mutate(
      { projectId, providerId: Number(providerId) },
      {
        onSuccess: () => {
          toastSuccess("provider", LL.api.providerChanged());
          onClose();
          onDone();
        },
        onError: (error) => toastError("provider", messageOf(error, LL.network.fallback.changeFailed())),
      },
    );
  };

  return (
    <Modal opened={opened} onClose={onClose} title={t.changeProvider()} centered size="lg">
      <Stack>
        <Text size="sm" c="gray.7" data-testid="change-provider-who-is-told">
          {t.changeProviderWhoIsTold()}
        </Text>
        <Select
          label={t.providerSelect()}
          placeholder={t.providerSearch()}
          searchable
          data={data}
          value={providerId}
          onChange={(value, option) => {
            setProviderId(value);
            setSelectedLabel(option?.label ?? null);
          }}
          searchValue={search}
          onSearchChange={setSearch}
          filter={({ options }) => options}
          nothingFoundMessage={LL.network.providerList.empty()}
          maxDropdownHeight={320}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {LL.network.common.cancel()}
          </Button>
          <Button onClick={submit} disabled={!providerId} loading={change.isPending}>
            {t.updateProvider()}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
