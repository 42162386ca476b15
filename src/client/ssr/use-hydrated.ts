import { useBrowserStore } from "./use-browser-store";

const noSubscription = () => () => {};
const inBrowser = () => true;

/**
 * False while the server renders and while the browser hydrates that HTML, true once the app
 * runs the page (at once for a page the browser renders itself).
 */
export function useHydrated(): boolean {
  return useBrowserStore(noSubscription, inBrowser, false);
}
