import { changesState, readsLikeGet } from "./state-changing";
import type { Env } from "../env";
import { consentScriptHash } from "../ssr/consent-script";
import { mediaTypeOf } from "./input-guards";

/** Security headers for every reply; the tag manager is allowed only when configured. */
export function securityHeaders(env: Env, options: { issuerOrigin?: string; devBundler: boolean }): (path: string) => Record<string, string> {
  const gtm = env.GTM_ID ? " https://www.googletagmanager.com" : "";
  const analytics = env.GTM_ID ? " https://www.google-analytics.com https://*.google-analytics.com https://*.analytics.google.com" : "";
  const issuer = options.issuerOrigin ? ` ${options.issuerOrigin}` : "";
  const app = [
    "default-src 'self'",
    // Bun's development bundler injects inline scripts for hot reload.
    // The consent marker of server-rendered pages is the one inline script, allowed by its hash
    // (not next to 'unsafe-inline': a hash would switch that off).
    `script-src 'self'${gtm}${options.devBundler ? " 'unsafe-inline'" : ` ${consentScriptHash}`}`,
    // Mantine writes its CSS variables in a style element.
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data:${gtm}${analytics}`,
    `connect-src 'self'${analytics}`,
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    `form-action 'self'${issuer}`,
    "frame-ancestors 'none'",
  ].join("; ");
  // The development issuer's pages post themselves with a small inline script.
  const devIdp = "default-src 'self'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'";
  const common: Record<string, string> = {
    "x-content-type-options": "nosniff",
    "referrer-policy": "strict-origin-when-cross-origin",
    "x-frame-options": "DENY",
    "cross-origin-opener-policy": "same-origin",
    "permissions-policy": "camera=(self), microphone=(), geolocation=()",
  };
  if (env.NODE_ENV === "production") common["strict-transport-security"] = "max-age=31536000; includeSubDomains";
  // Built once: every reply gets one of these two objects.
  const forApp = { ...common, "content-security-policy": app };
  const forDevIdp = { ...common, "content-security-policy": devIdp };
  return (path) => (path.startsWith("/dev-idp/") ? forDevIdp : forApp);
}

/** Why a call is refused as forged, for the log: the origins compared, never a cookie. */
export type ForgeryReason = { kind: "origin-mismatch"; origin: string; expected: string } | { kind: "cross-site" } | { kind: "content-type" };

/**
 * Cross-site request forgery guard for calls that carry our cookies: a state-changing call must
 * come from our own origin with a JSON or multipart body; so must the GET calls the old contract
 * uses to change things (one rule: `changesState` in state-changing.ts).
 */
export function forgeryReason(request: Request, publicUrl: string): ForgeryReason | undefined {
  const cookies = request.headers.get("cookie");
  if (!cookies || !/\bhs_(session|upload)=/.test(cookies)) return undefined;
  const url = new URL(request.url);
  if (!changesState(request.method, url.pathname)) return undefined;
  const origin = request.headers.get("origin");
  const allowed = new URL(publicUrl).origin;
  const mismatch = (): ForgeryReason => ({ kind: "origin-mismatch", origin: origin ?? "(none)", expected: allowed });
  if (readsLikeGet(request.method)) {
    // Browsers send no Origin on same-origin GETs, but they say where the request comes from: only
    // our own pages may change state this way. A sibling subdomain (same-site), a link opened from a
    // mail (none) or a browser that says nothing is refused; our client never makes these calls, and
    // API callers send a bearer token, not our cookies.
    if (origin) return origin === allowed ? undefined : mismatch();
    return request.headers.get("sec-fetch-site") === "same-origin" ? undefined : { kind: "cross-site" };
  }
  if (origin !== allowed) return mismatch();
  if (url.pathname.startsWith("/dev-idp/")) return undefined;
  const type = mediaTypeOf(request);
  return type === "application/json" || type === "multipart/form-data" || (url.pathname === "/auth/logout" && type === "")
    ? undefined
    : { kind: "content-type" };
}
