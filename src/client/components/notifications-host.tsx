import { notificationsStore } from "@mantine/notifications";
import { lazy, Suspense, useEffect, useState } from "react";

/** Mantine's toast container: a chunk of its own, fetched with the first toast (./notify.ts). */
const Notifications = lazy(() => import("./notifications-container"));

/** Where toasts appear. Renders nothing until the first toast is asked for. */
export function NotificationsHost() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (wanted) return;
    const check = () => {
      const { notifications, queue } = notificationsStore.getState();
      if (notifications.length + queue.length > 0) setWanted(true);
    };
    check();
    return notificationsStore.subscribe(check);
  }, [wanted]);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Notifications />
    </Suspense>
  );
}
