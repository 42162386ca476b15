import { poolStateNow } from "../db/pool-state";
import type { Logger } from "../logger";
import { currentRequest } from "./request-context";

/** Seconds a client is told to wait when the database is away (Retry-After). */
export const retryAfterSeconds = 5;

// postgres.js connection errors, Node/Bun socket errors, and Postgres SQLSTATEs of class 08
// (connection exception), 57P01-57P03 (shutdown, cannot connect now) and 53300 (too many connections).
const unavailableCodes = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "EPIPE",
  "ETIMEDOUT",
  "ENOTFOUND",
  "EHOSTUNREACH",
  "ConnectionRefused",
  "ConnectionClosed",
  "CONNECTION_CLOSED",
  "CONNECTION_ENDED",
  "CONNECTION_DESTROYED",
  "CONNECT_TIMEOUT",
  "57P01",
  "57P02",
  "57P03",
  "53300",
  "08000",
  "08001",
  "08003",
  "08004",
  "08006",
]);

/** True when the error (or one of its causes) says the database cannot be reached right now. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e = error, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string" && unavailableCodes.has(code)) return true;
    if (e.name === "DatabaseTimeout") return true;
  }
  return false;
}

function isDeadlinePassed(error: unknown): boolean {
  for (let e = error, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) if (e.name === "DatabaseTimeout") return true;
  return false;
}

/** A query that did not answer in time: treated like an unreachable database (503). */
export class DatabaseTimeout extends Error {
  override name = "DatabaseTimeout";
}

/**
 * Logs an unexpected failure once per request (the first place that sees it logs it; later
 * layers do not log it again) with its message and stack, never anything of the reply.
 */
export function logFailure(logger: Logger, event: string, error: unknown, fields: Record<string, unknown> = {}): void {
  const request = currentRequest();
  if (request?.failureLogged) return;
  if (request) request.failureLogged = true;
  const unavailable = isDatabaseUnavailable(error);
  // An async stack often ends in the library that threw: where the server caught it is kept too.
  const caughtAt = new Error().stack
    ?.split("\n")
    .filter((line) => /^\s+at /.test(line))
    .slice(1, 8)
    .join("\n");
  // A call that ran out of time says how the pool stood: stuck connections and a long queue differ.
  const pool = isDeadlinePassed(error) ? poolStateNow() : undefined;
  logger.error(event, { ...fields, databaseUnavailable: unavailable || undefined, pool, err: error, caughtAt });
}
