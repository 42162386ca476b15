import { parseTrustedProxies } from "../rest/client-ip";
import type { Logger } from "../logger";
import { currentRequest, enterRequest, requestIdFor, type RequestState } from "./request-context";

/**
 * Request ids and the access log (docs/operations/logging-and-errors.md): `begin` runs first for
 * every request Elysia handles, `end` after the reply has gone.
 */
export function requestObserver(trustedProxies: string, logger: Logger) {
  const trusted = parseTrustedProxies(trustedProxies);
  return {
    /** Gives the request its id (kept from a trusted proxy, else new) and returns it for the reply header. */
    begin(request: Request, peer: string | undefined): string {
      const address = peer?.startsWith("::ffff:") ? peer.slice(7) : peer;
      const state: RequestState = {
        id: requestIdFor(request.headers.get("x-request-id"), address !== undefined && trusted.has(address)),
        startedAt: performance.now(),
      };
      enterRequest(state);
      return state.id;
    },
    /** One line per request: method, route pattern (never the raw path, which holds ids and tokens), status, duration. */
    end(request: Request, route: string | undefined, status: number): void {
      const state = currentRequest();
      const ms = state ? Math.round((performance.now() - state.startedAt) * 10) / 10 : undefined;
      logger.info("http.request", { method: request.method, route: route || "(no route)", status: state?.status ?? status, ms });
    },
  };
}

/** The status of what a handler returned: a Response's own, else the one Elysia was told to set. */
export function statusOf(response: unknown, set: { status?: number | string }): number {
  if (response instanceof Response) return response.status;
  return typeof set.status === "number" ? set.status : Number(set.status) || 200;
}
