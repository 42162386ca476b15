import { Alert, type AlertProps } from "@mantine/core";
import { type ReactNode, useEffect, useRef } from "react";

/**
 * An alert that takes the focus when it appears: it replaces the form or button that had it (a
 * sent form, an erasure), and the focus would otherwise fall to the page (docs/product/accessibility.md).
 */
export function FocusedAlert({ children, ...props }: AlertProps & { "data-testid"?: string; children: ReactNode }) {
  const alert = useRef<HTMLDivElement>(null);
  useEffect(() => alert.current?.focus({ preventScroll: true }), []);
  return (
    <Alert ref={alert} tabIndex={-1} {...props}>
      {children}
    </Alert>
  );
}
