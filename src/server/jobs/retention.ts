import { and, asc, count, eq, inArray, isNull, lt, ne, notInArray, or, type SQL, sql } from "drizzle-orm";
import type { Clock } from "../clock";
import type { Database } from "../db/client";
import { homeProjects, mailQueue, rateLimitCounters } from "../db/schema";
import { erasePersonalData } from "../domain/customer-controls/erase";
import { deleteStoredFiles } from "../domain/files/service";
import { erasableStatuses, erasureMarker } from "../domain/customer-controls/rules";
import { describeError, type Logger } from "../logger";
import type { FileStorage } from "../storage/storage";

/**
 * The retention job (docs/product/retention.md): once a day, erases (as "erase my data" does)
 * the personal data of projects whose final status (Cancelled or Completed) is older than the
 * retention period, and of requests that never reached one within that period after creation.
 * It also forgets erasure confirmations that could not be sent within a week, and expired
 * rate-limit counters (a hash of a client address), which requests sweep only while they come.
 *
 * Claiming, as the deadline sweeper: each project is erased in its own transaction that takes
 * the row with `FOR UPDATE SKIP LOCKED` and checks again that it is still due. Several instances
 * may run it at once; a project is erased once. Logs carry counts only.
 */
export interface RetentionOptions {
  db: Database;
  clock: Clock;
  logger: Logger;
  storage: FileStorage;
  /** RETENTION_MONTHS */
  retentionMonths: number;
  batchSize?: number;
}

export interface RetentionResult {
  /** Projects due (dry run) or erased by this run. */
  projects: number;
  /** Unsent erasure confirmations forgotten (or that would be). */
  mails: number;
  /** Expired rate-limit counters deleted (or that would be). */
  rateLimitCounters: number;
  failed: number;
}

const dayMs = 24 * 60 * 60 * 1000;
/** An erasure confirmation not sent within this time is forgotten unsent. */
export const unsentConfirmationLifetimeMs = 7 * dayMs;

/** The moment `months` calendar months before `now`. */
export function retentionCutoff(now: Date, months: number): Date {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
  return cutoff;
}

/** Projects whose personal data is past the retention period at `cutoff`. */
export function dueForRetention(cutoff: Date): SQL {
  return and(
    isNull(homeProjects.personalDataErasedAt),
    or(
      and(inArray(homeProjects.statusId, [...erasableStatuses]), lt(homeProjects.updatedAt, cutoff)),
      and(notInArray(homeProjects.statusId, [...erasableStatuses]), lt(homeProjects.createdAt, cutoff)),
    ),
  ) as SQL;
}

export function createRetentionJob(options: RetentionOptions) {
  const { db, clock, logger, storage } = options;
  const batchSize = options.batchSize ?? 200;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<unknown> | undefined;
  let stopped = true;

  // The database's clock, as the rate limiter's own (src/server/rest/rate-limit.ts).
  const expiredCounters = lt(rateLimitCounters.expiresAt, sql`now()`);
  const staleConfirmations = (now: Date) =>
    and(
      eq(mailQueue.forgetAfterSend, true),
      isNull(mailQueue.sentAt),
      ne(mailQueue.recipient, erasureMarker),
      lt(mailQueue.createdAt, new Date(now.getTime() - unsentConfirmationLifetimeMs)),
    );

  async function eraseOne(projectId: number, cutoff: Date, now: Date): Promise<boolean> {
    const stored = await db.transaction(async (tx) => {
      const [project] = await tx
        .select()
        .from(homeProjects)
        .where(and(eq(homeProjects.id, projectId), dueForRetention(cutoff)))
        .for("update", { skipLocked: true });
      if (!project) return undefined;
      return erasePersonalData(tx, project, { actor: { type: "system", id: null }, action: "retention.erase", now });
    });
    if (!stored) return false;
    await deleteStoredFiles(storage, stored);
    return true;
  }

  async function runOnce(run: { dryRun?: boolean } = {}): Promise<RetentionResult> {
    const now = clock.now();
    const cutoff = retentionCutoff(now, options.retentionMonths);
    const result: RetentionResult = { projects: 0, mails: 0, rateLimitCounters: 0, failed: 0 };
    if (run.dryRun) {
      const [projects] = await db.select({ n: count() }).from(homeProjects).where(dueForRetention(cutoff));
      const [mails] = await db.select({ n: count() }).from(mailQueue).where(staleConfirmations(now));
      const [counters] = await db.select({ n: count() }).from(rateLimitCounters).where(expiredCounters);
      result.projects = projects?.n ?? 0;
      result.mails = mails?.n ?? 0;
      result.rateLimitCounters = counters?.n ?? 0;
      logger.info("retention.dry-run", { ...result, retentionMonths: options.retentionMonths });
      return result;
    }
    const tried = new Set<number>();
    for (;;) {
      const candidates = await db
        .select({ id: homeProjects.id })
        .from(homeProjects)
        .where(dueForRetention(cutoff))
        .orderBy(asc(homeProjects.id))
        .limit(batchSize);
      const fresh = candidates.filter((c) => !tried.has(c.id));
      if (fresh.length === 0) break;
      for (const { id } of fresh) {
        tried.add(id);
        try {
          if (await eraseOne(id, cutoff, now)) result.projects += 1;
        } catch (error) {
          // One broken project must not stop the others; it is tried again tomorrow.
          result.failed += 1;
          logger.error("retention.failed", { projectId: id, ...describeError(error) });
        }
      }
    }
    const forgotten = await db
      .update(mailQueue)
      .set({ recipient: erasureMarker, subject: erasureMarker, textBody: "", htmlBody: "", listUnsubscribeUrl: null, attempts: 1_000_000 })
      .where(staleConfirmations(now))
      .returning({ id: mailQueue.id });
    result.mails = forgotten.length;
    const counters = await db.delete(rateLimitCounters).where(expiredCounters).returning({ scope: rateLimitCounters.scope });
    result.rateLimitCounters = counters.length;
    logger.info("retention.erased", { ...result, retentionMonths: options.retentionMonths });
    return result;
  }

  function schedule(intervalMs: number) {
    if (stopped) return;
    timer = setTimeout(() => {
      running = runOnce()
        .catch((error) => logger.error("retention.run-failed", describeError(error)))
        .finally(() => {
          running = undefined;
          schedule(intervalMs);
        });
    }, intervalMs);
    (timer as { unref?: () => void }).unref?.();
  }

  return {
    runOnce,
    /** Runs now, then every `intervalMs` (a day) after the previous run ends. */
    start(intervalMs = dayMs) {
      if (!stopped) return;
      stopped = false;
      running = runOnce()
        .catch((error) => logger.error("retention.run-failed", describeError(error)))
        .finally(() => {
          running = undefined;
          schedule(intervalMs);
        });
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = undefined;
      await running;
    },
  };
}

export type RetentionJob = ReturnType<typeof createRetentionJob>;
