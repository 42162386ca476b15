import nodemailer from "nodemailer";
import { type MailMessage, type MailTransport, nodemailerMessage } from "./transport";

export interface SmtpTransportOptions {
  /** Time to open the TCP connection and to get the greeting, in milliseconds. */
  connectionTimeoutMs?: number;
  /** Idle time on an open connection before giving up, in milliseconds. */
  socketTimeoutMs?: number;
}

/**
 * Sends through an SMTP server given by URL (`smtp://user:pass@host:587`, `smtps://…:465`).
 * nodemailer opens one connection per message (no pool to go stale while the server is down)
 * and upgrades with STARTTLS whenever the server offers it. The timeouts end a stalled
 * conversation; the mail worker holds the message's lease for as long as it lasts.
 */
export function createSmtpTransport(url: string, options: SmtpTransportOptions = {}): MailTransport {
  const connectionTimeout = options.connectionTimeoutMs ?? 20_000;
  const transporter = nodemailer.createTransport({
    url,
    connectionTimeout,
    greetingTimeout: connectionTimeout,
    socketTimeout: options.socketTimeoutMs ?? 60_000,
    // Messages are plain strings: never let message data read files or fetch URLs.
    disableFileAccess: true,
    disableUrlAccess: true,
  });
  return {
    kind: "smtp",
    async send(message: MailMessage) {
      await transporter.sendMail(nodemailerMessage(message));
    },
    close() {
      transporter.close();
    },
  };
}
