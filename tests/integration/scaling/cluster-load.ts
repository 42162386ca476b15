import { sql } from "drizzle-orm";
import { rowsOf } from "@/server/db/rows";
import type { TestDatabase } from "../../support/database";
import type { TestSmtpServer } from "../mail/support";
import { clientAddress } from "./cluster-support";

/**
 * What the SMTP peer received against what the outbox holds, matched by the Message-ID the mail
 * worker gives each queued message (`<mail-<id>.<created ms>@…>`).
 */
export async function mailDelivery(database: TestDatabase, smtp: TestSmtpServer) {
  const rows = rowsOf<{ id: number; sent: boolean }>(await database.db.execute(sql`select id, sent_at is not null as sent from mail_queue order by id`));
  const received = new Map<number, number>();
  for (const mail of smtp.received) {
    const id = Number(/<mail-(\d+)\./.exec(mail.parsed.headers["message-id"] ?? "")?.[1]);
    if (Number.isInteger(id)) received.set(id, (received.get(id) ?? 0) + 1);
  }
  return {
    received,
    unsent: rows.filter((r) => !r.sent).length,
    /** Queued messages the SMTP server never received. */
    missing: rows.filter((r) => !received.has(r.id)).map((r) => r.id),
    /** Messages received more than once. */
    repeated: [...received].filter(([, n]) => n > 1).map(([id]) => id),
    /** Received, but not (yet) marked sent in the outbox. */
    acceptedButUnsent: rows.filter((r) => !r.sent && received.has(r.id)).map((r) => r.id),
  };
}

export interface LoadResults {
  succeeded: { key: string; projectId: number }[];
  failed: { key: string; last: string }[];
  /** Tries answered by anything but success (a 502 from the killed instance, a reset), then sent again. */
  retried: number;
}

/**
 * `total` project creations through the load balancer, `concurrency` at a time, as a careful
 * client sends them: each with its own Idempotency-Key and (made-up) client address, sent again
 * with the same key when the answer is not a success (a 503 from an instance whose database
 * answered too slowly, a 502 from a killed one), at most 5 tries: the limit is 5 a minute.
 */
export function createSteadyLoad(options: { url: string; total: number; concurrency: number; payload: () => string; addressBase: number }) {
  const results: LoadResults = { succeeded: [], failed: [], retried: 0 };
  const run = crypto.randomUUID();
  let next = 0;
  async function one(i: number) {
    const key = `load-${run}-${i}`;
    let last = "";
    for (let attempt = 1; attempt <= 5; attempt++) {
      try {
        const reply = await fetch(`${options.url}/api/homeproject/addproject`, {
          method: "POST",
          headers: {
            origin: options.url,
            "content-type": "application/json",
            "idempotency-key": key,
            "x-forwarded-for": clientAddress(options.addressBase + i, 1),
          },
          body: options.payload(),
          signal: AbortSignal.timeout(30_000),
        });
        const body = (await reply.json().catch(() => undefined)) as { isError?: boolean; data?: number } | undefined;
        if (reply.status === 200 && body?.isError === false && typeof body.data === "number") {
          results.succeeded.push({ key, projectId: body.data });
          return;
        }
        last = String(reply.status);
      } catch (error) {
        last = error instanceof Error ? error.name : "error";
      }
      results.retried += 1;
      // The pace of a careful client's retries, not a wait for a condition.
      await Bun.sleep(100 * attempt);
    }
    results.failed.push({ key, last });
  }
  const done = Promise.all(
    Array.from({ length: options.concurrency }, async () => {
      while (next < options.total) await one(next++);
    }),
  ).then(() => results);
  return { done, succeeded: () => results.succeeded.length };
}
