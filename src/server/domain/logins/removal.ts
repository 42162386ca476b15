import { and, eq, isNull } from "drizzle-orm";
import type { Database, Executor } from "../../db/client";
import { auditEvents, loginUsers, sessions } from "../../db/schema";
import { refuse } from "../errors";

/**
 * Ends at once every live console session of a provider's logins: of one login, or of all its
 * logins (docs/product/consoles.md, "Web logins"). The next request of that browser is signed out.
 */
export async function endProviderSessions(db: Executor, input: { providerId: number; loginId?: number; now: Date }): Promise<number> {
  const ended = await db
    .update(sessions)
    .set({ revokedAt: input.now })
    .where(
      and(
        eq(sessions.kind, "provider"),
        eq(sessions.providerId, input.providerId),
        input.loginId === undefined ? undefined : eq(sessions.userId, input.loginId),
        isNull(sessions.revokedAt),
      ),
    )
    .returning({ id: sessions.id });
  return ended.length;
}

/**
 * The network removes a provider's web login (docs/product/consoles.md, "Web logins"): in one
 * transaction the login goes, its live sessions end, and an audit event `network.login-removed`
 * says which network user removed which login (id and e-mail) of which provider. A login of another
 * provider, or one already removed, is "not found".
 */
export async function removeLogin(
  deps: { db: Database; now: Date },
  input: { providerId: number; loginId: number; userId: number },
): Promise<{ id: number; email: string }> {
  return deps.db.transaction(async (tx) => {
    const [removed] = await tx
      .delete(loginUsers)
      .where(and(eq(loginUsers.id, input.loginId), eq(loginUsers.providerId, input.providerId)))
      .returning({ id: loginUsers.id, email: loginUsers.email });
    if (!removed) throw refuse("loginNotFound", "not-found");
    const sessionsEnded = await endProviderSessions(tx, { providerId: input.providerId, loginId: removed.id, now: deps.now });
    await tx.insert(auditEvents).values({
      createdAt: deps.now,
      actorType: "network",
      actorId: input.userId,
      action: "network.login-removed",
      details: { providerId: input.providerId, loginId: removed.id, email: removed.email, sessionsEnded },
    });
    return removed;
  });
}
