import { Alert, Anchor, Badge, Button, CopyButton, Group, Paper, Stack, Tabs, Text, Title, Tooltip } from "@mantine/core";
import { ProviderRatings } from "../../components/customer-controls/ratings";
import { ProviderFiguresPanel } from "../../components/provider-figures";
import { useForm } from "@mantine/form";
import { useEffect } from "react";
import { Link, useParams, useSearch } from "wouter";
import { type ProviderForm, providerProblem, providerProblemField } from "@/shared/schemas/providers";
import { usePage } from "../../components/use-page";
import { useLL } from "../../i18n/language";
import { trpc } from "../../trpc";
import { ProviderFields } from "./provider-form";
import { ServicesTab } from "./provider-services-tab";
import { messageOf, refuseInForm, toastError, toastSuccess, NetworkPage } from "./shared";
import { WebUsersTab } from "./provider-logins-tab";
import { WorkAreaTab } from "./provider-work-area-tab";
import { AbsencesTab } from "./provider-absences-tab";
import { BackLink } from "../../components/back-link";
import { ScrollingTabsList } from "../../components/scrolling-tabs-list";
import { SetupGapsAlert } from "./provider-setup-gaps";

/** Information tab: id with a copy button, the form, Update Information (only the name required). */
function InformationTab({ id }: { id: number }) {
  const LL = useLL();
  const t = LL.network.editProvider;
  const utils = trpc.useUtils();
  const provider = trpc.network.providers.get.useQuery({ id });
  const update = trpc.network.providers.update.useMutation();
  const form = useForm<ProviderForm>({
    name: "edit-provider",
    initialValues: { name: "", address: "", contactName: "", contactPhoneNumber: "", contactEmail: "" },
  });
  const loaded = provider.data;
  // biome-ignore lint/correctness/useExhaustiveDependencies: fill the form when the provider arrives, not on every render (`form` is a new object each time).
  useEffect(() => {
    if (loaded) {
      const values = {
        name: loaded.name,
        address: loaded.address,
        contactName: loaded.contactName,
        contactPhoneNumber: loaded.contactPhoneNumber,
        contactEmail: loaded.contactEmail,
      };
      form.setValues(values);
      form.resetDirty(values);
    }
  }, [loaded]);
  useEffect(() => {
    if (provider.isError) toastError("provider-info", messageOf(provider.error, LL.network.fallback.providerInfoLoadingFailed()));
  }, [provider.isError, provider.error, LL]);

  const save = (values: ProviderForm) => {
    const problem = providerProblem(values, "update");
    if (problem) return refuseInForm(form, "update", providerProblemField[problem], LL.api[problem]());
    update.mutate(
      { id, ...values },
      {
        onSuccess: () => {
          toastSuccess("update", LL.api.providerUpdated());
          void utils.network.providers.get.invalidate({ id });
        },
        onError: (error) => toastError("update", messageOf(error, LL.network.fallback.providerUpdateFailed())),
      },
    );
  };

  return (
    <Paper withBorder p="lg" radius="md" maw={640}>
      <Stack>
        <Group gap="xs">
          <Text fw={600}>{t.id()}</Text>
          <Text data-testid="provider-id">{id}</Text>
          <CopyButton value={String(id)}>
            {({ copy }) => (
              <Tooltip label={t.copyId()}>
                <Button
                  size="compact-sm"
                  variant="light"
                  onClick={() => {
                    copy();
                    toastSuccess("copied", t.idCopied());
                  }}
                >
                  {t.copyId()}
                </Button>
              </Tooltip>
            )}
          </CopyButton>
          {loaded && <Badge color={loaded.isActive ? "green" : "gray"}>{loaded.isActive ? t.active() : t.inactive()}</Badge>}
        </Group>
        <form onSubmit={form.onSubmit(save)} noValidate>
          <Stack>
            <ProviderFields form={form} mode="update" />
            <Button type="submit" loading={update.isPending} disabled={!loaded} style={{ alignSelf: "flex-start" }}>
              {t.update()}
            </Button>
          </Stack>
        </form>
      </Stack>
    </Paper>
  );
}

/** network/editprovider/{id}: its tabs (docs/product/screens-and-routes.md). Info loads with tab 0, logins with tab 3. */
function EditProvider() {
  const LL = useLL();
  const t = LL.network.editProvider;
  const params = useParams<{ id: string }>();
  const id = Number(params.id);
  const valid = Number.isInteger(id) && id > 0 && id <= 2_147_483_647;
  const provider = trpc.network.providers.get.useQuery({ id }, { enabled: valid, retry: false });
  // The dashboard's lost demand opens the Work Area tab searched on a postcode (`?tab=workarea&search=1000`).
  const query = new URLSearchParams(useSearch());
  const openWorkArea = query.get("tab") === "workarea";
  // The dashboard's absences ahead open the Absences tab (`?tab=absences`).
  const openAbsences = query.get("tab") === "absences";
  const workAreaSearch = openWorkArea ? (query.get("search") ?? "").slice(0, 100) : "";
  usePage("network-edit-provider", provider.data ? t.title({ name: provider.data.name }) : t.pageName());

  if (!valid || provider.error?.data?.code === "NOT_FOUND") {
    return (
      <Alert color="yellow" my="lg">
        {LL.api.providerUnknown()}
      </Alert>
    );
  }
  return (
    <Stack gap="md" py="lg">
      <Group justify="space-between">
        <BackLink href="/network/providerlist">{t.backToList()}</BackLink>
        <Anchor component={Link} href={`/network/homeprojectlist/${id}`} size="sm" className="hs-target">
          {t.projectsLink()}
        </Anchor>
      </Group>
      <Title order={1}>{provider.data ? t.title({ name: provider.data.name }) : t.pageName()}</Title>
      {provider.data && <SetupGapsAlert gaps={provider.data.setupGaps} />}
      <Tabs defaultValue={openWorkArea ? "2" : openAbsences ? "5" : "0"} keepMounted={false}>
        <ScrollingTabsList>
          <Tabs.Tab value="0">{t.tabInformation()}</Tabs.Tab>
          <Tabs.Tab value="1">{t.tabServices()}</Tabs.Tab>
          <Tabs.Tab value="2">{t.tabWorkArea()}</Tabs.Tab>
          <Tabs.Tab value="3">{t.tabWebUsers()}</Tabs.Tab>
          <Tabs.Tab value="4">{t.tabFigures()}</Tabs.Tab>
          <Tabs.Tab value="5">{t.tabAbsences()}</Tabs.Tab>
        </ScrollingTabsList>
        <Tabs.Panel value="0" pt="md">
          <InformationTab id={id} />
        </Tabs.Panel>
        <Tabs.Panel value="1" pt="md">
          <ServicesTab providerId={id} />
        </Tabs.Panel>
        <Tabs.Panel value="2" pt="md">
          <WorkAreaTab providerId={id} initialSearch={workAreaSearch} />
        </Tabs.Panel>
        <Tabs.Panel value="3" pt="md">
          <WebUsersTab providerId={id} providerName={provider.data?.name ?? ""} />
        </Tabs.Panel>
        <Tabs.Panel value="4" pt="md">
          {/* What the provider's customers said belongs with its figures, not under every tab. */}
          <Stack gap="md">
            <ProviderFiguresPanel providerId={id} />
            <ProviderRatings providerId={id} />
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="5" pt="md">
          <AbsencesTab providerId={id} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}

export default function NetworkEditProviderPage() {
  return (
    <NetworkPage>
      <EditProvider />
    </NetworkPage>
  );
}
