import { resolve } from "node:path";
import { Elysia } from "elysia";
import { z } from "zod";
import type { Database } from "../db/client";
import type { Env } from "../env";
import type { Logger } from "../logger";
import { rateLimitKey, parseTrustedProxies } from "../rest/client-ip";
import { createRateLimiter } from "../rest/rate-limit";
import { incomingIdPattern } from "./request-context";
import { scrub, scrubPage } from "./scrub";
import { createStackResolver } from "./source-maps";

export const clientReportPath = "/client-errors";
/** A report larger than this is refused (413) without being read further. */
export const maxReportBytes = 8 * 1024;
export const reportsPerMinute = 10;

const reportSchema = z.object({
  kind: z.enum(["boundary", "error", "unhandledrejection"]),
  message: z.string().max(1000),
  stack: z.string().max(6000).optional(),
  page: z.string().max(500),
  requestId: z.string().regex(incomingIdPattern).optional(),
  release: z
    .string()
    .max(64)
    .regex(/^[\w.-]+$/)
    .optional(),
});

const defaultMapsDir = resolve(import.meta.dir, "../../../dist/sourcemaps");

/**
 * POST /client-errors: a browser's crash report (docs/operations/logging-and-errors.md), logged as
 * one `client.crash` line with the stack resolved through the build's source maps. Rate-limited per
 * client address, size-capped; the reply is 204 with the report's own X-Request-Id, which the
 * error page shows as the reference.
 */
export function clientReports(deps: { env: Env; db: Database; logger: Logger; mapsDir?: string }) {
  const trusted = parseTrustedProxies(deps.env.TRUSTED_PROXIES);
  const limiter = createRateLimiter({ db: deps.db, secret: deps.env.SESSION_SECRET, scope: "client-report", limit: reportsPerMinute, windowMs: 60_000 });
  const resolveStack = createStackResolver(deps.mapsDir ?? defaultMapsDir);
  return new Elysia({ name: "client-reports" }).post(
    clientReportPath,
    async ({ request, server, set }) => {
      set.headers["cache-control"] = "no-store";
      if (!(await limiter.allow(rateLimitKey(server?.requestIP(request)?.address, request.headers.get("x-forwarded-for"), trusted)))) {
        set.headers["retry-after"] = "60";
        return new Response(null, { status: 429 });
      }
      const declared = Number(request.headers.get("content-length") ?? "0");
      if (declared > maxReportBytes) return new Response(null, { status: 413 });
      const text = await readCapped(request, maxReportBytes);
      if (text === undefined) return new Response(null, { status: 413 });
      let parsed: z.infer<typeof reportSchema>;
      try {
        parsed = reportSchema.parse(JSON.parse(text));
      } catch {
        return new Response(null, { status: 400 });
      }
      deps.logger.error("client.crash", {
        kind: parsed.kind,
        page: scrubPage(parsed.page),
        release: parsed.release,
        failedRequestId: parsed.requestId,
        message: scrub(parsed.message),
        stack: parsed.stack ? scrub(resolveStack(parsed.stack)) : undefined,
      });
      return new Response(null, { status: 204 });
    },
    { parse: "none" },
  );
}

async function readCapped(request: Request, limit: number): Promise<string | undefined> {
  if (!request.body) return "";
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => {});
      return undefined;
    }
    chunks.push(value);
  }
  return new TextDecoder().decode(Buffer.concat(chunks));
}
