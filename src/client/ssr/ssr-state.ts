import type { DehydratedState } from "@tanstack/react-query";
import type { Language } from "@/shared/catalog-types";

/**
 * What a server-rendered page hands to the browser: the language it was rendered in and the
 * query results it used, so that hydration starts from the same data and fetches nothing again.
 */
export interface SsrState {
  language: Language;
  queries: DehydratedState;
}

export const ssrStateElementId = "hs-ssr-state";

/** JSON safe inside a <script> element: no "</script>" or "<!--" can close or comment it. */
export function serializeSsrState(state: SsrState): string {
  return JSON.stringify(state)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

/** The state the server wrote into the page, or null for a page rendered only in the browser. */
export function readSsrState(): SsrState | null {
  const element = typeof document === "undefined" ? null : document.getElementById(ssrStateElementId);
  if (!element?.textContent) return null;
  try {
    const value = JSON.parse(element.textContent) as Partial<SsrState>;
    if ((value.language !== "fr" && value.language !== "nl") || typeof value.queries !== "object" || value.queries === null) return null;
    return value as SsrState;
  } catch {
    return null;
  }
}
