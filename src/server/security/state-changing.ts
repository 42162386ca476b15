/**
 * The one rule of which requests change state (docs/product/api-contract.md): every POST, PUT, PATCH
 * and DELETE, and the GET calls of the old contract listed here, also when sent as HEAD (Bun's
 * server runs a GET route for a HEAD and drops the body, so the change happens all the same). They all get the same CSRF guard
 * (`forgeryReason` in headers.ts). New calls never change state on GET: add a POST instead; tRPC
 * mutations are POST only.
 */

const stateChangingMethods: ReadonlySet<string> = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** The old contract's GET calls that change state, as their routes are registered (under /api). */
export const stateChangingGetRoutes = [
  "/api/provider/updateprovideractivity",
  "/api/providerpostalarea/updatescorebycityproviderid",
  "/api/providerpostalarea/activatebycityproviderid",
  "/api/serviceprovider/updateadd",
  "/api/homeproject/accept",
  "/api/homeproject/reject",
  "/api/homeproject/noagreement",
  "/api/homeproject/updateservice/:projectId/:serviceId",
  "/api/homeproject/updateprovider/:projectId/:providerId",
  "/api/homeproject/cancelproject",
] as const;

/** A route pattern as a whole-path test: `:param` is one path segment; paths compare case-blind, as the router does not. */
const patternOf = (route: string) => new RegExp(`^${route.replace(/:[A-Za-z]+/g, "[^/]+")}/?$`, "i");
const stateChangingGetPatterns = stateChangingGetRoutes.map(patternOf);

/** GET, or HEAD, which runs the same route: a request that browsers send without an Origin. */
export function readsLikeGet(method: string): boolean {
  const upper = method.toUpperCase();
  return upper === "GET" || upper === "HEAD";
}

/** Whether a request with this method and path changes state. */
export function changesState(method: string, path: string): boolean {
  if (stateChangingMethods.has(method.toUpperCase())) return true;
  return readsLikeGet(method) && stateChangingGetPatterns.some((p) => p.test(path));
}
