import type { ReactNode } from "react";
import { useHydrated } from "./use-hydrated";

/**
 * Until the app has taken over a server-rendered form, a tap would change an input that the app
 * then resets: the form takes no pointer input for that short moment instead. Only this wrapper
 * renders again when it ends; its children are the same elements, so React leaves them alone.
 */
export function HydrationGuard({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  return (
    <div className={hydrated ? undefined : "hs-hydrating"} aria-busy={hydrated ? undefined : true}>
      {children}
    </div>
  );
}
