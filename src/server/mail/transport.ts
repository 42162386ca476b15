/** A small text file a message carries (a calendar event). */
export interface MailAttachment {
  fileName: string;
  contentType: string;
  content: string;
}

/** A message ready to leave: addresses and both bodies. */
export interface MailMessage {
  to: string;
  from: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers (List-Unsubscribe, List-Unsubscribe-Post of a customer mail). */
  headers?: Record<string, string>;
  /** `<…>`, the same on every try of one queued message, so a receiver can drop a repeated delivery. */
  messageId?: string;
  attachments?: MailAttachment[];
}

/** Where messages go: SMTP in production, `.eml` files in an outbox otherwise. */
export interface MailTransport {
  readonly kind: "smtp" | "outbox" | (string & {});
  /** Resolves once the message is accepted; rejects with an error whose name/code says why. */
  send(message: MailMessage): Promise<void>;
  /** Releases connections; optional. */
  close?(): Promise<void> | void;
}

/**
 * What nodemailer takes for a message (both transports write through it): its attachment fields are
 * named `filename`, and no message data may read files or fetch URLs.
 */
export function nodemailerMessage({ attachments, ...message }: MailMessage) {
  return {
    ...message,
    attachments: attachments?.map((a) => ({ filename: a.fileName, contentType: a.contentType, content: a.content })),
    disableFileAccess: true,
    disableUrlAccess: true,
  };
}
