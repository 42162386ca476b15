import { Alert, Button, Group, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { ConfirmDialog } from "../../../components/confirm-dialog";
import { formatDayAndTime } from "../../../components/format";
import { useLanguage, useLL } from "../../../i18n/language";
import { useStatusAction } from "./status-action";

/** What the status reply says about asking for another time. */
export interface VisitChangeStatus {
  canAsk: boolean;
  askedAt: string | Date | null;
}

/**
 * The planned visit on the status page (docs/product/customer-controls.md, "Visit planned"): when
 * and with whom, the calendar file, and "Another time" while it is still ahead; once asked, when.
 */
export function VisitBlock({ token, provider, visitAt, change }: { token: string; provider: string; visitAt: string | Date; change?: VisitChangeStatus }) {
  const C = useLL().customerControls;
  const { language } = useLanguage();
  const call = useStatusAction(token);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);

  async function ask() {
    setBusy(true);
    await call("visit-change", "visit-change");
    setBusy(false);
    setConfirming(false);
  }

  return (
    <Stack gap="xs">
      <Group gap="sm" justify="space-between">
        <Text fw={600} data-testid="status-visit">
          {C.visitAt({ name: provider, ...formatDayAndTime(new Date(visitAt)) })}
        </Text>
        <Button component="a" variant="light" href={`/api/projectstatus/${encodeURIComponent(token)}/visit.ics?lang=${language}`} download>
          {C.addToCalendar()}
        </Button>
      </Group>
      {change?.askedAt ? (
        <Alert color="orange" variant="light" data-testid="visit-change-asked">
          {C.visitChangeOpen({ name: provider, ...formatDayAndTime(new Date(change.askedAt)) })}
        </Alert>
      ) : (
        change?.canAsk && (
          <Button variant="subtle" className="hs-wrap-button" onClick={() => setConfirming(true)} style={{ alignSelf: "flex-start" }}>
            {C.visitChangeButton()}
          </Button>
        )
      )}
      <ConfirmDialog
        opened={confirming}
        title={C.visitChangeConfirmTitle()}
        text={C.visitChangeConfirmText({ name: provider })}
        confirmLabel={C.visitChangeConfirm()}
        cancelLabel={C.cancel()}
        loading={busy}
        onConfirm={() => void ask()}
        onClose={() => setConfirming(false)}
      />
    </Stack>
  );
}
