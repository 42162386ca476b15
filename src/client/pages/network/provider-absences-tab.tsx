import { Stack, Text } from "@mantine/core";
import { AbsencesEditor } from "../../components/absences/absences-editor";
import { useLL } from "../../i18n/language";
import { trpc } from "../../trpc";

/** The provider page's Absences tab: the network records a provider's absences for it (docs/product/absences.md). */
export function AbsencesTab({ providerId }: { providerId: number }) {
  const t = useLL().network.editProvider;
  const utils = trpc.useUtils();
  const list = trpc.network.absences.list.useQuery({ providerId });
  const add = trpc.network.absences.add.useMutation();
  const remove = trpc.network.absences.remove.useMutation();
  const refresh = () => utils.network.absences.list.invalidate({ providerId });

  return (
    <Stack gap="md">
      <Text c="gray.7" maw={640}>
        {t.absencesIntro()}
      </Text>
      <AbsencesEditor
        absences={list.data}
        failed={list.isError}
        onAdd={(days) => add.mutateAsync({ providerId, ...days }).then(refresh)}
        adding={add.isPending}
        onRemove={(absenceId) => remove.mutateAsync({ providerId, absenceId }).then(refresh)}
        removing={remove.isPending}
        viewer="network"
      />
    </Stack>
  );
}
