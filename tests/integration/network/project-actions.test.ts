import { eq, inArray } from "drizzle-orm";
import { mailQueue, providerAbsences, providers, services } from "@/server/db/schema";
import { catalogText } from "@/server/domain/catalog/localised-text";
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { createNotifier } from "@/server/domain/notifications/service";
import { cancelProject, changeProjectProvider, changeProjectService } from "@/server/domain/project-status/network-actions";
import { getNetworkProject, listProjectRejects } from "@/server/domain/projects/network-projects";
import { providerChoices } from "@/server/domain/projects/provider-choices";
import { createProvider, setProviderActivity, setProviderService } from "@/server/domain/providers/service";
import { setWorkArea } from "@/server/domain/work-areas/service";
import { testDriver, type TestDatabase } from "../../support/database";
import { auditOf, clock, insertProject, networkTestDatabase, now, project, reject } from "./support";
import { postalAreaId } from "../../support/fixtures";
import { refusal } from "../../support/projects";

describe(`network project actions on ${testDriver}`, () => {
  let database: TestDatabase;
  let brussels: number;
  let namur: number;
  const notifier = createNotifier({
    publicUrl: "http://localhost:3000",
    networkMailbox: "network@example.com",
    insurerName: { fr: "Assureur Exemple SA", nl: "Voorbeeldverzekeraar NV" },
  });
  const deps = () => ({ db: database.db, clock: clock(), notify: notifier });

  beforeAll(async () => {
    database = await networkTestDatabase();
    brussels = await postalAreaId(database.db, "1000", "Bruxelles");
    namur = await postalAreaId(database.db, "5000", "Namur");
  }, 30_000);
  afterAll(() => database.dispose());

  test("change provider: status 1 with the new provider assigned now, one audit event", async () => {
    const id = await insertProject(database.db, { postalAreaId: brussels, statusId: 2, providerId: 1, providerAssignedAt: new Date("2026-02-01T10:00:00Z") });
    const result = await changeProjectProvider(deps(), { projectId: id, providerId: 2, userId: 1 });
    expect(result).toEqual({ statusId: 1, providerId: 2 });
    const row = await project(database.db, id);
    expect({ statusId: row.statusId, providerId: row.providerId, assigned: row.providerAssignedAt?.toISOString() }).toEqual({
      statusId: 1,
      providerId: 2,
      assigned: now.toISOString(),
    });
    const audit = await auditOf(database.db, id);
    expect(audit.map((a) => ({ action: a.action, from: a.fromStatusId, to: a.toStatusId, actor: a.actorType }))).toEqual([
      { action: "network.change-provider", from: 2, to: 1, actor: "network" },
    ]);
  });

  test("change provider is refused when the status forbids it, for an inactive provider, and for the same one", async () => {
    const cancelled = await insertProject(database.db, { postalAreaId: brussels, statusId: 4 });
    expect(await refusal(changeProjectProvider(deps(), { projectId: cancelled, providerId: 2, userId: 1 }))).toBe("providerChangeNotAllowed");
    const open = await insertProject(database.db, { postalAreaId: brussels, statusId: 1, providerId: 1 });
    expect(await refusal(changeProjectProvider(deps(), { projectId: open, providerId: 1, userId: 1 }))).toBe("sameProvider");
    const { id: sleeping } = await createProvider(
      { db: database.db, now },
      { name: "Dormant", address: "Rue 1", contactName: "X", contactPhoneNumber: "+32 2 000 00 00", contactEmail: "x@example.be" },
    );
    await setProviderActivity(database.db, sleeping, false, new Date());
    expect(await refusal(changeProjectProvider(deps(), { projectId: open, providerId: sleeping, userId: 1 }))).toBe("providerInactive");
    expect(await refusal(changeProjectProvider(deps(), { projectId: 999_999, providerId: 2, userId: 1 }))).toBe("projectNotFound");
    expect((await project(database.db, open)).providerId).toBe(1);
    expect(await auditOf(database.db, open)).toEqual([]);
  });

  test("change service: the service changes and routing runs again, skipping providers that rejected", async () => {
    const id = await insertProject(database.db, { postalAreaId: brussels, statusId: 3, providerId: null, providerAssignedAt: null, serviceId: 3 });
    await reject(database.db, id, 1);
    const result = await changeProjectService(deps(), { projectId: id, serviceId: 4, userId: 1 });
    expect(result).toEqual({ statusId: 1, providerId: 2 });
    const row = await project(database.db, id);
    expect({ serviceId: row.serviceId, statusId: row.statusId, providerId: row.providerId }).toEqual({ serviceId: 4, statusId: 1, providerId: 2 });
    expect((await auditOf(database.db, id)).map((a) => a.action)).toEqual(["network.change-service"]);
  });

  test("change service that leaves the project with its provider: the provider's mail says the service changed, naming both; a new provider gets a new request", async () => {
    const kept = await insertProject(database.db, { postalAreaId: brussels, statusId: 1, providerId: 1, providerAssignedAt: now, serviceId: 3 });
    expect(await changeProjectService(deps(), { projectId: kept, serviceId: 4, userId: 1 })).toEqual({ statusId: 1, providerId: 1 });
    const names = await serviceNames(3, 4);
    const [mail] = await assignmentMails(kept);
    expect(mail?.subject).toBe(
      `Projet n°\u00a0${kept}\u00a0: service changé en ${names.get(4)?.fr} | Project nr. ${kept}: dienst gewijzigd in ${names.get(4)?.nl}`,
    );
    expect(mail?.textBody).toContain(`le service «\u00a0${names.get(3)?.fr}\u00a0» de ce projet`);
    expect(mail?.textBody).toContain(`de dienst ‘${names.get(3)?.nl}’ van dit project`);

    const moved = await insertProject(database.db, { postalAreaId: brussels, statusId: 3, providerId: null, providerAssignedAt: null, serviceId: 3 });
    expect(await changeProjectService(deps(), { projectId: moved, serviceId: 4, userId: 1 })).toEqual({ statusId: 1, providerId: 1 });
    expect((await assignmentMails(moved)).map((m) => m.subject.slice(0, 14))).toEqual(["Nouveau projet"]);
  });

  /** A provider's mail names no customer and carries no project id: it is found by its link to the project. */
  const assignmentMails = async (projectId: number) =>
    (
      await database.db
        .select({ subject: mailQueue.subject, textBody: mailQueue.textBody })
        .from(mailQueue)
        .where(eq(mailQueue.template, "provider-assignment"))
    ).filter((mail) => new RegExp(`/provider/homeprojectdetails/${projectId}(?!\\d)`).test(mail.textBody));
  const serviceNames = async (...ids: number[]) =>
    new Map(
      (
        await database.db
          .select({
            id: services.id,
            fr: catalogText("service", services.code, "fr", services.name),
            nl: catalogText("service", services.code, "nl", services.name),
          })
          .from(services)
          .where(inArray(services.id, ids))
      ).map((row) => [row.id, row]),
    );

  test("change service where nobody covers the area: status 3 without provider", async () => {
    const id = await insertProject(database.db, { postalAreaId: namur, statusId: 8, providerId: null, providerAssignedAt: null, serviceId: 3 });
    expect(await changeProjectService(deps(), { projectId: id, serviceId: 4, userId: 1 })).toEqual({ statusId: 3, providerId: undefined });
    expect((await project(database.db, id)).serviceId).toBe(4);
    // The network mailbox hears that nobody offers the new service there, not that the project was refused.
    const alert = (await database.db.select().from(mailQueue).where(eq(mailQueue.template, "network-alert"))).find((m) =>
      m.subject.startsWith(`Projet n°\u00a0${id}\u00a0:`),
    );
    expect(alert?.textBody).toContain(`Après le changement de service du projet n°\u00a0${id}, aucun prestataire ne propose ce service dans cette commune`);
    expect(alert?.textBody).toContain(`Na de wijziging van dienst van project nr. ${id} biedt geen enkele vakman deze dienst aan`);
    expect(alert?.textBody).not.toContain("a été refusé");
  });

  test("change service is refused when the status forbids it (accepted), for the same service and an unknown one", async () => {
    const accepted = await insertProject(database.db, { postalAreaId: brussels, statusId: 2 });
    expect(await refusal(changeProjectService(deps(), { projectId: accepted, serviceId: 4, userId: 1 }))).toBe("serviceChangeNotAllowed");
    const open = await insertProject(database.db, { postalAreaId: brussels, statusId: 1 });
    expect(await refusal(changeProjectService(deps(), { projectId: open, serviceId: 3, userId: 1 }))).toBe("sameService");
    expect(await refusal(changeProjectService(deps(), { projectId: open, serviceId: 9999, userId: 1 }))).toBe("serviceUnknown");
    const row = await project(database.db, accepted);
    expect({ serviceId: row.serviceId, statusId: row.statusId }).toEqual({ serviceId: 3, statusId: 2 });
  });

  test("cancel: any non-final status goes to 4 and keeps the provider; a final project is refused", async () => {
    for (const statusId of [1, 2, 3, 6, 7, 8]) {
      const id = await insertProject(database.db, { postalAreaId: brussels, statusId });
      expect(await cancelProject(deps(), { projectId: id, userId: 1 })).toEqual({ statusId: 4 });
      const row = await project(database.db, id);
      expect({ statusId: row.statusId, providerId: row.providerId }).toEqual({ statusId: 4, providerId: 1 });
      expect((await auditOf(database.db, id)).map((a) => [a.fromStatusId, a.toStatusId])).toEqual([[statusId, 4]]);
    }
    for (const statusId of [4, 5]) {
      const id = await insertProject(database.db, { postalAreaId: brussels, statusId });
      expect(await refusal(cancelProject(deps(), { projectId: id, userId: 1 }))).toBe("projectAlreadyFinal");
      expect((await project(database.db, id)).statusId).toBe(statusId);
    }
  });

  test("details, reject history and provider choices (covering providers first)", async () => {
    const id = await insertProject(database.db, { postalAreaId: brussels, statusId: 3, providerId: null, providerAssignedAt: null });
    await reject(database.db, id, 1);
    await reject(database.db, id, 2, true);
    const details = await getNetworkProject(database.db, id);
    expect(details.status).toMatchObject({ id: 3, canChangeService: true, canChangeProvider: true, isFinal: false });
    expect(details.provider).toBeNull();
    expect(details.postCode).toBe("1000");
    const rejects = await listProjectRejects(database.db, { id, page: 1 });
    expect(rejects.total).toBe(2);
    // A refusal by hand without a reason (written directly), and the deadline's.
    expect(rejects.items.map((r) => [r.providerId, r.cause]).sort()).toEqual([
      [1, "unspecified"],
      [2, "deadline"],
    ]);
    const day = "2026-04-07";
    // Before any refusal: those covering the place and offering the service first, best score first.
    const fresh = await insertProject(database.db, { postalAreaId: brussels, statusId: 1, providerId: 1 });
    const choices = await providerChoices(database.db, { projectId: fresh, search: "" }, day);
    expect(choices.slice(0, 2).map((c) => [c.id, c.covers, c.score, c.absentUntil, c.rejectedAt, c.autoRejected])).toEqual([
      [1, true, 10, null, null, false],
      [2, true, 8, null, null, false],
    ]);
    expect(choices.slice(2).every((c) => !c.covers && c.rejectedAt === null)).toBe(true);
    // Whether someone could answer for it: the demo providers have a login; one without is said so.
    expect(choices.slice(0, 2).map((c) => c.hasLogin)).toEqual([true, true]);
    // It would not answer either: after every provider that has a login, even covering the place at the best score.
    const [bare] = await database.db.insert(providers).values({ name: "A Sans Accès Choix" }).returning({ id: providers.id });
    if (!bare) throw new Error("no provider inserted");
    await setProviderService(database.db, { providerId: bare.id, serviceId: (await project(database.db, fresh)).serviceId, isActive: true });
    await setWorkArea(database.db, { providerId: bare.id, postalAreaId: brussels, isActive: true, score: 10 });
    expect((await providerChoices(database.db, { projectId: fresh, search: "Sans Accès" }, day)).map((c) => [c.id, c.covers, c.hasLogin])).toEqual([
      [bare.id, true, false],
    ]);
    const withBare = await providerChoices(database.db, { projectId: fresh, search: "" }, day);
    expect(withBare.slice(0, 2).map((c) => c.id)).toEqual([1, 2]);
    expect(withBare.findIndex((c) => c.id === bare.id)).toBeGreaterThan(withBare.findLastIndex((c) => c.hasLogin));
    await database.db.update(providers).set({ isActive: false }).where(eq(providers.id, bare.id));
    // Refused by hand or by the deadline: said, with when, and after every provider that has not
    // refused this project, whatever its score (docs/product/consoles.md).
    const refused = await providerChoices(database.db, { projectId: id, search: "" }, day);
    expect(refused.slice(0, -2).every((c) => c.rejectedAt === null)).toBe(true);
    expect(refused.slice(-2).map((c) => [c.id, c.covers, c.rejectedAt?.toISOString(), c.autoRejected])).toEqual([
      [1, true, now.toISOString(), false],
      [2, true, now.toISOString(), true],
    ]);
    // Another project's refusals say nothing of this one.
    expect((await providerChoices(database.db, { projectId: fresh, search: "" }, day)).find((c) => c.id === 1)?.rejectedAt).toBeNull();
    // Absent that day: said, and after every provider who would answer (docs/product/absences.md);
    // among those that refused, after the one that is there.
    await database.db.insert(providerAbsences).values({ providerId: 1, startsOn: day, endsOn: "2026-04-09", createdByType: "network", createdById: 1 });
    const whileAway = await providerChoices(database.db, { projectId: fresh, search: "" }, day);
    expect(whileAway[0]).toMatchObject({ id: 2, covers: true });
    expect(whileAway.at(-1)).toMatchObject({ id: 1, covers: true, absentUntil: "2026-04-09" });
    const refusedWhileAway = await providerChoices(database.db, { projectId: id, search: "" }, day);
    expect(refusedWhileAway.slice(-2).map((c) => [c.id, c.absentUntil, c.autoRejected])).toEqual([
      [2, null, true],
      [1, "2026-04-09", false],
    ]);
    await database.db.delete(providerAbsences);
  });
});
