import { createHash, randomBytes } from "node:crypto";
import { and, eq, ne, type SQL } from "drizzle-orm";
import type { Language } from "@/shared/catalog-types";
import type { Executor } from "../db/client";
import { mailQueue, marketingUnsubscribeTokens } from "../db/schema";
import { appendBlocks, type RenderedMail } from "./compose";
import { unsubscribeBlocks } from "./common-blocks";
import type { AbsenceMailName } from "./absences";
import type { CustomerControlsMailName } from "./customer-controls";
import type { LoginMailName } from "./login-invitation";
import { bilingual, type MailTemplateName } from "./templates";
import type { MailAttachment } from "./transport";
import type { MorningSummaryMailName } from "./morning-summary";
import type { VisitMailName } from "./visit";

/** Every name `mail_queue.template` stores. */
export type QueuedMailName = MailTemplateName | CustomerControlsMailName | AbsenceMailName | LoginMailName | VisitMailName | MorningSummaryMailName;

export interface MailToQueue {
  template: QueuedMailName;
  /** `fr`, `nl`, or `fr+nl` for a mail in both languages. */
  language: string;
  recipient: string;
  mail: RenderedMail;
  /** The clock's time of the change that causes the mail: the message is due from then. */
  now: Date;
  /** The project the mail is about: erasing the project's personal data erases the mails to its customer. */
  projectId?: number;
  /** After sending, the recipient and bodies are replaced by the erasure marker. */
  forgetAfterSend?: boolean;
  /**
   * A mail to a customer: it carries a one-click marketing unsubscribe (RFC 8058 headers and a
   * link at the end of both bodies) for this project, written in `language`.
   */
  unsubscribe?: { projectId: number; publicUrl: string; language: Language };
  /** A small file it carries: the visit's calendar event. */
  attachment?: MailAttachment;
}

/**
 * A mail to a project's customer (docs/product/notifications.md): in the request's language, tied
 * to the project (erasing its personal data erases the mail), and with the one-click marketing
 * unsubscribe when PUBLIC_URL is known. `forgetAfterSend` (the notice that the data is erased) is
 * not tied to the project, whose mails that erasure forgets: it forgets itself once sent.
 */
export function customerMail(
  project: { id: number; language: Language },
  m: {
    template: MailToQueue["template"];
    recipient: string;
    mail: RenderedMail;
    now: Date;
    publicUrl: string | undefined;
    forgetAfterSend?: boolean;
    attachment?: MailAttachment;
  },
): MailToQueue {
  return {
    template: m.template,
    language: project.language,
    recipient: m.recipient,
    mail: m.mail,
    now: m.now,
    ...(m.forgetAfterSend ? { forgetAfterSend: true } : { projectId: project.id }),
    unsubscribe: m.publicUrl ? { projectId: project.id, language: project.language, publicUrl: m.publicUrl } : undefined,
    attachment: m.attachment,
  };
}

/**
 * The mails to a project's customer, queued or sent, to any address they gave: those tied to the
 * project in one language (the provider's and the network's are bilingual and hold no customer
 * data). What erasure removes and what "Download my data" lists (docs/product/customer-controls.md).
 */
export function mailsToCustomerOf(projectId: number): SQL {
  return and(eq(mailQueue.projectId, projectId), ne(mailQueue.language, bilingual)) as SQL;
}

/**
 * Path of the one-click unsubscribe endpoint; the token is random, stored as its SHA-256 only. The
 * mail's language rides along, so the page a person opens from it speaks that language.
 */
export const unsubscribePath = (token: string, language: Language) => `api/unsubscribe/${token}?lang=${language}`;

/** A mail ready to insert: its `mail_queue` row and, for a customer mail, its unsubscribe token row. */
export interface PreparedMail {
  row: typeof mailQueue.$inferInsert & {
    nextAttemptAt: Date;
    createdAt: Date;
    listUnsubscribeUrl: string | null;
    projectId: number | null;
    forgetAfterSend: boolean;
  };
  unsubscribeToken?: { tokenHash: string; projectId: number; createdAt: Date };
}

/**
 * Everything `enqueueMail` writes, computed without touching the database: the unsubscribe token
 * drawn and its link appended to both bodies. Lets a caller insert several mails in one statement
 * (project creation, src/server/domain/projects/create-project.ts).
 */
export function prepareMail(message: MailToQueue): PreparedMail {
  let mail = message.mail;
  let listUnsubscribeUrl: string | null = null;
  let unsubscribeToken: PreparedMail["unsubscribeToken"];
  if (message.unsubscribe) {
    const token = randomBytes(32).toString("base64url");
    unsubscribeToken = { tokenHash: createHash("sha256").update(token).digest("hex"), projectId: message.unsubscribe.projectId, createdAt: message.now };
    const base = message.unsubscribe.publicUrl.endsWith("/") ? message.unsubscribe.publicUrl : `${message.unsubscribe.publicUrl}/`;
    listUnsubscribeUrl = new URL(unsubscribePath(token, message.unsubscribe.language), base).toString();
    mail = appendBlocks(mail, message.unsubscribe.language, unsubscribeBlocks(message.unsubscribe.language, listUnsubscribeUrl));
  }
  return {
    row: {
      createdAt: message.now,
      template: message.template,
      language: message.language,
      recipient: message.recipient,
      subject: mail.subject,
      textBody: mail.text,
      htmlBody: mail.html,
      attempts: 0,
      nextAttemptAt: message.now,
      projectId: message.projectId ?? null,
      forgetAfterSend: message.forgetAfterSend ?? false,
      listUnsubscribeUrl,
      attachment: message.attachment ?? null,
    },
    unsubscribeToken,
  };
}

/**
 * Queues a message with the executor it is given: pass the transaction of the change that causes
 * it, so the mail exists exactly when the change is committed. Sending is the worker's job.
 */
export async function enqueueMail(executor: Executor, message: MailToQueue): Promise<number> {
  const prepared = prepareMail(message);
  if (prepared.unsubscribeToken) await executor.insert(marketingUnsubscribeTokens).values(prepared.unsubscribeToken);
  const [row] = await executor.insert(mailQueue).values(prepared.row).returning({ id: mailQueue.id });
  if (!row) throw new Error("mail_queue insert returned nothing");
  return row.id;
}
