import { Anchor, Button, Group, Menu } from "@mantine/core";
import { Link, useLocation } from "wouter";
import { logout, useStoredLogin } from "../auth/login-state";
import { useLL } from "../i18n/language";

/**
 * Header links per role (docs/product/screens-and-routes.md, page frame) and Log Out while signed
 * in. From 576 px they sit in the header; on a phone they fold into one menu so that the header
 * fits 320 px (docs/product/consoles.md).
 */
export default function ConsoleLinks() {
  const LL = useLL();
  const [, navigate] = useLocation();
  const { loginType } = useStoredLogin();
  if (loginType !== "network" && loginType !== "provider") return null;
  const links =
    loginType === "network"
      ? [
          { href: "~/network/dashboard", label: LL.dashboard.navLink() },
          { href: "~/network/providerlist", label: LL.auth.providersLink() },
          { href: "~/network/homeprojectlist", label: LL.auth.projectsLink() },
        ]
      : [
          // The landing page: the list with the provider's own figures above it (docs/product/screens-and-routes.md).
          { href: "~/provider", label: LL.auth.projectsLink() },
          { href: "~/provider/absences", label: LL.provider.absences.navLink() },
        ];
  return (
    <>
      <Group gap="xs" wrap="nowrap" component="nav" fz="sm" aria-label={LL.auth.loginTitle()} visibleFrom="sm">
        {links.map((link) => (
          <Anchor key={link.href} component={Link} href={link.href} fw={600}>
            {link.label}
          </Anchor>
        ))}
        <Button variant="subtle" size="compact-sm" onClick={() => void logout()}>
          {LL.auth.logout()}
        </Button>
      </Group>
      <Menu position="bottom-end" withinPortal shadow="md" width={220}>
        <Menu.Target>
          <Button variant="subtle" hiddenFrom="sm" px="xs">
            {LL.auth.menu()}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          {links.map((link) => (
            <Menu.Item key={link.href} onClick={() => navigate(link.href)}>
              {link.label}
            </Menu.Item>
          ))}
          <Menu.Divider />
          <Menu.Item onClick={() => void logout()}>{LL.auth.logout()}</Menu.Item>
        </Menu.Dropdown>
      </Menu>
    </>
  );
}
