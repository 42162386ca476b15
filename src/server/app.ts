import { readdirSync } from "node:fs";
import { join, resolve } from "node:path";
import { fetchRequestHandler } from "@trpc/server/adapters/fetch";
import { Elysia } from "elysia";
import { identify } from "./auth/identity";
import { authRoutes } from "./auth/routes";
import type { AuthSetup } from "./auth/setup";
import type { Clock } from "./clock";
import type { DatabaseHandle } from "./db/client";
import { apiMessage } from "./domain/errors";
import type { Env } from "./env";
import { describeError, type Logger } from "./logger";
import { catalogPath, createCatalogRoute } from "./rest/catalog-route";
import { failResponse } from "./rest/envelope";
import { openApiRoutes } from "./rest/openapi";
import { fileLinks } from "./rest/file-links";
import { networkApi } from "./rest/network-api";
import { projectStatusApi } from "./rest/project-status-api";
import { providerApi } from "./rest/provider-api";
import { publicApi } from "./rest/public-api";
import { languageOf, translate } from "./rest/translate";
import { isForgedRequest, securityHeaders } from "./security/headers";
import { createDistHandler, publicDir } from "./static-client";
import { createPageRenderer } from "./ssr/page-renderer";
import { getActiveCatalog } from "./domain/catalog/service";
import type { FileStorage } from "./storage/storage";
import { appRouter } from "./trpc/root";

export interface AppDeps {
  env: Env;
  database: DatabaseHandle;
  clock: Clock;
  logger: Logger;
  storage: FileStorage;
  auth: AuthSetup;
  /** How the React app is served: the dev bundler with hot reload, the built files, or not at all (API tests). */
  client: "dev" | "dist" | "none";
}

/** GET calls of the old contract that change state (spec section 7): they get the same CSRF guard. */
const stateChangingGets = /^\/api\/(provider\/updateprovideractivity|providerpostalarea\/(updatescorebycityproviderid|activatebycityproviderid)|serviceprovider\/updateadd|homeproject\/(accept|reject|noagreement|updateservice|updateprovider|cancelproject))\b/i;

export async function createApp(deps: AppDeps) {
  const { env, database, logger, auth } = deps;
  const db = database.db;
  const headersFor = securityHeaders(env, {
    issuerOrigin: env.OIDC_ISSUER ? new URL(env.OIDC_ISSUER).origin : undefined,
    devBundler: deps.client === "dev",
  });
  const identityDeps = { env, db, clock: deps.clock, key: auth.key, oidc: auth.oidc };

  const catalogRoute = createCatalogRoute({ db, headers: headersFor(catalogPath), fallback: (request) => app.handle(request) });
  const devRoutes: Record<string, unknown> = deps.client === "dev" ? await devBundlerRoutes((request): Promise<Response> => app.handle(request)) : {};
  const app = new Elysia({
    serve: {
      maxRequestBodySize: env.MAX_BODY_BYTES,
      routes: {
        // Bun answers this one before Elysia's per-request work (see createCatalogRoute).
        [catalogPath]: { GET: catalogRoute },
        ...devRoutes,
      },
    },
    // Production: ahead-of-time compiled handlers, and Elysia hides validation details.
    precompile: env.NODE_ENV === "production",
  })
    .onRequest(({ request, set }) => {
      const path = pathOf(request.url);
      Object.assign(set.headers, headersFor(path));
      if (isForgedRequest(request, env.PUBLIC_URL, (p) => stateChangingGets.test(p))) {
        return failResponse(403, translate(languageOf(request), apiMessage("invalidRequest")), headersFor(path));
      }
    })
    .onError(({ code, error, request }) => {
      const path = new URL(request.url).pathname;
      const isApi = path.startsWith("/api/");
      const headers = headersFor(path);
      if (code === "NOT_FOUND") {
        return isApi ? failResponse(404, translate(languageOf(request), apiMessage("notFound")), headers) : new Response("Not found", { status: 404, headers });
      }
      if (code === "PARSE" || code === "VALIDATION") {
        return isApi ? failResponse(400, translate(languageOf(request), apiMessage("invalidRequest")), headers) : new Response("Bad request", { status: 400, headers });
      }
      logger.error("request.failed", { method: request.method, path, code, ...describeError(error) });
      return isApi ? failResponse(500, translate(languageOf(request), apiMessage("internalError")), headers) : new Response("Internal error", { status: 500, headers });
    })
    .get("/healthz", () => ({ status: "ok" }))
    .get("/readyz", async ({ set }) => {
      // A database that is going down can keep a query waiting: after 2 s the answer is "no".
      const ready = await Promise.race([database.isReady(), Bun.sleep(2000).then(() => false)]);
      set.status = ready ? 200 : 503;
      return { status: ready ? "ready" : "unavailable" };
    })
    .use(openApiRoutes())
    .use(authRoutes({ env, db, clock: deps.clock, logger, key: auth.key, oidc: auth.oidc, devIssuer: auth.devIssuer }))
    .use(publicApi({ env, db, clock: deps.clock, storage: deps.storage, logger }))
    .use(fileLinks({ env, clock: deps.clock, storage: deps.storage }))
    .use(projectStatusApi({ db, clock: deps.clock, logger }))
    .use(networkApi({ ...identityDeps, storage: deps.storage, logger }))
    .use(providerApi({ ...identityDeps, storage: deps.storage, logger }))
    .get("/trpc/*", ({ request }) => handleTrpc(request))
    .post("/trpc/*", ({ request }) => handleTrpc(request), { parse: "none" });

  function handleTrpc(request: Request) {
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
        identity: await identify(identityDeps, request),
        language: languageOf(request),
      }),
      onError: ({ error, path }) => {
        if (error.code === "INTERNAL_SERVER_ERROR") logger.error("trpc.failed", { path, ...describeError(error.cause ?? error) });
      },
    });
  }

  if (deps.client === "dist") {
    const meta = { "insurer-name": env.INSURER_NAME, "privacy-mailbox": env.DPO_EMAIL, "gtm-id": env.GTM_ID };
    const renderPage = createPageRenderer({ handle: (request) => app.handle(request), catalog: () => getActiveCatalog(db), meta, logger });
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
  const routes: Record<string, unknown> = { "/*": indexHtml, "/trpc/*": toApp, "/dev-idp/*": toApp };
  for (const entry of readdirSync(publicDir, { withFileTypes: true })) if (entry.isDirectory()) routes[`/${entry.name}/*`] = toApp;
  return routes;
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
