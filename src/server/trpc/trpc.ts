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
}

const t = initTRPC.context<TrpcContext>().create({
  // Dates (and undefined, Map, Set...) arrive on the client as they left: a `Date` stays a `Date`
  // (docs/architecture.md, "How a request flows"). The client link uses the same transformer.
  transformer: superjson,
  errorFormatter({ shape, error }) {
    // Never a stack trace or SQL to a client: only the code and a user message.
    const { stack: _stack, ...data } = shape.data;
    return { ...shape, message: error.code === "INTERNAL_SERVER_ERROR" ? "internal" : shape.message, data };
  },
});

export const router = t.router;

/** Domain refusals become typed tRPC errors with the message in the caller's language. */
const domainErrors = t.middleware(async ({ ctx, next }) => {
  const result = await next();
  if (!result.ok && isDatabaseUnavailable(result.error.cause)) {
    throw new TRPCError({ code: "SERVICE_UNAVAILABLE", message: translate(ctx.language, apiMessage("serviceUnavailable")), cause: result.error.cause });
  }
  if (!result.ok && result.error.cause instanceof DomainError) {
    const cause = result.error.cause;
    const code = cause.kind === "not-found" ? "NOT_FOUND" : cause.kind === "forbidden" ? "FORBIDDEN" : cause.kind === "conflict" ? "CONFLICT" : "BAD_REQUEST";
    throw new TRPCError({ code, message: translate(ctx.language, cause.message_) });
  }
  return result;
});

export const publicProcedure = t.procedure.use(domainErrors);

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
