import { join } from "node:path";
import type { Env } from "../env";
import { createOutboxTransport } from "./outbox-transport";
import { createSmtpTransport } from "./smtp-transport";
import type { MailTransport } from "./transport";

/** SMTP when SMTP_URL is set; otherwise `.eml` files in DATA_DIR/outbox. */
export function createMailTransport(env: Pick<Env, "SMTP_URL" | "DATA_DIR">): MailTransport {
  return env.SMTP_URL ? createSmtpTransport(env.SMTP_URL) : createOutboxTransport(join(env.DATA_DIR, "outbox"));
}
