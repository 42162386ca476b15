import { afterAll, beforeAll } from "bun:test";
import { and, asc, eq } from "drizzle-orm";
import type { Database } from "@/server/db/client";
import { auditEvents, mailQueue } from "@/server/db/schema";
import { createNotifier } from "@/server/domain/notifications/service";
import { createProject } from "@/server/domain/projects/create-project";
import type { Clock } from "@/server/clock";
import { createMailWorker } from "@/server/jobs/mail-worker";
import { silentLogger } from "@/server/logger";
import { createSmtpTransport } from "@/server/mail/smtp-transport";
import { addProjectSchema } from "@/shared/schemas/project";
import { createTestApp } from "../../support/app";
import { createTestDatabase, type TestDatabase } from "../../support/database";
import { postalAreaId, seedForApi, validPayload } from "../../support/fixtures";
import { startSmtpServer, type TestSmtpServer } from "../mail/support";

export const publicUrl = "http://localhost:3000";
export const notifier = createNotifier({
  publicUrl,
  networkMailbox: "network@example.com",
  insurerName: { fr: "Assureur Exemple SA", nl: "Voorbeeldverzekeraar NV" },
});

/** A request sent as the wizard sends it; returns its id and the status token of its e-mail. */
export async function sendRequest(db: Database, clock: Clock, overrides: Parameters<typeof validPayload>[0]) {
  const created = await createProject({ db, clock, notify: notifier, publicUrl }, addProjectSchema.parse(validPayload(overrides)), undefined);
  if (!created.statusToken) throw new Error("no status token");
  return { projectId: created.projectId, token: created.statusToken, uploadToken: created.uploadToken };
}

export const auditOf = (db: Database, projectId: number, action: string) =>
  db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.projectId, projectId), eq(auditEvents.action, action)))
    .orderBy(asc(auditEvents.id));

export const mailsFor = (db: Database, template: string) => db.select().from(mailQueue).where(eq(mailQueue.template, template)).orderBy(asc(mailQueue.id));

/** A status-page action as the page's script sends it (same origin, POST, no body). */
export function post(
  request: (path: string, init?: RequestInit) => Promise<Response>,
  token: string,
  action: string,
  options: { lang?: string; headers?: Record<string, string> } = {},
) {
  return request(`/api/projectstatus/${token}/${action}${options.lang ? `?lang=${options.lang}` : ""}`, { method: "POST", headers: options.headers });
}

interface Ready {
  database: TestDatabase;
  app: Awaited<ReturnType<typeof createTestApp>>;
  brussels: number;
  smtp: TestSmtpServer | undefined;
}

/**
 * What every test file of the customer's controls stands on, registered as the file's
 * beforeAll/afterAll: a seeded database, the app with a customer-action limit no test reaches,
 * the postal area 1000 Bruxelles (a demo provider covers it) and, with `smtp`, a real SMTP peer.
 * Its fields are read inside tests (or a later beforeAll), never at the file's top level.
 */
export function customerControlsSetup(options: { smtp?: boolean } = {}) {
  let ready: Ready | undefined;
  beforeAll(async () => {
    const database = await createTestDatabase();
    await seedForApi(database.db);
    const brussels = await postalAreaId(database.db, "1000", "Bruxelles");
    const app = await createTestApp(database, { env: { CUSTOMER_ACTION_RATE_LIMIT_PER_MINUTE: "1000" } });
    ready = { database, app, brussels, smtp: options.smtp ? await startSmtpServer() : undefined };
  }, 120_000);
  afterAll(async () => {
    await ready?.smtp?.close();
    ready?.app.close();
    await ready?.database.dispose();
  });
  const get = (): Ready => {
    if (!ready) throw new Error("the customer-controls setup is read before its beforeAll ran");
    return ready;
  };
  const smtp = (): TestSmtpServer => {
    const peer = get().smtp;
    if (!peer) throw new Error("no SMTP peer: call customerControlsSetup({ smtp: true })");
    return peer;
  };
  return {
    get database() {
      return get().database;
    },
    get db() {
      return get().database.db;
    },
    get app() {
      return get().app;
    },
    get brussels() {
      return get().brussels;
    },
    get smtp() {
      return smtp();
    },
    /** The domain's dependencies as the doors pass them. */
    deps: () => ({ db: get().database.db, clock: get().app.clock, storage: get().app.storage, notify: notifier, logger: silentLogger }),
    /** Sends every queued mail to the SMTP peer, as the mail worker does. */
    async deliverMails() {
      const transport = createSmtpTransport(smtp().url);
      const worker = createMailWorker({ db: get().database.db, clock: get().app.clock, transport, logger: silentLogger, from: "no-reply@example.com" });
      while ((await worker.runOnce()).claimed > 0) {}
      await transport.close?.();
    },
  };
}
