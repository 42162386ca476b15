import { Anchor, Button, Container, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { Link } from "wouter";
import { logout } from "../../auth/login-state";
import { usePage } from "../../components/use-page";
import { useLL } from "../../i18n/language";

/** A console page of the other role: say so, and offer the own console or another account (docs/product/consoles.md). */
export function NoAccessPage({ ownHome }: { ownHome: string }) {
  const LL = useLL();
  usePage("no-access", LL.auth.noAccessTitle());
  return (
    <Container size="xs" py={64} px="md">
      <Paper withBorder p="xl" radius="md" role="alert">
        <Stack>
          <Title order={1} size="h2">
            {LL.auth.noAccessTitle()}
          </Title>
          <Text>{LL.auth.noAccessText()}</Text>
          <Group>
            <Button component={Link} href={ownHome}>
              {LL.auth.backToOwnConsole()}
            </Button>
            <Button variant="default" onClick={() => void logout()}>
              {LL.auth.switchAccount()}
            </Button>
          </Group>
          <Anchor component={Link} href="/">
            {LL.auth.homeLink()}
          </Anchor>
        </Stack>
      </Paper>
    </Container>
  );
}
