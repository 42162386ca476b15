import { Button, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { type ContactCorrection, maxAdditionsPerProject } from "@/shared/schemas/customer-controls";
import { AdditionDialog } from "../../components/customer-controls/addition-dialog";
import { ConfirmDialog } from "../../components/confirm-dialog";
import { ContactCorrectionDialog } from "../../components/customer-controls/contact-correction-dialog";
import { downloadText } from "../../components/download";
import { messageOf } from "../../components/error-message";
import { useLL } from "../../i18n/language";
import { trpc } from "../../trpc";
import { AddCustomerFiles } from "./add-customer-files";
import type { NetworkProject } from "./project-information";
import { ConsoleCard, toastError, toastSuccess } from "./shared";

type Confirmed = "withdraw" | "erase";

/**
 * "Pour le client / Voor de klant": what a customer who phoned or wrote asks the network to do for
 * them, with the status page's own rules and operations (docs/product/customer-controls.md,
 * "On the customer's behalf"). `onChanged` reloads the project after a change.
 */
export function CustomerRequests({ project: p, onChanged }: { project: NetworkProject; onChanged: () => void }) {
  const LL = useLL();
  const t = LL.network.customerRequests;
  const summary = trpc.network.customerControls.summary.useQuery({ projectId: p.id });
  const utils = trpc.useUtils();
  const [confirm, setConfirm] = useState<Confirmed | null>(null);
  const [correcting, setCorrecting] = useState(false);
  const [adding, setAdding] = useState(false);
  const done = (message: string) => {
    toastSuccess(`customer-request-${p.id}`, message);
    void utils.network.customerControls.summary.invalidate({ projectId: p.id });
    onChanged();
  };
  const failed = (error: unknown) => toastError(`customer-request-${p.id}`, messageOf(error, t.failed()));
  const withdraw = trpc.network.customerControls.withdraw.useMutation({ onSuccess: () => done(t.withdrawDone()), onError: failed });
  const erase = trpc.network.customerControls.erase.useMutation({ onSuccess: () => done(t.eraseDone()), onError: failed });
  const withdrawMarketing = trpc.network.customerControls.withdrawMarketing.useMutation({ onSuccess: () => done(t.marketingWithdrawn()), onError: failed });
  const resendLink = trpc.network.customerControls.resendStatusLink.useMutation({ onSuccess: () => done(t.statusLinkSent()), onError: failed });
  const correct = trpc.network.customerControls.correctContact.useMutation();
  const addToRequest = trpc.network.customerControls.addToRequest.useMutation();
  const exportData = trpc.network.customerControls.export.useMutation({
    onSuccess: (data) => downloadText(`${t.exportFileName({ id: p.id })}.json`, `${JSON.stringify(data, null, 2)}\n`, "application/json"),
    onError: failed,
  });

  const actions = summary.data?.actions;
  if (!actions || summary.data?.personalDataErasedAt) return null;

  async function saveContact(contact: ContactCorrection): Promise<boolean> {
    try {
      await correct.mutateAsync({ projectId: p.id, contact });
      done(t.correctDone());
      return true;
    } catch (error) {
      failed(error);
      return false;
    }
  }

  async function saveAddition(text: string): Promise<boolean> {
    try {
      await addToRequest.mutateAsync({ projectId: p.id, addition: { text } });
      done(t.additionDone());
      return true;
    } catch (error) {
      failed(error);
      return false;
    }
  }

  const running = confirm === "erase" ? erase : withdraw;
  return (
    <ConsoleCard id="customer-requests" title={t.title()} intro={t.intro()}>
      <Stack gap="md" align="flex-start" maw="100%">
        {actions.canWithdraw && (
          <>
            <Stack gap={4} align="flex-start">
              <Text size="sm">{t.correctHelp()}</Text>
              <Button variant="light" onClick={() => setCorrecting(true)} className="hs-wrap-button">
                {t.correct()}
              </Button>
            </Stack>
            <Stack gap={4} align="flex-start">
              <Text size="sm">{t.withdrawHelp()}</Text>
              <Button variant="outline" color="red" onClick={() => setConfirm("withdraw")} className="hs-wrap-button">
                {t.withdraw()}
              </Button>
            </Stack>
          </>
        )}
        {actions.canChangeFiles && <AddCustomerFiles projectId={p.id} count={p.files.length} onAdded={onChanged} />}
        {actions.canAddToRequest && p.additions.length < maxAdditionsPerProject && (
          <Stack gap={4} align="flex-start">
            <Text size="sm">{t.additionHelp()}</Text>
            <Button variant="light" onClick={() => setAdding(true)} className="hs-wrap-button">
              {t.addition()}
            </Button>
          </Stack>
        )}
        <Stack gap={4} align="flex-start">
          <Text size="sm">{t.statusLinkHelp()}</Text>
          <Button variant="light" loading={resendLink.isPending} onClick={() => resendLink.mutate({ projectId: p.id })} className="hs-wrap-button">
            {t.statusLink()}
          </Button>
        </Stack>
        <Stack gap={4} align="flex-start">
          <Text size="sm">{t.exportHelp()}</Text>
          <Button variant="light" loading={exportData.isPending} onClick={() => exportData.mutate({ projectId: p.id })} className="hs-wrap-button">
            {t.export()}
          </Button>
        </Stack>
        {summary.data?.marketingConsent ? (
          <Stack gap={4} align="flex-start">
            <Text size="sm">{t.marketingGiven()}</Text>
            <Button
              variant="light"
              loading={withdrawMarketing.isPending}
              onClick={() => withdrawMarketing.mutate({ projectId: p.id })}
              className="hs-wrap-button"
            >
              {t.marketingWithdraw()}
            </Button>
          </Stack>
        ) : (
          <Text size="sm" c="gray.7">
            {t.marketingNotGiven()}
          </Text>
        )}
        {actions.canErase && (
          <Stack gap={4} align="flex-start">
            <Text size="sm">{t.eraseHelp()}</Text>
            <Button variant="outline" color="red" onClick={() => setConfirm("erase")} className="hs-wrap-button">
              {t.erase()}
            </Button>
          </Stack>
        )}
      </Stack>
      <ContactCorrectionDialog
        opened={correcting}
        onClose={() => setCorrecting(false)}
        title={t.correctTitle()}
        text={t.correctText()}
        contact={{ mobile: p.customerGsm ?? "", email: p.customerEmail ?? "", street: p.customerStreetHouseNumber ?? "", box: p.customerBus ?? "" }}
        onSave={saveContact}
      />
      <AdditionDialog
        opened={adding}
        onClose={() => setAdding(false)}
        title={t.additionTitle()}
        text={t.additionText()}
        label={t.additionLabel()}
        confirmLabel={t.addition()}
        onSave={saveAddition}
      />
      <ConfirmDialog
        opened={confirm !== null}
        onClose={() => setConfirm(null)}
        title={confirm === "erase" ? t.eraseConfirmTitle() : t.withdrawConfirmTitle()}
        text={confirm === "erase" ? t.eraseConfirmText() : t.withdrawConfirmText()}
        confirmLabel={confirm === "erase" ? t.eraseConfirm() : t.withdrawConfirm()}
        cancelLabel={confirm === "erase" ? t.eraseKeep() : t.withdrawKeep()}
        color="red"
        loading={running.isPending}
        onConfirm={() => running.mutate({ projectId: p.id }, { onSettled: () => setConfirm(null) })}
      />
    </ConsoleCard>
  );
}
