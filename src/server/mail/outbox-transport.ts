import { randomUUID } from "node:crypto";
import { mkdir, rename, writeFile } from "node:fs/promises";
import { join } from "node:path";
import MailComposer from "nodemailer/lib/mail-composer";
import { type MailMessage, type MailTransport, nodemailerMessage } from "./transport";

/** The raw RFC 822 message nodemailer would send, as bytes. */
export async function buildRawMessage(message: MailMessage, date: Date = new Date()): Promise<Buffer> {
  const composer = new MailComposer({ ...nodemailerMessage(message), date });
  return composer.compile().build();
}

/**
 * Writes each message as an `.eml` file into a folder (DATA_DIR/outbox by default when no
 * SMTP_URL is set), so development and demonstrations need no mail server. A file appears whole
 * or not at all: it is written under a temporary name and renamed.
 */
export function createOutboxTransport(dir: string, clock: { now(): Date } = { now: () => new Date() }): MailTransport & { dir: string } {
  let ready: Promise<unknown> | undefined;
  return {
    kind: "outbox",
    dir,
    async send(message: MailMessage) {
      ready ??= mkdir(dir, { recursive: true });
      await ready;
      const now = clock.now();
      const raw = await buildRawMessage(message, now);
      const name = `${now.toISOString().replace(/[:.]/g, "-")}-${randomUUID()}.eml`;
      const temporary = join(dir, `.${name}.tmp`);
      await writeFile(temporary, raw, { mode: 0o640 });
      await rename(temporary, join(dir, name));
    },
  };
}
