import { readdirSync } from "node:fs";
import { insurerNamesOf } from "./insurer-names";
import { join, resolve } from "node:path";
import { fetchRequestHandler } from "@trpc/server/adapters/fetch";
import { Elysia, NotFoundError } from "elysia";
import { identify } from "./auth/identity";
import { authRoutes } from "./auth/routes";
import type { AuthSetup } from "./auth/setup";
import type { Clock } from "./clock";
import type { DatabaseHandle } from "./db/client";
import { apiMessage } from "./domain/errors";
import type { Env } from "./env";
import type { Logger } from "./logger";
import { requestObserver, statusOf } from "./observability/access-log";
import { clientReports } from "./observability/client-reports";
import { isDatabaseUnavailable, logFailure, retryAfterSeconds } from "./observability/failures";
import { failureReply } from "./rest/failure-reply";
import { currentRequest } from "./observability/request-context";
import { scrubPage } from "./observability/scrub";
import { catalogPath, createCatalogRoute } from "./rest/catalog-route";
import { failResponse } from "./rest/envelope";
import { openApiRoutes } from "./rest/openapi";
import { fileLinks } from "./rest/file-links";
import { networkApi } from "./rest/network-api";
import { ratingApi } from "./rest/rating-api";
import { calendarFeedApi } from "./rest/calendar-feed-api";
import { marketingUnsubscribeApi } from "./rest/marketing-unsubscribe-api";
import { customerControlsApi } from "./rest/customer-controls-api";
import { projectStatusApi } from "./rest/project-status-api";
import { providerApi } from "./rest/provider-api";
import { publicApi } from "./rest/public-api";
import { languageOf, translate } from "./translate";
import { plainFailure, plainRefusal } from "./plain-refusal";
import { forgeryReason, securityHeaders } from "./security/headers";
import { announcesTooLargeBody, streamsUnmeasuredBody, holdsUnstorableText, serverBodyCeiling } from "./security/input-guards";
import { createDistHandler, publicDir } from "./static-client";
import { lazyPageRenderer } from "./ssr/lazy-page-renderer";
import { isNoindexPath, robotsTxt, sitemapXml } from "./ssr/sitemap";
import { getActiveCatalog } from "./domain/catalog/service";
import { followCatalogChanges } from "./domain/catalog/follow-changes";
import type { FileStorage } from "./storage/storage";
import type { Notifier } from "./domain/notifications/service";
import { translatedError } from "./trpc/trpc";
import { appRouter } from "./trpc/root";
import { measured, metricsRoutes } from "./metrics/metrics-routes";
import { liveParts } from "./ownership/live";

export interface AppDeps {
  env: Env;
  database: DatabaseHandle;
  clock: Clock;
  logger: Logger;
  storage: FileStorage;
  auth: AuthSetup;
  /** The one notifier of the process, required by every operation that sends mail (docs/product/notifications.md). */
  notify: Notifier;
  /** How the React app is served: the dev bundler with hot reload, the built files, or not at all (API tests). */
  client: "dev" | "dist" | "none";
}

export async function createApp(deps: AppDeps) {
  const { env, database, logger, auth } = deps;
  const db = database.db;
  const headersFor = securityHeaders(env, {
    issuerOrigin: env.OIDC_ISSUER ? new URL(env.OIDC_ISSUER).origin : undefined,
    devBundler: deps.client === "dev",
  });
  // Canonical addresses, the sitemap and robots.txt name the site by its public origin.
  const origin = env.PUBLIC_URL.replace(/\/+$/, "");
  const identityDeps = { env, db, clock: deps.clock, key: auth.key, oidc: auth.oidc };
  // The catalogue is cached per process and dropped on every change, from any process.
  await followCatalogChanges(database);

  const catalogRoute = createCatalogRoute({ db, headers: headersFor(catalogPath), fallback: (request) => app.handle(request) });
  const devRoutes: Record<string, unknown> = deps.client === "dev" ? await devBundlerRoutes((request): Promise<Response> => app.handle(request)) : {};
  const observer = requestObserver(env.TRUSTED_PROXIES, logger);
  const app = new Elysia({
    serve: {
      // MAX_BODY_BYTES itself is checked in onRequest, to answer in the caller's language.
      maxRequestBodySize: serverBodyCeiling(env.MAX_BODY_BYTES),
      routes: {
        // Bun answers this one before Elysia's per-request work (see createCatalogRoute).
        [catalogPath]: { GET: measured(catalogPath, catalogRoute) },
        ...devRoutes,
      },
    },
    // Production: ahead-of-time compiled handlers, and Elysia hides validation details.
    precompile: env.NODE_ENV === "production",
  })
    .onRequest(({ request, set, server }) => {
      const path = pathOf(request.url);
      // A reply given here skips onAfterResponse: its access line is written here, once.
      const refuse = (status: number, message: "invalidRequest" | "requestTooLarge", extra: Record<string, string> = {}) => {
        observer.end(request, undefined, status);
        return failResponse(status, translate(languageOf(request), apiMessage(message)), { ...headersFor(path), ...extra });
      };
      Object.assign(set.headers, headersFor(path));
      set.headers["x-request-id"] = observer.begin(request, server?.requestIP(request)?.address);
      if (isNoindexPath(path)) set.headers["x-robots-tag"] = "noindex";
      const forged = forgeryReason(request, env.PUBLIC_URL);
      if (forged) {
        // The route is not known yet: the path is logged with its token-like segments masked.
        const loggedPath = scrubPage(path);
        // Said plainly: a PUBLIC_URL that does not match the address in the browser is the usual cause.
        if (forged.kind === "origin-mismatch")
          logger.warn("request.origin-mismatch", {
            method: request.method,
            path: loggedPath,
            origin: forged.origin,
            expected: forged.expected,
            hint: "the request's origin is not PUBLIC_URL: set PUBLIC_URL to the address the browser uses",
          });
        else logger.warn("request.refused-as-forged", { method: request.method, path: loggedPath, reason: forged.kind });
        return refuse(403, "invalidRequest");
      }
      if (announcesTooLargeBody(request, env.MAX_BODY_BYTES)) return refuse(413, "requestTooLarge", { connection: "close" });
      if (streamsUnmeasuredBody(request)) return refuse(411, "invalidRequest", { connection: "close" });
    })
    .onBeforeHandle(({ request, query, params, body }) => {
      if (holdsUnstorableText(query) || holdsUnstorableText(params) || holdsUnstorableText(body)) {
        return failResponse(400, translate(languageOf(request), apiMessage("invalidRequest")), headersFor(pathOf(request.url)));
      }
    })
    .onAfterResponse(({ request, route, set, responseValue }) => observer.end(request, route, statusOf(responseValue, set)))
    .onError(({ code, error, request }) => {
      const path = new URL(request.url).pathname;
      const isApi = path.startsWith("/api/");
      const state = currentRequest();
      const headers: Record<string, string> = { ...headersFor(path), ...(state ? { "x-request-id": state.id } : {}) };
      // In words in the caller's language: the envelope on api/, plain text elsewhere.
      const refusal = (status: number, message: "notFound" | "invalidRequest") =>
        isApi ? failResponse(status, translate(languageOf(request), apiMessage(message)), headers) : plainRefusal(request, status, message, headers);
      if (code === "NOT_FOUND") return refusal(404, "notFound");
      if (code === "PARSE" || code === "VALIDATION") return refusal(400, "invalidRequest");
      logFailure(logger, "request.failed", error, { method: request.method, code });
      const reply = isApi ? failureReply(request, error, headers) : plainFailure(request, error, headers);
      if (state) state.status = reply.status;
      return reply;
    })
    .use(metricsRoutes({ database, clock: deps.clock, token: env.METRICS_TOKEN }))
    .get("/healthz", () => ({ status: "ok" }))
    .get(
      "/robots.txt",
      () => new Response(robotsTxt(origin), { headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "public, max-age=3600" } }),
    )
    .get(
      "/sitemap.xml",
      async () =>
        new Response(sitemapXml(await getActiveCatalog(db), origin), {
          headers: { "content-type": "application/xml; charset=utf-8", "cache-control": "public, max-age=3600" },
        }),
    )
    .get("/readyz", async ({ set }) => {
      // A database that is going down can keep a query waiting: after 2 s the answer is "no".
      const readiness = await Promise.race([database.readiness(), Bun.sleep(2000).then(() => "database-unreachable" as const)]);
      const ready = readiness === "ready";
      set.status = ready ? 200 : 503;
      // `live`: long-lived parts this process holds, one of each (docs/operations/one-owner.md).
      if (!ready) set.headers["retry-after"] = String(retryAfterSeconds);
      return ready ? { status: "ready", live: liveParts() } : { status: "unavailable", reason: readiness, driver: database.driver, live: liveParts() };
    })
    .use(clientReports({ env, db, logger }))
    .use(openApiRoutes())
    .use(authRoutes({ env, db, clock: deps.clock, logger, key: auth.key, oidc: auth.oidc, devIssuer: auth.devIssuer }))
    .use(publicApi({ env, db, clock: deps.clock, storage: deps.storage, logger, notify: deps.notify }))
    .use(fileLinks({ env, clock: deps.clock, storage: deps.storage }))
    .use(projectStatusApi({ db, clock: deps.clock, logger, deadlineMs: env.API_DEADLINE_MS }))
    .use(customerControlsApi({ env, db, clock: deps.clock, storage: deps.storage, logger, notify: deps.notify }))
    .use(marketingUnsubscribeApi({ db, clock: deps.clock, logger, deadlineMs: env.API_DEADLINE_MS }))
    .use(ratingApi({ env, db, clock: deps.clock, logger, notify: deps.notify }))
    .use(calendarFeedApi({ db, clock: deps.clock, logger, publicUrl: env.PUBLIC_URL, deadlineMs: env.API_DEADLINE_MS }))
    .use(networkApi({ ...identityDeps, storage: deps.storage, logger, notify: deps.notify }))
    .use(providerApi({ ...identityDeps, storage: deps.storage, logger, notify: deps.notify }))
    // An api/ address no call has: the 404 envelope, never the page shell of the catch-all below.
    // GET on its own: Elysia tries a method's routes ("/*" of the client) before `all`.
    .get("/api/*", noSuchCall)
    .all("/api/*", noSuchCall)
    .get("/trpc/*", ({ request }) => handleTrpc(request))
    .post("/trpc/*", ({ request }) => handleTrpc(request), { parse: "none" });

  function handleTrpc(request: Request) {
    const state = currentRequest();
    if (state) state.language = languageOf(request);
    return fetchRequestHandler({
      endpoint: "/trpc",
      req: request,
      router: appRouter,
      createContext: async () => ({
        env,
        db,
        clock: deps.clock,
        storage: deps.storage,
        logger,
        identity: await identify(identityDeps, request).catch((error: unknown) => {
          throw isDatabaseUnavailable(error)
            ? translatedError("SERVICE_UNAVAILABLE", translate(languageOf(request), apiMessage("serviceUnavailable")), error)
            : error;
        }),
        language: languageOf(request),
        notify: deps.notify,
        contentLength: request.headers.get("content-length"),
        // Only a POST carries a form: a query's input is in its address, and is always checked.
        formBody: request.method === "POST" && (request.headers.get("content-type") ?? "").toLowerCase().startsWith("multipart/form-data"),
      }),
      onError: ({ error, path }) => {
        if (error.code === "INTERNAL_SERVER_ERROR" || error.code === "SERVICE_UNAVAILABLE")
          logFailure(logger, "trpc.failed", error.cause ?? error, { procedure: path });
      },
      // Console replies carry personal data: never stored (docs/product/personal-data.md). The database
      // away: 503 with Retry-After (see trpc.ts), like the api/ calls.
      responseMeta: ({ errors }) =>
        errors.some((e) => e.code === "SERVICE_UNAVAILABLE")
          ? { status: 503, headers: new Headers({ "cache-control": "no-store", "retry-after": String(retryAfterSeconds) }) }
          : { headers: new Headers({ "cache-control": "no-store" }) },
    });
  }

  if (deps.client === "dist") {
    const meta = { "insurer-name": env.INSURER_NAME, "insurer-name-nl": env.INSURER_NAME_NL, "privacy-mailbox": env.DPO_EMAIL, "gtm-id": env.GTM_ID };
    const renderPage = lazyPageRenderer(logger, async () => {
      const { createPageRenderer } = await import("./ssr/page-renderer");
      return createPageRenderer({
        handle: (request) => app.handle(request),
        catalog: () => getActiveCatalog(db),
        meta,
        logger,
        origin,
        insurerName: insurerNamesOf(env),
      });
    });
    const serveDist = createDistHandler(meta, { renderPage });
    app.get("/*", ({ request }) => serveDist(request));
  } else if (deps.client === "dev") {
    for (const entry of readdirSync(publicDir, { withFileTypes: true })) {
      if (entry.isFile()) app.get(`/${entry.name}`, () => Bun.file(join(publicDir, entry.name)));
      else app.get(`/${entry.name}/*`, ({ params }) => servePublicFile(join(entry.name, params["*"])));
    }
  }
  return app;
}

/**
 * Development: Bun's bundler serves index.html (with hot reload) for every page address. That
 * only works as a route of Bun.serve itself, where "/*" would also take the app's own catch-all
 * routes (Elysia hands its other routes to Bun one by one): those are passed back to the app.
 */
async function devBundlerRoutes(handle: (request: Request) => Promise<Response>): Promise<Record<string, unknown>> {
  const { default: indexHtml } = await import("../client/index.html");
  const toApp = (request: Request) => handle(request);
  const routes: Record<string, unknown> = {
    "/*": indexHtml,
    "/api/*": toApp,
    "/trpc/*": toApp,
    "/dev-idp/*": toApp,
    "/robots.txt": toApp,
    "/sitemap.xml": toApp,
  };
  for (const entry of readdirSync(publicDir, { withFileTypes: true })) if (entry.isDirectory()) routes[`/${entry.name}/*`] = toApp;
  return routes;
}

/** An address under /api that no call has: answered by onError with the 404 envelope. */
function noSuchCall(): never {
  throw new NotFoundError();
}

/** The path of a request URL without building a URL object (this runs for every request). */
function pathOf(url: string): string {
  const start = url.indexOf("/", url.indexOf("//") + 2);
  if (start < 0) return "/";
  const end = url.search(/[?#]/);
  return end < 0 ? url.slice(start) : url.slice(start, end);
}

/** A file of public/ in development, never outside that folder. */
async function servePublicFile(relative: string): Promise<Response> {
  const path = resolve(publicDir, relative);
  const file = Bun.file(path);
  if (!path.startsWith(`${publicDir}/`) || !(await file.exists())) return new Response("Not found", { status: 404 });
  return new Response(file);
}

export type App = Awaited<ReturnType<typeof createApp>>;
