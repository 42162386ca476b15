import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { networkMorningSummaries } from "../../db/schema";
import { attentionCounts } from "../dashboard/attention";
import { brusselsDay, toBrussels } from "../working-days/brussels-time";
import { isWorkingDay } from "../working-days/service";
import type { Notifier } from "./service";

/**
 * The network's morning summary (docs/product/notifications.md, "The morning summary"): each
 * Belgian working day from 8:00 in Brussels, the network mailbox is told once which lists of
 * "Needs attention now" wait for it. A process that was down all morning does not send it after 18:00.
 */
export const morningSummaryHours = { from: 8, until: 18 } as const;

/** The Brussels day whose summary is due at `now`, or null (a weekend, a holiday, before 8:00, from 18:00). */
export function morningSummaryDay(now: Date): string | null {
  const { hour } = toBrussels(now);
  if (hour < morningSummaryHours.from || hour >= morningSummaryHours.until || !isWorkingDay(now)) return null;
  return brusselsDay(now);
}

export type MorningSummaryOutcome = { day: string; mailId: number | null };

/**
 * Sends the day's summary if it is due and no process sent it yet: the day's row is claimed and the
 * mail queued in one transaction, so however many processes sweep, the day is summarised once.
 * Nothing waiting, no mail (the row still says the day was looked at). Null when not due or done.
 */
export async function summariseMorning(deps: { db: Database; notify: Notifier }, now: Date): Promise<MorningSummaryOutcome | null> {
  const day = morningSummaryDay(now);
  if (!day) return null;
  return deps.db.transaction(async (tx) => {
    const [claimed] = await tx.insert(networkMorningSummaries).values({ day, createdAt: now }).onConflictDoNothing().returning();
    if (!claimed) return null;
    const counts = await attentionCounts(tx, now);
    if (Object.values(counts).every((n) => n === 0)) return { day, mailId: null };
    const mailId = await deps.notify.morningSummary(tx, counts, now);
    await tx.update(networkMorningSummaries).set({ mailId }).where(eq(networkMorningSummaries.day, day));
    return { day, mailId };
  });
}
