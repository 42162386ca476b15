import { Button, Group, Paper, Stack, Text } from "@mantine/core";
import { ProjectCardList } from "../../components/project-card";
import { formatDateTime } from "../../components/format";
import { useLL } from "../../i18n/language";
import type { RouterOutputs } from "../../trpc";

export type ListedLogin = RouterOutputs["network"]["logins"]["list"]["items"][number];

/**
 * A provider's web logins on a phone, as the providers are (provider-list-cards.tsx): a card each
 * instead of a four-column table that scrolled sideways at 375 px (docs/product/consoles.md).
 */
export function LoginCards({
  items,
  loading,
  onRemove,
  resend,
}: {
  items: readonly ListedLogin[] | undefined;
  loading: boolean;
  onRemove(login: ListedLogin): void;
  resend: InvitationResend;
}) {
  const t = useLL().network.logins;
  return (
    <ProjectCardList label={t.listLabel()} loading={loading}>
      {items?.map((login) => (
        <Paper component="li" key={login.id} withBorder radius="md" p="sm">
          <Stack gap={4}>
            <Text fw={600} style={{ overflowWrap: "anywhere" }}>
              {login.email}
            </Text>
            <Text size="sm">
              {login.givenName} {login.lastName}
            </Text>
            <Text size="sm" c="gray.7">
              {t.createdOn({ when: formatDateTime(login.createdAt) })}
            </Text>
            <Text size="sm" c={login.lastSignInAt ? "gray.7" : "orange.9"} fw={login.lastSignInAt ? undefined : 600}>
              {t.lastSignInOn({ when: login.lastSignInAt ? formatDateTime(login.lastSignInAt) : t.neverSignedIn() })}
            </Text>
            <Group gap="md">
              {!login.lastSignInAt && <ResendInvitationButton login={login} resend={resend} />}
              <Button size="compact-sm" variant="subtle" color="red" px={0} onClick={() => onRemove(login)} aria-label={t.removeLabel({ email: login.email })}>
                {t.remove()}
              </Button>
            </Group>
          </Stack>
        </Paper>
      ))}
    </ProjectCardList>
  );
}

/** What the tab gives its rows and cards to send an invitation again, and which login it is sending to. */
export interface InvitationResend {
  send(login: ListedLogin): void;
  pendingFor: number | null;
}

/** Shown for a login nobody ever used: the person may have missed or lost the first mail (docs/product/consoles.md). */
export function ResendInvitationButton({ login, resend }: { login: ListedLogin; resend: InvitationResend }) {
  const t = useLL().network.logins;
  return (
    <Button
      size="compact-sm"
      variant="subtle"
      px={0}
      onClick={() => resend.send(login)}
      loading={resend.pendingFor === login.id}
      aria-label={t.resendLabel({ email: login.email })}
    >
      {t.resend()}
    </Button>
  );
}
