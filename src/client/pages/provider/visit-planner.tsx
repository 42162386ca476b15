import { Alert, Button, Group, NativeSelect, Skeleton, Stack, Text } from "@mantine/core";
import { lazy, Suspense, useRef, useState } from "react";
import { maxVisitDaysAhead, visitTimes } from "@/shared/visit";
import { brusselsDayRange } from "../../components/brussels-days";
import { formatDayAndTime } from "../../components/format";
import { useLL } from "../../i18n/language";
import { trpc } from "../../trpc";
import { type ProviderProject, Section, toast } from "./details-parts";

const DayInput = lazy(() => import("../../components/day-input"));

/**
 * "Rendez-vous avec le client" on an accepted project (docs/product/customer-controls.md, "Visit
 * planned"): the day and the quarter hour agreed with the customer, noted or moved; the customer
 * reads it on the status page. The server checks the moment again (to come, within 60 days).
 */
export function VisitPlanner({ project: p, onPlanned }: { project: ProviderProject; onPlanned: () => void }) {
  const LL = useLL();
  const t = LL.provider.visit;
  const plan = trpc.provider.actions.planVisit.useMutation();
  const [day, setDay] = useState<string | null>(null);
  const [time, setTime] = useState("10:00");
  const plannedRef = useRef<HTMLParagraphElement>(null);
  const days = brusselsDayRange(maxVisitDaysAhead);

  async function save() {
    if (!day) return;
    const result = await plan.mutateAsync({ id: p.id, day, time }).catch(() => undefined);
    toast("visit", result, t.failed());
    if (result && !result.isError) {
      onPlanned();
      plannedRef.current?.focus();
    }
  }

  return (
    <Section title={t.title()}>
      <Stack gap="sm" align="flex-start">
        <Text ref={plannedRef} tabIndex={-1} size="sm" fw={p.visitAt ? 600 : undefined} data-testid="visit-planned">
          {p.visitAt ? t.planned(formatDayAndTime(p.visitAt)) : t.help()}
        </Text>
        {/* The customer asked for another time (docs/product/customer-controls.md, "Another time"): moving the visit answers it. */}
        {p.visitChangeAskedAt && (
          <Alert color="orange" variant="light" data-testid="visit-change-asked">
            {t.changeAsked(formatDayAndTime(p.visitChangeAskedAt))}
          </Alert>
        )}
        <Group gap="sm" align="flex-end">
          <Suspense fallback={<Skeleton h={60} w={170} />}>
            <DayInput label={t.day()} placeholder={t.dayPlaceholder()} value={day} onChange={setDay} minDate={days.first} maxDate={days.last} />
          </Suspense>
          <NativeSelect label={t.time()} value={time} data={[...visitTimes]} onChange={(e) => setTime(e.currentTarget.value)} />
          <Button variant="light" onClick={() => void save()} loading={plan.isPending} disabled={!day} className="hs-wrap-button">
            {p.visitAt ? t.move() : t.save()}
          </Button>
        </Group>
      </Stack>
    </Section>
  );
}
