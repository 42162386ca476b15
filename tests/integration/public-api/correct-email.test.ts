import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { and, asc, eq } from "drizzle-orm";
import { auditEvents, homeProjects, mailQueue } from "@/server/db/schema";
import { createTestApp } from "../../support/app";
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
  async function sendMistyped(email: string) {
    const response = await app.request("/api/homeproject/addproject", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(validPayload({ PostalAreaId: brussels, CustomerEmail: email })),
    });
    return { id: (await response.json()).data as number, cookie: (response.headers.get("set-cookie") ?? "").split(";")[0] ?? "" };
  }
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
    const mails = await confirmations(id);
    expect(mails.map((m) => m.recipient)).toEqual(["zoe.lefevre@gmial.com", "zoe.lefevre@gmail.com"]);
    const newLink = statusLinkIn(mails[1]?.textBody);
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
    expect(await confirmations(id)).toHaveLength(2);
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
