import type { Clock } from "../clock";
import type { Database } from "../db/client";
import { homeProjects } from "../db/schema";
import type { Notifier } from "../domain/notifications/service";
import { isReminderDue, reminderCandidates, remindProvider } from "../domain/project-status/answer-reminder";
import { rejectAndRoute } from "../domain/project-status/provider-actions";
import { remindVisit, visitReminderCandidates } from "../domain/project-status/visit-reminder";
import { type MorningSummaryOutcome, morningSummaryDay, summariseMorning } from "../domain/notifications/morning-summary";
import { stillWaiting, waitingAtLeast } from "../domain/project-status/waiting-answer";
import { answerDeadline } from "../domain/project-status/answer-deadline";
import { describeError, type Logger } from "../logger";
import { partStarted, partStopped } from "../ownership/live";

/**
 * The response deadline (docs/product/deadlines.md): a provider that has neither accepted nor rejected within
 * two Belgian working days of its assignment is rejected automatically (`is_auto_rejected`) and
 * the project routed again. One working day before, it is reminded once by e-mail. Customers are
 * reminded of tomorrow's visits (docs/product/customer-controls.md, "The day before"), and the
 * network mailbox gets its morning summary (docs/product/notifications.md, "The morning summary").
 *
 * Every process runs one. Each due project is handled in its own transaction that claims the row
 * with `FOR UPDATE SKIP LOCKED` and checks again that it still waits for the same provider since
 * the same moment: a project another sweeper holds is skipped, one it has already handled no
 * longer matches, so a project is never rejected twice.
 */
export interface DeadlineSweeperOptions {
  db: Database;
  clock: Clock;
  logger: Logger;
  notify: Notifier;
  /** How many candidates one run looks at (the rest wait for the next minute). */
  batchSize?: number;
  /** Whether it sends the network's morning summary (`NETWORK_MORNING_SUMMARY`, on unless turned off). */
  morningSummary?: boolean;
}

export interface DeadlineSweeper {
  /** Handles the projects due now; returns how many were auto-rejected by this call. */
  runOnce(): Promise<number>;
  /** Reminds the providers whose answer is due within a working day; returns how many. */
  remindOnce(): Promise<number>;
  /** Reminds the customers of tomorrow's visits (docs/product/customer-controls.md, "The day before"); returns how many. */
  remindVisitsOnce(): Promise<number>;
  /** Queues the network's morning summary when due and no process did (docs/product/notifications.md, "The morning summary"). */
  summariseMorningOnce(): Promise<MorningSummaryOutcome | null>;
  /** Runs `runOnce`, then `remindOnce`, `remindVisitsOnce` and `summariseMorningOnce`, now and then every `intervalMs` (one minute) after the previous run ends. */
  start(intervalMs?: number): void;
  /** Stops the loop and waits for a run in progress. */
  stop(): Promise<void>;
}

// Two working days are never shorter than 47 hours (48, less a DST hour): a cheap indexed pre-filter.
const minimumWaitMs = 47 * 60 * 60 * 1000;

/**
 * Whether the next run should start at once: the batch was full and its newest candidate (they
 * come oldest first) is due, so more may be due behind it. A full batch of projects not yet due
 * (a weekend's) waits for the next minute instead of querying again and again.
 */
export function moreMayBeDue(candidates: readonly { assignedAt: Date | null }[], batchSize: number, isDue: (assignedAt: Date) => boolean): boolean {
  const newest = candidates.at(-1)?.assignedAt;
  return candidates.length === batchSize && newest != null && isDue(newest);
}

export function createDeadlineSweeper(options: DeadlineSweeperOptions): DeadlineSweeper {
  const { db, clock, logger, notify } = options;
  const batchSize = options.batchSize ?? 100;
  // Per process: each instance runs its own sweeper; rows are claimed with SKIP LOCKED, so
  // several sweepers share the work and each deadline is handled once.
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<unknown> | undefined;
  let stopped = true;
  /** The last run saw a full batch of due projects: more may be due, so the next run starts at once. */
  let lastFull = false;

  async function handle(projectId: number, assignedAt: Date, now: Date): Promise<boolean> {
    const outcome = await db.transaction(async (tx) => {
      const [project] = await tx.select().from(homeProjects).where(stillWaiting(projectId, assignedAt)).for("update", { skipLocked: true });
      if (!project?.providerId || !project.providerAssignedAt) return undefined;
      if (answerDeadline(project.providerAssignedAt).getTime() > now.getTime()) return undefined;
      const routed = await rejectAndRoute(tx, project, {
        providerId: project.providerId,
        isAutoRejected: true,
        reason: null,
        actor: { type: "system", id: null },
        now,
        notify,
      });
      return { providerId: project.providerId, nextProviderId: routed.providerId ?? null, statusId: routed.statusId };
    });
    // Logged once committed: an attempt run again after a conflict (transaction-retry.ts) says nothing.
    if (outcome) logger.info("deadline.auto-rejected", { projectId, ...outcome });
    return outcome !== undefined;
  }

  async function runOnce(): Promise<number> {
    const now = clock.now();
    const candidates = await waitingAtLeast(db, { now, minimumWaitMs, limit: batchSize });
    lastFull = moreMayBeDue(candidates, batchSize, (assignedAt) => answerDeadline(assignedAt).getTime() <= now.getTime());
    let handled = 0;
    for (const candidate of candidates) {
      if (!candidate.assignedAt || answerDeadline(candidate.assignedAt).getTime() > now.getTime()) continue;
      try {
        if (await handle(candidate.id, candidate.assignedAt, now)) handled += 1;
      } catch (error) {
        // One broken project must not stop the others; it is tried again next minute.
        logger.error("deadline.failed", { projectId: candidate.id, ...describeError(error) });
      }
    }
    return handled;
  }

  async function remindOnce(): Promise<number> {
    const now = clock.now();
    const candidates = await reminderCandidates(db, now, batchSize);
    lastFull ||= moreMayBeDue(candidates, batchSize, (assignedAt) => isReminderDue(assignedAt, now));
    let reminded = 0;
    for (const candidate of candidates) {
      if (!candidate.assignedAt) continue;
      try {
        if (await remindProvider(db, notify, candidate.id, candidate.assignedAt, now)) reminded += 1;
      } catch (error) {
        logger.error("reminder.failed", { projectId: candidate.id, ...describeError(error) });
      }
    }
    if (reminded > 0) logger.info("reminder.queued", { count: reminded });
    return reminded;
  }

  async function remindVisitsOnce(): Promise<number> {
    const now = clock.now();
    // Every candidate is due (the query holds the whole rule): a full batch means more may wait.
    const candidates = await visitReminderCandidates(db, now, batchSize);
    let reminded = 0;
    for (const candidate of candidates) {
      try {
        if (await remindVisit(db, notify, candidate.id, now)) reminded += 1;
      } catch (error) {
        logger.error("visit-reminder.failed", { projectId: candidate.id, ...describeError(error) });
      }
    }
    // Not again at once when the batch failed: the same rows would fail in a loop.
    lastFull ||= candidates.length === batchSize && reminded > 0;
    if (reminded > 0) logger.info("visit-reminder.queued", { count: reminded });
    return reminded;
  }

  /** The day this process saw summarised (by itself or another): no need to ask the database again that day. */
  let summarisedDay: string | undefined;

  async function summariseMorningOnce(): Promise<MorningSummaryOutcome | null> {
    const now = clock.now();
    const day = morningSummaryDay(now);
    if (options.morningSummary === false || !day || day === summarisedDay) return null;
    const outcome = await summariseMorning({ db, notify }, now);
    summarisedDay = day;
    if (outcome) logger.info("morning-summary.done", { day: outcome.day, mailId: outcome.mailId });
    return outcome;
  }

  /** One pass: the overdue first, so that a project is never reminded after its deadline; the morning summary counts after them. */
  async function sweep() {
    await runOnce();
    await remindOnce();
    await remindVisitsOnce();
    await summariseMorningOnce().catch((error) => logger.error("morning-summary.failed", describeError(error)));
  }

  function schedule(intervalMs: number) {
    if (stopped) return;
    timer = setTimeout(
      () => {
        running = sweep()
          .catch((error) => logger.error("deadline.run-failed", describeError(error)))
          .finally(() => {
            running = undefined;
            schedule(intervalMs);
          });
      },
      lastFull ? 0 : intervalMs,
    );
  }

  return {
    runOnce,
    remindOnce,
    remindVisitsOnce,
    summariseMorningOnce,
    start(intervalMs = 60_000) {
      if (!stopped) return;
      stopped = false;
      partStarted("sweeper");
      running = sweep()
        .catch((error) => logger.error("deadline.run-failed", describeError(error)))
        .finally(() => {
          running = undefined;
          schedule(intervalMs);
        });
    },
    async stop() {
      if (!stopped) partStopped("sweeper");
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = undefined;
      await running;
    },
  };
}
