import type { Envelope } from "@/shared/envelope";
import type { DomainError } from "../domain/errors";

export function ok<T>(data: T, userMessage: string | null = null): Envelope<T> {
  return { isError: false, userMessage, data };
}

export function fail(userMessage: string): Envelope<null> {
  return { isError: true, userMessage, data: null };
}

/** A 4xx or 5xx reply that still carries the envelope. */
export function failResponse(status: number, userMessage: string, headers: Record<string, string> = {}): Response {
  return Response.json(fail(userMessage), { status, headers });
}

/**
 * The status of a status-page or rating call's refusal: an unknown or expired link is 404, input no
 * page sends is 400, a rule the person can act on is 200 with `isError` (docs/product/api-contract.md).
 */
export function domainErrorStatus(error: DomainError): 200 | 400 | 404 {
  if (error.kind === "not-found") return 404;
  return error.kind === "malformed" ? 400 : 200;
}
