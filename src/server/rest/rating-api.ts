import { Elysia } from "elysia";
import { readJsonBody } from "./json-body";
import type { MessageKey } from "@/shared/message-keys";
import type { Clock } from "../clock";
import type { Database } from "../db/client";
import { apiMessage, DomainError } from "../domain/errors";
import { checkRatingLink, hasRatingShape, ratingSavedKey, submitRating } from "../domain/ratings/ratings";
import type { Env } from "../env";
import type { Logger } from "../logger";
import type { Notifier } from "../domain/notifications/service";
import { unexpectedFailure } from "./failure-reply";
import { withDeadline } from "../observability/deadline";
import { isSameOriginRequest } from "../security/same-origin";
import { languageOf, translate } from "../translate";
import { rateLimitKey, parseTrustedProxies } from "./client-ip";
import { domainErrorStatus, fail, ok } from "./envelope";
import { customerActionLimiter } from "./rate-limit";

const noStore = { "cache-control": "no-store", "referrer-policy": "no-referrer" };

/**
 * The public rating page's calls (docs/product/customer-controls.md, "Rating after the job"):
 * GET /api/rating/<token> says whether the link may still be used; POST records the rating once.
 * The POST must come from our own page and is rate-limited with the other customer actions.
 */
export function ratingApi(deps: { env: Env; db: Database; clock: Clock; logger: Logger; notify: Notifier }) {
  const { env, logger } = deps;
  const trusted = parseTrustedProxies(env.TRUSTED_PROXIES);
  const limiter = customerActionLimiter(deps.db, env);
  const reply = (status: number, body: unknown, headers: Record<string, string> = {}) => Response.json(body, { status, headers: { ...noStore, ...headers } });

  async function answer(request: Request, work: () => Promise<unknown>): Promise<Response> {
    const language = languageOf(request);
    try {
      return reply(200, ok(await withDeadline(env.API_DEADLINE_MS, work)));
    } catch (error) {
      if (error instanceof DomainError) return reply(domainErrorStatus(error), fail(translate(language, error.message_)));
      return unexpectedFailure(logger, request, error, noStore);
    }
  }

  return new Elysia({ name: "rating-api", prefix: "/api/rating" })
    .get("/:token", ({ params, request }) => answer(request, () => checkRatingLink(deps, params.token)))
    .post(
      "/:token",
      async ({ params, request, server }) => {
        const language = languageOf(request);
        if (!isSameOriginRequest(request, env.PUBLIC_URL))
          return reply(403, fail(translate(language, { section: "customerControls", key: "crossSiteRefused" })));
        const key = rateLimitKey(server?.requestIP(request)?.address, request.headers.get("x-forwarded-for"), trusted);
        if (!(await withDeadline(env.API_DEADLINE_MS, () => limiter.allow(key)))) {
          return reply(429, fail(translate(language, apiMessage("tooManyRequests"))), { "retry-after": "60" });
        }
        const rating = await readJsonBody(request);
        if (!hasRatingShape(rating)) return reply(400, fail(translate(language, apiMessage("invalidRequest"))));
        let saved: MessageKey | undefined;
        const response = await answer(request, async () => {
          const recorded = await submitRating(deps, params.token, rating);
          saved = { section: "customerControls", key: ratingSavedKey(recorded.rating) };
          return true;
        });
        if (response.status !== 200 || !saved) return response;
        const body = (await response.clone().json()) as { isError: boolean };
        return body.isError ? response : reply(200, ok(true, translate(language, saved)));
      },
      { parse: "none" },
    );
}
