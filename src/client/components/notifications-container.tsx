import { MantineThemeProvider, Notification } from "@mantine/core";
import { Notifications } from "@mantine/notifications";
import { useEffect, useMemo } from "react";
import { useLL } from "../i18n/language";

/**
 * Toasts auto-close after 5,000 ms, top right under the sticky header, never over its links
 * (styles.css; loaded by ./notifications-host.tsx). Each toast's close button is named in the page's language:
 * Mantine's has only an icon.
 */
export default function NotificationsContainer() {
  useToastsRoom();
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

/**
 * How much of the screen's bottom the toasts take, as `--hs-toasts-room` on the page: on a phone,
 * where toasts lie at the bottom, a tall dialog opened meanwhile ends above them instead of under
 * them (styles.css).
 */
function useToastsRoom() {
  useEffect(() => {
    const html = document.documentElement;
    const update = () => {
      const tops = [...document.querySelectorAll(".mantine-Notifications-root .mantine-Notification-root")].map((toast) => toast.getBoundingClientRect().top);
      if (tops.length === 0) html.style.removeProperty("--hs-toasts-room");
      else html.style.setProperty("--hs-toasts-room", `${Math.max(0, Math.ceil(window.innerHeight - Math.min(...tops)))}px`);
    };
    const observer = new ResizeObserver(update);
    // Mantine's containers (one per position) are in a portal, there once this component has rendered.
    const frame = requestAnimationFrame(() => {
      for (const root of document.querySelectorAll(".mantine-Notifications-root")) observer.observe(root);
      update();
    });
    return () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
      html.style.removeProperty("--hs-toasts-room");
    };
  }, []);
}
