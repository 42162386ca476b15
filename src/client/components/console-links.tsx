import { Anchor, Button, Group } from "@mantine/core";
import { Link } from "wouter";
import { logout, useStoredLogin } from "../auth/login-state";
import { useLL } from "../i18n/language";

/** Header links per role (spec section 2, page frame) and Log Out while signed in. */
export function ConsoleLinks() {
  const LL = useLL();
  const { loginType } = useStoredLogin();
  if (loginType !== "network" && loginType !== "provider") return null;
  return (
    <Group gap="xs" wrap="nowrap" component="nav" fz="sm" aria-label={LL.auth.loginTitle()}>
      {loginType === "network" && (
        <>
          <Anchor component={Link} href="/network/providerlist" fw={600}>
            {LL.auth.providersLink()}
          </Anchor>
          <Anchor component={Link} href="/network/homeprojectlist" fw={600}>
            {LL.auth.projectsLink()}
          </Anchor>
        </>
      )}
      {loginType === "provider" && (
        <Anchor component={Link} href="/provider/homeprojectlist" fw={600}>
          {LL.auth.projectsLink()}
        </Anchor>
      )}
      <Button variant="subtle" size="compact-sm" onClick={() => void logout()}>
        {LL.auth.logout()}
      </Button>
    </Group>
  );
}
