import { createHash } from "node:crypto";
import { consentMaxAgeMs, consentStorageKey, consentVersion } from "@/client/analytics/consent";

/**
 * The one inline script of a server-rendered page. The server renders the consent banner open
 * (it cannot read the browser's storage); this marks the page before the first paint when a
 * valid choice is stored, so a returning visitor never sees the banner flash. Allowed by its hash.
 */
export const consentScript =
  `try{var c=JSON.parse(localStorage.getItem(${JSON.stringify(consentStorageKey)})||"null"),n=Date.now();` +
  `if(c&&typeof c.analytics==="boolean"&&c.version===${consentVersion}&&typeof c.timestamp==="number"&&n-c.timestamp<=${consentMaxAgeMs}&&c.timestamp<=n+60000)` +
  `document.documentElement.setAttribute("data-hs-consent","")}catch(e){}`;

export const consentScriptHash = `'sha256-${createHash("sha256").update(consentScript).digest("base64")}'`;
