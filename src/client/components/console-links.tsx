import { Button, Group, Menu } from "@mantine/core";
import { Link, useLocation } from "wouter";
import { usePathname } from "wouter/use-browser-location";
import { logout, useStoredLogin } from "../auth/login-state";
import { useLL } from "../i18n/language";
import { headerMenuProps } from "./fixed-floating";

/**
 * Header links per role (docs/product/screens-and-routes.md, page frame) and Log Out while signed
 * in. From 576 px they sit in the header; on a phone they fold into one menu so that the header
 * fits 320 px (docs/product/consoles.md).
 */
export default function ConsoleLinks() {
  const LL = useLL();
  const [, navigate] = useLocation();
  const pathname = usePathname();
  const { loginType } = useStoredLogin();
  if (loginType !== "network" && loginType !== "provider") return null;
  // `pages`: the paths where the link is the current page ("/network" is the dashboard, "/provider" the project list).
  const links =
    loginType === "network"
      ? [
          { href: "~/network/dashboard", label: LL.dashboard.navLink(), pages: /^\/network(\/dashboard)?$/ },
          { href: "~/network/providerlist", label: LL.auth.providersLink(), pages: /^\/network\/providerlist$/ },
          { href: "~/network/homeprojectlist", label: LL.auth.projectsLink(), pages: /^\/network\/homeprojectlist(\/\d+)?$/ },
        ]
      : [
          // The landing page: the list with the provider's own figures above it (docs/product/screens-and-routes.md).
          { href: "~/provider", label: LL.auth.projectsLink(), pages: /^\/provider(\/homeprojectlist)?$/ },
          { href: "~/provider/visits", label: LL.provider.visits.navLink(), pages: /^\/provider\/visits$/ },
          { href: "~/provider/absences", label: LL.provider.absences.navLink(), pages: /^\/provider\/absences$/ },
        ];
  const isCurrent = (link: { pages: RegExp }) => link.pages.test(pathname.replace(/\/+$/, ""));
  return (
    <>
      {/* Links and Log Out are the same compact buttons, so they share one size and one baseline. */}
      <Group gap={4} wrap="nowrap" align="center" component="nav" aria-label={LL.auth.loginTitle()} visibleFrom="sm">
        {links.map((link) => {
          const current = isCurrent(link);
          return (
            <Button
              key={link.href}
              component={Link}
              href={link.href}
              variant={current ? "light" : "subtle"}
              size="compact-sm"
              aria-current={current ? "page" : undefined}
              className="hs-console-link"
            >
              {link.label}
            </Button>
          );
        })}
        <Button variant="subtle" size="compact-sm" onClick={() => void logout()}>
          {LL.auth.logout()}
        </Button>
      </Group>
      <Menu position="bottom-end" {...headerMenuProps} shadow="md" width={220}>
        <Menu.Target>
          <Button variant="subtle" hiddenFrom="sm" px="xs">
            {LL.auth.menu()}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          {links.map((link) => (
            <Menu.Item
              key={link.href}
              onClick={() => navigate(link.href)}
              aria-current={isCurrent(link) ? "page" : undefined}
              fw={isCurrent(link) ? 700 : undefined}
            >
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
