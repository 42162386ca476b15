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
}

/** Where messages go: SMTP in production, `.eml` files in an outbox otherwise. */
export interface MailTransport {
  readonly kind: "smtp" | "outbox" | (string & {});
  /** Resolves once the message is accepted; rejects with an error whose name/code says why. */
  send(message: MailMessage): Promise<void>;
  /** Releases connections; optional. */
  close?(): Promise<void> | void;
}
