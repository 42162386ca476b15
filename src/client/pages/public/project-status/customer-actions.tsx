import { notifications } from "@mantine/notifications";
import { Button, Card, Group, Stack, Text, Title } from "@mantine/core";
import { useRef, useState } from "react";
import { useLanguage, useLL } from "../../../i18n/language";
import { AddFiles } from "./add-files";
import { Additions, type StatusAddition } from "./additions";
import { CorrectContact, type StatusContact } from "./correct-contact";
import { MarketingChoice } from "./marketing-choice";
import { CallTimes } from "./call-times";
import { NoContact, type NoContactStatus } from "./no-contact";
import type { SentFile } from "./sent-files";
import { useStatusAction } from "./status-action";
import { ConfirmDialog } from "../../../components/confirm-dialog";
import { FocusedAlert } from "../../../components/focused-alert";

/** What the status page's reply says about the customer's own controls. */
export interface CustomerControlsStatus {
  withdrawn?: boolean;
  actions?: { canWithdraw: boolean; canErase: boolean; canChangeFiles?: boolean; canSetCallTimes?: boolean; canAddToRequest?: boolean };
  callTimes?: string[];
  files?: { count: number; max: number; items: SentFile[] };
  additions?: { max: number; items: StatusAddition[] };
  provider: unknown;
  stage: string;
  contact?: StatusContact | null;
  marketingConsent?: boolean;
  noContact?: NoContactStatus;
}

type Action = "withdraw" | "erase";

/** The status sentence of the page, where the focus goes once the request is withdrawn. */
export const statusTextId = "status-text";

/**
 * The home owner's own controls on the status page (docs/product/customer-controls.md): withdraw
 * the request while no provider has accepted it, erase the personal data once it is final. Each
 * is confirmed in a dialog; `onErased` tells the page the link no longer works.
 */
export function CustomerActions({ token, status, onErased }: { token: string; status: CustomerControlsStatus; onErased: () => void }) {
  const LL = useLL();
  const { language } = useLanguage();
  const call = useStatusAction(token);
  const [confirm, setConfirm] = useState<Action | null>(null);
  const [busy, setBusy] = useState(false);
  // Withdrawn, its button is gone: once the dialog has closed the focus goes to the status it changed
  // (docs/product/accessibility.md).
  const withdrawn = useRef(false);
  const actions = status.actions ?? { canWithdraw: false, canErase: false };
  const C = LL.customerControls;
  const base = `/api/projectstatus/${encodeURIComponent(token)}`;

  async function run(action: Action) {
    setBusy(true);
    const done = await call(`customer-${action}`, action, { refresh: action !== "erase" });
    setBusy(false);
    if (!done) return;
    withdrawn.current = action === "withdraw";
    setConfirm(null);
    if (action === "erase") {
      // The page now says it all; earlier toasts ("withdrawn") would speak of a request that is gone.
      notifications.clean();
      onErased();
    }
  }

  // Only while the provider works with the customer: after no agreement, the page offers to withdraw instead.
  const acceptedByProvider = status.provider !== null && status.stage === "accepted";
  return (
    <>
      {acceptedByProvider && <Text data-testid="contact-provider-instead">{C.contactProviderInstead()}</Text>}
      {/* A label longer than a 320 px phone wraps inside the card instead of running past it. */}
      <Card withBorder radius="md" padding="lg" data-testid="customer-actions" className="hs-wrap-buttons">
        <Title order={2} size="h4" mb="sm">
          {C.actionsTitle()}
        </Title>
        <Stack gap="md" align="flex-start">
          {status.noContact && <NoContact token={token} state={status.noContact} />}
          {actions.canSetCallTimes && status.callTimes && <CallTimes token={token} saved={status.callTimes} />}
          {actions.canChangeFiles && status.files && <AddFiles token={token} files={status.files.items} max={status.files.max} />}
          {status.additions && <Additions token={token} items={status.additions.items} max={status.additions.max} canAdd={Boolean(actions.canAddToRequest)} />}
          {/* Not keyed by the details: the button stays, so the focus comes back to it after a save; each opening reads them afresh. */}
          {status.contact && <CorrectContact token={token} contact={status.contact} />}
          {actions.canWithdraw && (
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{C.withdrawHelp()}</Text>
              <Button variant="outline" color="red" onClick={() => setConfirm("withdraw")} data-testid="withdraw-open">
                {C.withdrawButton()}
              </Button>
            </Stack>
          )}
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{C.exportHelp()}</Text>
            <Group gap="sm">
              <Button component="a" variant="light" href={`${base}/export.json?lang=${language}`} download data-testid="export-json">
                {C.exportJson()}
              </Button>
              <Button component="a" variant="outline" href={`${base}/export.html?lang=${language}`} target="_blank" rel="noopener" data-testid="export-html">
                {C.exportPrintable()}
              </Button>
            </Group>
          </Stack>
          {status.marketingConsent !== undefined && <MarketingChoice token={token} given={status.marketingConsent} />}
          {actions.canErase && (
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{C.eraseHelp()}</Text>
              <Button variant="outline" color="red" onClick={() => setConfirm("erase")} data-testid="erase-open">
                {C.eraseButton()}
              </Button>
            </Stack>
          )}
        </Stack>
      </Card>
      <ConfirmDialog
        opened={confirm !== null}
        onClose={() => setConfirm(null)}
        afterClose={() => {
          if (withdrawn.current) document.getElementById(statusTextId)?.focus();
          withdrawn.current = false;
        }}
        title={confirm === "erase" ? C.eraseConfirmTitle() : C.withdrawConfirmTitle()}
        text={confirm === "erase" ? C.eraseConfirmText() : C.withdrawConfirmText()}
        cancelLabel={confirm === "erase" ? C.eraseKeep() : C.withdrawKeep()}
        confirmLabel={confirm === "erase" ? C.eraseConfirm() : C.withdrawConfirm()}
        color="red"
        loading={busy}
        onConfirm={() => confirm && void run(confirm)}
      />
    </>
  );
}

/** Shown instead of the status once the customer erased the data: the link no longer works. */
export function ErasedNotice() {
  const C = useLL().customerControls;
  // It replaces the page, the erase button included: the focus goes to what it says.
  return (
    <FocusedAlert color="teal" variant="light" title={C.erasedTitle()} data-testid="status-erased">
      {C.erasedText()}
    </FocusedAlert>
  );
}
