import { DatabaseTimeout } from "./failures";

/**
 * A deadline on a call's own work that stops while the request's body is read: a slow line
 * uploading 10 MB is the sender's time, not a database that does not answer.
 */
export class Deadline {
  private left: number;
  private since = 0;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private expire: (error: Error) => void = () => {};
  private readonly expired: Promise<never>;

  constructor(ms: number) {
    this.left = ms;
    this.expired = new Promise<never>((_, reject) => {
      this.expire = reject;
    });
    // Nobody may be racing it when it fires (between two phases): not an unhandled rejection.
    this.expired.catch(() => {});
  }

  /** The call's work, raced against the deadline's time left (the clock starts before the work does). */
  async run<T>(work: () => Promise<T>): Promise<T> {
    this.resume();
    try {
      return await Promise.race([work(), this.expired]);
    } finally {
      this.pause();
    }
  }

  /** Reading the request's body: the clock stops meanwhile. */
  async reading<T>(read: Promise<T>): Promise<T> {
    this.pause();
    try {
      return await read;
    } finally {
      this.resume();
    }
  }

  private resume() {
    if (this.timer !== undefined) return;
    this.since = performance.now();
    this.timer = setTimeout(() => this.expire(new DatabaseTimeout("no answer within the call's deadline")), Math.max(0, this.left));
  }

  private pause() {
    if (this.timer === undefined) return;
    clearTimeout(this.timer);
    this.timer = undefined;
    this.left -= performance.now() - this.since;
  }
}

/**
 * Runs a public call's work under a fresh deadline of `API_DEADLINE_MS` (8 s): past it, the call is
 * answered 503 "try again" (docs/operations/logging-and-errors.md, "Database unreachable"). Work
 * that still finishes later is whole (one transaction), and a resend with the same idempotency key
 * returns it. The work reads its body through `deadline.reading`.
 */
export function withDeadline<T>(ms: number, work: (deadline: Deadline) => Promise<T>): Promise<T> {
  const deadline = new Deadline(ms);
  return deadline.run(() => work(deadline));
}
