import { createHmac } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Database } from "../db/client";
import type { Env } from "../env";
import { queryPrepared } from "../db/prepared";
import { rateLimitRefusals, rateLimitUnchecked } from "../metrics/registry";

export interface RateLimiterOptions {
  db: Database;
  /** Names the limit ("create", "upload", "login"...): each scope has its own counters. */
  scope: string;
  limit: number;
  windowMs: number;
  /** SESSION_SECRET: keys are stored as an HMAC under it, so a stored key cannot be tried against every address. */
  secret: string | undefined;
}

export interface RateLimiter {
  /** True when the request may go on; false when the key has used its quota for this window. */
  allow(key: string): Promise<boolean>;
}

/**
 * A fixed window per (scope, key), counted in Postgres so that the limit holds across every
 * instance together (docs/operations/scaling-out.md). The window starts at the key's first
 * request and lasts `windowMs`; one atomic upsert counts and reads. A key can therefore get at
 * most 2 × limit in any span of one window (the end of one window and the start of the next).
 * Keys are stored as an HMAC under a key derived from SESSION_SECRET (required in production, shared
 * by every instance): the table never holds a client address, and a stored key cannot be matched
 * by hashing every IPv4 address or a known e-mail address (docs/operations/scaling-out.md).
 *
 * When the database does not answer, the request goes on (fail open): the limit guards against
 * abuse, and the request itself needs the database anyway. `hs_rate_limit_unchecked_total` counts it.
 */
// A prepared statement (src/server/db/prepared.ts): it runs before every limited request.
const countText = `
  insert into rate_limit_counters as c (scope, key, count, expires_at)
  values ($1::text, $2::text, 1, now() + $3::int * interval '1 millisecond')
  on conflict (scope, key) do update set
    count = case when c.expires_at <= now() then 1 else c.count + 1 end,
    expires_at = case when c.expires_at <= now() then excluded.expires_at else c.expires_at end
  returning count`;

export function createRateLimiter(options: RateLimiterOptions): RateLimiter {
  const { db, scope, limit, windowMs } = options;
  // Without SESSION_SECRET (development, tests) a fixed key: instances on one database still agree.
  const hashKey = createHmac("sha256", options.secret ?? "development: no SESSION_SECRET")
    .update("rate-limits/v1")
    .digest();
  let lastSweep = 0;
  return {
    async allow(key: string): Promise<boolean> {
      const hashed = createHmac("sha256", hashKey).update(key).digest("base64url").slice(0, 22);
      let count: number;
      try {
        const [row] = await queryPrepared<{ count: number }>(db, countText, [scope, hashed, windowMs]);
        count = Number(row?.count ?? 0);
      } catch {
        // Not logged: the request needs the database too, and its own failure is logged once.
        rateLimitUnchecked.inc({ scope });
        return true;
      }
      // Expired counters are removed at most once a window per process, off the request's path.
      const now = Date.now();
      if (now - lastSweep > windowMs) {
        lastSweep = now;
        db.execute(sql`delete from rate_limit_counters where expires_at < now()`).catch(() => {});
      }
      if (count <= limit) return true;
      rateLimitRefusals.inc({ scope });
      return false;
    },
  };
}

/** The status page's actions and the rating link share one limit per client address (docs/product/customer-controls.md). */
export function customerActionLimiter(db: Database, env: Pick<Env, "SESSION_SECRET" | "CUSTOMER_ACTION_RATE_LIMIT_PER_MINUTE">): RateLimiter {
  return createRateLimiter({ db, secret: env.SESSION_SECRET, scope: "customer-action", limit: env.CUSTOMER_ACTION_RATE_LIMIT_PER_MINUTE, windowMs: 60_000 });
}
