import { useBrowserStore } from "../ssr/use-browser-store";

/**
 * First-party cookie consent (docs/product/personal-data.md): the choice is kept in
 * local storage with its time and expires after 179 days (the 6 months of the policies).
 */
export const consentStorageKey = "cookieConsent";
export const consentVersion = 1;
export const consentMaxAgeMs = 179 * 24 * 60 * 60 * 1000;

export interface ConsentChoice {
  analytics: boolean;
  /** Epoch milliseconds of the choice. */
  timestamp: number;
  version: number;
}

interface ConsentState {
  choice: ConsentChoice | null;
  /** The banner is shown: no valid choice yet, or reopened from the footer or cookiesettings. */
  bannerOpen: boolean;
  /** Reopened on purpose: the banner starts on the detailed (personalise) view. */
  reopened: boolean;
}

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

export function readConsent(now = Date.now()): ConsentChoice | null {
  try {
    const raw = storage()?.getItem(consentStorageKey);
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<ConsentChoice>;
    if (typeof value.analytics !== "boolean" || typeof value.timestamp !== "number" || value.version !== consentVersion) return null;
    if (now - value.timestamp > consentMaxAgeMs || value.timestamp > now + 60_000) return null;
    return { analytics: value.analytics, timestamp: value.timestamp, version: value.version };
  } catch {
    return null;
  }
}

const initialChoice = typeof window === "undefined" ? null : readConsent();
let state: ConsentState = { choice: initialChoice, bannerOpen: initialChoice === null, reopened: false };
const listeners = new Set<() => void>();

function setState(next: ConsentState) {
  state = next;
  for (const listener of listeners) listener();
}

export function subscribeConsent(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getConsentState(): ConsentState {
  return state;
}

/** What the server renders (it cannot read the browser's storage): no choice yet, banner open. */
const serverState: ConsentState = { choice: null, bannerOpen: true, reopened: false };

export function useConsent(): ConsentState {
  return useBrowserStore(subscribeConsent, getConsentState, serverState);
}

/** Stores a choice and closes the banner. */
export function saveConsent(analytics: boolean): ConsentChoice {
  const choice: ConsentChoice = { analytics, timestamp: Date.now(), version: consentVersion };
  storage()?.setItem(consentStorageKey, JSON.stringify(choice));
  setState({ choice, bannerOpen: false, reopened: false });
  return choice;
}

/** Reopens the banner (footer link, cookiesettings page). */
export function openConsentBanner(): void {
  setState({ ...state, bannerOpen: true, reopened: true });
}

export function closeConsentBanner(): void {
  if (state.choice) setState({ ...state, bannerOpen: false, reopened: false });
}
