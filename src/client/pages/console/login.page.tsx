import { Alert, Anchor, Button, Container, Paper, Stack, Text, Title } from "@mantine/core";
import { useEffect } from "react";
import { Link, useSearch } from "wouter";
import { storeLogin } from "../../auth/login-state";
import { usePage } from "../../components/use-page";
import { useLL } from "../../i18n/language";
import { safeReturnPath } from "@/shared/return-path";

/** `login`: a Login button (redirect sign-in through /auth/login) and a Home link. */
export default function LoginPage() {
  const LL = useLL();
  usePage("login", LL.auth.loginTitle());
  const params = new URLSearchParams(useSearch());
  const reason = params.get("state") ?? params.get("error");
  // A console page the person was going to: sign-in brings them back to it (docs/product/consoles.md).
  const next = safeReturnPath(params.get("next"));
  useEffect(() => {
    // Not accepted (docs/product/roles.md, docs/product/sign-in.md): the stored hints are cleared and the user marked so.
    if (reason === "not-accepted" || reason === "email-unverified") storeLogin("not-accepted");
  }, [reason]);
  // email-unverified: the issuer did not confirm the e-mail that matches a login (docs/product/sign-in.md).
  const message =
    reason === "not-accepted"
      ? LL.auth.notAccepted()
      : reason === "email-unverified"
        ? LL.auth.emailUnverified()
        : reason === "failed"
          ? LL.auth.loginFailed()
          : reason === "unavailable"
            ? LL.auth.loginUnavailable()
            : reason === "expired"
              ? LL.auth.sessionEnded()
              : null;
  return (
    <Container size="xs" py={64}>
      <Paper withBorder p="xl" radius="md">
        <Stack>
          <Title order={1} size="h2">
            {LL.auth.loginTitle()}
          </Title>
          <Text>{LL.auth.loginIntro()}</Text>
          {message && (
            <Alert color={reason === "not-accepted" || reason === "email-unverified" ? "orange" : "red"} role="alert">
              {message}
            </Alert>
          )}
          <Button component="a" href={next ? `/auth/login?next=${encodeURIComponent(next)}` : "/auth/login"} size="md">
            {LL.auth.loginButton()}
          </Button>
          <Anchor component={Link} href="/">
            {LL.auth.homeLink()}
          </Anchor>
        </Stack>
      </Paper>
    </Container>
  );
}
