import type { MantineColor } from "@mantine/core";
import { notifications, notificationsStore } from "@mantine/notifications";
import { createElement, Fragment, type ReactNode } from "react";
import { ErrorReference } from "../observability/error-reference";
import { takeRecentFailure } from "../observability/failed-replies";

export interface NotifyOptions {
  /** Same id, same message: shown once while it is on screen or waiting in the queue. */
  id: string;
  color: MantineColor;
  message: ReactNode;
  title?: ReactNode;
}

/** Closes the red toasts on screen or waiting (after a success that makes them out of date). */
export function clearErrorToasts(): void {
  const { notifications: shown, queue } = notificationsStore.getState();
  for (const n of [...shown, ...queue]) if (n.color === "red" && n.id) notifications.hide(n.id);
}

/**
 * Shows a toast (auto-closes after 5,000 ms, see providers.tsx), de-duplicated by id. An error
 * toast that follows a server failure names its reference (the failed reply's X-Request-Id).
 */
export function notify({ id, color, message, title }: NotifyOptions): void {
  const { notifications: shown, queue } = notificationsStore.getState();
  if (shown.some((n) => n.id === id) || queue.some((n) => n.id === id)) return;
  notifications.show({ id, color, message: color === "red" ? withReference(message) : message, title, withBorder: true });
}

/** The message, and under it the reference of a server failure of the last seconds, if any. */
export function withReference(message: ReactNode): ReactNode {
  const reference = takeRecentFailure();
  return reference ? createElement(Fragment, null, message, createElement(ErrorReference, { id: reference })) : message;
}
