import { join } from "node:path";
import type { Env } from "../env";
import { createOutboxTransport } from "./outbox-transport";
import { createSmtpTransport } from "./smtp-transport";
import type { MailTransport } from "./transport";

/**
 * SMTP when SMTP_URL is set; otherwise `.eml` files in DATA_DIR/outbox. The SMTP timeouts stay
 * within a quarter of the worker's lease (MAIL_LEASE_SECONDS), so a lease never ends while its
 * message is being sent (src/server/jobs/mail-worker.ts).
 */
export function createMailTransport(env: Pick<Env, "SMTP_URL" | "DATA_DIR"> & Partial<Pick<Env, "MAIL_LEASE_SECONDS">>): MailTransport {
  const quarterLeaseMs = ((env.MAIL_LEASE_SECONDS ?? 600) * 1000) / 4;
  return env.SMTP_URL
    ? createSmtpTransport(env.SMTP_URL, { connectionTimeoutMs: Math.min(20_000, quarterLeaseMs), socketTimeoutMs: Math.min(60_000, quarterLeaseMs) })
    : createOutboxTransport(join(env.DATA_DIR, "outbox"));
}
