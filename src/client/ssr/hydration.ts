/**
 * Whether React is still hydrating the server's HTML. Set by main.tsx before `hydrateRoot`; ends
 * when the page's own content has hydrated (HydrationEnd, after the lazy page in the router).
 */
let hydrating = false;

export function startHydrating(): void {
  hydrating = true;
}

export function finishHydrating(): void {
  hydrating = false;
  markAppReady();
}

/**
 * From here on the page's own content handles clicks: the end-to-end tests wait for
 * html[data-app-ready] before they tap (docs/testing.md). Set once the page's content has
 * committed, not when hydration starts: a tap while a transition hydrates can be lost.
 */
export function markAppReady(): void {
  document.documentElement.setAttribute("data-app-ready", "");
}

export function isHydrating(): boolean {
  return hydrating;
}
