import type { MantineColor } from "@mantine/core";
import { notifications, notificationsStore } from "@mantine/notifications";
import type { ReactNode } from "react";

export interface NotifyOptions {
  /** Same id, same message: shown once while it is on screen or waiting in the queue. */
  id: string;
  color: MantineColor;
  message: ReactNode;
  title?: ReactNode;
}

/** Shows a toast (auto-closes after 5,000 ms, see providers.tsx), de-duplicated by id. */
export function notify({ id, color, message, title }: NotifyOptions): void {
  const { notifications: shown, queue } = notificationsStore.getState();
  if (shown.some((n) => n.id === id) || queue.some((n) => n.id === id)) return;
  notifications.show({ id, color, message, title, withBorder: true });
}
