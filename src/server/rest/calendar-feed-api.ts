import { Elysia } from "elysia";
import type { Clock } from "../clock";
import type { Database } from "../db/client";
import { DomainError } from "../domain/errors";
import { calendarFeedFile } from "../domain/providers/calendar-feed";
import { calendarContentType } from "../mail/icalendar";
import type { Logger } from "../logger";
import { withDeadline } from "../observability/deadline";
import { languageOf, translate } from "../translate";
import { failResponse } from "./envelope";
import { unexpectedFailure } from "./failure-reply";

/**
 * GET /api/providercalendar/<token>.ics: a provider's visits for its calendar application
 * (docs/product/visits.md, "In the provider's calendar"). No session and no origin check: calendar
 * servers read it on their own. Not rate-limited per address either: those servers read for many
 * people from shared addresses, and the 256-bit token only reads the project numbers, services and
 * municipalities of one provider's visits. An unknown address is a 404 with the envelope.
 */
export function calendarFeedApi(deps: { db: Database; clock: Clock; logger: Logger; publicUrl: string; deadlineMs: number }) {
  return new Elysia({ name: "calendar-feed-api", prefix: "/api" }).get("/providercalendar/:file", async ({ params, request }) => {
    const headers = { "cache-control": "no-store", "referrer-policy": "no-referrer", "x-robots-tag": "noindex" };
    const language = languageOf(request);
    try {
      const token = params.file.endsWith(".ics") ? params.file.slice(0, -4) : "";
      const file = await withDeadline(deps.deadlineMs, () => calendarFeedFile(deps, token));
      return new Response(file, { headers: { ...headers, "content-type": calendarContentType } });
    } catch (error) {
      if (error instanceof DomainError) return failResponse(404, translate(language, error.message_), headers);
      return unexpectedFailure(deps.logger, request, error, headers);
    }
  });
}
