import { Alert, Anchor, Box, Button, Card, Group, Loader, SimpleGrid, Stack, Title } from "@mantine/core";
import { useState } from "react";
import { Link, useLocation, useParams } from "wouter";
import { notify } from "../../components/notify";
import { usePage } from "../../components/use-page";
import { type ClientTranslationFunctions, useLL } from "../../i18n/language";
import { trpc } from "../../trpc";
import { ConsoleShell } from "../console/console-shell";
import { ProjectStatus } from "@/shared/project-statuses";
import { lastMinuteOf } from "@/shared/answer-deadline";
import { formatDateTime, formatDayAndTime, openInNewTab } from "../../components/format";
import { Field, type ProjectDeparture, Section, toast } from "./details-parts";
import { ClosingSection, InvoiceSection } from "./closing-section";
import { CustomerContact } from "./customer-contact";
import { VisitPlanner } from "./visit-planner";
import { ProjectFacts, ProjectInfo } from "./project-facts";
import { ProjectStatusBadge } from "../../components/project-status-badge";
import { ProviderCustomerControlsBadges } from "../../components/customer-controls/customer-controls-badges";
import { BackLink } from "../../components/back-link";
import { ConfirmDialog } from "../../components/confirm-dialog";
import { AnswerDeadline } from "./answer-deadline";
import { lastProviderListHref } from "./project-list-view";
import { RejectReasonField } from "./reject-reason-field";
import type { RejectReason } from "@/shared/reject-reasons";

function ProjectDetails({ id }: { id: number }) {
  const LL = useLL();
  const [, navigate] = useLocation();
  usePage("provider-project-details", LL.provider.detailsTitle({ id }));
  const utils = trpc.useUtils();
  const project = trpc.provider.projects.get.useQuery({ id });
  const [confirm, setConfirm] = useState<"accept" | "reject" | null>(null);
  const [rejectReason, setRejectReason] = useState<RejectReason | null>(null);
  const [reasonMissing, setReasonMissing] = useState(false);
  // What the provider has just done, so that the focus goes to what follows (docs/product/accessibility.md).
  const [justDone, setJustDone] = useState<"accepted" | "invoiced" | null>(null);
  const accept = trpc.provider.actions.accept.useMutation();
  const reject = trpc.provider.actions.reject.useMutation();
  const fileLink = trpc.provider.files.link.useMutation();

  const refresh = () => Promise.all([utils.provider.projects.get.invalidate({ id }), utils.provider.projects.list.invalidate()]);

  const onConfirm = async () => {
    const action = confirm;
    // A refusal says why: the dialog stays open until a reason is chosen.
    if (action === "reject" && !rejectReason) return setReasonMissing(true);
    setConfirm(null);
    if (action === "accept") {
      const result = await accept.mutateAsync({ id }).catch(() => undefined);
      toast("accept", result, LL.provider.acceptFailed());
      await refresh();
      if (result && !result.isError) setJustDone("accepted");
    } else if (action === "reject") {
      if (!rejectReason) return;
      const result = await reject.mutateAsync({ id, reason: rejectReason }).catch(() => undefined);
      toast("reject", result, LL.provider.rejectFailed());
      await refresh();
      if (result && !result.isError) navigate("/provider");
    }
  };

  const openFile = async (name: string) => {
    const opened = await openInNewTab(async () => {
      const result = await fileLink.mutateAsync({ name });
      return result.isError ? null : result.data;
    });
    if (!opened) notify({ id: "file-failed", color: "red", message: LL.provider.fileFailed() });
  };
  const onOpenFile = (name: string) => void openFile(name);

  if (project.isLoading) {
    return (
      <Group justify="center" py={80}>
        <Loader aria-label={LL.common.loading()} />
      </Group>
    );
  }
  if (project.isError) return <Alert color="red">{LL.provider.loadFailed()}</Alert>;
  const p = project.data?.project;
  if (!p) {
    return (
      <Stack py="lg">
        <Alert color="yellow">{notYoursText(LL, project.data?.left ?? null)}</Alert>
        <Anchor component={Link} href={lastProviderListHref()}>
          {LL.provider.backToList()}
        </Anchor>
      </Stack>
    );
  }
  const actions = p.actions;
  const accepted = p.status.id === ProjectStatus.Accepted;
  const busy = accept.isPending || reject.isPending;
  const canDecide = Boolean(actions?.canAccept || actions?.canReject);
  const decision = canDecide && (
    <Group>
      {actions?.canAccept && (
        <Button color="teal" onClick={() => setConfirm("accept")} loading={accept.isPending} disabled={busy}>
          {LL.provider.accept()}
        </Button>
      )}
      {actions?.canReject && (
        <Button
          color="red"
          variant="outline"
          onClick={() => {
            setReasonMissing(false);
            setConfirm("reject");
          }}
          loading={reject.isPending}
          disabled={busy}
        >
          {LL.provider.reject()}
        </Button>
      )}
    </Group>
  );

  return (
    <Stack gap="md" py="lg">
      <BackLink href={lastProviderListHref()}>{LL.provider.backToList()}</BackLink>
      <Group justify="space-between" align="center">
        <Title order={1}>{LL.provider.detailsTitle({ id: p.id })}</Title>
        <ProjectStatusBadge statusId={p.status.id} name={p.status.name} size="lg" data-testid="project-status" />
      </Group>
      <ProviderCustomerControlsBadges projectId={p.id} />
      {p.noContactReportedAt && (
        <Alert color="orange" data-testid="no-contact-alert">
          {LL.provider.noContactReported(formatDayAndTime(p.noContactReportedAt))}
        </Alert>
      )}

      <Section title={LL.provider.projectStatus()}>
        <Stack gap="sm">
          <SimpleGrid cols={2}>
            <Field label={LL.provider.currentStatus()}>{p.status.name}</Field>
            <Field label={LL.provider.assignedOn()}>{formatDateTime(p.providerAssignedAt)}</Field>
          </SimpleGrid>
          {p.answerBefore && actions?.canAccept && (
            <Alert color="orange" variant="light">
              {answerBeforeText(LL, p.answerBefore)}
            </Alert>
          )}
          {decision}
          {p.noAgreementText && (
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <Field label={LL.provider.noAgreementReasonLabel()}>{p.noAgreementReason}</Field>
              <Field label={LL.provider.providerDescription()}>{p.noAgreementText}</Field>
            </SimpleGrid>
          )}
        </Stack>
      </Section>

      {accepted ? (
        // Accepted: the provider must now call the customer, so the contact details come first;
        // the ways to close the project last, in a card of their own (docs/product/consoles.md).
        <>
          <CustomerContact project={p} toCall focusCall={justDone === "accepted"} onCalled={() => void refresh()} />
          <VisitPlanner project={p} onPlanned={() => void refresh()} />
          <ProjectInfo project={p} />
          <ProjectFacts project={p} onOpenFile={onOpenFile} />
          <ClosingSection
            project={p}
            onInvoiceDone={() => void refresh().then(() => setJustDone("invoiced"))}
            onNoAgreementDone={() => void refresh().then(() => navigate("/provider"))}
          />
        </>
      ) : (
        <>
          <ProjectInfo project={p} />
          <CustomerContact project={p} />
          <ProjectFacts project={p} onOpenFile={onOpenFile} />
          {canDecide && (
            // On a phone the provider decides after reading the facts: the buttons again, with the
            // deadline, so that it need not scroll back up (docs/product/consoles.md).
            <Box hiddenFrom="md" data-testid="decide-again">
              <Card withBorder radius="md" padding="lg">
                <Stack gap="sm">
                  {p.answerBefore && <AnswerDeadline deadline={p.answerBefore} />}
                  {decision}
                </Stack>
              </Card>
            </Box>
          )}
          <InvoiceSection project={p} onOpenFile={onOpenFile} focused={justDone === "invoiced"} />
        </>
      )}

      <ConfirmDialog
        opened={confirm !== null}
        onClose={() => setConfirm(null)}
        title={confirm === "reject" ? LL.provider.rejectTitle() : LL.provider.acceptTitle()}
        text={confirm === "reject" ? LL.provider.rejectText() : LL.provider.acceptText()}
        cancelLabel={LL.provider.cancel()}
        confirmLabel={confirm === "reject" ? LL.provider.rejectConfirm() : LL.provider.acceptConfirm()}
        color={confirm === "reject" ? "red" : "teal"}
        onConfirm={() => void onConfirm()}
      >
        {confirm === "reject" && (
          <RejectReasonField
            value={rejectReason}
            onChange={(reason) => {
              setRejectReason(reason);
              setReasonMissing(false);
            }}
            missing={reasonMissing}
          />
        )}
      </ConfirmDialog>
    </Stack>
  );
}

export default function ProviderProjectDetailsPage() {
  const params = useParams<{ id: string }>();
  const id = Number(params.id);
  return <ConsoleShell role="provider">{Number.isInteger(id) && id > 0 ? <ProjectDetails key={id} id={id} /> : <NotFoundAlert />}</ConsoleShell>;
}

/** "Répondez au plus tard le 02/12/2026 à 14:32": the last minute to answer (docs/product/deadlines.md). */
function answerBeforeText(LL: ClientTranslationFunctions, deadline: Date): string {
  return LL.provider.answerBefore(formatDayAndTime(lastMinuteOf(deadline)));
}

/** Why the page shows no project: it left this provider (how), or it is not found. */
function notYoursText(LL: ClientTranslationFunctions, left: ProjectDeparture): string {
  if (left === "refused") return LL.provider.leftRefused();
  if (left === "deadline") return LL.provider.leftDeadline();
  if (left === "moved") return LL.api.projectNoLongerYours();
  return LL.provider.notFound();
}

function NotFoundAlert() {
  const LL = useLL();
  return <Alert color="yellow">{LL.provider.notFound()}</Alert>;
}
