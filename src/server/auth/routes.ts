import { Elysia } from "elysia";
import { jwtVerify, SignJWT } from "jose";
import type { Clock } from "../clock";
import type { Database } from "../db/client";
import { apiMessage } from "../domain/errors";
import { AuthorizationType, resolveLogin } from "../domain/logins/resolve-login";
import { recordSignIn } from "../domain/logins/service";
import type { Env } from "../env";
import { describeError, type Logger } from "../logger";
import { rateLimitKey, parseTrustedProxies } from "../rest/client-ip";
import { ok } from "../rest/envelope";
import { createRateLimiter } from "../rest/rate-limit";
import { plainRefusal } from "../plain-refusal";
import { languageOf, translate } from "../translate";
import { clearCookie, readCookie, setCookie } from "./cookies";
import type { DevIssuer } from "./dev-idp";
import { identify } from "./identity";
import type { LoginTransaction, OidcClient } from "./oidc";
import { createSession, endSession } from "./session";
import { safeReturnPath } from "@/shared/return-path";

export interface AuthDeps {
  env: Env;
  db: Database;
  clock: Clock;
  logger: Logger;
  key: Uint8Array;
  oidc: OidcClient;
  devIssuer?: DevIssuer;
}

const transactionCookie = "hs_auth_tx";
const transactionSeconds = 600;

/** Sign-in at /auth (login, callback, logout), the contract's loginuser/login, and the development issuer. */
export function authRoutes(deps: AuthDeps) {
  const { env, logger } = deps;
  const trusted = parseTrustedProxies(env.TRUSTED_PROXIES);
  const limiter = createRateLimiter({ db: deps.db, secret: env.SESSION_SECRET, scope: "login", limit: 30, windowMs: 60_000 });
  /** The landing page, with the console page the person was going to (same-origin console paths only). */
  const landing = (next: string | undefined) => {
    const url = new URL("/login/landingpage", env.PUBLIC_URL);
    if (next) url.searchParams.set("next", next);
    return url.toString();
  };
  const loginPage = (error?: string) => new URL(`/login${error ? `?error=${error}` : ""}`, env.PUBLIC_URL).toString();
  const redirect = (to: string, cookies: string[] = []) => {
    const headers = new Headers({ location: to, "cache-control": "no-store" });
    for (const c of cookies) headers.append("set-cookie", c);
    return new Response(null, { status: 303, headers });
  };
  // A person's browser reads this refusal: the api/ text (`tooManyRequests`) as plain text, in their language.
  const tooMany = async (request: Request, peer: string | undefined) => {
    if (await limiter.allow(rateLimitKey(peer, request.headers.get("x-forwarded-for"), trusted))) return undefined;
    return plainRefusal(request, 429, "tooManyRequests", { "retry-after": "60" });
  };

  const app = new Elysia({ name: "auth" })
    .get("/auth/login", async ({ request, server }) => {
      const limited = await tooMany(request, server?.requestIP(request)?.address);
      if (limited) return limited;
      try {
        const { url, transaction } = await deps.oidc.beginLogin();
        // Where to go back after sign-in travels sealed with the transaction; anything but a console path is dropped.
        const next = safeReturnPath(new URL(request.url).searchParams.get("next"));
        const sealed = await new SignJWT({ ...transaction, ...(next ? { next } : {}) })
          .setProtectedHeader({ alg: "HS256" })
          .setExpirationTime(Math.floor(deps.clock.now().getTime() / 1000) + transactionSeconds)
          .sign(deps.key);
        return redirect(url.toString(), [setCookie(env, transactionCookie, sealed, transactionSeconds)]);
      } catch (error) {
        logger.error("auth.login-failed", describeError(error));
        return redirect(loginPage("unavailable"));
      }
    })
    .get("/auth/callback", async ({ request, server }) => {
      const limited = await tooMany(request, server?.requestIP(request)?.address);
      if (limited) return limited;
      const url = new URL(request.url);
      const clearTx = clearCookie(env, transactionCookie);
      const transaction = await openTransaction(readCookie(env, request, transactionCookie));
      const code = url.searchParams.get("code");
      // A missing, expired, replayed or tampered transaction, or a state that does not match: no session.
      if (!transaction || !code || url.searchParams.get("state") !== transaction.state) return redirect(loginPage("failed"), [clearTx]);
      try {
        const identity = await deps.oidc.completeLogin(code, transaction);
        const login = await resolveLogin(deps.db, identity, { trustUnverifiedEmail: env.OIDC_TRUST_UNVERIFIED_EMAIL });
        // Not accepted: no session here, and signed out at the issuer too; /login tells why.
        if (login.type === AuthorizationType.NotAccepted) {
          if (login.refused) logger.warn("auth.link-refused", { reason: login.refused });
          return redirect(await deps.oidc.logoutUrl(identity.idToken, login.refused ? "email-unverified" : "not-accepted"), [clearTx]);
        }
        const cookie = await createSession(
          deps,
          login.type === 0
            ? { kind: "network", userId: login.userId, providerId: null, subject: identity.subject }
            : { kind: "provider", userId: login.userId, providerId: login.providerId, subject: identity.subject },
          identity.idToken,
        );
        if (login.type === AuthorizationType.Provider) await recordSignIn(deps.db, login.userId, deps.clock.now());
        return redirect(landing(safeReturnPath(transaction.next)), [clearTx, cookie]);
      } catch (error) {
        logger.warn("auth.callback-refused", describeError(error));
        return redirect(loginPage("failed"), [clearTx]);
      }
    })
    .post(
      "/auth/logout",
      async ({ request }) => {
        const identity = await identify(deps, request);
        const ended = await endSession(deps, identity?.session);
        const to = await deps.oidc.logoutUrl(ended.idTokenHint);
        return new Response(JSON.stringify({ redirect: to }), {
          headers: { "content-type": "application/json", "set-cookie": ended.cookie, "cache-control": "no-store" },
        });
      },
      { parse: "none" },
    )
    .get("/api/loginuser/login", async ({ request, set }) => {
      const identity = await identify(deps, request);
      set.headers["cache-control"] = "no-store";
      if (!identity) {
        // The contract's 401 text, as every other api/ call; the data tells the old client "not signed in".
        set.status = 401;
        const userMessage = translate(languageOf(request), apiMessage("signInRequired"));
        return { isError: true, userMessage, data: { authorizationType: AuthorizationType.NotAccepted, providerId: 0 } };
      }
      return ok({
        authorizationType: identity.kind === "network" ? AuthorizationType.Network : AuthorizationType.Provider,
        providerId: identity.providerId ?? 0,
      });
    });

  if (deps.devIssuer) {
    const issuer = deps.devIssuer;
    // GET and POST by name: a method-specific catch-all (the client's `/*`) would win over `all`.
    app.get("/dev-idp/*", ({ request }) => issuer.handle(request));
    app.post("/dev-idp/*", ({ request }) => issuer.handle(request), { parse: "none" });
  }
  return app;

  async function openTransaction(value: string | undefined): Promise<(LoginTransaction & { next?: string }) | undefined> {
    if (!value) return undefined;
    try {
      const { payload } = await jwtVerify(value, deps.key, { algorithms: ["HS256"], currentDate: deps.clock.now() });
      const { state, nonce, codeVerifier, next } = payload as Partial<LoginTransaction> & { next?: unknown };
      return state && nonce && codeVerifier ? { state, nonce, codeVerifier, next: typeof next === "string" ? next : undefined } : undefined;
    } catch {
      return undefined;
    }
  }
}
