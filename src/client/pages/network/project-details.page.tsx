import { Alert, Button, Flex, Group, Paper, Skeleton, Stack, Tabs, Text, Title } from "@mantine/core";
import { ComplaintAlert } from "./complaint-alert";
import { LowRatingAlert } from "./low-rating-alert";
import { NoContactAlert } from "./no-contact-alert";
import { useEffect, useState } from "react";
import { useParams } from "wouter";
import { ProjectStatusBadge } from "../../components/project-status-badge";
import { usePage } from "../../components/use-page";
import { useLanguage, useLL } from "../../i18n/language";
import { trpc } from "../../trpc";
import { openInNewTab } from "../../components/format";
import { CancelProjectDialog } from "./cancel-project-dialog";
import { ChangeProviderDialog } from "./change-provider-dialog";
import { ChangeServiceDialog } from "./change-service-dialog";
import { CustomerRequests } from "./customer-requests";
import { ProjectInformation } from "./project-information";
import { ProjectNotes } from "./project-notes";
import { lastProjectListHref } from "./project-list-view";
import { HistoryTab } from "./project-history-tab";
import { RejectsTab } from "./project-rejects-tab";
import { CorrectInvoiceAmount } from "./correct-invoice-amount";
import { ReplaceInvoice } from "./replace-invoice";
import { useRemoveCustomerFile } from "./remove-customer-file";
import { messageOf, NetworkPage, statusName, toastError } from "./shared";
import { BackLink } from "../../components/back-link";
import { ScrollingTabsList } from "../../components/scrolling-tabs-list";

/** network/homeprojectdetails/{id}: Actions row, Information, Provider Rejects and History tabs (docs/product/screens-and-routes.md). */
function ProjectDetails() {
  const LL = useLL();
  const { language } = useLanguage();
  const t = LL.network.projectDetails;
  const params = useParams<{ id: string }>();
  const id = Number(params.id);
  const valid = Number.isInteger(id) && id > 0 && id <= 2_147_483_647;
  usePage("network-project-details", valid ? t.title({ id }) : t.pageName());
  const utils = trpc.useUtils();
  const project = trpc.network.projects.get.useQuery({ id }, { enabled: valid, retry: false });
  const fileLink = trpc.network.projects.fileLink.useMutation();
  const [dialog, setDialog] = useState<"service" | "provider" | "cancel" | null>(null);
  const removeFile = useRemoveCustomerFile(id, () => reload());
  useEffect(() => {
    if (project.isError && project.error.data?.code !== "NOT_FOUND") toastError("project", LL.network.fallback.projectRetrievalFailed());
  }, [project.isError, project.error, LL]);

  /** A short-lived link fetched on click, opened in a new window (docs/product/uploads.md). */
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
    void utils.network.projects.history.invalidate({ id });
    void utils.network.projects.notes.invalidate({ id });
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

  return (
    <Stack gap="md" py="lg">
      <BackLink href={lastProjectListHref()}>{t.backToList()}</BackLink>
      <Group justify="space-between" align="center">
        <Title order={1}>{t.title({ id: p.id })}</Title>
        <ProjectStatusBadge statusId={status.id} name={statusName(status, language)} size="lg" data-testid="project-status" />
      </Group>
      {p.noContactReportedAt && <NoContactAlert projectId={p.id} reportedAt={p.noContactReportedAt} onHandled={reload} />}
      <LowRatingAlert projectId={p.id} onFollowedUp={reload} />
      <ComplaintAlert projectId={p.id} onHandled={reload} />
      {(status.canChangeService || status.canChangeProvider) && (
        <Paper withBorder p="sm" radius="md" aria-label={t.actions()}>
          {/* On a phone the title sits above full-width buttons: beside it, the second button wrapped alone. */}
          <Flex direction={{ base: "column", xs: "row" }} align={{ base: "stretch", xs: "center" }} wrap="wrap" gap="sm">
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
          </Flex>
        </Paper>
      )}
      <Tabs defaultValue="information" keepMounted={false}>
        <ScrollingTabsList>
          <Tabs.Tab value="information">{t.tabInformation()}</Tabs.Tab>
          <Tabs.Tab value="rejects">{t.tabRejects()}</Tabs.Tab>
          <Tabs.Tab value="history">{t.tabHistory()}</Tabs.Tab>
        </ScrollingTabsList>
        <Tabs.Panel value="information" pt="md">
          <ProjectInformation
            project={p}
            onOpenFile={(name) => void openFile(name)}
            onCancel={() => setDialog("cancel")}
            fileAction={removeFile.button}
            customerRequests={
              <>
                <CustomerRequests project={p} onChanged={reload} />
                <ProjectNotes projectId={p.id} onAdded={reload} />
              </>
            }
            invoiceActions={
              status.id === completedStatusId && p.providerInvoiceFileName?.trim() ? (
                <>
                  <CorrectInvoiceAmount projectId={p.id} currentAmountCents={p.invoiceAmountCents} onDone={reload} />
                  <ReplaceInvoice projectId={p.id} current={p.providerInvoiceFileName} currentAmountCents={p.invoiceAmountCents} onDone={reload} />
                </>
              ) : undefined
            }
          />
        </Tabs.Panel>
        <Tabs.Panel value="rejects" pt="md">
          <RejectsTab projectId={p.id} />
        </Tabs.Panel>
        <Tabs.Panel value="history" pt="md">
          <HistoryTab projectId={p.id} />
        </Tabs.Panel>
      </Tabs>
      <ChangeServiceDialog
        projectId={p.id}
        currentServiceId={p.serviceId}
        hasProvider={p.provider !== null}
        opened={dialog === "service"}
        onClose={() => setDialog(null)}
        onDone={reload}
      />
      <ChangeProviderDialog
        projectId={p.id}
        statusId={status.id}
        hasProvider={p.provider !== null}
        opened={dialog === "provider"}
        onClose={() => setDialog(null)}
        onDone={reload}
      />
      <CancelProjectDialog projectId={p.id} statusId={status.id} opened={dialog === "cancel"} onClose={() => setDialog(null)} onDone={reload} />
      {removeFile.dialog}
    </Stack>
  );
}

/** Status 5 (completed): the only one whose invoice the network may replace. */
const completedStatusId = 5;

export default function NetworkProjectDetailsPage() {
  return (
    <NetworkPage>
      <ProjectDetails />
    </NetworkPage>
  );
}
