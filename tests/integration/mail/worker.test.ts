import { afterAll, afterEach, beforeAll, describe, expect, test } from "bun:test";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { asc, eq, gt, inArray, isNull } from "drizzle-orm";
import { fixedClock } from "@/server/clock";
import { openDatabase } from "@/server/db/client";
import { homeProjects, mailQueue } from "@/server/db/schema";
import { createNotifier } from "@/server/domain/notifications/service";
import { createProject } from "@/server/domain/projects/create-project";
import { addProjectSchema } from "@/shared/schemas/project";
import { createMailWorker, describeSendError, type MailWorker, retryDelayMs } from "@/server/jobs/mail-worker";
import { renderMail } from "@/server/mail/compose";
import { createMailTransport } from "@/server/mail/create-transport";
import { createOutboxTransport } from "@/server/mail/outbox-transport";
import { enqueueMail } from "@/server/mail/queue";
import { createSmtpTransport } from "@/server/mail/smtp-transport";
import { silentLogger } from "@/server/logger";
import { createTestDatabase, type TestDatabase, testDriver } from "../../support/database";
import { postalAreaId, seedForApi, validPayload } from "../../support/fixtures";
import { parseMail, type ReceivedMail, startSmtpServer, type TestSmtpServer, waitFor } from "./support";

const from = "Services à domicile <no-reply@example.com>";

describe(`mail worker on ${testDriver}`, () => {
  let database: TestDatabase;
  let smtp: TestSmtpServer;
  const clock = fixedClock("2026-03-02T09:00:00+01:00");
  const notifier = createNotifier({ publicUrl: "http://localhost:3000", networkMailbox: "network@example.com" });
  let brussels: number;
  let gent: number;
  let namur: number;
  const cleanups: (() => unknown)[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    await seedForApi(database.db);
    brussels = await postalAreaId(database.db, "1000", "Bruxelles");
    gent = await postalAreaId(database.db, "9000", "Gent");
    namur = await postalAreaId(database.db, "5000", "Namur");
    smtp = await startSmtpServer();
  });
  afterEach(async () => {
    while (cleanups.length) await cleanups.pop()?.();
  });
  afterAll(async () => {
    await smtp.close();
    await database.dispose();
  });

  const worker = (transport = createSmtpTransport(smtp.url, { connectionTimeoutMs: 3000 }), options: Partial<Parameters<typeof createMailWorker>[0]> = {}) =>
    createMailWorker({ db: database.db, clock, transport, logger: silentLogger, from, ...options });

  /** Nothing due may be left from an earlier test. */
  const drainAll = async (w: MailWorker) => {
    while ((await w.runOnce()).claimed > 0) {}
  };

  const createWithMails = async (overrides: Parameters<typeof validPayload>[0]) => {
    // Creation queues the confirmation and the provider's or the network's mail; the other one too, so every project has all three.
    const { projectId } = await createProject({ db: database.db, clock, notify: notifier }, addProjectSchema.parse(validPayload(overrides)), undefined);
    const [row] = await database.db.select({ providerId: homeProjects.providerId }).from(homeProjects).where(eq(homeProjects.id, projectId));
    await database.db.transaction(async (tx) => {
      if (row?.providerId) await notifier.networkAlert(tx, projectId, clock.now());
      else await notifier.providerAssigned(tx, projectId, clock.now());
    });
    return projectId;
  };

  const receivedFor = (to: string) => smtp.received.filter((m) => m.envelopeTo.includes(to));

  test("an SMTP server receives each mail once, in the right language", async () => {
    await drainAll(worker());
    smtp.received.length = 0;
    const fr = await createWithMails({ PostalAreaId: brussels });
    const nl = await createWithMails({ PostalAreaId: gent, CustomerLanguage: "nl", CustomerName: "Pieter", CustomerEmail: "pieter@example.be" });
    const none = await createWithMails({ PostalAreaId: namur, CustomerEmail: "namur@example.be" });

    const result = await worker().runOnce();
    expect(result).toEqual({ claimed: 6, sent: 6, failed: 0 });
    expect(smtp.received).toHaveLength(6);

    const [customerFr] = receivedFor("amelie.dubois@example.be");
    expect(customerFr?.parsed.subject).toBe(`Nous avons bien reçu votre demande n°\u00a0${fr}`);
    expect(customerFr?.parsed.headers.from).toContain("no-reply@example.com");
    expect(customerFr?.envelopeFrom).toBe("no-reply@example.com");
    expect(customerFr?.parsed.text).toContain("Bonjour Amélie,");
    expect(customerFr?.parsed.text).toContain("dans les deux jours ouvrables");
    expect(customerFr?.parsed.html).toMatch(/href="http:\/\/localhost:3000\/projectstatus\/[A-Za-z0-9_-]{20,}"/);

    const [customerNl] = receivedFor("pieter@example.be");
    expect(customerNl?.parsed.subject).toBe(`We hebben uw aanvraag nr. ${nl} goed ontvangen`);
    expect(customerNl?.parsed.text).toContain("Beste Pieter,");
    expect(customerNl?.parsed.text).toContain("Centrale-verwarmingsketel");

    const providerMails = [...receivedFor("contact@provider1.example.com"), ...receivedFor("contact@provider2.example.com")];
    expect(providerMails.map((m) => m.parsed.subject).sort()).toEqual(
      [
        `Nouveau projet n°\u00a0${fr}\u00a0: Chaudière de chauffage central à 1000 Bruxelles | Nieuw project nr. ${fr}: Centrale-verwarmingsketel in 1000 Brussel`,
        `Nouveau projet n°\u00a0${nl}\u00a0: Chaudière de chauffage central à 9000 Gand | Nieuw project nr. ${nl}: Centrale-verwarmingsketel in 9000 Gent`,
      ].sort(),
    );
    const [network] = receivedFor("network@example.com");
    expect(network?.parsed.subject).toBe(`Projet n°\u00a0${none}\u00a0: Aucun prestataire trouvé | Project nr. ${none}: Geen vakman gevonden`);

    const rows = await database.db.select().from(mailQueue).where(isNull(mailQueue.sentAt));
    expect(rows).toHaveLength(0);
    expect((await worker().runOnce()).claimed).toBe(0);
    expect(smtp.received).toHaveLength(6);
  });

  test("with the SMTP server down the project is kept, the mail waits and is sent once the server is back", async () => {
    smtp.received.length = 0;
    const port = smtp.port;
    await smtp.close();
    const transport = createSmtpTransport(`smtp://127.0.0.1:${port}`, { connectionTimeoutMs: 3000 });

    const projectId = await createWithMails({ PostalAreaId: namur, CustomerEmail: "down@example.be" });
    const queued = await database.db.select().from(mailQueue).where(isNull(mailQueue.sentAt)).orderBy(asc(mailQueue.id));
    expect(queued.map((m) => m.template)).toEqual(["customer-confirmation", "network-alert"]);

    const first = await worker(transport).runOnce();
    expect(first).toEqual({ claimed: 2, sent: 0, failed: 2 });
    const failed = await database.db
      .select()
      .from(mailQueue)
      .where(
        inArray(
          mailQueue.id,
          queued.map((m) => m.id),
        ),
      );
    for (const row of failed) {
      expect(row.sentAt).toBeNull();
      expect(row.attempts).toBe(1);
      expect(row.nextAttemptAt.toISOString()).toBe(new Date(clock.now().getTime() + 60_000).toISOString());
      expect(row.lastError).toMatch(/^Error (ESOCKET ECONNREFUSED|ECONNECTION|ETIMEDOUT)\b/);
      expect(row.lastError).not.toContain("@");
      expect(row.lastError).not.toContain("127.0.0.1");
    }
    // The project is there, untouched by the failure.
    expect((await database.db.select().from(homeProjects).where(eq(homeProjects.id, projectId)))[0]?.statusId).toBe(8);

    // Back up, but not yet due: nothing is sent.
    smtp = await startSmtpServer({ port });
    expect(await worker(transport).runOnce()).toEqual({ claimed: 0, sent: 0, failed: 0 });
    clock.advance(60_000);
    expect(await worker(transport).runOnce()).toEqual({ claimed: 2, sent: 2, failed: 0 });
    expect(receivedFor("down@example.be")).toHaveLength(1);
    expect(receivedFor("network@example.com")).toHaveLength(1);
    const sent = await database.db
      .select()
      .from(mailQueue)
      .where(
        inArray(
          mailQueue.id,
          queued.map((m) => m.id),
        ),
      );
    for (const row of sent) {
      expect(row.sentAt?.toISOString()).toBe(clock.now().toISOString());
      expect(row.attempts).toBe(2);
      expect(row.lastError).toBeNull();
    }
  });

  test("backoff doubles from one minute up to six hours; after maxAttempts a message is left alone", async () => {
    expect([1, 2, 3, 4, 9, 10, 30, 1000].map((a) => retryDelayMs(a) / 60_000)).toEqual([1, 2, 4, 8, 256, 360, 360, 360]);
    const failing = {
      kind: "test",
      send: async () =>
        Promise.reject(Object.assign(new Error("550 no such user bob@example.com"), { code: "EENVELOPE", responseCode: 550, command: "RCPT TO" })),
    };
    const before = (await database.db.select({ id: mailQueue.id }).from(mailQueue).orderBy(asc(mailQueue.id))).at(-1)?.id ?? 0;
    await enqueueMail(database.db, {
      template: "network-alert",
      language: "fr+nl",
      recipient: "bob@example.com",
      mail: renderMail({ language: "fr", subject: "s", blocks: [] }),
      now: clock.now(),
    });
    const w = worker(failing, { maxAttempts: 2 });
    expect((await w.runOnce()).failed).toBe(1);
    clock.advance(60_000);
    expect((await w.runOnce()).failed).toBe(1);
    clock.advance(24 * 3600_000);
    expect((await w.runOnce()).claimed).toBe(0);
    const [row] = await database.db.select().from(mailQueue).where(gt(mailQueue.id, before));
    expect(row).toMatchObject({ attempts: 2, sentAt: null, lastError: "Error EENVELOPE 550" });
    expect(describeSendError("text")).toBe("Error string");
    expect(describeSendError(Object.assign(new Error("x"), { name: "Weird name with bob@example.com" }))).toBe("Error");
    await database.db.delete(mailQueue).where(gt(mailQueue.id, before));
  });

  test("two workers running at once send every message exactly once", async () => {
    smtp.received.length = 0;
    // A second connection pool on Postgres: two processes as far as the database can tell.
    const other = database.url ? await openDatabase({ url: database.url, poolSize: 3 }) : undefined;
    if (other) cleanups.push(() => other.close());
    const slowSmtp = await startSmtpServer({ delayMs: 15 });
    cleanups.push(() => slowSmtp.close());
    const recipients = Array.from({ length: 30 }, (_, i) => `person${i}@example.be`);
    for (const recipient of recipients) {
      await enqueueMail(database.db, {
        template: "customer-confirmation",
        language: "fr",
        recipient,
        mail: renderMail({ language: "fr", subject: `Pour ${recipient}`, blocks: [{ kind: "paragraph", text: "Bonjour" }] }),
        now: clock.now(),
      });
    }
    const make = (db = database.db) => createMailWorker({ db, clock, transport: createSmtpTransport(slowSmtp.url), logger: silentLogger, from, batchSize: 4 });
    const a = make();
    const b = make(other?.db ?? database.db);
    const drain = async (w: MailWorker) => {
      let sent = 0;
      for (;;) {
        const r = await w.runOnce();
        sent += r.sent;
        if (r.claimed === 0) return sent;
      }
    };
    const [sentByA, sentByB] = await Promise.all([drain(a), drain(b)]);
    expect(sentByA + sentByB).toBe(30);
    if (testDriver === "postgres") {
      expect(sentByA).toBeGreaterThan(0);
      expect(sentByB).toBeGreaterThan(0);
    }
    const counts = new Map<string, number>();
    for (const m of slowSmtp.received as ReceivedMail[]) for (const to of m.envelopeTo) counts.set(to, (counts.get(to) ?? 0) + 1);
    expect([...counts.keys()].sort()).toEqual([...recipients].sort());
    expect([...counts.values()].every((n) => n === 1)).toBe(true);
  });

  test("a send slower than the lease keeps its claim: no other worker takes the message, and it leaves once", async () => {
    await drainAll(worker());
    // A clock of its own: moving it past the lease must not move the other tests' clock.
    const slowClock = fixedClock(clock.now());
    const release = Promise.withResolvers<void>();
    const slowSmtp = await startSmtpServer({ holdUntil: release.promise });
    cleanups.push(() => slowSmtp.close());
    cleanups.push(() => release.resolve());
    const id = await enqueueMail(database.db, {
      template: "customer-confirmation",
      language: "fr",
      recipient: "lent@example.be",
      mail: renderMail({ language: "fr", subject: "Lent", blocks: [] }),
      now: slowClock.now(),
    });
    const leaseEnd = async () => (await database.db.select().from(mailQueue).where(eq(mailQueue.id, id)))[0]?.nextAttemptAt.getTime();
    const make = () =>
      createMailWorker({ db: database.db, clock: slowClock, transport: createSmtpTransport(slowSmtp.url), logger: silentLogger, from, leaseMs: 400 });
    const sending = make().runOnce();
    await waitFor(async () => (await leaseEnd()) === slowClock.now().getTime() + 400, 5000, "the message claimed");
    // Moved only once the message is on its way: a clock moved between the claim and the send would
    // make the worker hand the message back unsent (more than half the lease gone), as it should.
    await waitFor(() => slowSmtp.arrived() === 1, 5000, "the message at the SMTP server");
    // The lease as first taken ends while the SMTP server is still answering; the sending worker moves it forward.
    slowClock.advance(400);
    await waitFor(async () => (await leaseEnd()) === slowClock.now().getTime() + 400, 5000, "the lease moved forward");
    expect(await make().runOnce()).toEqual({ claimed: 0, sent: 0, failed: 0 });
    release.resolve();
    expect(await sending).toEqual({ claimed: 1, sent: 1, failed: 0 });
    const [row] = await database.db.select().from(mailQueue).where(eq(mailQueue.id, id));
    expect(row?.sentAt).not.toBeNull();
    expect(row?.attempts).toBe(1);
    expect(slowSmtp.received.filter((m) => m.envelopeTo.includes("lent@example.be"))).toHaveLength(1);
  });

  test("a claimed message deleted before its turn (an erasure while the batch is held) is not sent", async () => {
    await drainAll(worker());
    const release = Promise.withResolvers<void>();
    const slowSmtp = await startSmtpServer({ holdUntil: release.promise });
    cleanups.push(() => slowSmtp.close());
    cleanups.push(() => release.resolve());
    const queue = (recipient: string) =>
      enqueueMail(database.db, {
        template: "customer-confirmation",
        language: "fr",
        recipient,
        mail: renderMail({ language: "fr", subject: `Pour ${recipient}`, blocks: [] }),
        now: clock.now(),
      });
    await queue("premier@example.be");
    const erasedId = await queue("efface@example.be");
    const sending = createMailWorker({
      db: database.db,
      clock,
      transport: createSmtpTransport(slowSmtp.url),
      logger: silentLogger,
      from,
      concurrency: 1,
    }).runOnce();
    // Both claimed; the first is at the SMTP server, the second waits its turn in the worker's hands.
    await waitFor(() => slowSmtp.arrived() === 1, 5000, "the first message at the SMTP server");
    await database.db.delete(mailQueue).where(eq(mailQueue.id, erasedId));
    release.resolve();
    expect(await sending).toEqual({ claimed: 2, sent: 1, failed: 0 });
    expect(slowSmtp.received.flatMap((m) => m.envelopeTo)).toEqual(["premier@example.be"]);
  });

  test("the outbox writes each message as a parseable .eml file", async () => {
    const dir = mkdtempSync(join(tmpdir(), "hs-outbox-"));
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    const transport = createMailTransport({ SMTP_URL: undefined, DATA_DIR: dir });
    expect(transport.kind).toBe("outbox");
    await drainAll(worker(transport));
    const projectId = await createWithMails({ PostalAreaId: gent, CustomerLanguage: "nl", CustomerName: "N'Golo", CustomerEmail: "sofie@example.be" });
    expect((await worker(transport).runOnce()).sent).toBe(2);

    const files = readdirSync(join(dir, "outbox")).sort();
    expect(files).toHaveLength(2);
    for (const f of files) expect(f).toMatch(/^2026-.*\.eml$/);
    const mails = files.map((f) => parseMail(readFileSync(join(dir, "outbox", f), "utf8")));
    const customer = mails.find((m) => m.headers.to === "sofie@example.be");
    expect(customer?.headers["mime-version"]).toBe("1.0");
    expect(customer?.headers["message-id"]).toMatch(/^<.+@.+>$/);
    expect(customer?.headers.from).toContain("no-reply@example.com");
    expect(customer?.subject).toBe(`We hebben uw aanvraag nr. ${projectId} goed ontvangen`);
    expect(customer?.text).toContain("Beste N'Golo,");
    expect(customer?.html).toContain("Beste N&#39;Golo,");
    expect(mails.find((m) => m.headers.to === "contact@provider2.example.com")?.subject).toStartWith(`Nouveau projet n°\u00a0${projectId}`);
  });

  test("start() sends in the background and stop() waits for the run in progress", async () => {
    const dir = mkdtempSync(join(tmpdir(), "hs-outbox-"));
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    const transport = createOutboxTransport(dir, clock);
    await drainAll(worker(transport));
    const background = worker(transport);
    background.start(20);
    cleanups.push(() => background.stop());
    await enqueueMail(database.db, {
      template: "customer-confirmation",
      language: "fr",
      recipient: "loop@example.be",
      mail: renderMail({ language: "fr", subject: "Boucle", blocks: [] }),
      now: clock.now(),
    });
    await waitFor(() => readdirSync(dir).filter((f) => f.endsWith(".eml")).length === 1);
    await background.stop();
    expect(readdirSync(dir).filter((f) => !f.endsWith(".eml"))).toEqual([]);
  });
});
