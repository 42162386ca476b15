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
}

export function isHydrating(): boolean {
  return hydrating;
}
