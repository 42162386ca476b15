import { Alert, Anchor, List, Stack, Text, Title } from "@mantine/core";
import { Link } from "wouter";
import { AbsencesEditor } from "../../components/absences/absences-editor";
import { usePage } from "../../components/use-page";
import { useLL } from "../../i18n/language";
import { trpc } from "../../trpc";
import { ConsoleShell } from "../console/console-shell";
import { ProjectNumber } from "../../components/project-number";

/** provider/absences: the provider's own absences (docs/product/absences.md). */
function Absences() {
  const LL = useLL();
  const t = LL.provider.absences;
  usePage("provider-absences", t.title());
  const utils = trpc.useUtils();
  const list = trpc.provider.absences.list.useQuery();
  const add = trpc.provider.absences.add.useMutation();
  const remove = trpc.provider.absences.remove.useMutation();
  // Requests still waiting for an answer do not move with an absence: a reminder to answer them first.
  const waiting = trpc.provider.projects.list.useQuery({ page: 1, statusId: 1 });
  const refresh = () => utils.provider.absences.list.invalidate();

  return (
    <Stack gap="md" py="lg">
      <div>
        <Title order={1}>{t.title()}</Title>
        <Text c="gray.7" maw={640}>
          {t.intro()}
        </Text>
      </div>
      {waiting.data && waiting.data.total > 0 && (
        <Alert color="orange" maw={640} data-testid="absences-waiting">
          <Text size="sm">{t.waiting({ count: waiting.data.total })}</Text>
          {/* Each one a tap away (the first page: twenty at most). */}
          <List size="sm" mt="xs">
            {waiting.data.items.map((p) => (
              <List.Item key={p.id}>
                <Anchor component={Link} href={`/provider/homeprojectdetails/${p.id}`} className="hs-target">
                  <ProjectNumber id={p.id} /> · {p.serviceName}
                </Anchor>
              </List.Item>
            ))}
          </List>
        </Alert>
      )}
      <AbsencesEditor
        absences={list.data}
        failed={list.isError}
        onAdd={(days) => add.mutateAsync(days).then(refresh)}
        adding={add.isPending}
        onRemove={(absenceId) => remove.mutateAsync({ absenceId }).then(refresh)}
        removing={remove.isPending}
        viewer="provider"
      />
    </Stack>
  );
}

export default function ProviderAbsencesPage() {
  return (
    <ConsoleShell role="provider">
      <Absences />
    </ConsoleShell>
  );
}
