import { useBrowserStore } from "../ssr/use-browser-store";

/**
 * The local-storage keys of docs/product/roles.md. They are UI hints only: the server decides on
 * every call from the session cookie and never reads them.
 */
export type StoredLoginType = "network" | "provider" | "not-accepted" | "";
export const loginTypeKey = "loginType";
export const providerIdKey = "providerId";

const listeners = new Set<() => void>();

function read(): { loginType: StoredLoginType; providerId: number } {
  try {
    const raw = localStorage.getItem(loginTypeKey) ?? "";
    const loginType = (["network", "provider", "not-accepted"].includes(raw) ? raw : "") as StoredLoginType;
    return { loginType, providerId: Number(localStorage.getItem(providerIdKey) ?? 0) || 0 };
  } catch {
    return { loginType: "", providerId: 0 };
  }
}

let snapshot = read();
function refresh() {
  const next = read();
  if (next.loginType !== snapshot.loginType || next.providerId !== snapshot.providerId) {
    snapshot = next;
    for (const listener of listeners) listener();
  }
}

// A change of login type in another tab is picked up (docs/product/roles.md).
if (typeof window !== "undefined") window.addEventListener("storage", refresh);

export function storeLogin(loginType: StoredLoginType, providerId = 0) {
  try {
    if (loginType === "") {
      localStorage.removeItem(loginTypeKey);
      localStorage.removeItem(providerIdKey);
    } else {
      localStorage.setItem(loginTypeKey, loginType);
      if (loginType === "not-accepted") localStorage.removeItem(providerIdKey);
      else localStorage.setItem(providerIdKey, String(providerId));
    }
  } catch {
    // Private mode without storage: the server session still decides everything.
  }
  refresh();
}

/** What the server renders: it never knows the browser's hints. */
const signedOut = { loginType: "" as StoredLoginType, providerId: 0 };

function subscribeLogin(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const currentLogin = () => snapshot;

export function useStoredLogin() {
  return useBrowserStore(subscribeLogin, currentLogin, signedOut);
}

let leaving = false;
/** True once logout() has started: pages leave the hints alone until the browser has left. */
export function isLoggingOut(): boolean {
  return leaving;
}

/** Ends the server session, clears the hints, and goes through the issuer's logout to /login. */
export async function logout() {
  leaving = true;
  let target = "/login";
  try {
    const response = await fetch("/auth/logout", { method: "POST", headers: { "content-type": "application/json" }, credentials: "same-origin" });
    const body = (await response.json()) as { redirect?: string };
    if (body.redirect) target = body.redirect;
  } catch {
    // Even offline, the local hints go.
  }
  storeLogin("");
  window.location.assign(target);
}
