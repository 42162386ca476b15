import { join } from "node:path";
import type { Env } from "../env";
import { createOutboxTransport } from "./outbox-transport";
import { createSmtpTransport } from "./smtp-transport";
import type { MailTransport } from "./transport";

/**
 * SMTP when SMTP_URL is set; otherwise `.eml` files in DATA_DIR/outbox. The SMTP timeouts end a
 * stalled conversation; the mail worker keeps a message's lease for as long as its send lasts
 * (src/server/jobs/mail-worker.ts), so they need not fit within the lease.
 */
export function createMailTransport(env: Pick<Env, "SMTP_URL" | "DATA_DIR">): MailTransport {
  return env.SMTP_URL
    ? createSmtpTransport(env.SMTP_URL, { connectionTimeoutMs: 20_000, socketTimeoutMs: 60_000 })
    : createOutboxTransport(join(env.DATA_DIR, "outbox"));
}
