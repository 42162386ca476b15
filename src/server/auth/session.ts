import { randomBytes } from "node:crypto";
import { and, eq, gt, isNull } from "drizzle-orm";
import { jwtVerify, SignJWT } from "jose";
import type { Clock } from "../clock";
import type { Database } from "../db/client";
import { loginUsers, providers, type SessionKind, sessions } from "../db/schema";
import type { Env } from "../env";
import { clearCookie, readCookie, setCookie } from "./cookies";

export const sessionCookie = "hs_session";
export const sessionLifetimeMs = 8 * 60 * 60 * 1000;
export const sessionIdleMs = 60 * 60 * 1000;
/** Last-seen is written at most this often, so reads stay reads. */
const touchEveryMs = 60 * 1000;

export interface Session {
  id: string;
  kind: SessionKind;
  userId: number;
  providerId: number | null;
  subject: string;
}

export interface SessionDeps {
  env: Env;
  db: Database;
  clock: Clock;
  key: Uint8Array;
}

/**
 * The signing key: SESSION_SECRET, or a random one per process outside production. Without SESSION_SECRET each process draws its own key: fine for one process, but several
 * instances must share SESSION_SECRET so a cookie signed by one is accepted by the others
 * (docs/operations/scaling-out.md). Production requires it.
 */
export function sessionKeyOf(env: Env): Uint8Array {
  return env.SESSION_SECRET ? new TextEncoder().encode(env.SESSION_SECRET) : randomBytes(32);
}

export async function createSession(deps: SessionDeps, user: Omit<Session, "id">, idTokenHint: string | undefined): Promise<string> {
  const now = deps.clock.now();
  const id = randomBytes(24).toString("base64url");
  await deps.db.insert(sessions).values({
    id,
    ...user,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + sessionLifetimeMs),
    idTokenHint: idTokenHint ?? null,
  });
  const token = await new SignJWT({ sid: id })
    .setProtectedHeader({ alg: "HS256" })
    .setIssuedAt(Math.floor(now.getTime() / 1000))
    .setExpirationTime(Math.floor((now.getTime() + sessionLifetimeMs) / 1000))
    .sign(deps.key);
  return setCookie(deps.env, sessionCookie, token, sessionLifetimeMs / 1000);
}

/** The live session of a request: signed, not revoked, within 8 h and 1 h of idleness. */
export async function readSession(deps: SessionDeps, request: Request): Promise<Session | undefined> {
  const token = readCookie(deps.env, request, sessionCookie);
  if (!token) return undefined;
  const now = deps.clock.now();
  let sid: unknown;
  try {
    const { payload } = await jwtVerify(token, deps.key, { algorithms: ["HS256"], currentDate: now });
    sid = payload.sid;
  } catch {
    return undefined;
  }
  if (typeof sid !== "string") return undefined;
  const [found] = await deps.db
    .select({ row: sessions, loginId: loginUsers.id, providerActive: providers.isActive })
    .from(sessions)
    .leftJoin(loginUsers, and(eq(sessions.kind, "provider"), eq(loginUsers.id, sessions.userId), eq(loginUsers.providerId, sessions.providerId)))
    .leftJoin(providers, eq(providers.id, loginUsers.providerId))
    .where(
      and(eq(sessions.id, sid), isNull(sessions.revokedAt), gt(sessions.expiresAt, now), gt(sessions.lastSeenAt, new Date(now.getTime() - sessionIdleMs))),
    );
  if (!found) return undefined;
  const { row } = found;
  // Removing a login or deactivating a provider revokes its sessions; a sign-in that raced that
  // change could still have written one after it. Checked on every read, it cannot outlive it.
  if (row.kind === "provider" && (found.loginId === null || found.providerActive !== true)) return undefined;
  if (now.getTime() - row.lastSeenAt.getTime() > touchEveryMs) {
    await deps.db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, sid));
  }
  return { id: row.id, kind: row.kind, userId: row.userId, providerId: row.providerId, subject: row.subject };
}

/** Revokes the session and returns what logout needs: the cookie to clear and the issuer hint. */
export async function endSession(deps: SessionDeps, session: Session | undefined): Promise<{ cookie: string; idTokenHint?: string }> {
  let idTokenHint: string | undefined;
  if (session) {
    const [row] = await deps.db
      .update(sessions)
      .set({ revokedAt: deps.clock.now() })
      .where(eq(sessions.id, session.id))
      .returning({ hint: sessions.idTokenHint });
    idTokenHint = row?.hint ?? undefined;
  }
  return { cookie: clearCookie(deps.env, sessionCookie), idTokenHint };
}
