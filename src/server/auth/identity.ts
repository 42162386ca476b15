import type { Clock } from "../clock";
import type { Database } from "../db/client";
import { resolveLogin } from "../domain/logins/resolve-login";
import type { Env } from "../env";
import type { OidcClient } from "./oidc";
import { readSession, type Session } from "./session";

/** Who is calling, as the server decides it: never from what the browser stores. */
export type Identity =
  | { kind: "network"; userId: number; providerId: null; session?: Session }
  | { kind: "provider"; userId: number; providerId: number; session?: Session };

export interface IdentityDeps {
  env: Env;
  db: Database;
  clock: Clock;
  key: Uint8Array;
  oidc: OidcClient;
}

/** The session cookie, or `Authorization: Bearer` verified against the issuer for the old contract. */
export async function identify(deps: IdentityDeps, request: Request): Promise<Identity | undefined> {
  const session = await readSession(deps, request);
  if (session) {
    if (session.kind === "provider" && session.providerId !== null)
      return { kind: "provider", userId: session.userId, providerId: session.providerId, session };
    if (session.kind === "network") return { kind: "network", userId: session.userId, providerId: null, session };
    return undefined;
  }
  const authorization = request.headers.get("authorization");
  if (!authorization?.startsWith("Bearer ")) return undefined;
  try {
    const payload = await deps.oidc.verifyAccessToken(authorization.slice(7).trim());
    const login = await resolveLogin(deps.db, { issuer: String(payload.iss), subject: String(payload.sub) });
    if (login.type === 0) return { kind: "network", userId: login.userId, providerId: null };
    if (login.type === 1) return { kind: "provider", userId: login.userId, providerId: login.providerId };
  } catch {
    // An invalid token is the same as none.
  }
  return undefined;
}
