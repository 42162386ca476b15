import { apiMessage } from "../domain/errors";
import type { Logger } from "../logger";
import { isDatabaseUnavailable, logFailure, retryAfterSeconds } from "../observability/failures";
import { languageOf, translate } from "../translate";
import { failResponse } from "./envelope";

/** The api/ envelope reply to an unexpected failure: 503 + Retry-After when the database is away, else 500. */
export function failureReply(request: Request, error: unknown, headers: Record<string, string> = {}): Response {
  const language = languageOf(request);
  if (isDatabaseUnavailable(error)) {
    return failResponse(503, translate(language, apiMessage("serviceUnavailable")), {
      ...headers,
      "retry-after": String(retryAfterSeconds),
      "cache-control": "no-store",
    });
  }
  return failResponse(500, translate(language, apiMessage("internalError")), headers);
}

/** An unexpected failure of an api/ call: logged once with its stack, answered 503 or 500 in the caller's language. */
export function unexpectedFailure(logger: Logger, request: Request, error: unknown, headers: Record<string, string> = {}): Response {
  logFailure(logger, "api.failed", error);
  return failureReply(request, error, headers);
}
