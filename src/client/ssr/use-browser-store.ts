import { startTransition, useEffect, useState } from "react";
import { isHydrating } from "./hydration";

const onServer = typeof document === "undefined";

/**
 * A value kept in the browser (stored consent, stored sign-in) that the server cannot know.
 * On the server and while hydrating, the server's value, so that the HTML matches; right after,
 * the browser's, as a transition. (`useSyncExternalStore` would re-render at once, in one task
 * that holds a phone's main thread, every component whose value differs from the server's.)
 * Later changes of the store render as usual.
 */
export function useBrowserStore<T>(subscribe: (listener: () => void) => () => void, getSnapshot: () => T, serverSnapshot: T): T {
  const [value, setValue] = useState<T>(() => (onServer || isHydrating() ? serverSnapshot : getSnapshot()));
  useEffect(() => {
    const update = () => setValue(getSnapshot());
    const unsubscribe = subscribe(update);
    // Also catches a change between the first render and this subscription.
    startTransition(update);
    return unsubscribe;
  }, [subscribe, getSnapshot]);
  return value;
}
