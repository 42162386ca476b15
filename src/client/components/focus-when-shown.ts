/**
 * Focuses the element with this id, and again when a lazily loaded part replaces it with its own
 * (a wizard step whose code arrives after the step changed), for a few seconds; returns the cleanup.
 * Without it the focus stayed on the page when a step was shown for the first time
 * (docs/product/accessibility.md).
 */
export function focusWhenShown(id: string, withinMs = 10_000): () => void {
  let focused: HTMLElement | null = null;
  const focus = () => {
    const element = document.getElementById(id);
    if (!element || element === focused) return;
    element.focus({ preventScroll: true });
    focused = element;
  };
  focus();
  const observer = new MutationObserver(focus);
  observer.observe(document.body, { childList: true, subtree: true });
  const stop = window.setTimeout(() => observer.disconnect(), withinMs);
  return () => {
    observer.disconnect();
    window.clearTimeout(stop);
  };
}
