import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";

/**
 * This process's metrics (docs/operations/scaling-out.md#metrics). Per process on purpose:
 * Prometheus scrapes every instance and adds them up; the database-wide figures (outbox, sweeper)
 * are read from Postgres at scrape time.
 */
export const registry = new Registry();
collectDefaultMetrics({ register: registry });

export const rateLimitRefusals = new Counter({
  name: "hs_rate_limit_refusals_total",
  help: "Requests refused with 429 by a rate limit",
  labelNames: ["scope"] as const,
  registers: [registry],
});

/** A limit that could not be counted lets the request through (src/server/rest/rate-limit.ts): seen here, not silent. */
export const rateLimitUnchecked = new Counter({
  name: "hs_rate_limit_unchecked_total",
  help: "Requests let through because their rate limit could not be counted (database unavailable)",
  labelNames: ["scope"] as const,
  registers: [registry],
});

/** Transactions run again after a deadlock or a serialization failure (src/server/db/transaction-retry.ts). */
export const transactionRetries = new Counter({
  name: "hs_db_transaction_retries_total",
  help: "Transactions run again because Postgres ended them for a deadlock (40P01) or a serialization failure (40001)",
  labelNames: ["code"] as const,
  registers: [registry],
});

export const httpRequests = new Counter({
  name: "hs_http_requests_total",
  help: "HTTP requests answered, by route pattern, method and status",
  labelNames: ["route", "method", "status"] as const,
  registers: [registry],
});

export const httpDuration = new Histogram({
  name: "hs_http_request_duration_seconds",
  help: "HTTP request duration, by route pattern, method and status",
  labelNames: ["route", "method", "status"] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [registry],
});

/** Read at scrape time from the runtime itself (prom-client's default set reads /proc, which may differ under Bun). */
new Gauge({
  name: "hs_process_memory_bytes",
  help: "Memory of this process, by kind (rss, heapUsed, heapTotal, external)",
  labelNames: ["kind"] as const,
  registers: [registry],
  collect() {
    const usage = process.memoryUsage();
    for (const kind of ["rss", "heapUsed", "heapTotal", "external"] as const) this.set({ kind }, usage[kind]);
  },
});
