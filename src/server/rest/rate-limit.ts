/**
 * A fixed-window counter per key (client address + route), in memory. Each process limits on
 * its own; behind several processes the limit per client is at most N times the setting.
 */
export function createRateLimiter(options: { limit: number; windowMs: number; now?: () => number }) {
  const now = options.now ?? Date.now;
  const windows = new Map<string, { start: number; count: number }>();
  let lastSweep = now();
  return {
    /** True when the request may go on; false when the key has used its quota for this window. */
    take(key: string): boolean {
      const t = now();
      if (t - lastSweep > options.windowMs) {
        for (const [k, w] of windows) if (t - w.start >= options.windowMs) windows.delete(k);
        lastSweep = t;
      }
      const current = windows.get(key);
      if (!current || t - current.start >= options.windowMs) {
        windows.set(key, { start: t, count: 1 });
        return true;
      }
      current.count += 1;
      return current.count <= options.limit;
    },
  };
}
