import type { Executor } from "../db/client";
import { mailQueue } from "../db/schema";
import type { RenderedMail } from "./compose";
import type { MailTemplateName } from "./templates";

export interface MailToQueue {
  template: MailTemplateName;
  /** `fr`, `nl`, or `fr+nl` for a mail in both languages. */
  language: string;
  recipient: string;
  mail: RenderedMail;
  /** The clock's time of the change that causes the mail: the message is due from then. */
  now: Date;
}

/**
 * Queues a message with the executor it is given: pass the transaction of the change that causes
 * it, so the mail exists exactly when the change is committed. Sending is the worker's job.
 */
export async function enqueueMail(executor: Executor, message: MailToQueue): Promise<number> {
  const [row] = await executor
    .insert(mailQueue)
    .values({
      createdAt: message.now,
      template: message.template,
      language: message.language,
      recipient: message.recipient,
      subject: message.mail.subject,
      textBody: message.mail.text,
      htmlBody: message.mail.html,
      attempts: 0,
      nextAttemptAt: message.now,
    })
    .returning({ id: mailQueue.id });
  if (!row) throw new Error("mail_queue insert returned nothing");
  return row.id;
}
