import { Alert, Anchor, Button, Group, Modal, Paper, Select, SimpleGrid, Skeleton, Stack, Table, Tabs, Text, Title } from "@mantine/core";
import { useEffect, useMemo, useState } from "react";
import { Link, useParams } from "wouter";
import { finalStatusIds } from "@/shared/schemas/network-projects";
import { usePage } from "../../components/use-page";
import { catalogText } from "../../i18n/catalog-text";
import { useLanguage, useLL } from "../../i18n/language";
import { trpc } from "../../trpc";
import { displayFileName, formatDateTime, openInNewTab } from "../../components/format";
import { Field, ListPagination, messageOf, NetworkPage, SkeletonRows, statusName, toastError, toastSuccess } from "./shared";

/** Change Service dialog: category, sub-category and service selectors, then Update Service. */
function ChangeServiceDialog({ projectId, opened, onClose, onDone }: { projectId: number; opened: boolean; onClose: () => void; onDone: () => void }) {
  const LL = useLL();
  const t = LL.network.projectDetails;
  const { language } = useLanguage();
  const catalog = trpc.network.projects.catalog.useQuery(undefined, { enabled: opened, staleTime: 300_000 });
  const change = trpc.network.projects.changeService.useMutation();
  const [categoryId, setCategoryId] = useState<string | null>(null);
  const [subId, setSubId] = useState<string | null>(null);
  const [serviceId, setServiceId] = useState<string | null>(null);
  const categories = catalog.data ?? [];
  const category = categories.find((c) => String(c.id) === categoryId);
  const sub = category?.serviceSubCategories.find((s) => String(s.id) === subId);
  const services = (sub?.services ?? []).filter((s) => !s.needsManualHandling);

  const submit = () => {
    if (!serviceId) return;
    change.mutate(
      { projectId, serviceId: Number(serviceId) },
      {
        onSuccess: (result) => {
          toastSuccess("service", result.providerId ? LL.api.serviceChanged() : LL.api.serviceChangedNoProvider());
          onClose();
          onDone();
        },
        onError: (error) => toastError("service", messageOf(error, LL.network.fallback.changeFailed())),
      },
    );
  };

  return (
    <Modal opened={opened} onClose={onClose} title={t.changeService()} centered>
      <Stack>
        <Select
          label={t.category()}
          data={categories.map((c) => ({ value: String(c.id), label: catalogText(language, "category", c.code) }))}
          value={categoryId}
          onChange={(v) => {
            setCategoryId(v);
            setSubId(null);
            setServiceId(null);
          }}
          comboboxProps={{ withinPortal: true }}
        />
        <Select
          label={t.subCategory()}
          data={(category?.serviceSubCategories ?? []).map((s) => ({ value: String(s.id), label: catalogText(language, "subcategory", s.code) }))}
          value={subId}
          disabled={!category}
          onChange={(v) => {
            setSubId(v);
            setServiceId(null);
          }}
        />
        <Select
          label={t.service()}
          data={services.map((s) => ({ value: String(s.id), label: catalogText(language, "service", s.code) }))}
          value={serviceId}
          disabled={!sub}
          onChange={setServiceId}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {LL.network.common.cancel()}
          </Button>
          <Button onClick={submit} disabled={!serviceId} loading={change.isPending}>
            {t.updateService()}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** Change Provider dialog: providers covering the area and offering the service first, then the others. */
function ChangeProviderDialog({ projectId, opened, onClose, onDone }: { projectId: number; opened: boolean; onClose: () => void; onDone: () => void }) {
  const LL = useLL();
  const t = LL.network.projectDetails;
  const [search, setSearch] = useState("");
  const [debounced, setDebounced] = useState("");
  const [providerId, setProviderId] = useState<string | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(search), 250);
    return () => clearTimeout(timer);
  }, [search]);
  const choices = trpc.network.projects.providerChoices.useQuery({ projectId, search: debounced }, { enabled: opened, placeholderData: (previous) => previous });
  const change = trpc.network.projects.changeProvider.useMutation();
  const [selectedLabel, setSelectedLabel] = useState<string | null>(null);
  const data = useMemo(() => {
    const rows = (choices.data ?? []).map((c) => ({
      value: String(c.id),
      label: `${c.name} (#${c.id})${c.covers && c.score !== null ? ` — ${t.coversArea({ score: c.score })}` : ""}${c.isCurrent ? ` — ${t.current()}` : ""}`,
    }));
    if (providerId && selectedLabel && !rows.some((r) => r.value === providerId)) rows.unshift({ value: providerId, label: selectedLabel });
    return rows;
  }, [choices.data, providerId, selectedLabel, t]);

  const submit = () => {
    if (!providerId) return;
    change.mutate(
      { projectId, providerId: Number(providerId) },
      {
        onSuccess: () => {
          toastSuccess("provider", LL.api.providerChanged());
          onClose();
          onDone();
        },
        onError: (error) => toastError("provider", messageOf(error, LL.network.fallback.changeFailed())),
      },
    );
  };

  return (
    <Modal opened={opened} onClose={onClose} title={t.changeProvider()} centered size="lg">
      <Stack>
        <Select
          label={t.providerSelect()}
          placeholder={t.providerSearch()}
          searchable
          data={data}
          value={providerId}
          onChange={(value, option) => {
            setProviderId(value);
            setSelectedLabel(option?.label ?? null);
          }}
          searchValue={search}
          onSearchChange={setSearch}
          filter={({ options }) => options}
          nothingFoundMessage={LL.network.providerList.empty()}
          maxDropdownHeight={320}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {LL.network.common.cancel()}
          </Button>
          <Button onClick={submit} disabled={!providerId} loading={change.isPending}>
            {t.updateProvider()}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

function RejectsTab({ projectId }: { projectId: number }) {
  const LL = useLL();
  const t = LL.network.projectDetails;
  const [page, setPage] = useState(1);
  const rejects = trpc.network.projects.rejects.useQuery({ id: projectId, page }, { placeholderData: (previous) => previous });
  return (
    <Stack>
      <Table striped withTableBorder verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t.rejectedBy()}</Table.Th>
            <Table.Th>{t.rejectDate()}</Table.Th>
            <Table.Th>{t.isAutoRejected()}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rejects.isLoading && <SkeletonRows columns={3} rows={3} />}
          {rejects.data?.rows.map((r) => (
            <Table.Tr key={`${r.providerId}-${String(r.createdAt)}`}>
              <Table.Td>
                <Anchor component={Link} href={`/network/editprovider/${r.providerId}`}>
                  {r.providerName}
                </Anchor>
              </Table.Td>
              <Table.Td>{formatDateTime(r.createdAt)}</Table.Td>
              <Table.Td>{r.isAutoRejected ? LL.network.common.yes() : LL.network.common.no()}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {rejects.data && rejects.data.rows.length === 0 && <Alert color="gray">{t.noRejects()}</Alert>}
      <ListPagination result={rejects.data} page={page} onChange={setPage} />
    </Stack>
  );
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Paper withBorder p="md" radius="md">
      <Title order={2} size="h4" mb="sm">
        {title}
      </Title>
      <Stack gap={6}>{children}</Stack>
    </Paper>
  );
}

/** network/homeprojectdetails/{id}: Actions row, Information and Provider Rejects tabs (spec section 2). */
function ProjectDetails() {
  const LL = useLL();
  const t = LL.network.projectDetails;
  const { language } = useLanguage();
  const params = useParams<{ id: string }>();
  const id = Number(params.id);
  const valid = Number.isInteger(id) && id > 0 && id <= 2_147_483_647;
  usePage("network-project-details", valid ? t.title({ id }) : t.pageName());
  const utils = trpc.useUtils();
  const project = trpc.network.projects.get.useQuery({ id }, { enabled: valid, retry: false });
  const cancel = trpc.network.projects.cancel.useMutation();
  const fileLink = trpc.network.projects.fileLink.useMutation();
  const [dialog, setDialog] = useState<"service" | "provider" | "cancel" | null>(null);
  useEffect(() => {
    if (project.isError && project.error.data?.code !== "NOT_FOUND") toastError("project", LL.network.fallback.projectRetrievalFailed());
  }, [project.isError, project.error, LL]);

  /** A short-lived link fetched on click, opened in a new window (spec section 2). */
  const openFile = async (name: string) => {
    let failure: unknown;
    const opened = await openInNewTab(async () => {
      try {
        return await fileLink.mutateAsync({ name });
      } catch (error) {
        failure = error;
        return null;
      }
    });
    if (!opened) toastError("file", messageOf(failure, LL.network.fallback.fileRetrievalFailed()));
  };

  const reload = () => {
    void utils.network.projects.get.invalidate({ id });
    void utils.network.projects.rejects.invalidate({ id });
    void utils.network.projects.list.invalidate();
  };

  if (!valid || project.error?.data?.code === "NOT_FOUND") {
    return (
      <Alert color="yellow" my="lg">
        {LL.api.projectNotFound()}
      </Alert>
    );
  }
  const p = project.data;
  if (!p) return <Skeleton height={400} my="lg" />;
  const status = p.status;
  const canCancel = !(finalStatusIds as readonly number[]).includes(status.id);

  return (
    <Stack gap="md" py="lg">
      <Anchor component={Link} href="/network/homeprojectlist" size="sm">
        {t.backToList()}
      </Anchor>
      <Title order={1}>{t.title({ id: p.id })}</Title>
      {(status.canChangeService || status.canChangeProvider) && (
        <Paper withBorder p="sm" radius="md" aria-label={t.actions()}>
          <Group gap="sm">
            <Text fw={600}>{t.actions()}</Text>
            {status.canChangeService && (
              <Button variant="light" onClick={() => setDialog("service")}>
                {t.changeService()}
              </Button>
            )}
            {status.canChangeProvider && (
              <Button variant="light" onClick={() => setDialog("provider")}>
                {t.changeProvider()}
              </Button>
            )}
          </Group>
        </Paper>
      )}
      <Tabs defaultValue="information" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="information">{t.tabInformation()}</Tabs.Tab>
          <Tabs.Tab value="rejects">{t.tabRejects()}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="information" pt="md">
          <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
            <Section title={t.projectInformation()}>
              <Field label={t.projectId()} value={`#${p.id}`} />
              <Field label={t.createDate()} value={formatDateTime(p.createdAt)} />
              <Field label={t.serviceName()} value={catalogText(language, "service", p.serviceCode)} />
              <Field label={t.customerDescription()} value={p.customerDescription} />
              <Field label={t.lastStatus()} value={statusName(status, language)} />
            </Section>
            <Section title={t.assignedProvider()}>
              {p.provider ? (
                <>
                  <Field label={t.assignmentDate()} value={formatDateTime(p.providerAssignedAt)} />
                  <Field
                    label={t.providerName()}
                    value={
                      <Anchor component={Link} href={`/network/editprovider/${p.provider.id}`}>
                        {p.provider.name}
                      </Anchor>
                    }
                  />
                  <Field label={t.contactName()} value={p.provider.contactName} />
                  <Field label={t.contactEmail()} value={p.provider.contactEmail} />
                  <Field label={t.contactPhone()} value={p.provider.contactPhoneNumber} />
                </>
              ) : (
                <Text size="sm">{t.noProvider()}</Text>
              )}
            </Section>
            <Section title={t.customerInformation()}>
              <Field label={t.firstName()} value={p.customerFirstName} />
              <Field label={t.lastName()} value={p.customerLastName} />
              <Field label={t.phone()} value={p.customerGsm} />
              <Field label={t.email()} value={p.customerEmail} />
              <Field label={t.language()} value={p.language === "nl" ? t.languageNl() : t.languageFr()} />
            </Section>
            <Section title={t.customerAddress()}>
              <Field label={t.street()} value={p.customerStreetHouseNumber} />
              <Field label={t.bus()} value={p.customerBus} />
              <Field label={t.city()} value={p.city} />
              <Field label={t.locality()} value={p.cityPostalArea} />
              <Field label={t.postCode()} value={p.postCode} />
            </Section>
            {p.questions.map((q) => (
              <Section key={q.questionId} title={catalogText(language, "question", q.questionCode)}>
                {q.answerCodes.map((code) => (
                  <Text key={code} size="sm">
                    {catalogText(language, "answer", code)}
                  </Text>
                ))}
              </Section>
            ))}
            {p.files.length > 0 && (
              <Section title={t.files()}>
                {p.files.map(({ fileName }) => (
                  <Anchor component="button" type="button" key={fileName} size="sm" ta="left" onClick={() => void openFile(fileName)}>
                    {displayFileName(fileName)}
                  </Anchor>
                ))}
              </Section>
            )}
            <Section title={t.projectStatus()}>
              <Field label={t.lastStatus()} value={statusName(status, language)} />
              {p.noAgreementText && (
                <>
                  <Field label={t.providerDescription()} value={p.noAgreementText} />
                  <Field label={t.noAgreementReason()} value={p.noAgreementReasonNames ? (language === "nl" ? p.noAgreementReasonNames.nl : p.noAgreementReasonNames.fr) : ""} />
                </>
              )}
              {canCancel && (
                <Button color="red" variant="light" onClick={() => setDialog("cancel")} style={{ alignSelf: "flex-start" }} mt="xs">
                  {t.cancelProject()}
                </Button>
              )}
            </Section>
            {p.providerInvoiceFileName?.trim() && (
              <Section title={t.invoice()}>
                <Anchor component="button" type="button" size="sm" ta="left" data-testid="invoice-link" onClick={() => void openFile(p.providerInvoiceFileName ?? "")}>
                  {displayFileName(p.providerInvoiceFileName)}
                </Anchor>
              </Section>
            )}
          </SimpleGrid>
        </Tabs.Panel>
        <Tabs.Panel value="rejects" pt="md">
          <RejectsTab projectId={p.id} />
        </Tabs.Panel>
      </Tabs>
      <ChangeServiceDialog projectId={p.id} opened={dialog === "service"} onClose={() => setDialog(null)} onDone={reload} />
      <ChangeProviderDialog projectId={p.id} opened={dialog === "provider"} onClose={() => setDialog(null)} onDone={reload} />
      <Modal opened={dialog === "cancel"} onClose={() => setDialog(null)} title={t.cancelConfirmTitle()} centered>
        <Stack>
          <Text>{t.cancelConfirmText()}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setDialog(null)}>
              {t.keep()}
            </Button>
            <Button
              color="red"
              loading={cancel.isPending}
              onClick={() =>
                cancel.mutate(
                  { projectId: p.id },
                  {
                    onSuccess: () => {
                      toastSuccess("cancel", LL.api.projectCancelled());
                      setDialog(null);
                      reload();
                    },
                    onError: (error) => toastError("cancel", messageOf(error, LL.network.fallback.cancelFailed())),
                  },
                )
              }
            >
              {t.cancelConfirm()}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}

export default function NetworkProjectDetailsPage() {
  return (
    <NetworkPage>
      <ProjectDetails />
    </NetworkPage>
  );
}
