import { and, eq, isNull, sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { auditEvents, loginUsers, networkUsers, providers } from "../../db/schema";

/** docs/product/roles.md: 0 network, 1 provider, 2 not accepted. */
export const AuthorizationType = { Network: 0, Provider: 1, NotAccepted: 2 } as const;

/** Why an e-mail matching a login did not link it: the issuer said "not verified", or said nothing. */
export type UnverifiedEmail = "email-not-verified" | "email-verified-absent";

export type ResolvedLogin = { type: 0; userId: number } | { type: 1; userId: number; providerId: number } | { type: 2; refused?: UnverifiedEmail };

export interface SignedInIdentity {
  issuer: string;
  subject: string;
  email?: string;
  /** The ID token's `email_verified`; undefined when the issuer did not send it. */
  emailVerified?: boolean;
}

export interface LinkPolicy {
  /** OIDC_TRUST_UNVERIFIED_EMAIL: an absent `email_verified` counts as verified (never an explicit false). */
  trustUnverifiedEmail: boolean;
}

/**
 * Who a signed-in person is for the product (docs/product/sign-in.md): by issuer + subject once
 * linked, never by e-mail again. The first sign-in of a subject links the login with that e-mail,
 * not yet linked, only when the issuer says the e-mail is verified; otherwise no login, and an
 * audit event says which login was refused. A provider login counts only while its provider is active.
 */
export async function resolveLogin(db: Executor, identity: SignedInIdentity, policy: LinkPolicy = { trustUnverifiedEmail: false }): Promise<ResolvedLogin> {
  const linked = await findLinked(db, identity);
  if (linked) return accepted(db, linked);
  const email = identity.email?.trim().toLowerCase();
  if (!email) return { type: 2 };
  const candidate = await findUnlinkedByEmail(db, email);
  if (!candidate) return { type: 2 };
  const trusted = identity.emailVerified === true || (identity.emailVerified === undefined && policy.trustUnverifiedEmail);
  if (!trusted) {
    const refused: UnverifiedEmail = identity.emailVerified === false ? "email-not-verified" : "email-verified-absent";
    await db.insert(auditEvents).values({
      actorType: "system",
      action: "sign-in.link-refused",
      details: { reason: refused, issuer: identity.issuer, login: candidate.kind, loginId: candidate.id },
    });
    return { type: 2, refused };
  }
  const bound = await link(db, candidate, identity);
  return bound ? accepted(db, bound) : { type: 2 };
}

type Candidate = { kind: "network"; id: number } | { kind: "provider"; id: number; providerId: number };

async function findLinked(db: Executor, identity: SignedInIdentity): Promise<Candidate | undefined> {
  const [network] = await db
    .select({ id: networkUsers.id })
    .from(networkUsers)
    .where(and(eq(networkUsers.issuer, identity.issuer), eq(networkUsers.subject, identity.subject)));
  if (network) return { kind: "network", id: network.id };
  const [login] = await db
    .select({ id: loginUsers.id, providerId: loginUsers.providerId })
    .from(loginUsers)
    .where(and(eq(loginUsers.issuer, identity.issuer), eq(loginUsers.subject, identity.subject)));
  return login ? { kind: "provider", ...login } : undefined;
}

async function findUnlinkedByEmail(db: Executor, email: string): Promise<Candidate | undefined> {
  const [network] = await db
    .select({ id: networkUsers.id })
    .from(networkUsers)
    .where(and(sql`lower(${networkUsers.email}) = ${email}`, isNull(networkUsers.subject)));
  if (network) return { kind: "network", id: network.id };
  const [login] = await db
    .select({ id: loginUsers.id, providerId: loginUsers.providerId })
    .from(loginUsers)
    .where(and(sql`lower(${loginUsers.email}) = ${email}`, isNull(loginUsers.subject)));
  return login ? { kind: "provider", ...login } : undefined;
}

/** Binds issuer + subject; a concurrent first sign-in that bound it already wins. */
async function link(db: Executor, candidate: Candidate, identity: SignedInIdentity): Promise<Candidate | undefined> {
  const binding = { issuer: identity.issuer, subject: identity.subject };
  if (candidate.kind === "network") {
    const [row] = await db
      .update(networkUsers)
      .set(binding)
      .where(and(eq(networkUsers.id, candidate.id), isNull(networkUsers.subject)))
      .returning({ id: networkUsers.id });
    return row ? candidate : undefined;
  }
  const [row] = await db
    .update(loginUsers)
    .set(binding)
    .where(and(eq(loginUsers.id, candidate.id), isNull(loginUsers.subject)))
    .returning({ id: loginUsers.id });
  return row ? candidate : undefined;
}

async function accepted(db: Executor, login: Candidate): Promise<ResolvedLogin> {
  if (login.kind === "network") return { type: 0, userId: login.id };
  const [provider] = await db.select({ isActive: providers.isActive }).from(providers).where(eq(providers.id, login.providerId));
  return provider?.isActive ? { type: 1, userId: login.id, providerId: login.providerId } : { type: 2 };
}
