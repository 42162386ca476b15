import { asc, count, desc, eq, sql } from "drizzle-orm";
import { loginProblem, type NewLoginInput } from "@/shared/schemas/logins";
import { networkPageSize } from "@/shared/schemas/network-projects";
import type { Executor } from "../../db/client";
import { pageOf, pageOffset } from "../../db/paging";
import { loginUsers, networkUsers } from "../../db/schema";
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

/**
 * A new web login for a provider: the three required fields of docs/product/validation.md, a well-formed
 * e-mail, and one login per e-mail (a network user's e-mail is taken too).
 */
export async function addLogin(deps: { db: Executor; now: Date }, input: NewLoginInput): Promise<{ id: number }> {
  const problem = loginProblem(input);
  if (problem) throw refuse(problem);
  await getProvider(deps.db, input.providerId);
  const email = input.email.trim();
  const [network] = await deps.db.select({ id: networkUsers.id }).from(networkUsers).where(sql`lower(${networkUsers.email}) = lower(${email})`);
  if (network) throw refuse("loginEmailTaken", "conflict");
  const [row] = await deps.db
    .insert(loginUsers)
    .values({ providerId: input.providerId, givenName: trimVisible(input.givenName), lastName: trimVisible(input.lastName), email, createdAt: deps.now })
    .onConflictDoNothing()
    .returning({ id: loginUsers.id });
  if (!row) throw refuse("loginEmailTaken", "conflict");
  return row;
}
