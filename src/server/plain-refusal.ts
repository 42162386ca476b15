import type { ApiMessageKey } from "@/shared/message-keys";
import { apiMessage } from "./domain/errors";
import { isDatabaseUnavailable, retryAfterSeconds } from "./observability/failures";
import { readerLanguageOf, translate } from "./translate";

/**
 * A refusal a person reads in the browser outside the api/ envelope (a page, a file link, sign-in):
 * the api/ text as plain text in the reader's language, never stored by a cache
 * (docs/product/language.md, "Replies a person reads outside the api/ contract").
 */
export function plainRefusal(request: Request, status: number, key: ApiMessageKey, headers: Record<string, string> = {}): Response {
  const language = readerLanguageOf(request);
  return new Response(translate(language, apiMessage(key)), {
    status,
    headers: {
      ...headers,
      "content-type": "text/plain; charset=utf-8",
      "content-language": `${language}-BE`,
      "cache-control": "no-store",
      vary: "accept-language",
    },
  });
}

/** An unexpected failure a person reads outside the api/ envelope: 503 "try again" when the database is away, else 500. */
export function plainFailure(request: Request, error: unknown, headers: Record<string, string> = {}): Response {
  if (isDatabaseUnavailable(error)) return plainRefusal(request, 503, "serviceUnavailable", { ...headers, "retry-after": String(retryAfterSeconds) });
  return plainRefusal(request, 500, "internalError", headers);
}
