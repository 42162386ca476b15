import { and, asc, count, desc, eq, sql } from "drizzle-orm";
import { loginProblem, type NewLoginInput } from "@/shared/schemas/logins";
import { networkPageSize } from "@/shared/schemas/network-projects";
import type { Database, Executor } from "../../db/client";
import type { Notifier } from "../notifications/service";
import { pageOf, pageOffset } from "../../db/paging";
import { auditEvents, loginUsers, networkUsers } from "../../db/schema";
import { refuse } from "../errors";
import { getProvider } from "../providers/service";
import { trimVisible } from "@/shared/text";

/** A provider's web logins, newest first, 20 a page, each with when it last signed in (null: never). */
export async function listLogins(db: Executor, input: { providerId: number; page: number }) {
  await getProvider(db, input.providerId);
  const where = eq(loginUsers.providerId, input.providerId);
  const rows = db
    .select({
      id: loginUsers.id,
      givenName: loginUsers.givenName,
      lastName: loginUsers.lastName,
      email: loginUsers.email,
      createdAt: loginUsers.createdAt,
      lastSignInAt: loginUsers.lastSignInAt,
    })
    .from(loginUsers)
    .where(where)
    .orderBy(desc(loginUsers.createdAt), asc(loginUsers.id))
    .limit(networkPageSize)
    .offset(pageOffset(input.page));
  return pageOf({ count: db.select({ n: count() }).from(loginUsers).where(where), rows, page: input.page, pageSize: networkPageSize });
}

/**
 * A provider's login signed in through the sign-in page: the network sees when, in the Web Users
 * tab (docs/product/consoles.md, "Web logins"). A bearer token on the old contract is no sign-in.
 */
export async function recordSignIn(db: Executor, loginId: number, now: Date): Promise<void> {
  await db.update(loginUsers).set({ lastSignInAt: now }).where(eq(loginUsers.id, loginId));
}

export interface AddLoginDeps {
  db: Database;
  now: Date;
  /** The new login's invitation mail, queued with the login (docs/product/consoles.md, "Web logins"). */
  notify: Notifier;
  /** The network user who acts: named in the audit trail. */
  networkUserId: number;
}

/** Who gave which person access to which provider, and when an invitation went again: the audit trail's, as a removal's. */
async function auditLogin(
  db: Executor,
  deps: AddLoginDeps,
  action: "network.login-created" | "network.login-invited-again",
  login: { providerId: number; loginId: number; email: string },
) {
  await db.insert(auditEvents).values({ createdAt: deps.now, actorType: "network", actorId: deps.networkUserId, action, details: login });
}

/**
 * A new web login for a provider: the three required fields of docs/product/validation.md, a well-formed
 * e-mail, and one login per e-mail (a network user's e-mail is taken too). Its invitation mail is
 * queued in the same transaction: there is never a login the person was not told of, nor a mail
 * for a login that was refused.
 */
export async function addLogin(deps: AddLoginDeps, input: NewLoginInput): Promise<{ id: number }> {
  const problem = loginProblem(input);
  if (problem) throw refuse(problem);
  await getProvider(deps.db, input.providerId);
  const email = input.email.trim();
  const [network] = await deps.db.select({ id: networkUsers.id }).from(networkUsers).where(sql`lower(${networkUsers.email}) = lower(${email})`);
  if (network) throw refuse("loginEmailTaken", "conflict");
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(loginUsers)
      .values({ providerId: input.providerId, givenName: trimVisible(input.givenName), lastName: trimVisible(input.lastName), email, createdAt: deps.now })
      .onConflictDoNothing()
      .returning({ id: loginUsers.id });
    if (!row) throw refuse("loginEmailTaken", "conflict");
    await deps.notify.loginInvitation(tx, row.id, deps.now);
    await auditLogin(tx, deps, "network.login-created", { providerId: input.providerId, loginId: row.id, email });
    return row;
  });
}

/**
 * The network sends a login's invitation again (docs/product/consoles.md, "Web logins"): the same
 * mail as at its creation, to its own e-mail. A login of another provider, or one removed, is "not found".
 */
export async function resendInvitation(deps: AddLoginDeps, input: { providerId: number; loginId: number }): Promise<{ email: string }> {
  // One transaction: a login removed meanwhile gets neither a mail nor an audit line saying it did.
  return deps.db.transaction(async (tx) => {
    const [login] = await tx
      .select({ email: loginUsers.email })
      .from(loginUsers)
      .where(and(eq(loginUsers.id, input.loginId), eq(loginUsers.providerId, input.providerId)))
      .for("update");
    if (!login) throw refuse("loginNotFound", "not-found");
    await deps.notify.loginInvitation(tx, input.loginId, deps.now);
    await auditLogin(tx, deps, "network.login-invited-again", { ...input, email: login.email });
    return login;
  });
}
