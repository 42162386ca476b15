import type { Language } from "@/shared/catalog-types";
import { AsyncLocalStorage } from "node:async_hooks";

/** The request being handled: its id, when it started, and whether its failure was logged. */
export interface RequestState {
  id: string;
  startedAt: number;
  /** Set when an unexpected failure of this request has been logged (it is logged once). */
  failureLogged?: boolean;
  /** The status the error handler answered (Elysia does not report it to the after-response hook). */
  status?: number;
  /** The caller's language, for a refusal made before a handler knew it (tRPC's, before its context). */
  language?: Language;
}

const storage = new AsyncLocalStorage<RequestState>();

export const currentRequest = (): RequestState | undefined => storage.getStore();

/** Makes `state` the current request for the rest of this request's work (Elysia's onRequest hook). */
export function enterRequest(state: RequestState): void {
  storage.enterWith(state);
}

/** Runs `work` as request `state` (for handlers that do not go through Elysia's hooks). */
export function runAsRequest<T>(state: RequestState, work: () => T): T {
  return storage.run(state, work);
}

/** Runs `work` (an in-process request, e.g. a server render's api/ call) without letting its own request id replace the caller's. */
export function isolated<T>(work: () => T): T {
  return storage.run(storage.getStore() as RequestState, work);
}

/**
 * An incoming X-Request-Id is kept only from a trusted proxy (TRUSTED_PROXIES) and only when it is
 * 8 to 64 letters, digits, `-`, `_` or `.`: anything else could forge or flood the logs.
 */
export const incomingIdPattern = /^[A-Za-z0-9._-]{8,64}$/;

// No 0/o, 1/l/i: a support desk reads the reference aloud or types it from a screenshot.
const alphabet = "23456789abcdefghjkmnpqrstuvwxyz";

/** A new id: 12 characters of a 31-letter alphabet (about 59 bits), random. */
export function newRequestId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  let id = "";
  for (const byte of bytes) id += alphabet[byte % alphabet.length];
  return id;
}

export function requestIdFor(incoming: string | null, peerTrusted: boolean): string {
  return peerTrusted && incoming && incomingIdPattern.test(incoming) ? incoming : newRequestId();
}
