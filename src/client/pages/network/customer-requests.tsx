import { Button, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { type ContactCorrection, complaintSchema, maxAdditionsPerProject, maxComplaintLength } from "@/shared/schemas/customer-controls";
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
  const [complaining, setComplaining] = useState(false);
  const [askingVisitChange, setAskingVisitChange] = useState(false);
  const done = (message: string) => {
    toastSuccess(`customer-request-${p.id}`, message);
    void utils.network.customerControls.summary.invalidate({ projectId: p.id });
    onChanged();
  };
  const failed = (error: unknown) => toastError(`customer-request-${p.id}`, messageOf(error, t.failed()));
  const withdraw = trpc.network.customerControls.withdraw.useMutation({ onSuccess: () => done(t.withdrawDone()), onError: failed });
  const erase = trpc.network.customerControls.erase.useMutation({ onSuccess: () => done(t.eraseDone()), onError: failed });
  const withdrawMarketing = trpc.network.customerControls.withdrawMarketing.useMutation({ onSuccess: () => done(t.marketingWithdrawn()), onError: failed });
  const visitChange = trpc.network.customerControls.askVisitChange.useMutation({ onSuccess: () => done(t.visitChangeDone()), onError: failed });
  const resendLink = trpc.network.customerControls.resendStatusLink.useMutation({ onSuccess: () => done(t.statusLinkSent()), onError: failed });
  const correct = trpc.network.customerControls.correctContact.useMutation();
  const addToRequest = trpc.network.customerControls.addToRequest.useMutation();
  const raiseComplaint = trpc.network.customerControls.raiseComplaint.useMutation();
  const exportData = trpc.network.customerControls.export.useMutation({
    onSuccess: (data) => downloadText(`${t.exportFileName({ id: p.id })}.json`, `${JSON.stringify(data, null, 2)}\n`, "application/json"),
    onError: failed,
  });

  const actions = summary.data?.actions;
  if (!actions || summary.data?.personalDataErasedAt) return null;

  /** A dialog's save: true once done (the dialog closes), false once the refusal is told (it stays open). */
  async function saved(work: () => Promise<unknown>, message: string): Promise<boolean> {
    try {
      await work();
      done(message);
      return true;
    } catch (error) {
      failed(error);
      return false;
    }
  }
  const saveContact = (contact: ContactCorrection) => saved(() => correct.mutateAsync({ projectId: p.id, contact }), t.correctDone());
  const saveAddition = (text: string) => saved(() => addToRequest.mutateAsync({ projectId: p.id, addition: { text } }), t.additionDone());
  const saveComplaint = async (text: string) => {
    const done = await saved(() => raiseComplaint.mutateAsync({ projectId: p.id, complaint: { text } }), t.complaintDone());
    // The notice at the top of the project reads the complaints again.
    if (done) void utils.network.customerControls.complaints.invalidate({ projectId: p.id });
    return done;
  };

  const running = confirm === "erase" ? erase : withdraw;
  return (
    <ConsoleCard id="customer-requests" title={t.title()} intro={t.intro()}>
      <Stack gap="md" align="flex-start" maw="100%">
        {actions.canWithdraw && (
          <>
            <RequestAction help={t.correctHelp()}>
              <Button variant="light" onClick={() => setCorrecting(true)} className="hs-wrap-button">
                {t.correct()}
              </Button>
            </RequestAction>
            <RequestAction help={t.withdrawHelp()}>
              <Button variant="outline" color="red" onClick={() => setConfirm("withdraw")} className="hs-wrap-button">
                {t.withdraw()}
              </Button>
            </RequestAction>
          </>
        )}
        {actions.canChangeFiles && <AddCustomerFiles projectId={p.id} count={p.files.length} onAdded={onChanged} />}
        {actions.canAddToRequest && p.additions.length < maxAdditionsPerProject && (
          <RequestAction help={t.additionHelp()}>
            <Button variant="light" onClick={() => setAdding(true)} className="hs-wrap-button">
              {t.addition()}
            </Button>
          </RequestAction>
        )}
        {actions.canComplain && (
          <RequestAction help={t.complaintHelp()}>
            <Button variant="light" onClick={() => setComplaining(true)} className="hs-wrap-button">
              {t.complaint()}
            </Button>
          </RequestAction>
        )}
        {actions.canAskVisitChange && (
          <RequestAction help={t.visitChangeHelp()}>
            <Button variant="light" onClick={() => setAskingVisitChange(true)} className="hs-wrap-button">
              {t.visitChange()}
            </Button>
          </RequestAction>
        )}
        <RequestAction help={t.statusLinkHelp()}>
          <Button variant="light" loading={resendLink.isPending} onClick={() => resendLink.mutate({ projectId: p.id })} className="hs-wrap-button">
            {t.statusLink()}
          </Button>
        </RequestAction>
        <RequestAction help={t.exportHelp()}>
          <Button variant="light" loading={exportData.isPending} onClick={() => exportData.mutate({ projectId: p.id })} className="hs-wrap-button">
            {t.export()}
          </Button>
        </RequestAction>
        {summary.data?.marketingConsent ? (
          <RequestAction help={t.marketingGiven()}>
            <Button
              variant="light"
              loading={withdrawMarketing.isPending}
              onClick={() => withdrawMarketing.mutate({ projectId: p.id })}
              className="hs-wrap-button"
            >
              {t.marketingWithdraw()}
            </Button>
          </RequestAction>
        ) : (
          <Text size="sm" c="gray.7">
            {t.marketingNotGiven()}
          </Text>
        )}
        {actions.canErase && (
          <RequestAction help={t.eraseHelp()}>
            <Button variant="outline" color="red" onClick={() => setConfirm("erase")} className="hs-wrap-button">
              {t.erase()}
            </Button>
          </RequestAction>
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
      <AdditionDialog
        opened={complaining}
        onClose={() => setComplaining(false)}
        title={t.complaintTitle()}
        text={t.complaintText()}
        label={t.complaintLabel()}
        confirmLabel={t.complaint()}
        rule={{ schema: complaintSchema, max: maxComplaintLength }}
        onSave={saveComplaint}
      />
      <ConfirmDialog
        opened={askingVisitChange}
        onClose={() => setAskingVisitChange(false)}
        title={t.visitChangeConfirmTitle()}
        text={t.visitChangeConfirmText()}
        confirmLabel={t.visitChange()}
        cancelLabel={LL.network.common.cancel()}
        loading={visitChange.isPending}
        onConfirm={() => visitChange.mutate({ projectId: p.id }, { onSettled: () => setAskingVisitChange(false) })}
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

/** One thing the network may do for the customer: what it does and when, then its button. */
function RequestAction({ help, children }: { help: string; children: React.ReactNode }) {
  return (
    <Stack gap={4} align="flex-start">
      <Text size="sm">{help}</Text>
      {children}
    </Stack>
  );
}
