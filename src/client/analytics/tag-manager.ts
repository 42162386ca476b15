import { gtmId } from "../config";
import { isPrivateAddress } from "@/shared/private-addresses";
import { getConsentState, subscribeConsent } from "./consent";

let loadedId: string | null = null;

/** Adds the Google Tag Manager script once. Never called without analytics consent or without an id. */
function loadTagManager(id: string): void {
  if (loadedId || document.getElementById("gtm-script")) return;
  loadedId = id;
  window.dataLayer = window.dataLayer ?? [];
  window.dataLayer.push({ "gtm.start": Date.now(), event: "gtm.js" });
  const script = document.createElement("script");
  script.id = "gtm-script";
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(id)}`;
  document.head.appendChild(script);
}

/** Removes first-party analytics cookies (_ga, _gid...) after a refusal. */
function clearAnalyticsCookies(): void {
  const host = window.location.hostname;
  const domains = ["", host, `.${host}`, `.${host.split(".").slice(-2).join(".")}`];
  for (const part of document.cookie.split(";")) {
    const name = part.split("=")[0]?.trim();
    if (!name || !/^(_ga|_gid|_gat|_gcl)/.test(name)) continue;
    for (const domain of domains) {
      document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/${domain ? `; domain=${domain}` : ""}`;
    }
  }
}

/** Set once this document has shown a private page (src/shared/private-addresses.ts): its history holds it too. */
let privateAddressShown = false;

/**
 * Loads the tag manager when (and only when) analytics consent is given, an id is configured and
 * the document never showed a private page (a status or rating link, whose address holds the
 * customer's secret, or a console, which shows customers' personal data: the tag manager records
 * page addresses and can read the page, also after Back). When consent is withdrawn after the script was loaded, the
 * analytics cookies are removed and the page reloads so that no tag keeps running; so it does if
 * a private page comes up with the script loaded.
 */
function applyTagManager(): void {
  if (isPrivateAddress(window.location.pathname)) privateAddressShown = true;
  const id = gtmId();
  const analytics = getConsentState().choice?.analytics === true;
  if (analytics && id) {
    if (!privateAddressShown) loadTagManager(id);
    else if (loadedId) window.location.reload();
  } else if (!analytics && getConsentState().choice) {
    clearAnalyticsCookies();
    if (loadedId) window.location.reload();
  }
}

export function startTagManager(): () => void {
  applyTagManager();
  return subscribeConsent(applyTagManager);
}

/** Each in-app navigation: a private page stops the tag manager from loading in this document. */
export const tagManagerFollowsAddress = applyTagManager;
