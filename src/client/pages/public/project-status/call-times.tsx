import { Button, Checkbox, Group, Stack } from "@mantine/core";
import { useRef, useState } from "react";
import { type CallTime, callTimes } from "@/shared/call-times";
import { useLL } from "../../../i18n/language";
import { useStatusAction } from "./status-action";

/**
 * "When would you rather be called?" on the status page (docs/product/customer-controls.md): the
 * parts of the day, none meaning any time; saved on request, read by the provider with the contact details.
 */
export function CallTimes({ token, saved }: { token: string; saved: readonly string[] }) {
  const C = useLL().customerControls;
  const call = useStatusAction(token);
  const [times, setTimes] = useState<string[]>([...saved]);
  const [busy, setBusy] = useState(false);
  // Saved, the button is disabled until the next change: the focus goes back to the choices
  // rather than falling to the page (docs/product/accessibility.md).
  const choices = useRef<HTMLDivElement>(null);
  const labels: Record<CallTime, string> = { morning: C.callTimesMorning(), afternoon: C.callTimesAfternoon(), evening: C.callTimesEvening() };
  const unchanged = times.length === saved.length && times.every((time) => saved.includes(time));

  async function save() {
    setBusy(true);
    const saved = await call("call-times", "call-times", { body: { times } });
    setBusy(false);
    if (saved) choices.current?.querySelector("input")?.focus();
  }

  return (
    <Stack gap="xs" align="flex-start" data-testid="call-times">
      <Checkbox.Group label={C.callTimesTitle()} description={C.callTimesHelp()} value={times} onChange={setTimes}>
        <Group gap="md" mt="xs" ref={choices}>
          {callTimes.map((time) => (
            <Checkbox key={time} value={time} label={labels[time]} />
          ))}
        </Group>
      </Checkbox.Group>
      <Button variant="light" onClick={() => void save()} loading={busy} disabled={unchanged}>
        {C.callTimesSave()}
      </Button>
    </Stack>
  );
}
