/**
 * Transactions that Postgres ends because of another one are run again from the start
 * (docs/operations/scaling-out.md, "Transactions that collide"): a deadlock (40P01) or a serialization failure (40001) says
 * nothing about the work itself, only about its timing. Every transaction of this product keeps its
 * effects inside the database (mails go through the outbox), or puts files under a new name that a
 * second attempt overwrites, so running its callback again is safe.
 */
export const retriedConflictCodes = ["40P01", "40001"] as const;
export type ConflictCode = (typeof retriedConflictCodes)[number];

/** Three attempts in all: two transactions that keep colliding are a fault to see, not to hide. */
export const maxTransactionAttempts = 3;

export interface TransactionRetry {
  code: ConflictCode;
  /** The attempt that failed: 1 for the first. */
  attempt: number;
}

/** The conflict code of a failed statement, looked for through the causes drizzle wraps it in. */
export function conflictCodeOf(error: unknown): ConflictCode | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === "object"; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string" && (retriedConflictCodes as readonly string[]).includes(code)) return code as ConflictCode;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** A short wait before attempt `attempt + 1`, growing and jittered so two victims do not meet again. */
export function retryDelayMs(attempt: number, random: () => number = Math.random): number {
  return Math.round(attempt * (10 + random() * 40));
}

/**
 * Runs `attempt` (one whole transaction) again, up to `maxTransactionAttempts` times, when it fails
 * with a conflict code. client.ts puts it around `db.transaction`; nested transactions (savepoints)
 * are not retried on their own: the conflict ends the whole transaction, which is run again.
 */
export async function withConflictRetries<T>(attempt: () => Promise<T>, onRetry: (retry: TransactionRetry) => void = () => {}): Promise<T> {
  for (let number = 1; ; number += 1) {
    try {
      return await attempt();
    } catch (error) {
      const code = conflictCodeOf(error);
      if (!code || number >= maxTransactionAttempts) throw error;
      onRetry({ code, attempt: number });
      await Bun.sleep(retryDelayMs(number));
    }
  }
}
