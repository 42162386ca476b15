import type { Language } from "@/shared/catalog-types";
import type { ApiMessageKey } from "@/shared/message-keys";
import { idFromText } from "@/shared/schemas/fields";
import { type Identity, identify } from "../auth/identity";
import { apiMessage, DomainError } from "../domain/errors";
import type { ProjectViewer } from "../domain/projects/project-details";
import { logFailure } from "../observability/failures";
import { failureReply } from "./failure-reply";
import type { ConsoleApiDeps } from "./console-deps";
import { fail, failResponse } from "./envelope";
import { languageOf, translate } from "../translate";

export type Query = Record<string, string | undefined>;
export type NetworkIdentity = Extract<Identity, { kind: "network" }>;
export type ProviderIdentity = Extract<Identity, { kind: "provider" }>;

export const isNetwork = (identity: Identity): identity is NetworkIdentity => identity.kind === "network";
export const isProvider = (identity: Identity): identity is ProviderIdentity => identity.kind === "provider";
/** Network users and providers alike (each domain function then limits what a provider sees). */
export const isConsoleUser = (_identity: Identity): _identity is Identity => true;

/** What a console user may read of projects: the network everything, a provider its own. */
export const viewerOf = (identity: Identity): ProjectViewer =>
  identity.kind === "network" ? { kind: "network" } : { kind: "provider", providerId: identity.providerId };

/**
 * Runs one bearer api/ call of the consoles: the caller is the session cookie or an issuer access
 * token. Not signed in → 401, a role `admits` refuses → 403 (both with the envelope); a domain
 * refusal → 200 with `isError` and the message in the caller's language; anything else a logged 500.
 * Every reply is `no-store` unless the call says otherwise (docs/product/personal-data.md).
 */
export function consoleRoute(deps: ConsoleApiDeps) {
  return async function run<I extends Identity>(
    request: Request,
    admits: (identity: Identity) => identity is I,
    work: (identity: I, language: Language) => Promise<unknown>,
  ): Promise<unknown> {
    const language = languageOf(request);
    let identity: Identity | undefined;
    try {
      identity = await identify(deps, request);
    } catch (error) {
      logFailure(deps.logger, "api.failed", error);
      return failureReply(request, error, { "cache-control": "no-store" });
    }
    if (!identity) return failResponse(401, translate(language, apiMessage("signInRequired")), { "cache-control": "no-store" });
    if (!admits(identity)) return failResponse(403, translate(language, apiMessage("accessDenied")), { "cache-control": "no-store" });
    try {
      return unstored(await work(identity, language));
    } catch (error) {
      if (error instanceof DomainError) return unstored(fail(translate(language, error.message_)));
      logFailure(deps.logger, "api.failed", error);
      return failureReply(request, error);
    }
  };
}

/** A console reply carries customers' personal data: no browser or proxy keeps a copy of it. */
function unstored(reply: unknown): Response {
  if (!(reply instanceof Response)) return Response.json(reply, { headers: { "cache-control": "no-store" } });
  if (!reply.headers.has("cache-control")) reply.headers.set("cache-control", "no-store");
  return reply;
}

/** A query value by name, whatever its case (the old contract spells `providerid`, `providerID`, `providerId`). */
export function param(query: Query, ...names: string[]): string | undefined {
  for (const name of names) {
    if (query[name] !== undefined) return query[name];
    const key = Object.keys(query).find((k) => k.toLowerCase() === name.toLowerCase());
    if (key !== undefined) return query[key];
  }
  return undefined;
}

/** The first of `names` that holds a valid id. */
export function idParam(query: Query, ...names: string[]): number | undefined {
  return idFromText(param(query, ...names));
}

/** A page number of a query (1 when missing or invalid). */
export const pageParam = (query: Query) => idParam(query, "page") ?? 1;

/** `true`/`false` (or 1/0) of the old contract; anything else is undefined. */
export function booleanParam(value: unknown): boolean | undefined {
  if (typeof value === "boolean") return value;
  const text = String(value ?? "")
    .trim()
    .toLowerCase();
  if (text === "true" || text === "1") return true;
  if (text === "false" || text === "0") return false;
  return undefined;
}

export const apiText = (language: Language, key: ApiMessageKey) => translate(language, apiMessage(key));
