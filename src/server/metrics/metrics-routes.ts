import { timingSafeEqual } from "node:crypto";
import { Elysia } from "elysia";
import type { Clock } from "../clock";
import type { DatabaseHandle } from "../db/client";
import { createDatabaseGauges } from "./database-gauges";
import { httpDuration, httpRequests, registry } from "./registry";

export interface MetricsDeps {
  database: DatabaseHandle;
  clock: Clock;
  /** METRICS_TOKEN; undefined: /metrics is not served. */
  token: string | undefined;
}

/**
 * Request counts and durations by route pattern (never the raw path: ids and tokens stay out),
 * and `GET /metrics` in Prometheus text format for a caller with `Authorization: Bearer
 * <METRICS_TOKEN>` (docs/operations/scaling-out.md#metrics).
 */
export function metricsRoutes(deps: MetricsDeps) {
  const started = new WeakMap<Request, number>();
  const renderDatabaseGauges = createDatabaseGauges(deps.database, deps.clock);
  const expected = deps.token ? Buffer.from(`Bearer ${deps.token}`) : undefined;
  const authorised = (header: string | null) => {
    if (!expected || !header) return false;
    const given = Buffer.from(header);
    return given.length === expected.length && timingSafeEqual(given, expected);
  };

  return new Elysia({ name: "metrics" })
    .onRequest(({ request }) => {
      started.set(request, performance.now());
    })
    .onAfterResponse({ as: "global" }, ({ request, route, set, responseValue }) => {
      const start = started.get(request);
      if (start === undefined) return;
      const status = responseValue instanceof Response ? responseValue.status : typeof set.status === "number" ? set.status : 200;
      const labels = { route: route || "unmatched", method: request.method, status: String(status) };
      httpRequests.inc(labels);
      httpDuration.observe(labels, (performance.now() - start) / 1000);
    })
    .get("/metrics", async ({ request }) => {
      // Scraped directly, never through the load balancer: a request a proxy forwarded is not answered,
      // however its path was written to pass the proxy's deny rule (/./metrics, /METRICS, /%6detrics…).
      if (!expected || request.headers.has("x-forwarded-for") || request.headers.has("forwarded")) return new Response("Not found", { status: 404 });
      if (!authorised(request.headers.get("authorization"))) {
        return new Response("Unauthorized", { status: 401, headers: { "www-authenticate": "Bearer" } });
      }
      const text = `${await registry.metrics()}\n${await renderDatabaseGauges()}`;
      return new Response(text, { headers: { "content-type": registry.contentType, "cache-control": "no-store" } });
    });
}

/** Counts a handler that Bun answers before Elysia (the catalogue route) like any other route. */
export function measured(route: string, handler: (request: Request) => Response | Promise<Response>) {
  return async (request: Request): Promise<Response> => {
    const start = performance.now();
    const response = await handler(request);
    const labels = { route, method: request.method, status: String(response.status) };
    httpRequests.inc(labels);
    httpDuration.observe(labels, (performance.now() - start) / 1000);
    return response;
  };
}
