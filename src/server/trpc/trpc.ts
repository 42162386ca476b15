import { initTRPC, TRPCError } from "@trpc/server";
import superjson from "superjson";
import type { Identity } from "../auth/identity";
import type { Clock } from "../clock";
import type { Database } from "../db/client";
import { apiMessage, DomainError } from "../domain/errors";
import { isDatabaseUnavailable } from "../observability/failures";
import type { Env } from "../env";
import type { Logger } from "../logger";
import type { FileStorage } from "../storage/storage";
import type { Notifier } from "../domain/notifications/service";
import type { Language } from "@/shared/catalog-types";
import { translate } from "../translate";
import { holdsUnstorableText } from "../security/input-guards";
import type { ApiMessageKey } from "@/shared/message-keys";
import { currentRequest } from "../observability/request-context";

export interface TrpcContext {
  env: Env;
  db: Database;
  clock: Clock;
  storage: FileStorage;
  logger: Logger;
  identity: Identity | undefined;
  language: Language;
  /** The one notifier of the process (src/server/main.ts). */
  notify: Notifier;
  /** The request's announced body size (Content-Length header), for the calls that take a file. */
  contentLength: string | null;
  /** A multipart form (the calls that take a file): read only by its own procedure, after the role and size checks. */
  formBody: boolean;
}

const t = initTRPC.context<TrpcContext>().create({
  // Dates (and undefined, Map, Set...) arrive on the client as they left: a `Date` stays a `Date`
  // (docs/architecture.md, "How a request flows"). The client link uses the same transformer.
  transformer: superjson,
  errorFormatter({ shape, error, ctx }) {
    // Never a stack trace, SQL or tRPC's and zod's English to a client: only the code and a user message.
    const { stack: _stack, ...data } = shape.data;
    return {
      ...shape,
      message: translatedErrors.has(error)
        ? error.message
        : translate(ctx?.language ?? currentRequest()?.language ?? "fr", apiMessage(messageForCode(error.code))),
      data,
    };
  },
});

/** The errors whose message was written for the caller, in their language (domain refusals). */
const translatedErrors = new WeakSet<TRPCError>();

/** An error whose message is already in the caller's language: the reply keeps it as it is. */
export function translatedError(code: TRPCError["code"], message: string, cause?: unknown): TRPCError {
  const error = new TRPCError({ code, message, cause });
  translatedErrors.add(error);
  return error;
}

/** What a caller reads for any other error: input tRPC or zod refused, no session, a failure... */
function messageForCode(code: TRPCError["code"]): ApiMessageKey {
  switch (code) {
    case "UNAUTHORIZED":
      return "signInRequired";
    case "FORBIDDEN":
      return "accessDenied";
    case "NOT_FOUND":
      return "notFound";
    case "TOO_MANY_REQUESTS":
      return "tooManyRequests";
    case "PAYLOAD_TOO_LARGE":
      return "requestTooLarge";
    case "SERVICE_UNAVAILABLE":
      return "serviceUnavailable";
    case "INTERNAL_SERVER_ERROR":
      return "internalError";
    default:
      return "invalidRequest";
  }
}

export const router = t.router;

/** Domain refusals become typed tRPC errors with the message in the caller's language. */
const domainErrors = t.middleware(async ({ ctx, next }) => {
  const result = await next();
  if (!result.ok && isDatabaseUnavailable(result.error.cause)) {
    throw translatedError("SERVICE_UNAVAILABLE", translate(ctx.language, apiMessage("serviceUnavailable")), result.error.cause);
  }
  if (!result.ok && result.error.cause instanceof DomainError) {
    const cause = result.error.cause;
    const code = cause.kind === "not-found" ? "NOT_FOUND" : cause.kind === "forbidden" ? "FORBIDDEN" : cause.kind === "conflict" ? "CONFLICT" : "BAD_REQUEST";
    throw translatedError(code, translate(ctx.language, cause.message_));
  }
  return result;
});

/**
 * No text from outside that cannot be stored (a NUL, a control character: src/server/security/input-guards.ts), whatever the
 * procedure. A form is not read here: that would take in a whole upload before the caller's role
 * and the announced size are checked (docs/product/validation.md); its fields are read by its own
 * procedure's form reader.
 */
const onlyStorableText = t.middleware(async ({ ctx, getRawInput, next }) => {
  if (ctx.formBody) return next();
  if (holdsUnstorableText(await getRawInput())) throw new TRPCError({ code: "BAD_REQUEST" });
  return next();
});

export const publicProcedure = t.procedure.use(domainErrors).use(onlyStorableText);

/** Network operators only (docs/product/roles.md). */
export const networkProcedure = publicProcedure.use(({ ctx, next }) => {
  if (ctx.identity?.kind !== "network") throw new TRPCError({ code: ctx.identity ? "FORBIDDEN" : "UNAUTHORIZED" });
  return next({ ctx: { ...ctx, identity: ctx.identity } });
});

/** Providers only; the provider id comes from the session, never from input. */
export const providerProcedure = publicProcedure.use(({ ctx, next }) => {
  if (ctx.identity?.kind !== "provider") throw new TRPCError({ code: ctx.identity ? "FORBIDDEN" : "UNAUTHORIZED" });
  return next({ ctx: { ...ctx, identity: ctx.identity, providerId: ctx.identity.providerId } });
});
