import { and, eq, isNull, sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { loginUsers, networkUsers, providers } from "../../db/schema";

/** Spec section 4: 0 network, 1 provider, 2 not accepted. */
export const AuthorizationType = { Network: 0, Provider: 1, NotAccepted: 2 } as const;

export type ResolvedLogin =
  | { type: 0; userId: number }
  | { type: 1; userId: number; providerId: number }
  | { type: 2 };

/**
 * Who a signed-in person is for the product: by the issuer's `sub` first, then by e-mail on
 * the first sign-in (which binds the `sub`). A provider login counts only while its provider
 * is active; anyone else is not accepted.
 */
export async function resolveLogin(db: Executor, identity: { subject: string; email?: string }): Promise<ResolvedLogin> {
  const email = identity.email?.trim().toLowerCase();
  const network = await findNetworkUser(db, identity.subject, email);
  if (network) return { type: 0, userId: network.id };
  const login = await findProviderLogin(db, identity.subject, email);
  if (login) {
    const [provider] = await db.select({ isActive: providers.isActive }).from(providers).where(eq(providers.id, login.providerId));
    if (provider?.isActive) return { type: 1, userId: login.id, providerId: login.providerId };
  }
  return { type: 2 };
}

async function findNetworkUser(db: Executor, subject: string, email: string | undefined) {
  const [bySubject] = await db.select({ id: networkUsers.id }).from(networkUsers).where(eq(networkUsers.subject, subject));
  if (bySubject || !email) return bySubject;
  const [byEmail] = await db
    .update(networkUsers)
    .set({ subject })
    .where(and(sql`lower(${networkUsers.email}) = ${email}`, isNull(networkUsers.subject)))
    .returning({ id: networkUsers.id });
  return byEmail;
}

async function findProviderLogin(db: Executor, subject: string, email: string | undefined) {
  const columns = { id: loginUsers.id, providerId: loginUsers.providerId };
  const [bySubject] = await db.select(columns).from(loginUsers).where(eq(loginUsers.subject, subject));
  if (bySubject || !email) return bySubject;
  const [byEmail] = await db
    .update(loginUsers)
    .set({ subject })
    .where(and(sql`lower(${loginUsers.email}) = ${email}`, isNull(loginUsers.subject)))
    .returning(columns);
  return byEmail;
}
