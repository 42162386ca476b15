import type { Envelope } from "@/shared/envelope";

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
