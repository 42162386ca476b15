import { Button, Modal, Stack, Group, Text } from "@mantine/core";
import { useState } from "react";
import { useLL } from "../../../i18n/language";
import { useStatusAction } from "./status-action";

/**
 * The customer's marketing choice on the status page (docs/product/customer-controls.md): shows
 * whether they accept information and offers of the insurer and lets them change it, confirmed in
 * a dialog. Same door as the other actions (same origin, rate-limited).
 */
export function MarketingChoice({ token, given }: { token: string; given: boolean }) {
  const LL = useLL();
  const C = LL.customerControls;
  const call = useStatusAction(token);
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);

  async function change() {
    setBusy(true);
    if (await call("customer-marketing", "marketing", { body: { given: !given } })) setOpen(false);
    setBusy(false);
  }

  return (
    <Stack gap="xs" align="flex-start" data-testid="marketing-choice" data-given={String(given)}>
      <Text fw={600} size="sm">
        {C.marketingTitle()}
      </Text>
      <Text size="sm">{given ? C.marketingGivenText() : C.marketingWithdrawnText()}</Text>
      <Button variant="light" h="auto" py={8} styles={{ label: { whiteSpace: "normal" } }} onClick={() => setOpen(true)} data-testid="marketing-open">
        {given ? C.marketingWithdrawButton() : C.marketingGiveButton()}
      </Button>
      <Modal opened={open} onClose={() => setOpen(false)} title={given ? C.marketingWithdrawConfirmTitle() : C.marketingGiveConfirmTitle()} centered>
        <Stack>
          <Text>{given ? C.marketingWithdrawConfirmText() : C.marketingGiveConfirmText()}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setOpen(false)} data-autofocus>
              {C.cancel()}
            </Button>
            <Button loading={busy} onClick={() => void change()} data-testid="marketing-confirm">
              {C.marketingConfirm()}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
