import { MantineThemeProvider, Notification } from "@mantine/core";
import { Notifications } from "@mantine/notifications";
import { useMemo } from "react";
import { useLL } from "../i18n/language";

/**
 * Toasts auto-close after 5,000 ms, top right under the sticky header, never over its links
 * (styles.css; loaded by ./notifications-host.tsx). Each toast's close button is named in the page's language:
 * Mantine's has only an icon.
 */
export default function NotificationsContainer() {
  const LL = useLL();
  const close = LL.common.close();
  const theme = useMemo(
    () => ({ components: { Notification: Notification.extend({ defaultProps: { closeButtonProps: { "aria-label": close } } }) } }),
    [close],
  );
  return (
    <MantineThemeProvider theme={theme} inherit>
      <Notifications autoClose={5000} position="top-right" />
    </MantineThemeProvider>
  );
}
