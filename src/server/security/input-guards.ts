import { isStorableText } from "@/shared/text";

/**
 * Checks every door makes before a call's own validation (docs/product/validation.md, "Any text
 * from outside"): a text that cannot be stored as it came (a NUL, which Postgres refuses, another
 * control character, a lone half of a surrogate pair) is refused by every call; a body larger than
 * MAX_BODY_BYTES, or of a length not announced, is refused before it is read.
 */

/** Nested objects deeper than this are left to the call's own schema, which refuses them anyway. */
const maxDepth = 32;

/** Whether a string anywhere in a parsed query, path or body is no storable text (`isStorableText`). Files are not looked into. */
export function holdsUnstorableText(value: unknown, depth = 0): boolean {
  if (typeof value === "string") return !isStorableText(value);
  if (value === null || typeof value !== "object" || depth > maxDepth || value instanceof Blob) return false;
  const items = Array.isArray(value) ? value : Object.values(value);
  return items.some((item) => holdsUnstorableText(item, depth + 1));
}

/** Whether a request announces a body over the limit (Content-Length), so it is refused unread. */
export function announcesTooLargeBody(request: Request, maxBytes: number): boolean {
  const length = Number(request.headers.get("content-length") ?? 0);
  return Number.isFinite(length) && length > maxBytes;
}

/**
 * Whether a request streams a body without announcing its length (`Transfer-Encoding: chunked`).
 * Browsers always announce it; refused unread (411), so that no body past MAX_BODY_BYTES is read
 * and no upload is read in full before its credential is checked against a size never announced.
 */
export function streamsUnmeasuredBody(request: Request): boolean {
  return request.headers.has("transfer-encoding");
}

/**
 * Bun's own ceiling, above MAX_BODY_BYTES: a body announced up to twice the limit gets the
 * translated 413 of `announcesTooLargeBody`; only a larger one, or a streamed body without a
 * length past this, gets Bun's bare 413.
 */
export const serverBodyCeiling = (maxBytes: number) => maxBytes * 2;

/**
 * The media type a request announces, lower case, without its parameters: "application/json" for
 * "Application/JSON; charset=utf-8". A type that only mentions JSON among its parameters
 * ("text/plain; x=application/json", which a browser sends cross-site unasked) is not JSON.
 */
export function mediaTypeOf(request: Request): string {
  const [type = ""] = (request.headers.get("content-type") ?? "").split(";");
  return type.trim().toLowerCase();
}
