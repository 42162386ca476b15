import { randomBytes, timingSafeEqual } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Language } from "@/shared/catalog-types";
import type { Clock } from "../../clock";
import type { Database, Executor } from "../../db/client";
import { providerCalendarFeeds } from "../../db/schema";
import { providerText } from "../../mail/copy";
import type { CalendarEvent } from "../../mail/icalendar";
import { writeCalendar } from "../../mail/icalendar";
import { visitEventVersion } from "../../mail/visit";
import { refuse } from "../errors";
import { providerProjectPath, publicLink } from "../notifications/links";
import { providerVisits } from "../project-status/provider-visits";
import { hashToken } from "../projects/create-project";

/**
 * A provider's calendar subscription (docs/product/visits.md, "In the provider's calendar"): a
 * secret address its calendar application reads its visits from. Only the token's SHA-256 is
 * stored, so the address is shown once, when made; a new one replaces it.
 */
export const calendarFeedPath = (token: string) => `api/providercalendar/${token}.ics`;
const tokenPattern = /^[A-Za-z0-9_-]{43}$/;
/** Visits of the last 30 days stay in the calendar; earlier ones fall out of it. */
const pastDays = 30;
/** How often a calendar is asked to read the address again. */
const refreshHours = 1;

export interface CalendarFeedDeps {
  db: Database;
  clock: Clock;
  publicUrl: string;
}

/** Whether the provider's calendar is linked, and since when. */
export async function calendarFeedState(db: Executor, providerId: number): Promise<{ since: Date | null }> {
  const [row] = await db.select({ since: providerCalendarFeeds.createdAt }).from(providerCalendarFeeds).where(eq(providerCalendarFeeds.providerId, providerId));
  return { since: row?.since ?? null };
}

/** Makes the address (a new one replaces the old: calendars linked with it stop receiving visits). */
export async function startCalendarFeed(deps: CalendarFeedDeps, providerId: number, language: Language, loginId: number | null) {
  const token = randomBytes(32).toString("base64url");
  const row = { providerId, tokenHash: hashToken(token), language, createdAt: deps.clock.now(), createdByLoginId: loginId };
  await deps.db
    .insert(providerCalendarFeeds)
    .values(row)
    .onConflictDoUpdate({
      target: providerCalendarFeeds.providerId,
      set: { tokenHash: row.tokenHash, language, createdAt: row.createdAt, createdByLoginId: loginId },
    });
  const url = publicLink(deps.publicUrl, calendarFeedPath(token));
  return { url, webcalUrl: url.replace(/^https?:/, "webcal:") };
}

/** Unlinks the calendar: the address stops working. */
export async function stopCalendarFeed(db: Executor, providerId: number): Promise<void> {
  await db.delete(providerCalendarFeeds).where(eq(providerCalendarFeeds.providerId, providerId));
}

/**
 * The calendar file at a feed's address: the provider's visits of the last 30 days and to come,
 * each with the project's number, service and municipality and a link to its page, never the
 * customer's name, phone or address. An unknown address reads as not found.
 */
export async function calendarFeedFile(deps: CalendarFeedDeps, token: string): Promise<string> {
  if (!tokenPattern.test(token)) throw refuse("calendarFeedUnknown", "not-found");
  const hash = hashToken(token);
  const [feed] = await deps.db.select().from(providerCalendarFeeds).where(eq(providerCalendarFeeds.tokenHash, hash));
  if (!feed || !timingSafeEqual(Buffer.from(feed.tokenHash, "hex"), Buffer.from(hash, "hex"))) throw refuse("calendarFeedUnknown", "not-found");
  const t = providerText(feed.language).visits;
  const now = deps.clock.now();
  const visits = await providerVisits(deps.db, feed.providerId, new Date(now.getTime() - pastDays * 86_400_000), now, feed.language);
  const events = visits.map((v): CalendarEvent => {
    const place = `${v.postCode} ${v.city}`;
    const url = publicLink(deps.publicUrl, providerProjectPath(v.id));
    return {
      ...visitEventVersion({ projectId: v.id, ...v.event, visitPlannedAt: v.visitPlannedAt }, deps.publicUrl),
      start: v.visitAt,
      // How long a visit lasts is not known: an hour holds the time.
      durationMinutes: 60,
      // A time the customer asked to change says so first: the provider is to call and move it.
      summary: `${v.changeAskedAt ? `${t.changeAsked()} – ` : ""}${t.eventTitle({ service: v.serviceName, id: v.id })}`,
      description: t.eventDescription({ id: v.id, place, url }),
      location: place,
      url,
    };
  });
  return writeCalendar(events, { productId: `-//Services a domicile//Provider visits//${feed.language.toUpperCase()}`, name: t.feedName(), refreshHours });
}
