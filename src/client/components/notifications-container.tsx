import { Notifications } from "@mantine/notifications";

/** Toasts auto-close after 5,000 ms, top right (loaded by ./notifications-host.tsx). */
export default function NotificationsContainer() {
  return <Notifications autoClose={5000} position="top-right" />;
}
