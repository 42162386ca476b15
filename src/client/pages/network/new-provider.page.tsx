import { Button, Paper, Stack, Title } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useLocation } from "wouter";
import { defaultPhonePrefix } from "@/shared/schemas/fields";
import { type ProviderForm, providerProblem, providerProblemField } from "@/shared/schemas/providers";
import { usePage } from "../../components/use-page";
import { useLL } from "../../i18n/language";
import { trpc } from "../../trpc";
import { ProviderFields } from "./provider-form";
import { messageOf, refuseInForm, toastError, toastSuccess, NetworkPage } from "./shared";
import { BackLink } from "../../components/back-link";

/** network/newprovider: the seven checks of docs/product/validation.md in order, each with its toast; then to the new provider. */
function NewProvider() {
  const LL = useLL();
  const t = LL.network.newProvider;
  usePage("network-new-provider", t.pageName());
  const [, navigate] = useLocation();
  const form = useForm<ProviderForm>({
    name: "new-provider",
    initialValues: { name: "", address: "", contactName: "", contactPhoneNumber: defaultPhonePrefix, contactEmail: "" },
  });
  const create = trpc.network.providers.create.useMutation();

  const save = (values: ProviderForm) => {
    const problem = providerProblem(values, "create");
    if (problem) return refuseInForm(form, "create", providerProblemField[problem], LL.api[problem]());
    create.mutate(values, {
      onSuccess: ({ id }) => {
        toastSuccess("create", LL.api.providerCreated());
        navigate(`/network/editprovider/${id}`);
      },
      onError: (error) => toastError("create", messageOf(error, LL.network.fallback.providerCreationFailed())),
    });
  };

  return (
    <Stack gap="md" py="lg" maw={640}>
      <BackLink href="/network/providerlist">{LL.network.editProvider.backToList()}</BackLink>
      <Title order={1}>{t.title()}</Title>
      <Paper withBorder p="lg" radius="md">
        <form onSubmit={form.onSubmit(save)} noValidate>
          <Stack>
            <ProviderFields form={form} mode="create" />
            {/* Full width on a phone, and its long label wraps: it must not run past the card at 320 px (docs/product/consoles.md). */}
            <Button type="submit" loading={create.isPending} className="hs-wrap-button" w={{ base: "100%", xs: "auto" }} style={{ alignSelf: "flex-start" }}>
              {t.save()}
            </Button>
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}

export default function NetworkNewProviderPage() {
  return (
    <NetworkPage>
      <NewProvider />
    </NetworkPage>
  );
}
