import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { and, asc, eq, gt, TransactionRollbackError } from "drizzle-orm";
import { fixedClock } from "@/server/clock";
import { homeProjects, mailQueue, providers, services, translations } from "@/server/db/schema";
import { publicLink } from "@/server/domain/notifications/links";
import { queueNetworkAlert } from "@/server/domain/notifications/network-alerts";
import { queueProviderAssignment } from "@/server/domain/notifications/provider-mails";
import { createNotifier } from "@/server/domain/notifications/service";
import { createProject } from "@/server/domain/projects/create-project";
import { addProjectSchema } from "@/shared/schemas/project";
import { createTestDatabase, type TestDatabase, testDriver } from "../../support/database";
import { postalAreaId, seedForApi, validPayload } from "../../support/fixtures";

describe(`notifications queued in mail_queue on ${testDriver}`, () => {
  let database: TestDatabase;
  const clock = fixedClock("2026-04-03T17:00:00+02:00"); // Friday before Easter Monday
  const notifier = createNotifier({
    publicUrl: "http://localhost:3000",
    networkMailbox: "network@example.com",
    insurerName: { fr: "Assureur Exemple SA", nl: "Voorbeeldverzekeraar NV" },
  });
  let brussels: number;
  let gent: number;
  let namur: number;

  beforeAll(async () => {
    database = await createTestDatabase();
    await seedForApi(database.db);
    brussels = await postalAreaId(database.db, "1000", "Bruxelles");
    gent = await postalAreaId(database.db, "9000", "Gent");
    namur = await postalAreaId(database.db, "5000", "Namur");
  });
  afterAll(() => database.dispose());

  const create = async (overrides: Parameters<typeof validPayload>[0]) =>
    (await createProject({ db: database.db, clock, notify: notifier }, addProjectSchema.parse(validPayload(overrides)), undefined)).projectId;

  const mailsAfter = (id: number) => database.db.select().from(mailQueue).where(gt(mailQueue.id, id)).orderBy(asc(mailQueue.id));
  const lastMailId = async () => (await database.db.select({ id: mailQueue.id }).from(mailQueue).orderBy(asc(mailQueue.id))).at(-1)?.id ?? 0;

  test("a service name missing or blank in the translations falls back to the service's own name", async () => {
    const projectId = await create({ PostalAreaId: brussels });
    const [service] = await database.db.select({ code: services.code, name: services.name }).from(services).where(eq(services.id, 3));
    const key = `service.${service!.code}`;
    const kept = await database.db.select().from(translations).where(eq(translations.key, key));
    try {
      await database.db
        .update(translations)
        .set({ text: "  " })
        .where(and(eq(translations.key, key), eq(translations.language, "nl")));
      await database.db.delete(translations).where(and(eq(translations.key, key), eq(translations.language, "fr")));
      const before = await lastMailId();
      await database.db.transaction((tx) => notifier.providerAssigned(tx, projectId, clock.now()));
      const [mail] = await mailsAfter(before);
      expect(mail?.subject).toBe(
        `Nouveau projet n°\u00a0${projectId}\u00a0: ${service!.name} à 1000 Bruxelles | Nieuw project nr. ${projectId}: ${service!.name} in 1000 Brussel`,
      );
    } finally {
      await database.db.delete(translations).where(eq(translations.key, key));
      await database.db.insert(translations).values(kept);
    }
  });

  test("provider assignment: to the provider's contact e-mail, both languages, no customer data", async () => {
    const projectId = await create({ PostalAreaId: brussels });
    const before = await lastMailId();
    const id = await database.db.transaction((tx) => notifier.providerAssigned(tx, projectId, clock.now()));
    expect(id).toBeNumber();
    const [mail] = await mailsAfter(before);
    expect(mail).toMatchObject({
      template: "provider-assignment",
      language: "fr+nl",
      recipient: "contact@provider1.example.com",
      attempts: 0,
      sentAt: null,
    });
    expect(mail?.nextAttemptAt.toISOString()).toBe(clock.now().toISOString());
    expect(mail?.subject).toBe(
      `Nouveau projet n°\u00a0${projectId}\u00a0: Chaudière de chauffage central à 1000 Bruxelles | Nieuw project nr. ${projectId}: Centrale-verwarmingsketel in 1000 Brussel`,
    );
    for (const body of [mail?.textBody ?? "", mail?.htmlBody ?? ""]) {
      expect(body).toContain(`http://localhost:3000/provider/homeprojectdetails/${projectId}`);
      // Two working days after Friday 17:00, Easter Monday being a holiday: Wednesday 17:00.
      expect(body).toContain("mercredi 8 avril 2026 à 17:00");
      expect(body).toContain("woensdag 8 april 2026 om 17:00");
      for (const customerData of ["Amélie", "Dubois", "amelie.dubois", "470 12 34", "Rue Haute", "chaudière se met"]) expect(body).not.toContain(customerData);
    }
  });

  test("a provider without a contact e-mail is written to at its first login's address", async () => {
    const projectId = await create({ PostalAreaId: gent, CustomerLanguage: "nl" });
    const recipient = await database.db
      .transaction(async (tx) => {
        await tx.update(providers).set({ contactEmail: "" }).where(eq(providers.id, 2));
        const id = await queueProviderAssignment(tx, { projectId, publicUrl: "https://hs.example.be/app/", now: clock.now() });
        const [row] = await tx
          .select()
          .from(mailQueue)
          .where(eq(mailQueue.id, id ?? 0));
        expect(row?.textBody).toContain(`https://hs.example.be/app/provider/homeprojectdetails/${projectId}`);
        throw new Rollback(row?.recipient);
      })
      .catch((e) => (e instanceof Rollback ? e.value : Promise.reject(e)));
    expect(recipient).toBe("pro2@example.com");
  });

  test("customer confirmation in the customer's language, with the status link and its validity", async () => {
    const fr = await create({ PostalAreaId: brussels });
    const nl = await create({ PostalAreaId: gent, CustomerLanguage: "nl", CustomerName: "Pieter", CustomerEmail: "pieter@example.be" });
    await database.db
      .update(homeProjects)
      .set({ statusTokenExpiresAt: new Date("2026-07-02T15:00:00Z") })
      .where(eq(homeProjects.id, nl));
    const before = await lastMailId();
    await database.db.transaction(async (tx) => {
      await notifier.customerConfirmation(tx, fr, "http://localhost:3000/statut/tok-fr", clock.now());
      await notifier.customerConfirmation(tx, nl, "http://localhost:3000/status/tok-nl", clock.now());
    });
    const [mailFr, mailNl] = await mailsAfter(before);
    expect(mailFr).toMatchObject({
      template: "customer-confirmation",
      language: "fr",
      recipient: "amelie.dubois@example.be",
      subject: `Nous avons bien reçu votre demande n°\u00a0${fr}`,
    });
    expect(mailFr?.textBody).toContain("Bonjour Amélie,");
    expect(mailFr?.textBody).toContain("Chaudière de chauffage central");
    expect(mailFr?.textBody).toContain("dans les deux jours ouvrables");
    expect(mailFr?.textBody).toContain("http://localhost:3000/statut/tok-fr");
    expect(mailFr?.textBody).toContain("Ce service vous est proposé par Assureur Exemple SA.");
    expect(mailNl).toMatchObject({ language: "nl", recipient: "pieter@example.be", subject: `We hebben uw aanvraag nr. ${nl} goed ontvangen` });
    expect(mailNl?.textBody).toContain("Beste Pieter,");
    expect(mailNl?.textBody).toContain("Centrale-verwarmingsketel");
    expect(mailNl?.textBody).toContain("binnen twee werkdagen");
    expect(mailNl?.textBody).toContain("geldig tot 2 juli 2026");
    // The Dutch mail signs with the Dutch name (its legal form: NV, not SA).
    expect(mailNl?.textBody).toContain("Voorbeeldverzekeraar NV");
    expect(mailNl?.textBody).not.toContain("Assureur");
  });

  test("an unlisted service (status 7): the customer hears 24 hours and the network mailbox is told", async () => {
    const projectId = await create({ PostalAreaId: brussels, ServiceId: 28, Answers: [{ QuestionId: 8, AnswerIds: [27] }] });
    const before = await lastMailId();
    await database.db.transaction(async (tx) => {
      await notifier.customerConfirmation(tx, projectId, "http://localhost:3000/statut/x", clock.now());
      await notifier.networkAlert(tx, projectId, clock.now());
    });
    const [customer, network] = await mailsAfter(before);
    expect(customer?.textBody).toContain("dans les 24\u00a0heures");
    expect(customer?.textBody).not.toContain("deux jours ouvrables");
    expect(network).toMatchObject({ template: "network-alert", language: "fr+nl", recipient: "network@example.com" });
    expect(network?.subject).toBe(`Projet n°\u00a0${projectId}\u00a0: Traitement manuel | Project nr. ${projectId}: Manuele behandeling`);
    expect(network?.textBody).toContain(`http://localhost:3000/network/homeprojectdetails/${projectId}`);
    expect(network?.textBody).toContain("Autres travaux (non repris dans la liste)");
    expect(network?.textBody).toContain("Andere werken (niet in de lijst)");
  });

  test("nobody found (status 8): the confirmation says the network looks for a provider, never that one will call", async () => {
    const before = await lastMailId();
    const fr = await create({ PostalAreaId: namur });
    const nl = await create({ PostalAreaId: namur, CustomerLanguage: "nl", CustomerEmail: "namen@example.be" });
    // Written with the project at creation, and the same when queued again later.
    await database.db.transaction((tx) => notifier.customerConfirmation(tx, fr, "http://localhost:3000/statut/x", clock.now()));
    const confirmations = (await mailsAfter(before)).filter((m) => m.template === "customer-confirmation");
    expect(confirmations.map((m) => m.projectId)).toEqual([fr, nl, fr]);
    for (const mail of confirmations.filter((m) => m.language === "fr")) {
      expect(mail.textBody).toContain("Nous n'avons pas encore de professionnel pour ce service dans votre commune.");
      expect(mail.textBody).not.toContain("Un professionnel de notre réseau vous contacte");
    }
    expect(confirmations[1]?.textBody).toContain("We hebben nog geen vakman voor deze dienst in uw gemeente.");
  });

  test("network alerts only for statuses 3, 7 and 8", async () => {
    const routed = await create({ PostalAreaId: brussels });
    const nobody = await create({ PostalAreaId: namur });
    const before = await lastMailId();
    const input = { publicUrl: "http://localhost:3000", networkMailbox: "ops@example.be", now: clock.now() };
    expect(await queueNetworkAlert(database.db, { ...input, projectId: routed })).toBeNull();
    expect(await queueNetworkAlert(database.db, { ...input, projectId: nobody })).toBeNumber();
    await database.db.transaction(async (tx) => {
      await tx.update(homeProjects).set({ statusId: 3, providerId: null, providerAssignedAt: null }).where(eq(homeProjects.id, routed));
      await queueNetworkAlert(tx, { ...input, projectId: routed });
    });
    const mails = await mailsAfter(before);
    expect(mails.map((m) => [m.recipient, m.subject])).toEqual([
      ["ops@example.be", `Projet n°\u00a0${nobody}\u00a0: Aucun prestataire trouvé | Project nr. ${nobody}: Geen vakman gevonden`],
      ["ops@example.be", `Projet n°\u00a0${routed}\u00a0: Refusé | Project nr. ${routed}: Geweigerd`],
    ]);
    expect(mails[0]?.textBody).toContain("5000 Namur");
  });

  test("customer hears which provider accepted, with its contact details", async () => {
    const projectId = await create({ PostalAreaId: gent, CustomerLanguage: "nl", CustomerEmail: "klant@example.be" });
    const before = await lastMailId();
    await database.db.transaction(async (tx) => {
      await tx.update(homeProjects).set({ statusId: 2 }).where(eq(homeProjects.id, projectId));
      await notifier.providerAccepted(tx, projectId, clock.now());
    });
    const [mail] = await mailsAfter(before);
    expect(mail).toMatchObject({ template: "customer-provider-accepted", language: "nl", recipient: "klant@example.be" });
    expect(mail?.textBody).toContain(`Goed nieuws: Gentse Vakmannen heeft uw aanvraag nr. ${projectId} (Centrale-verwarmingsketel) aanvaard.`);
    // Accepted on Friday 17:00 before Easter Monday: one working day later is Tuesday 17:00.
    expect(mail?.textBody).toContain("Deze vakman belt u uiterlijk op dinsdag 7 april 2026 om 17:00 om een afspraak te maken.");
    expect(mail?.textBody).toContain("Contactpersoon: Pieter De Smet");
    expect(mail?.textBody).toContain("Telefoon: +32 9 555 02 02");
    expect(mail?.textBody).toContain("E-mail: contact@provider2.example.com");
  });

  test("a mail queued in a transaction that is rolled back is gone with it", async () => {
    const projectId = await create({ PostalAreaId: brussels });
    const before = await lastMailId();
    const outcome = await database.db
      .transaction(async (tx) => {
        await tx.update(homeProjects).set({ statusId: 4 }).where(eq(homeProjects.id, projectId));
        await notifier.customerConfirmation(tx, projectId, "http://localhost:3000/statut/y", clock.now());
        await notifier.providerAssigned(tx, projectId, clock.now());
        expect(await tx.select().from(mailQueue).where(gt(mailQueue.id, before))).toHaveLength(2);
        tx.rollback();
      })
      .then(
        () => "committed",
        (e: unknown) => (e instanceof TransactionRollbackError ? "rolled back" : e),
      );
    expect(outcome).toBe("rolled back");
    expect(await mailsAfter(before)).toHaveLength(0);
    const [project] = await database.db.select().from(homeProjects).where(eq(homeProjects.id, projectId));
    expect(project?.statusId).toBe(1);
  });

  test("links keep a path prefix of PUBLIC_URL", () => {
    expect(publicLink("https://x.example.be/hs", "provider/homeprojectdetails/4")).toBe("https://x.example.be/hs/provider/homeprojectdetails/4");
    expect(publicLink("https://x.example.be/", "/network/homeprojectdetails/4")).toBe("https://x.example.be/network/homeprojectdetails/4");
  });
});

class Rollback extends Error {
  constructor(readonly value: unknown) {
    super("rollback");
  }
}
