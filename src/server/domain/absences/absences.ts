import { and, asc, count, eq, gte, lte } from "drizzle-orm";
import { type AbsenceDays, maxAbsenceDaysAhead, maxUpcomingAbsences } from "@/shared/schemas/absences";
import type { Clock } from "../../clock";
import type { Database, Executor } from "../../db/client";
import { providerAbsences, providers } from "../../db/schema";
import { AbsenceMail, renderAbsenceRecorded, renderAbsenceRemoved } from "../../mail/absences";
import { enqueueMail } from "../../mail/queue";
import { bilingual } from "../../mail/templates";
import { refuse } from "../errors";
import { publicLink } from "../notifications/links";
import { providerMailbox } from "../notifications/project-facts";
import { formatCalendarDate, fromDayNumber } from "../working-days/belgian-calendar";
import { brusselsDay, brusselsDayNumber } from "../working-days/brussels-time";

/** Who records or removes an absence: the provider itself, or the network for it. */
export type AbsenceActor = { type: "provider" | "network"; id: number };

export interface AbsenceDeps {
  db: Database;
  clock: Clock;
  /** PUBLIC_URL: the link to the provider's absences page in the mails. */
  publicUrl: string;
}

const notices = {
  recorded: { template: AbsenceMail.Recorded, render: renderAbsenceRecorded },
  removed: { template: AbsenceMail.Removed, render: renderAbsenceRemoved },
} as const;

/**
 * When the network records or removes a provider's absence, the provider hears it by e-mail (both
 * languages, in the change's transaction): it decides which requests reach it. Its own changes
 * need no mail. Nothing is queued for a provider without a mailbox.
 */
async function tellProvider(tx: Executor, deps: AbsenceDeps, notice: keyof typeof notices, providerId: number, days: AbsenceDays, now: Date) {
  const [provider] = await tx.select({ id: providers.id, contactEmail: providers.contactEmail }).from(providers).where(eq(providers.id, providerId));
  const recipient = provider ? await providerMailbox(tx, provider) : null;
  if (!recipient) return;
  const { template, render } = notices[notice];
  const mail = render({ ...days, absencesUrl: publicLink(deps.publicUrl, "/provider/absences") });
  await enqueueMail(tx, { template, language: bilingual, recipient, mail, now });
}

/**
 * A provider's absences that are under way or to come (docs/product/absences.md), first first.
 * `current` marks the one covering today: routing gives the provider nothing new until its last day.
 */
export async function listAbsences(deps: { db: Executor; clock: Clock }, providerId: number) {
  const today = brusselsDay(deps.clock.now());
  const rows = await deps.db
    .select({ id: providerAbsences.id, startsOn: providerAbsences.startsOn, endsOn: providerAbsences.endsOn, createdByType: providerAbsences.createdByType })
    .from(providerAbsences)
    .where(and(eq(providerAbsences.providerId, providerId), gte(providerAbsences.endsOn, today)))
    .orderBy(asc(providerAbsences.startsOn), asc(providerAbsences.id));
  return rows.map((row) => ({
    id: row.id,
    startsOn: row.startsOn,
    endsOn: row.endsOn,
    current: row.startsOn <= today,
    recordedBy: row.createdByType === "network" ? ("network" as const) : ("provider" as const),
  }));
}

export type Absence = Awaited<ReturnType<typeof listAbsences>>[number];

/**
 * Records an absence: the last day not before the first, from today at the earliest, ending within a year, not overlapping another of
 * the same provider, at most 20 to come. The provider's row is locked, so two tabs cannot record
 * overlapping absences together.
 */
export async function addAbsence(deps: AbsenceDeps, providerId: number, days: AbsenceDays, actor: AbsenceActor): Promise<{ id: number }> {
  const now = deps.clock.now();
  const today = brusselsDay(now);
  if (days.endsOn < days.startsOn) throw refuse("absenceDaysOrder");
  if (days.startsOn < today) throw refuse("absenceStartsInPast");
  const lastAllowed = formatCalendarDate(fromDayNumber(brusselsDayNumber(now) + maxAbsenceDaysAhead));
  if (days.endsOn > lastAllowed) throw refuse("absenceTooFar");
  return deps.db.transaction(async (tx) => {
    const [provider] = await tx.select({ id: providers.id }).from(providers).where(eq(providers.id, providerId)).for("update");
    if (!provider) throw refuse("providerUnknown", "not-found");
    const [overlapping] = await tx
      .select({ n: count() })
      .from(providerAbsences)
      .where(and(eq(providerAbsences.providerId, providerId), lte(providerAbsences.startsOn, days.endsOn), gte(providerAbsences.endsOn, days.startsOn)));
    if ((overlapping?.n ?? 0) > 0) throw refuse("absenceOverlaps", "conflict");
    const [upcoming] = await tx
      .select({ n: count() })
      .from(providerAbsences)
      .where(and(eq(providerAbsences.providerId, providerId), gte(providerAbsences.endsOn, today)));
    if ((upcoming?.n ?? 0) >= maxUpcomingAbsences) throw refuse("absenceTooMany", "conflict");
    const [added] = await tx
      .insert(providerAbsences)
      .values({ providerId, startsOn: days.startsOn, endsOn: days.endsOn, createdByType: actor.type, createdById: actor.id, createdAt: now })
      .returning({ id: providerAbsences.id });
    if (!added) throw new Error("absence not inserted");
    if (actor.type === "network") await tellProvider(tx, deps, "recorded", providerId, days, now);
    return added;
  });
}

/**
 * Removes an absence under way or to come (back early, plans changed). Idempotent: afterwards the
 * absence is not among the provider's, whether it was removed now, before (a second tab), or never
 * was the provider's (which says nothing about another provider's). One that has ended is history
 * and stays.
 */
export async function removeAbsence(deps: AbsenceDeps, providerId: number, absenceId: number, actor: AbsenceActor): Promise<{ removed: boolean }> {
  const now = deps.clock.now();
  const today = brusselsDay(now);
  return deps.db.transaction(async (tx) => {
    const [removed] = await tx
      .delete(providerAbsences)
      .where(and(eq(providerAbsences.id, absenceId), eq(providerAbsences.providerId, providerId), gte(providerAbsences.endsOn, today)))
      .returning({ startsOn: providerAbsences.startsOn, endsOn: providerAbsences.endsOn });
    if (removed && actor.type === "network") await tellProvider(tx, deps, "removed", providerId, removed, now);
    return { removed: removed !== undefined };
  });
}
