import { Alert, Button, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { ConfirmDialog } from "../../../components/confirm-dialog";
import { formatDayAndTime } from "../../../components/format";
import { useLL } from "../../../i18n/language";
import { useStatusAction } from "./status-action";

/** What the status reply says about "not contacted yet". */
export interface NoContactStatus {
  canReport: boolean;
  reportedAt: string | Date | null;
}

/**
 * "Still no news from the professional?" (docs/product/customer-controls.md): offered one working
 * day after the acceptance; once reported, the page says when, and that the network follows it.
 */
export function NoContact({ token, state }: { token: string; state: NoContactStatus }) {
  const C = useLL().customerControls;
  const call = useStatusAction(token);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);

  if (state.reportedAt) {
    return (
      <Alert color="orange" variant="light" data-testid="no-contact-reported">
        {C.noContactOpen(formatDayAndTime(new Date(state.reportedAt)))}
      </Alert>
    );
  }
  if (!state.canReport) return null;

  async function report() {
    setBusy(true);
    await call("customer-no-contact", "no-contact");
    setBusy(false);
    setConfirming(false);
  }

  return (
    <Stack gap="xs" align="flex-start" data-testid="no-contact">
      <Text fw={600} size="sm">
        {C.noContactTitle()}
      </Text>
      <Text size="sm">{C.noContactHelp()}</Text>
      <Button variant="light" className="hs-wrap-button" onClick={() => setConfirming(true)}>
        {C.noContactButton()}
      </Button>
      <ConfirmDialog
        opened={confirming}
        title={C.noContactConfirmTitle()}
        text={C.noContactConfirmText()}
        confirmLabel={C.noContactConfirm()}
        cancelLabel={C.cancel()}
        loading={busy}
        onConfirm={() => void report()}
        onClose={() => setConfirming(false)}
      />
    </Stack>
  );
}
