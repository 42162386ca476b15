import { Button, Group, Modal, Select, Stack, Text } from "@mantine/core";
import { useEffect, useMemo, useState } from "react";
import { dialogComboboxProps } from "../../components/fixed-floating";
import { formatDate } from "../../components/format";
import { ProjectStatus } from "@/shared/project-statuses";
import { formatDay } from "../../components/number-format";
import { useLL } from "../../i18n/language";
import { trpc } from "../../trpc";
import { messageOf, toastError, toastSuccess } from "./shared";

/** A provider to choose: its name and number, then what the network should know before choosing it. */
interface ProviderOption {
  value: string;
  /** The current provider: shown, but not a choice (the server would refuse it). */
  disabled: boolean;
  /** The name and number: the field shows it once chosen (the details follow under the field). */
  label: string;
  details: string[];
  /** Already refused this project or let it run out, absent until a day: said in the warning colour. */
  warnings: string[];
}

/** The details as one sentence: "Couvre la commune… · prestataire actuel · a refusé le… · absence jusqu'au…". */
const detailLine = (option: ProviderOption) => {
  const line = [...option.details, ...option.warnings].join(" · ");
  return line.charAt(0).toUpperCase() + line.slice(1);
};

function ProviderChoice({ option }: { option: ProviderOption }) {
  return (
    <div>
      <Text size="sm" fw={600}>
        {option.label}
      </Text>
      {(option.details.length > 0 || option.warnings.length > 0) && (
        <Text size="xs" c={option.warnings.length > 0 ? "orange.9" : "gray.7"}>
          {detailLine(option)}
        </Text>
      )}
    </div>
  );
}

/**
 * Change Provider dialog: providers covering the area and offering the service first, then the others;
 * those that refused this project or are absent after them (the server's order, `providerChoices`).
 */
export function ChangeProviderDialog({
  projectId,
  statusId,
  hasProvider,
  opened,
  onClose,
  onDone,
}: {
  projectId: number;
  statusId: number;
  hasProvider: boolean;
  opened: boolean;
  onClose: () => void;
  onDone: () => void;
}) {
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
  const [selected, setSelected] = useState<ProviderOption | null>(null);
  const data = useMemo(() => {
    const rows: ProviderOption[] = (choices.data ?? []).map((c) => {
      const details: string[] = [];
      if (c.covers && c.score !== null) details.push(t.coversArea({ score: c.score }));
      if (c.isCurrent) details.push(t.current());
      const warnings: string[] = [];
      if (c.rejectedAt) warnings.push((c.autoRejected ? t.timedOutOn : t.refusedOn)({ day: formatDate(c.rejectedAt) }));
      if (c.absentUntil) warnings.push(t.absentUntil({ day: formatDay(c.absentUntil) }));
      if (!c.hasLogin) warnings.push(t.noLogin());
      return { value: String(c.id), label: `${c.name} (#${c.id})`, details, warnings, disabled: c.isCurrent };
    });
    if (selected && !rows.some((r) => r.value === selected.value)) rows.unshift(selected);
    return rows;
  }, [choices.data, selected, t]);

  // Who is told (docs/product/notifications.md): the provider that had to answer or had accepted; the customer once a provider accepted.
  const whoIsTold = () => {
    if (!hasProvider) return t.changeProviderWhoIsToldNoneYet();
    if (statusId === ProjectStatus.New) return t.changeProviderWhoIsToldWaiting();
    if (statusId === ProjectStatus.Accepted) return t.changeProviderWhoIsToldAccepted();
    return t.changeProviderWhoIsTold();
  };

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
          {whoIsTold()}
        </Text>
        <Select
          label={t.providerSelect()}
          placeholder={t.providerSearch()}
          searchable
          data={data}
          value={providerId}
          onChange={(value) => {
            setProviderId(value);
            setSelected(data.find((row) => row.value === value) ?? null);
          }}
          // On two lines, the name first: a phone's width cuts nothing (docs/product/consoles.md).
          renderOption={({ option }) => <ProviderChoice option={option as ProviderOption} />}
          searchValue={search}
          onSearchChange={setSearch}
          filter={({ options }) => options}
          nothingFoundMessage={LL.network.providerList.empty()}
          maxDropdownHeight={320}
          comboboxProps={dialogComboboxProps}
        />
        {/* The field shows one line; what was chosen is said in full under it. */}
        {selected && (selected.details.length > 0 || selected.warnings.length > 0) && (
          <Text size="sm" c={selected.warnings.length > 0 ? "orange.9" : "gray.7"} mt={-8} data-testid="change-provider-chosen">
            {detailLine(selected)}
          </Text>
        )}
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
