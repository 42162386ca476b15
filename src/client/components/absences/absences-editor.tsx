import { Alert, Badge, Button, Group, Paper, Skeleton, Stack, Text, Title } from "@mantine/core";
import { lazy, Suspense, useRef, useState } from "react";
import type { AbsenceDays } from "@/shared/schemas/absences";
import type { RouterOutputs } from "../../trpc";
import { useLL } from "../../i18n/language";
import { ConfirmDialog } from "../confirm-dialog";
import { messageOf } from "../error-message";
import { notify } from "../notify";
import { absenceDayRange, useAbsenceDays } from "./absence-days";

const RangePicker = lazy(() => import("../range-picker"));

export type Absence = RouterOutputs["provider"]["absences"]["list"][number];

/**
 * A provider's absences (docs/product/absences.md): a form to add one (two days from today to 365
 * days ahead) and the list of those under way or to come, each removable after a confirmation.
 * The provider's own page and the network's tab for a provider both show it; they pass the calls.
 */
export function AbsencesEditor({
  absences,
  failed,
  onAdd,
  adding,
  onRemove,
  removing,
  viewer,
}: {
  absences: Absence[] | undefined;
  failed: boolean;
  /** The call; it rejects with the server's refusal, which the editor shows. */
  onAdd: (days: AbsenceDays) => Promise<unknown>;
  adding: boolean;
  onRemove: (absenceId: number) => Promise<unknown>;
  removing: boolean;
  /** Who reads it: the provider reads "recorded by you" for its own. */
  viewer: "provider" | "network";
}) {
  const LL = useLL();
  const t = LL.provider.absences;
  const daysOf = useAbsenceDays();
  const [days, setDays] = useState<{ from?: string; to?: string }>({});
  const [confirming, setConfirming] = useState<Absence | null>(null);
  // After a save the button is disabled and a removed line's button is gone: the focus goes to the
  // days field, ready for the next absence, and to the list's title (docs/product/accessibility.md).
  const daysField = useRef<HTMLButtonElement>(null);
  const listTitle = useRef<HTMLHeadingElement>(null);
  const removed = useRef(false);
  const range = absenceDayRange();

  async function add() {
    if (!days.from || !days.to) return;
    try {
      await onAdd({ startsOn: days.from, endsOn: days.to });
      notify({ id: "absence-added", color: "teal", message: LL.api.absenceAdded() });
      setDays({});
      daysField.current?.focus();
    } catch (error) {
      notify({ id: "absence-failed", color: "red", message: messageOf(error, t.saveFailed()) });
    }
  }

  async function remove(absence: Absence) {
    try {
      await onRemove(absence.id);
      notify({ id: "absence-removed", color: "teal", message: LL.api.absenceRemoved() });
      removed.current = true;
      setConfirming(null);
    } catch (error) {
      notify({ id: "absence-failed", color: "red", message: messageOf(error, t.saveFailed()) });
    }
  }

  return (
    <Stack gap="md">
      <Paper withBorder p="lg" radius="md" maw={640}>
        <Stack gap="sm" align="flex-start">
          <Title order={2} size="h4">
            {t.addTitle()}
          </Title>
          <Suspense fallback={<Skeleton h={60} w={300} />}>
            <RangePicker
              ref={daysField}
              from={days.from}
              to={days.to}
              onChange={(from, to) => setDays({ from, to })}
              label={t.days()}
              placeholder={t.daysPlaceholder()}
              description={t.daysHelp()}
              minDate={range.first}
              maxDate={range.last}
              width={300}
            />
          </Suspense>
          <Button onClick={() => void add()} loading={adding} disabled={!days.from || !days.to} data-testid="absence-add">
            {t.add()}
          </Button>
        </Stack>
      </Paper>

      <Paper withBorder p="lg" radius="md" maw={640}>
        <Stack gap="sm">
          <Title order={2} size="h4" ref={listTitle} tabIndex={-1}>
            {t.listTitle()}
          </Title>
          {failed && <Alert color="red">{t.loadFailed()}</Alert>}
          {!absences && !failed && <Skeleton h={40} />}
          {absences?.length === 0 && <Text c="gray.7">{t.none()}</Text>}
          {absences && absences.length > 0 && (
            <Stack component="ul" gap="xs" aria-label={t.listTitle()} style={{ listStyle: "none", padding: 0, margin: 0 }} data-testid="absence-list">
              {absences.map((absence) => (
                <Group component="li" key={absence.id} justify="space-between" wrap="nowrap" gap="xs">
                  <Stack gap={2} style={{ minWidth: 0 }}>
                    <Group gap="xs">
                      <Text fw={600}>{daysOf(absence)}</Text>
                      {absence.current && (
                        <Badge color="orange" variant="light">
                          {t.current()}
                        </Badge>
                      )}
                    </Group>
                    <Text size="sm" c="gray.7">
                      {absence.recordedBy === "network" ? t.byNetwork() : viewer === "provider" ? t.byYou() : t.byProvider()}
                    </Text>
                  </Stack>
                  <Button
                    variant="subtle"
                    color="red"
                    size="compact-sm"
                    style={{ flexShrink: 0 }}
                    onClick={() => setConfirming(absence)}
                    aria-label={t.removeLabel({ days: daysOf(absence) })}
                  >
                    {t.remove()}
                  </Button>
                </Group>
              ))}
            </Stack>
          )}
        </Stack>
      </Paper>

      <ConfirmDialog
        opened={confirming !== null}
        title={t.removeTitle()}
        text={confirming ? t.removeText({ days: daysOf(confirming) }) : ""}
        confirmLabel={t.removeConfirm()}
        cancelLabel={t.cancel()}
        color="red"
        loading={removing}
        onConfirm={() => confirming && void remove(confirming)}
        onClose={() => setConfirming(null)}
        afterClose={() => {
          if (removed.current) listTitle.current?.focus();
          removed.current = false;
        }}
      />
    </Stack>
  );
}
