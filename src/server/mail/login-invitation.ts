import type { Language } from "@/shared/catalog-types";
import { signature } from "./common-blocks";
import { type MailContent, type RenderedMail, renderBilingual } from "./compose";
import { mailCopy } from "./copy";

/** The mail of a new web login (docs/product/consoles.md, "Web logins"); its copy is in the `mail` namespace. */
export const LoginMail = { Invitation: "provider-login-invitation" } as const;
export type LoginMailName = (typeof LoginMail)[keyof typeof LoginMail];

export interface LoginInvitationData {
  givenName: string;
  /** The provider the login belongs to. */
  providerName: string;
  /** The login's e-mail: the one to sign in with, and the mail's recipient. */
  email: string;
  /** PUBLIC_URL/login */
  signInUrl: string;
}

function invitation(language: Language, d: LoginInvitationData): MailContent {
  const copy = mailCopy(language).loginInvitation;
  return {
    language,
    subject: copy.subject({ provider: d.providerName }),
    blocks: [
      { kind: "paragraph", text: copy.greeting({ givenName: d.givenName }) },
      { kind: "paragraph", text: copy.text({ provider: d.providerName }) },
      { kind: "paragraph", text: copy.howTo({ email: d.email }) },
      { kind: "link", text: copy.link(), url: d.signInUrl },
      { kind: "paragraph", text: copy.unexpected() },
      ...signature(language),
    ],
  };
}

/** To the person the network gave a provider's web login: what it is for and how to sign in, both languages. */
export function renderLoginInvitation(d: LoginInvitationData): RenderedMail {
  return renderBilingual(invitation("fr", d), invitation("nl", d));
}
