import { Alert, Box, Button, Group, Modal, Stack, Table, Text, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useEffect, useState } from "react";
import { loginProblem, loginProblemField } from "@/shared/schemas/logins";
import { ConfirmDialog } from "../../components/confirm-dialog";
import { useLL } from "../../i18n/language";
import { trpc } from "../../trpc";
import { formatDateTime } from "../../components/format";
import { type InvitationResend, type ListedLogin, LoginCards, ResendInvitationButton } from "./provider-login-cards";
import { ListPagination, messageOf, refuseInForm, SkeletonRows, toastError, toastSuccess } from "./shared";

/**
 * Web Users tab: New Login modal (three required fields) and the provider's logins, each with a
 * "remove" asked first in a dialog naming the e-mail (docs/product/consoles.md, "Web logins").
 */
export function WebUsersTab({ providerId, providerName }: { providerId: number; providerName: string }) {
  const LL = useLL();
  const t = LL.network.logins;
  const utils = trpc.useUtils();
  const [page, setPage] = useState(1);
  const [opened, setOpened] = useState(false);
  const logins = trpc.network.logins.list.useQuery({ providerId, page }, { placeholderData: (previous) => previous });
  const create = trpc.network.logins.create.useMutation();
  const remove = trpc.network.logins.remove.useMutation();
  const resendMutation = trpc.network.logins.resendInvitation.useMutation();
  const resend: InvitationResend = {
    send: (login) =>
      resendMutation.mutate(
        { providerId, loginId: login.id },
        {
          onSuccess: ({ email }) => toastSuccess("login-invitation", LL.api.loginInvitationSent({ email })),
          onError: (error) => {
            toastError("login-invitation", messageOf(error, LL.network.fallback.invitationFailed({ email: login.email })));
            void utils.network.logins.list.invalidate({ providerId });
          },
        },
      ),
    pendingFor: resendMutation.isPending ? (resendMutation.variables?.loginId ?? null) : null,
  };
  const [removing, setRemoving] = useState<ListedLogin | null>(null);
  const form = useForm({ name: "new-login", initialValues: { givenName: "", lastName: "", email: "" } });
  useEffect(() => {
    if (logins.isError) toastError("logins", messageOf(logins.error, LL.network.fallback.loginDataLoadingFailed()));
  }, [logins.isError, logins.error, LL]);

  const save = (values: { givenName: string; lastName: string; email: string }) => {
    const problem = loginProblem(values);
    if (problem) return refuseInForm(form, "login", loginProblemField[problem], LL.api[problem]());
    create.mutate(
      { providerId, ...values },
      {
        onSuccess: () => {
          toastSuccess("login", LL.api.loginCreated());
          setOpened(false);
          form.reset();
          setPage(1);
          void utils.network.logins.list.invalidate({ providerId });
          void utils.network.providers.get.invalidate({ id: providerId });
        },
        onError: (error) => {
          const message = messageOf(error, LL.network.fallback.loginCreationFailed());
          // The one conflict of a new login is its e-mail, taken already: the field says so too.
          if (error.data?.code === "CONFLICT") refuseInForm(form, "login", "email", message);
          else toastError("login", message);
        },
      },
    );
  };

  const confirmRemoval = () => {
    const login = removing;
    if (!login) return;
    remove.mutate(
      { providerId, loginId: login.id },
      {
        onSuccess: () => {
          toastSuccess("login-removal", LL.api.loginRemoved());
          setRemoving(null);
          void utils.network.logins.list.invalidate({ providerId });
          void utils.network.providers.get.invalidate({ id: providerId });
        },
        onError: (error) => {
          setRemoving(null);
          toastError("login-removal", messageOf(error, LL.network.fallback.loginRemovalFailed({ email: login.email })));
          void utils.network.logins.list.invalidate({ providerId });
          void utils.network.providers.get.invalidate({ id: providerId });
        },
      },
    );
  };

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Text c="gray.7">{t.intro()}</Text>
        <Button onClick={() => setOpened(true)}>{t.newLogin()}</Button>
      </Group>
      {/* A phone shows cards, a wider screen the table (docs/product/consoles.md). */}
      <Box hiddenFrom="sm">
        <LoginCards items={logins.data?.items} loading={logins.isLoading} onRemove={setRemoving} resend={resend} />
      </Box>
      <Table.ScrollContainer minWidth={680} visibleFrom="sm">
        <Table striped withTableBorder verticalSpacing="sm" className="hs-table-key">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t.colEmail()}</Table.Th>
              <Table.Th>{t.colName()}</Table.Th>
              <Table.Th>{t.colCreated()}</Table.Th>
              <Table.Th>{t.colLastSignIn()}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {logins.isLoading && <SkeletonRows columns={4} rows={3} />}
            {logins.data?.items.map((login) => (
              <Table.Tr key={login.id}>
                <Table.Td>
                  {/* The action sits with its key, the e-mail, which stays in sight on a phone (docs/product/consoles.md). */}
                  <Stack gap={2} align="flex-start">
                    <Text size="sm" style={{ overflowWrap: "anywhere" }}>
                      {login.email}
                    </Text>
                    <Button
                      size="compact-sm"
                      variant="subtle"
                      color="red"
                      px={0}
                      onClick={() => setRemoving(login)}
                      aria-label={t.removeLabel({ email: login.email })}
                    >
                      {t.remove()}
                    </Button>
                  </Stack>
                </Table.Td>
                <Table.Td>
                  {login.givenName} {login.lastName}
                </Table.Td>
                <Table.Td>{formatDateTime(login.createdAt)}</Table.Td>
                {/* A login nobody ever used is worth a call to the provider (docs/product/consoles.md). */}
                <Table.Td>
                  {login.lastSignInAt ? (
                    formatDateTime(login.lastSignInAt)
                  ) : (
                    <Stack gap={2} align="flex-start">
                      <Text size="sm" c="orange.9" fw={600}>
                        {t.neverSignedIn()}
                      </Text>
                      <ResendInvitationButton login={login} resend={resend} />
                    </Stack>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {logins.data && logins.data.items.length === 0 && <Alert color="gray">{t.empty()}</Alert>}
      <ListPagination result={logins.data} page={page} onChange={setPage} />
      <ConfirmDialog
        opened={removing !== null}
        title={t.removeTitle({ email: removing?.email ?? "" })}
        text={t.removeText({ name: `${removing?.givenName ?? ""} ${removing?.lastName ?? ""}`.trim(), provider: providerName, email: removing?.email ?? "" })}
        confirmLabel={t.removeConfirm()}
        cancelLabel={LL.network.common.cancel()}
        color="red"
        loading={remove.isPending}
        onClose={() => setRemoving(null)}
        onConfirm={confirmRemoval}
      />
      <Modal opened={opened} onClose={() => setOpened(false)} title={t.modalTitle()} centered>
        <form onSubmit={form.onSubmit(save)} noValidate>
          <Stack>
            <TextInput label={t.givenName()} withAsterisk autoComplete="off" {...form.getInputProps("givenName")} />
            <TextInput label={t.lastName()} withAsterisk autoComplete="off" {...form.getInputProps("lastName")} />
            <TextInput label={t.email()} withAsterisk type="email" autoComplete="off" {...form.getInputProps("email")} />
            {/* Said before the login is created: the person hears of it (docs/product/notifications.md). */}
            <Text size="sm" c="gray.7">
              {t.modalIntro()}
            </Text>
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setOpened(false)}>
                {LL.network.common.cancel()}
              </Button>
              <Button type="submit" loading={create.isPending}>
                {t.create()}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </Stack>
  );
}
