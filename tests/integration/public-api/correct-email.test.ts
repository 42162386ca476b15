import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { and, asc, eq } from "drizzle-orm";
import { auditEvents, homeProjects, mailQueue } from "@/server/db/schema";
import { bilingual } from "@/server/mail/templates";
import { createTestApp, sendAsBrowser } from "../../support/app";
import { createTestDatabase, type TestDatabase, testDriver } from "../../support/database";
import { postalAreaId, seedForApi, validPayload } from "../../support/fixtures";

/** docs/product/customer-controls.md, "A mistyped e-mail address". */
describe(`homeproject/correctemail on ${testDriver}`, () => {
  let database: TestDatabase;
  let app: Awaited<ReturnType<typeof createTestApp>>;
  let brussels: number;

  beforeAll(async () => {
    database = await createTestDatabase();
    await seedForApi(database.db);
    app = await createTestApp(database, { now: "2026-03-02T09:00:00+01:00" });
    brussels = await postalAreaId(database.db, "1000", "Bruxelles");
  });
  afterAll(() => database.dispose());

  /** A request sent as the wizard sends it, with a mistyped address: its id and the browser's upload cookie. */
  const sendMistyped = (email: string) => sendAsBrowser(app, validPayload({ PostalAreaId: brussels, CustomerEmail: email }));
  const correct = async (cookie: string, body: unknown, lang = "fr") =>
    (
      await app.request(`/api/homeproject/correctemail?lang=${lang}`, {
        method: "POST",
        headers: { "content-type": "application/json", ...(cookie ? { cookie } : {}) },
        body: JSON.stringify(body),
      })
    ).json();
  const confirmations = (projectId: number) =>
    database.db
      .select()
      .from(mailQueue)
      .where(and(eq(mailQueue.projectId, projectId), eq(mailQueue.template, "customer-confirmation")))
      .orderBy(asc(mailQueue.id));
  /** A queued mail's row like this one, for the project, to be sent. */
  const mailRow = (mail: typeof mailQueue.$inferSelect | undefined) => ({
    template: mail?.template ?? "",
    language: mail?.language ?? "fr",
    recipient: mail?.recipient ?? "",
    subject: mail?.subject ?? "",
    textBody: mail?.textBody ?? "",
    htmlBody: mail?.htmlBody ?? "",
    projectId: mail?.projectId ?? null,
  });
  const statusLinkIn = (body: string | undefined) => /\/projectstatus\/([A-Za-z0-9_-]{43})/.exec(body ?? "")?.[1] ?? "";
  const statusOf = (token: string) => app.request(`/api/projectstatus/${token}`);

  test("corrected by the browser that sent it: the old status link stops working, the confirmation goes to the new address with a new one", async () => {
    const { id, cookie } = await sendMistyped("zoe.lefevre@gmial.com");
    const [first] = await confirmations(id);
    expect(first?.recipient).toBe("zoe.lefevre@gmial.com");
    const oldLink = statusLinkIn(first?.textBody);
    expect((await statusOf(oldLink)).status).toBe(200);

    expect(await correct(cookie, { CustomerEmail: "zoe.lefevre@gmail.com" })).toEqual({
      isError: false,
      userMessage: "Adresse corrigée. La confirmation et le lien de suivi ont été envoyés à la nouvelle adresse.",
      data: null,
    });
    const [row] = await database.db.select({ email: homeProjects.customerEmail }).from(homeProjects).where(eq(homeProjects.id, id));
    expect(row?.email).toBe("zoe.lefevre@gmail.com");
    // The confirmation to the mistyped address had not left yet: withdrawn, it never will.
    const mails = await confirmations(id);
    expect(mails.map((m) => m.recipient)).toEqual(["zoe.lefevre@gmail.com"]);
    const newLink = statusLinkIn(mails[0]?.textBody);
    expect(newLink).not.toBe(oldLink);
    // Whoever holds the mistyped mailbox cannot follow the request; the customer can.
    expect((await statusOf(oldLink)).status).toBe(404);
    expect((await (await statusOf(newLink)).json()).data.projectId).toBe(id);
    const [event] = await database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.projectId, id), eq(auditEvents.action, "customer.correct-contact")));
    expect(event).toMatchObject({ actorType: "customer", actorId: null, details: { fields: ["customerEmail"], statusLinkReplaced: true } });
    expect(JSON.stringify(event?.details)).not.toContain("@");

    // The same address again changes nothing and sends nothing.
    expect((await correct(cookie, { CustomerEmail: "zoe.lefevre@gmail.com" })).isError).toBe(false);
    expect(await confirmations(id)).toHaveLength(1);
  });

  test("a mail that already left for the mistyped address stays on record; one still queued is withdrawn, for that address only", async () => {
    const { id, cookie } = await sendMistyped("lotte.janssens@telenet.bee");
    const [sent] = await confirmations(id);
    await database.db
      .update(mailQueue)
      .set({ sentAt: app.clock.now() })
      .where(eq(mailQueue.id, sent?.id ?? -1));
    // A second mail to the mistyped address, still queued, and the network's mail about the request (not the customer's).
    await database.db.insert(mailQueue).values([
      { ...mailRow(sent), template: "customer-status-link", recipient: "Lotte.Janssens@telenet.bee" },
      { ...mailRow(sent), template: "network-alert", language: bilingual, recipient: "network@example.com" },
    ]);
    expect((await correct(cookie, { CustomerEmail: "lotte.janssens@telenet.be" })).isError).toBe(false);
    const left = await database.db
      .select({ template: mailQueue.template, recipient: mailQueue.recipient, sent: mailQueue.sentAt })
      .from(mailQueue)
      .where(eq(mailQueue.projectId, id))
      .orderBy(asc(mailQueue.id));
    expect(left.map((m) => [m.template, m.recipient, m.sent !== null])).toEqual([
      ["customer-confirmation", "lotte.janssens@telenet.bee", true],
      ["network-alert", "network@example.com", false],
      ["customer-confirmation", "lotte.janssens@telenet.be", false],
    ]);
  });

  test("refused with the wizard's message, without the cookie, or after 30 minutes; nothing changes", async () => {
    const { id, cookie } = await sendMistyped("jan.peeters@telenet.bee");
    expect(await correct(cookie, { CustomerEmail: "jan.peeters@" }, "nl")).toMatchObject({
      isError: true,
      userMessage: expect.stringContaining("e-mailadres"),
    });
    expect(await correct("", { CustomerEmail: "jan.peeters@telenet.be" })).toMatchObject({
      isError: true,
      userMessage: "L'adresse ne peut être corrigée ici que depuis le navigateur qui vient d'envoyer la demande.",
    });
    app.clock.advance(30 * 60_000 + 1000);
    expect(await correct(cookie, { CustomerEmail: "jan.peeters@telenet.be" })).toMatchObject({
      isError: true,
      userMessage: "Le délai pour corriger l'adresse ici est dépassé (30\u00a0minutes). Introduisez une nouvelle demande avec la bonne adresse.",
    });
    const [row] = await database.db.select({ email: homeProjects.customerEmail }).from(homeProjects).where(eq(homeProjects.id, id));
    expect(row?.email).toBe("jan.peeters@telenet.bee");
    expect(await confirmations(id)).toHaveLength(1);
  });
});
