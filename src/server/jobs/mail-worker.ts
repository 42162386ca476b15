import { and, asc, eq, inArray, isNull, lt, lte, sql } from "drizzle-orm";
import type { Clock } from "../clock";
import type { Database } from "../db/client";
import { mailQueue } from "../db/schema";
import type { Logger } from "../logger";
import type { MailTransport } from "../mail/transport";
import { partStarted, partStopped } from "../ownership/live";

/**
 * Sends the queued e-mails.
 *
 * Claiming: one statement takes up to `batchSize` due messages with `FOR UPDATE SKIP LOCKED` and
 * moves their `next_attempt_at` forward by a lease. Another worker (in this process or another)
 * skips rows being claimed and no longer sees claimed rows as due, so it cannot send them. The
 * sending happens outside any transaction (no connection or PGlite lock is held while an SMTP
 * server answers). If this process dies after claiming, the messages become due again when the
 * lease ends. A worker stops taking messages from its batch once half the lease has passed and
 * hands back the rest it still holds. A message being sent keeps its claim for as long as the SMTP
 * conversation lasts: every quarter of the lease, its lease is moved forward. A slow send is never
 * counted as failed while the server may still accept it (that would send it again on the retry);
 * the SMTP transport's own timeouts end a conversation that stalls (docs/operations/scaling-out.md,
 * "Mail when an instance dies").
 *
 * Each message is read again just before it is sent: one deleted meanwhile (an erasure deletes the
 * customer's queued mails, claimed or not) or already sent is dropped. Only a message already in
 * its SMTP conversation when the erasure commits can still arrive after it.
 *
 * Success sets `sent_at`. Failure adds one to `attempts`, keeps a short error description (error
 * name, code and SMTP reply code: never the server's text, which may quote an address) and sets
 * `next_attempt_at` with exponential backoff. After `maxAttempts` the message stays unsent, for
 * a person to look at. The business change that queued a message is committed long before; a
 * sending failure never touches it.
 */

export interface MailWorkerOptions {
  db: Database;
  clock: Clock;
  transport: MailTransport;
  logger: Logger;
  /** MAIL_FROM */
  from: string;
  batchSize?: number;
  /** Messages of one batch sent at the same time (1: one after the other). */
  concurrency?: number;
  leaseMs?: number;
  maxAttempts?: number;
  baseRetryDelayMs?: number;
  maxRetryDelayMs?: number;
}

export interface MailRunResult {
  claimed: number;
  sent: number;
  failed: number;
}

export interface MailWorker {
  /** Claims and sends the due messages once. */
  runOnce(): Promise<MailRunResult>;
  /** Runs `runOnce` now and then every `intervalMs` after the previous run ends. */
  start(intervalMs?: number): void;
  /** Stops the loop and waits for a run in progress. */
  stop(): Promise<void>;
}

export const mailDefaults = {
  batchSize: 20,
  concurrency: 4,
  leaseMs: 10 * 60_000,
  maxAttempts: 20,
  baseRetryDelayMs: 60_000,
  maxRetryDelayMs: 6 * 60 * 60_000,
  intervalMs: 15_000,
};

/** Wait before the next try after `attempts` failed tries: 1 min, 2, 4, … capped at 6 h. */
export function retryDelayMs(attempts: number, base = mailDefaults.baseRetryDelayMs, max = mailDefaults.maxRetryDelayMs): number {
  const exponent = Math.max(0, attempts - 1);
  return Math.min(max, base * 2 ** Math.min(exponent, 30));
}

/** What a failure may say in the queue and the log: its kind, never its text. */
export function describeSendError(error: unknown): string {
  const safe = (value: unknown, pattern: RegExp) => (typeof value === "string" && pattern.test(value) ? value : undefined);
  if (!(error instanceof Error)) return `Error ${typeof error}`.slice(0, 100);
  const e = error as Error & { code?: unknown; originalCode?: unknown; responseCode?: unknown; command?: unknown };
  const parts = [
    safe(e.name, /^[A-Za-z][A-Za-z0-9_.]{0,40}$/) ?? "Error",
    safe(e.code, /^[A-Z][A-Z0-9_]{0,40}$/),
    // nodemailer wraps socket errors as ESOCKET and keeps the system's code (ECONNREFUSED…) here.
    e.originalCode !== e.code ? safe(e.originalCode, /^[A-Z][A-Z0-9_]{0,40}$/) : undefined,
    typeof e.responseCode === "number" ? String(e.responseCode) : undefined,
    safe(e.command, /^[A-Z]{2,10}$/),
  ];
  return parts.filter(Boolean).join(" ").slice(0, 100);
}

/** RFC 8058 one-click unsubscribe: mail clients POST `List-Unsubscribe=One-Click` to the address. */
export function unsubscribeHeaders(url: string | null): Record<string, string> | undefined {
  if (!url) return undefined;
  return { "List-Unsubscribe": `<${url}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" };
}

/** What stays of a mail marked `forget_after_send` once sent (docs/product/retention.md). */
/**
 * The Message-ID of a queued message: the same on every try, so that the one case where a message
 * can leave twice (the process dies after the SMTP server accepted it and before `sent_at` is
 * written; its lease then ends and another worker sends it again) reaches the reader once.
 */
export function messageIdOf(id: number, createdAt: Date, from: string): string {
  const domain = /@([^>\s]+)/.exec(from)?.[1] ?? "localhost";
  return `<mail-${id}.${createdAt.getTime()}@${domain}>`;
}

/** What a message marked to be forgotten keeps once sent: nothing of its reader, not even its unsubscribe link's token. */
const forgotten = { recipient: "—", subject: "—", textBody: "", htmlBody: "", listUnsubscribeUrl: null, attachment: null };

export function createMailWorker(options: MailWorkerOptions): MailWorker {
  const { db, clock, transport, logger, from } = options;
  const batchSize = options.batchSize ?? mailDefaults.batchSize;
  const concurrency = options.concurrency ?? mailDefaults.concurrency;
  const leaseMs = options.leaseMs ?? mailDefaults.leaseMs;
  const maxAttempts = options.maxAttempts ?? mailDefaults.maxAttempts;
  const baseDelay = options.baseRetryDelayMs ?? mailDefaults.baseRetryDelayMs;
  const maxDelay = options.maxRetryDelayMs ?? mailDefaults.maxRetryDelayMs;

  async function claim(now: Date) {
    const due = db
      .select({ id: mailQueue.id })
      .from(mailQueue)
      .where(and(isNull(mailQueue.sentAt), lte(mailQueue.nextAttemptAt, now), lt(mailQueue.attempts, maxAttempts)))
      .orderBy(asc(mailQueue.id))
      .limit(batchSize)
      .for("update", { skipLocked: true });
    const rows = await db
      .update(mailQueue)
      .set({ nextAttemptAt: new Date(now.getTime() + leaseMs) })
      .where(inArray(mailQueue.id, due))
      .returning();
    return rows.sort((a, b) => a.id - b.id);
  }

  /** Moves the lease of a message being sent forward, so that no other worker takes it meanwhile. */
  async function renewLease(id: number) {
    await db
      .update(mailQueue)
      .set({ nextAttemptAt: new Date(clock.now().getTime() + leaseMs) })
      .where(and(eq(mailQueue.id, id), isNull(mailQueue.sentAt)))
      .catch((error) => logger.warn("mail.lease-renewal-failed", { mailId: id, error: describeSendError(error), err: error }));
  }

  async function sendOne(row: Awaited<ReturnType<typeof claim>>[number], result: MailRunResult) {
    // A batch is held for minutes: an erasure may have deleted a claimed message since (its copy here
    // still holds the customer's data), or another worker sent it after a lost lease.
    const [stillQueued] = await db
      .select({ id: mailQueue.id })
      .from(mailQueue)
      .where(and(eq(mailQueue.id, row.id), isNull(mailQueue.sentAt)));
    if (!stillQueued) {
      logger.info("mail.withdrawn-before-send", { mailId: row.id, template: row.template });
      return;
    }
    let renewing: Promise<void> | undefined;
    const renewal = setInterval(() => {
      renewing = renewLease(row.id);
    }, leaseMs / 4);
    // A renewal under way lands before the outcome is written, never over it.
    const stopRenewing = async () => {
      clearInterval(renewal);
      await renewing;
    };
    try {
      await transport.send({
        to: row.recipient,
        from,
        subject: row.subject,
        text: row.textBody,
        html: row.htmlBody,
        headers: unsubscribeHeaders(row.listUnsubscribeUrl),
        messageId: messageIdOf(row.id, row.createdAt, from),
        attachments: row.attachment ? [row.attachment] : undefined,
      });
    } catch (error) {
      await stopRenewing();
      const attempts = row.attempts + 1;
      const lastError = describeSendError(error);
      const nextAttemptAt = new Date(clock.now().getTime() + retryDelayMs(attempts, baseDelay, maxDelay));
      result.failed += 1;
      await db.update(mailQueue).set({ attempts, lastError, nextAttemptAt }).where(eq(mailQueue.id, row.id));
      const fields = { mailId: row.id, template: row.template, attempts, error: lastError, err: error };
      if (attempts >= maxAttempts) logger.error("mail.abandoned", fields);
      else logger.warn("mail.failed", { ...fields, nextAttemptAt: nextAttemptAt.toISOString() });
      return;
    }
    await stopRenewing();
    result.sent += 1;
    await db
      .update(mailQueue)
      .set({ sentAt: clock.now(), attempts: sql`${mailQueue.attempts} + 1`, lastError: null, ...(row.forgetAfterSend ? forgotten : {}) })
      .where(eq(mailQueue.id, row.id));
    logger.info("mail.sent", { mailId: row.id, template: row.template, transport: transport.kind });
  }

  async function runOnce(): Promise<MailRunResult> {
    const claimedAt = clock.now();
    const leaseEnd = new Date(claimedAt.getTime() + leaseMs);
    const batch = await claim(claimedAt);
    const result: MailRunResult = { claimed: batch.length, sent: 0, failed: 0 };
    // Up to `concurrency` messages of the batch travel at once (an SMTP conversation is mostly waiting).
    let next = 0;
    let handBackFrom: number | undefined;
    const lane = async () => {
      while (handBackFrom === undefined && next < batch.length) {
        const index = next++;
        if (clock.now().getTime() - claimedAt.getTime() > leaseMs / 2) {
          handBackFrom = index;
          break;
        }
        await sendOne(batch[index] as (typeof batch)[number], result);
      }
    };
    await Promise.all(Array.from({ length: Math.min(concurrency, batch.length) }, lane));
    if (handBackFrom !== undefined) {
      // Hand back what is left rather than risk sending after the lease; a row whose lease ended and
      // that another worker claimed since (its lease end differs) is that worker's now.
      const rest = batch.slice(handBackFrom).map((r) => r.id);
      await db
        .update(mailQueue)
        .set({ nextAttemptAt: clock.now() })
        .where(and(inArray(mailQueue.id, rest), isNull(mailQueue.sentAt), eq(mailQueue.nextAttemptAt, leaseEnd)));
    }
    return result;
  }

  // Per process: each instance runs its own worker; messages are claimed with SKIP LOCKED, so
  // several workers share the outbox and each message is sent once.
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<unknown> | undefined;
  let stopped = true;

  function schedule(delayMs: number, intervalMs: number) {
    timer = setTimeout(() => {
      timer = undefined;
      running = runOnce()
        .catch((error) => logger.error("mail.worker_failed", { error: describeSendError(error), err: error }))
        .then((result) => result?.claimed === batchSize)
        .finally(() => {
          running = undefined;
        })
        .then((full) => {
          // A full batch: more may be due, so look again at once instead of after the interval.
          if (!stopped) schedule(full ? 0 : intervalMs, intervalMs);
        });
    }, delayMs);
    // A pending tick never keeps the process alive on its own.
    (timer as { unref?: () => void }).unref?.();
  }

  return {
    runOnce,
    start(intervalMs = mailDefaults.intervalMs) {
      if (!stopped) return;
      stopped = false;
      partStarted("mailWorker");
      schedule(0, intervalMs);
    },
    async stop() {
      if (!stopped) partStopped("mailWorker");
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = undefined;
      await running;
    },
  };
}
