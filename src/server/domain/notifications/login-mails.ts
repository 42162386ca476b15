import { eq } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { loginUsers, providers } from "../../db/schema";
import { enqueueMail } from "../../mail/queue";
import { LoginMail, renderLoginInvitation } from "../../mail/login-invitation";
import { bilingual } from "../../mail/templates";
import { publicLink } from "./links";

/**
 * The invitation of a new web login (docs/product/notifications.md): to the login's own e-mail,
 * not the provider's mailbox, since it is that person who signs in. Both languages: a login has none.
 */
export async function queueLoginInvitation(executor: Executor, input: { loginId: number; publicUrl: string; now: Date }): Promise<number | null> {
  const [login] = await executor
    .select({ givenName: loginUsers.givenName, email: loginUsers.email, providerName: providers.name })
    .from(loginUsers)
    .innerJoin(providers, eq(providers.id, loginUsers.providerId))
    .where(eq(loginUsers.id, input.loginId));
  if (!login) return null;
  const mail = renderLoginInvitation({ ...login, signInUrl: publicLink(input.publicUrl, "login") });
  return enqueueMail(executor, { template: LoginMail.Invitation, language: bilingual, recipient: login.email, mail, now: input.now });
}
