import { Alert, Anchor, Container, Badge, Button, Card, Group, Loader, Modal, Select, SimpleGrid, Stack, Text, Textarea, Title } from "@mantine/core";
import { Dropzone, type FileRejection } from "@mantine/dropzone";
import { type ReactNode, useState } from "react";
import { Link, useLocation, useParams } from "wouter";
import type { Envelope } from "@/shared/envelope";
import { notify } from "../../components/notify";
import { usePage } from "../../components/use-page";
import { useLanguage, useLL } from "../../i18n/language";
import { trpc } from "../../trpc";
import { ConsoleShell } from "../console/console-shell";
import { displayFileName, formatDateTime, openInNewTab } from "../../components/format";

const maxInvoiceBytes = 10 * 1024 * 1024;

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="sm" c="gray.7">
        {label}
      </Text>
      <Text fw={500} style={{ overflowWrap: "anywhere" }}>
        {children || "—"}
      </Text>
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-label={title}>
      <Title order={2} size="h4" mb="sm">
        {title}
      </Title>
      {children}
    </Card>
  );
}

function toast(id: string, result: { isError: boolean; userMessage: string | null } | undefined, fallback: string) {
  if (!result) return notify({ id: `${id}-failed`, color: "red", message: fallback });
  notify({ id: `${id}-${result.isError ? "error" : "ok"}`, color: result.isError ? "red" : "teal", message: result.userMessage ?? fallback });
}

function ProjectDetails({ id }: { id: number }) {
  const LL = useLL();
  const { language } = useLanguage();
  const [, navigate] = useLocation();
  usePage("provider-project-details", LL.provider.detailsTitle({ id }));
  const utils = trpc.useUtils();
  const project = trpc.provider.projects.get.useQuery({ id });
  const [confirm, setConfirm] = useState<"accept" | "reject" | null>(null);
  const accept = trpc.provider.actions.accept.useMutation();
  const reject = trpc.provider.actions.reject.useMutation();
  const fileLink = trpc.provider.files.link.useMutation();

  const refresh = () => Promise.all([utils.provider.projects.get.invalidate({ id }), utils.provider.projects.list.invalidate()]);

  const onConfirm = async () => {
    const action = confirm;
    setConfirm(null);
    if (action === "accept") {
      const result = await accept.mutateAsync({ id }).catch(() => undefined);
      toast("accept", result, LL.provider.acceptFailed());
      await refresh();
    } else if (action === "reject") {
      const result = await reject.mutateAsync({ id }).catch(() => undefined);
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

  if (project.isLoading) {
    return (
      <Group justify="center" py={80}>
        <Loader aria-label={LL.common.loading()} />
      </Group>
    );
  }
  if (project.isError) return <Alert color="red">{LL.provider.loadFailed()}</Alert>;
  const p = project.data;
  if (!p) {
    return (
      <Stack py="lg">
        <Alert color="yellow">{LL.provider.notFound()}</Alert>
        <Anchor component={Link} href="/provider">
          {LL.provider.backToList()}
        </Anchor>
      </Stack>
    );
  }
  const actions = p.actions;
  const busy = accept.isPending || reject.isPending;

  return (
    <Stack gap="md" py="lg">
      <Anchor component={Link} href="/provider" size="sm">
        ← {LL.provider.backToList()}
      </Anchor>
      <Group justify="space-between" align="center">
        <Title order={1}>{LL.provider.detailsTitle({ id: p.id })}</Title>
        <Badge size="lg" variant="light" color={p.status.id === 1 ? "orange" : p.status.id === 2 ? "teal" : "gray"} data-testid="project-status">
          {p.status.name}
        </Badge>
      </Group>

      <Section title={LL.provider.projectStatus()}>
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Field label={LL.provider.currentStatus()}>{p.status.name}</Field>
            <Field label={LL.provider.assignedOn()}>{formatDateTime(p.providerAssignedAt)}</Field>
          </SimpleGrid>
          {p.answerBefore && actions?.canAccept && (
            <Alert color="orange" variant="light">
              {LL.provider.answerBefore({ deadline: formatDateTime(p.answerBefore) })}
            </Alert>
          )}
          {(actions?.canAccept || actions?.canReject) && (
            <Group>
              {actions.canAccept && (
                <Button color="teal" onClick={() => setConfirm("accept")} loading={accept.isPending} disabled={busy}>
                  {LL.provider.accept()}
                </Button>
              )}
              {actions.canReject && (
                <Button color="red" variant="outline" onClick={() => setConfirm("reject")} loading={reject.isPending} disabled={busy}>
                  {LL.provider.reject()}
                </Button>
              )}
            </Group>
          )}
          {p.noAgreementText && (
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <Field label={LL.provider.noAgreementReasonLabel()}>{p.noAgreementReason}</Field>
              <Field label={LL.provider.providerDescription()}>{p.noAgreementText}</Field>
            </SimpleGrid>
          )}
        </Stack>
      </Section>

      {actions?.canRecordNoAgreement && <NoAgreementForm id={p.id} onDone={() => void refresh().then(() => navigate("/provider"))} />}

      <Section title={LL.provider.projectInfo()}>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <Field label={LL.provider.projectId()}>#{p.id}</Field>
          <Field label={LL.provider.createDate()}>{formatDateTime(p.createdAt)}</Field>
          <Field label={LL.provider.serviceName()}>{p.serviceName}</Field>
        </SimpleGrid>
        <Stack gap={2} mt="sm">
          <Text size="sm" c="gray.7">
            {LL.provider.customerDescription()}
          </Text>
          <Text style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>{p.customerDescription || LL.provider.noDescription()}</Text>
        </Stack>
      </Section>

      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Section title={LL.provider.customerInfo()}>
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <Field label={LL.provider.firstName()}>{p.customerFirstName}</Field>
            <Field label={LL.provider.lastName()}>{p.customerLastName}</Field>
            <Field label={LL.provider.phone()}>
              <Anchor href={`tel:${p.customerGsm.replace(/\s+/g, "")}`}>{p.customerGsm}</Anchor>
            </Field>
            <Field label={LL.provider.email()}>
              <Anchor href={`mailto:${p.customerEmail}`}>{p.customerEmail}</Anchor>
            </Field>
          </SimpleGrid>
        </Section>
        <Section title={LL.provider.address()}>
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <Field label={LL.provider.street()}>{p.customerStreetHouseNumber}</Field>
            <Field label={LL.provider.bus()}>{p.customerBus}</Field>
            <Field label={LL.provider.city()}>{p.city}</Field>
            <Field label={LL.provider.cityPostalArea()}>{p.cityPostalArea}</Field>
            <Field label={LL.provider.postCode()}>{p.postCode}</Field>
          </SimpleGrid>
        </Section>
      </SimpleGrid>

      {p.questions.length > 0 && (
        <Section title={LL.provider.questions()}>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {p.questions.map((q) => (
              <div key={q.questionId}>
                <Text fw={600}>{q.questionText}</Text>
                <Text component="ul" m={0} pl="md">
                  {q.answers.map((a) => (
                    <li key={a}>{a}</li>
                  ))}
                </Text>
              </div>
            ))}
          </SimpleGrid>
        </Section>
      )}

      {p.files.length > 0 && (
        <Section title={LL.provider.customerFiles()}>
          <Stack gap={4}>
            {p.files.map((f) => (
              <Anchor component="button" type="button" key={f.fileName} onClick={() => void openFile(f.fileName)} ta="left">
                {displayFileName(f.fileName)}
              </Anchor>
            ))}
          </Stack>
        </Section>
      )}

      <Section title={LL.provider.invoice()}>
        {p.providerInvoiceFileName ? (
          <Anchor component="button" type="button" onClick={() => void openFile(p.providerInvoiceFileName ?? "")} data-testid="invoice-link">
            {LL.provider.invoiceDownload()} ({displayFileName(p.providerInvoiceFileName)})
          </Anchor>
        ) : actions?.canUploadInvoice ? (
          <InvoiceUpload id={p.id} language={language} onDone={() => void refresh()} />
        ) : (
          <Text c="gray.7">{LL.provider.invoiceNotYet()}</Text>
        )}
      </Section>

      <Modal opened={confirm !== null} onClose={() => setConfirm(null)} title={confirm === "reject" ? LL.provider.rejectTitle() : LL.provider.acceptTitle()} centered>
        <Stack>
          <Text>{confirm === "reject" ? LL.provider.rejectText() : LL.provider.acceptText()}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirm(null)}>
              {LL.provider.cancel()}
            </Button>
            <Button color={confirm === "reject" ? "red" : "teal"} onClick={() => void onConfirm()} data-autofocus>
              {confirm === "reject" ? LL.provider.rejectConfirm() : LL.provider.acceptConfirm()}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}

function NoAgreementForm({ id, onDone }: { id: number; onDone: () => void }) {
  const LL = useLL();
  const reasons = trpc.provider.projects.noAgreementReasons.useQuery();
  const save = trpc.provider.actions.noAgreement.useMutation();
  const [reasonId, setReasonId] = useState<string | null>(null);
  const [text, setText] = useState("");
  const [errors, setErrors] = useState<{ reason?: string; text?: string }>({});

  const submit = async () => {
    const next = { text: text.trim() ? undefined : LL.api.noAgreementTextMissing(), reason: reasonId ? undefined : LL.api.noAgreementReasonMissing() };
    setErrors(next);
    // The spec's order: the text first, then the reason; one toast for the first problem.
    const first = next.text ?? next.reason;
    if (first) return notify({ id: "no-agreement-invalid", color: "red", message: first });
    const result = await save.mutateAsync({ id, reasonId: Number(reasonId), text }).catch(() => undefined);
    toast("no-agreement", result, LL.provider.noAgreementFailed());
    if (result && !result.isError) onDone();
  };

  return (
    <Section title={LL.provider.noAgreementTitle()}>
      <Stack gap="sm">
        <Text c="gray.7">{LL.provider.noAgreementIntro()}</Text>
        <Select
          label={LL.provider.noAgreementReason()}
          placeholder={LL.provider.noAgreementReasonPlaceholder()}
          data={(reasons.data ?? []).map((r) => ({ value: String(r.id), label: r.reason }))}
          value={reasonId}
          onChange={(value) => {
            setReasonId(value);
            setErrors((e) => ({ ...e, reason: undefined }));
          }}
          error={errors.reason}
          withAsterisk
        />
        <Textarea
          label={LL.provider.noAgreementText()}
          placeholder={LL.provider.noAgreementTextPlaceholder()}
          value={text}
          onChange={(e) => {
            setText(e.currentTarget.value);
            setErrors((er) => ({ ...er, text: undefined }));
          }}
          error={errors.text}
          autosize
          minRows={3}
          maxLength={2000}
          withAsterisk
        />
        <Group>
          <Button onClick={() => void submit()} loading={save.isPending} color="orange">
            {LL.provider.noAgreementSubmit()}
          </Button>
        </Group>
      </Stack>
    </Section>
  );
}

function InvoiceUpload({ id, language, onDone }: { id: number; language: string; onDone: () => void }) {
  const LL = useLL();
  const [sending, setSending] = useState(false);

  const send = async (file: File) => {
    setSending(true);
    try {
      const form = new FormData();
      form.set("homeProjectId", String(id));
      form.set("fileContent", file, file.name);
      const response = await fetch(`/api/homeproject/uploadinvoice?lang=${language}`, { method: "POST", body: form, credentials: "same-origin" });
      const body = (await response.json().catch(() => undefined)) as Envelope<unknown> | undefined;
      toast("invoice", body && typeof body.isError === "boolean" ? body : undefined, LL.provider.invoiceFailed());
      if (body && !body.isError) onDone();
    } catch {
      notify({ id: "invoice-failed", color: "red", message: LL.provider.invoiceFailed() });
    } finally {
      setSending(false);
    }
  };

  return (
    <Dropzone
      onDrop={(files) => {
        const [file] = files;
        if (files.length === 1 && file) void send(file);
        else notify({ id: "invoice-refused", color: "red", message: LL.provider.invoiceRefused() });
      }}
      onReject={(_rejections: FileRejection[]) => notify({ id: "invoice-refused", color: "red", message: LL.provider.invoiceRefused() })}
      accept={["application/pdf"]}
      maxSize={maxInvoiceBytes}
      maxFiles={1}
      multiple={false}
      loading={sending}
      inputProps={{ "aria-label": LL.provider.invoiceDrop() }}
    >
      <Stack gap={4} align="center" mih={90} justify="center" style={{ pointerEvents: "none" }}>
        <Text fw={500} ta="center">
          {LL.provider.invoiceDrop()}
        </Text>
        <Text size="sm" c="gray.7" ta="center">
          {LL.provider.invoiceHint()}
        </Text>
      </Stack>
    </Dropzone>
  );
}

export default function ProviderProjectDetailsPage() {
  const params = useParams<{ id: string }>();
  const id = Number(params.id);
  return (
    <ConsoleShell role="provider">
      <Container size="lg" px="md">
      {Number.isInteger(id) && id > 0 ? <ProjectDetails key={id} id={id} /> : <NotFoundAlert />}
      </Container>
    </ConsoleShell>
  );
}

function NotFoundAlert() {
  const LL = useLL();
  return <Alert color="yellow">{LL.provider.notFound()}</Alert>;
}
