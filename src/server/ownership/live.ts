/**
 * How many of each long-lived part this process holds right now, shown by /readyz. Kept on
 * globalThis so that a module re-run in the same process (a hot reload) counts on, never resets:
 * each must stay at one (docs/operations/one-owner.md).
 */
export type LivePart = "database" | "mailWorker" | "sweeper" | "listener";

const key = Symbol.for("home-services.live-parts");
const holder = globalThis as unknown as Record<symbol, Record<LivePart, number> | undefined>;
holder[key] ??= { database: 0, mailWorker: 0, sweeper: 0, listener: 0 };
const counts: Record<LivePart, number> = holder[key];

export function partStarted(part: LivePart): void {
  counts[part] += 1;
}

export function partStopped(part: LivePart): void {
  counts[part] = Math.max(0, counts[part] - 1);
}

export function liveParts(): Record<LivePart, number> {
  return { ...counts };
}
