import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { asc, eq, inArray } from "drizzle-orm";
import { mailQueue, providers } from "@/server/db/schema";
import { createNotifier } from "@/server/domain/notifications/service";
import { mailsToCustomerOf } from "@/server/mail/queue";
import { cancelProject, changeProjectProvider } from "@/server/domain/project-status/network-actions";
import { testDriver, type TestDatabase } from "../../support/database";
import { postalAreaId } from "../../support/fixtures";
import { refusal } from "../../support/projects";
import { clock, insertProject, networkTestDatabase } from "./support";

/**
 * Who hears of the network's own changes (docs/product/notifications.md): the provider that had to
 * answer or had accepted, in French and Dutch and without customer data; the customer in their
 * language. Each mail once, written with the change.
 */
describe(`mails of the network's cancel and change of provider on ${testDriver}`, () => {
  let database: TestDatabase;
  let brussels: number;
  const networkMailbox = "team@network.example.be";
  const notifier = createNotifier({
    publicUrl: "http://localhost:3000",
    networkMailbox,
    insurerName: { fr: "Assureur Exemple SA", nl: "Voorbeeldverzekeraar NV" },
  });
  const deps = () => ({ db: database.db, clock: clock(), notify: notifier });
  // The customer the tests' projects have (tests/support/projects.ts): none of it may reach a provider.
  const customerData = ["Amélie", "Dubois", "+32 470 12 34 56", "470 12 34 56", "amelie@example.be", "Rue Haute 12"];
  const mailboxOf = new Map<number, string>();

  // The mails about a project: those tied to it, and the assignment, which links to it without being tied.
  const mailsOf = async (projectId: number) =>
    (await database.db.select().from(mailQueue).orderBy(asc(mailQueue.id))).filter(
      (m) => m.projectId === projectId || new RegExp(`/provider/homeprojectdetails/${projectId}(?!\\d)`).test(m.textBody),
    );
  const summary = async (projectId: number) =>
    (await mailsOf(projectId))
      .map((m) => ({ template: m.template, language: m.language, recipient: m.recipient }))
      .sort((a, b) => a.template.localeCompare(b.template));
  const expectNoCustomerData = (mail: { subject: string; textBody: string; htmlBody: string }) => {
    for (const value of customerData) for (const part of [mail.subject, mail.textBody, mail.htmlBody]) expect(part).not.toContain(value);
  };

  beforeAll(async () => {
    database = await networkTestDatabase();
    brussels = await postalAreaId(database.db, "1000", "Bruxelles");
    const rows = await database.db
      .select({ id: providers.id, contactEmail: providers.contactEmail })
      .from(providers)
      .where(inArray(providers.id, [1, 2]));
    for (const row of rows) mailboxOf.set(row.id, row.contactEmail.trim());
    expect(mailboxOf.get(1)).toBeTruthy();
    expect(mailboxOf.get(2)).toBeTruthy();
  }, 30_000);
  afterAll(() => database.dispose());

  for (const statusId of [1, 2] as const) {
    test(`cancel from status ${statusId}: its provider (French then Dutch, no customer data) and the customer (their language), once each`, async () => {
      const id = await insertProject(database.db, { postalAreaId: brussels, statusId, providerId: 1, language: statusId === 1 ? "nl" : "fr" });
      await cancelProject(deps(), { projectId: id, userId: 1 });
      const language = statusId === 1 ? "nl" : "fr";
      expect(await summary(id)).toEqual([
        { template: "customer-cancelled-by-network", language, recipient: "amelie@example.be" },
        { template: "provider-project-cancelled-by-network", language: "fr+nl", recipient: mailboxOf.get(1)! },
      ]);
      const mails = await mailsOf(id);
      const provider = mails.find((m) => m.template === "provider-project-cancelled-by-network")!;
      expect(provider.subject).toBe(`Projet n°\u00a0${id} annulé par le réseau | Project nr. ${id} geannuleerd door het netwerk`);
      expect(provider.textBody).toContain(`http://localhost:3000/provider/homeprojectdetails/${id}`);
      expect(provider.listUnsubscribeUrl).toBeNull();
      expectNoCustomerData(provider);
      const customer = mails.find((m) => m.template === "customer-cancelled-by-network")!;
      expect(customer.subject).toBe(language === "nl" ? `Uw aanvraag nr. ${id} werd geannuleerd` : `Votre demande n°\u00a0${id} a été annulée`);
      expect(customer.textBody).toContain(language === "nl" ? "Ons team heeft uw aanvraag" : "Notre équipe a annulé votre demande");
      expect(customer.textBody).toContain(networkMailbox);
      // The wizard in the mail's language.
      expect(customer.textBody).toContain(`http://localhost:3000/${language}/newproject`);
      // A customer mail: the one-click unsubscribe rides along, and erasure finds it by its project.
      expect(customer.listUnsubscribeUrl).toContain(`lang=${language}`);
      expect(customer.htmlBody).toContain(`<html lang="${language}">`);
      expect((await database.db.select({ id: mailQueue.id }).from(mailQueue).where(mailsToCustomerOf(id))).map((m) => m.id)).toEqual([customer.id]);
    });
  }

  test("cancel from status 3 (no provider), and from 6 (the provider recorded no agreement): only the customer is told", async () => {
    const rejected = await insertProject(database.db, { postalAreaId: brussels, statusId: 3, providerId: null, providerAssignedAt: null });
    await cancelProject(deps(), { projectId: rejected, userId: 1 });
    expect(await summary(rejected)).toEqual([{ template: "customer-cancelled-by-network", language: "fr", recipient: "amelie@example.be" }]);
    const noAgreement = await insertProject(database.db, { postalAreaId: brussels, statusId: 6, providerId: 1 });
    await cancelProject(deps(), { projectId: noAgreement, userId: 1 });
    expect(await summary(noAgreement)).toEqual([{ template: "customer-cancelled-by-network", language: "fr", recipient: "amelie@example.be" }]);
  });

  test("a refused cancel (final project) queues nothing", async () => {
    const done = await insertProject(database.db, { postalAreaId: brussels, statusId: 4, providerId: 1 });
    expect(await refusal(cancelProject(deps(), { projectId: done, userId: 1 }))).toBe("projectAlreadyFinal");
    expect(await mailsOf(done)).toEqual([]);
  });

  test("change of provider from status 1: the new provider's assignment and the previous one's notice; the customer had no provider's details and is not told", async () => {
    const id = await insertProject(database.db, { postalAreaId: brussels, statusId: 1, providerId: 1, language: "nl" });
    await changeProjectProvider(deps(), { projectId: id, providerId: 2, userId: 1 });
    expect(await summary(id)).toEqual([
      { template: "provider-assignment", language: "fr+nl", recipient: mailboxOf.get(2)! },
      { template: "provider-project-reassigned", language: "fr+nl", recipient: mailboxOf.get(1)! },
    ]);
    const notice = (await mailsOf(id)).find((m) => m.template === "provider-project-reassigned")!;
    expect(notice.subject).toBe(`Projet n°\u00a0${id} confié à un autre prestataire | Project nr. ${id} toevertrouwd aan een andere vakman`);
    // The project is no longer its own: the link opens its list.
    expect(notice.textBody).toContain("http://localhost:3000/provider/homeprojectlist");
    expect(notice.textBody).not.toContain(`homeprojectdetails/${id}`);
    expectNoCustomerData(notice);
  });

  test("change of provider from status 2: the previous provider and the customer (their language, the new provider not named) are told once", async () => {
    const id = await insertProject(database.db, { postalAreaId: brussels, statusId: 2, providerId: 1, language: "nl" });
    await changeProjectProvider(deps(), { projectId: id, providerId: 2, userId: 1 });
    expect(await summary(id)).toEqual([
      { template: "customer-provider-replaced", language: "nl", recipient: "amelie@example.be" },
      { template: "provider-assignment", language: "fr+nl", recipient: mailboxOf.get(2)! },
      { template: "provider-project-reassigned", language: "fr+nl", recipient: mailboxOf.get(1)! },
    ]);
    const mails = await mailsOf(id);
    expectNoCustomerData(mails.find((m) => m.template === "provider-project-reassigned")!);
    const customer = mails.find((m) => m.template === "customer-provider-replaced")!;
    expect(customer.subject).toBe(`Uw aanvraag nr. ${id}: een andere vakman neemt contact met u op`);
    expect(customer.textBody).toContain(networkMailbox);
    expect(customer.listUnsubscribeUrl).toContain("lang=nl");
    const [newProvider] = await database.db.select({ name: providers.name }).from(providers).where(eq(providers.id, 2));
    expect(customer.textBody).not.toContain(newProvider!.name);
  });

  test("change of provider from status 3 (nobody had it): only the new provider's assignment", async () => {
    const id = await insertProject(database.db, { postalAreaId: brussels, statusId: 3, providerId: null, providerAssignedAt: null });
    await changeProjectProvider(deps(), { projectId: id, providerId: 2, userId: 1 });
    expect(await summary(id)).toEqual([{ template: "provider-assignment", language: "fr+nl", recipient: mailboxOf.get(2)! }]);
  });
});
