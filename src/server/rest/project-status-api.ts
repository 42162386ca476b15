import { Elysia } from "elysia";
import type { Clock } from "../clock";
import type { Database } from "../db/client";
import { DomainError } from "../domain/errors";
import { findStatusByToken } from "../domain/projects/status-page";
import type { Logger } from "../logger";
import { unexpectedFailure } from "./failure-reply";
import { withDeadline } from "../observability/deadline";
import { failResponse, ok } from "./envelope";
import { languageOf, translate } from "../translate";

export interface ProjectStatusApiDeps {
  db: Database;
  clock: Clock;
  logger: Logger;
  /** API_DEADLINE_MS (observability/deadline.ts). */
  deadlineMs: number;
}

/**
 * GET /api/projectstatus/<token>: where the customer's request stands, for the private link of the
 * confirmation e-mail (no login; the token is 256 random bits, only its hash is stored, 90 days).
 * An unknown or expired token is a 404 with the envelope.
 */
export function projectStatusApi(deps: ProjectStatusApiDeps) {
  return new Elysia({ name: "project-status-api", prefix: "/api" }).get("/projectstatus/:token", async ({ params, request, set }) => {
    set.headers["cache-control"] = "no-store";
    set.headers["referrer-policy"] = "no-referrer";
    const language = languageOf(request);
    try {
      return ok(await withDeadline(deps.deadlineMs, () => findStatusByToken(deps.db, params.token, deps.clock.now())));
    } catch (error) {
      if (error instanceof DomainError) return failResponse(404, translate(language, error.message_), { "cache-control": "no-store" });
      return unexpectedFailure(deps.logger, request, error, { "cache-control": "no-store" });
    }
  });
}
