import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { asc, eq } from "drizzle-orm";
import { fixedClock } from "@/server/clock";
import { projectAssignments } from "@/server/db/schema";
import { seedDatabase } from "@/server/db/seed/seed";
import { createNotifier } from "@/server/domain/notifications/service";
import { cancelProject, changeProjectProvider } from "@/server/domain/project-status/network-actions";
import { acceptProject, rejectProject } from "@/server/domain/project-status/provider-actions";
import { createTestDatabase, type TestDatabase, testDriver } from "../../support/database";
import { insertProject } from "../../support/projects";
import { areaOf } from "./support";

/** The transitions keep the assignment history the dashboard counts on (docs/product/dashboard.md). */
describe(`assignment history on ${testDriver}`, () => {
  let database: TestDatabase;
  const clock = fixedClock("2026-03-06T17:00:00+01:00");
  const notify = createNotifier({
    publicUrl: "http://localhost:3000",
    networkMailbox: "network@example.com",
    insurerName: { fr: "Assureur Exemple SA", nl: "Voorbeeldverzekeraar NV" },
  });
  const deps = () => ({ db: database.db, clock, notify, storage: undefined as never });

  beforeAll(async () => {
    database = await createTestDatabase();
    await seedDatabase(database.db, { demo: true });
  }, 60_000);
  afterAll(() => database.dispose());

  const history = (projectId: number) =>
    database.db
      .select({
        providerId: projectAssignments.providerId,
        outcome: projectAssignments.outcome,
        hours: projectAssignments.answerWorkingHours,
        atCreation: projectAssignments.atCreation,
      })
      .from(projectAssignments)
      .where(eq(projectAssignments.projectId, projectId))
      .orderBy(asc(projectAssignments.id));

  test("change of provider, rejection, routing again, acceptance: one row per assignment, answers in working hours", async () => {
    const brussels = await areaOf(database.db, "1000");
    const id = await insertProject(database.db, { postalAreaId: brussels, statusId: 8, providerId: null, providerAssignedAt: null }, clock.now());
    // Friday 17:00: the network gives it to provider 1.
    await changeProjectProvider(deps(), { projectId: id, providerId: 1, userId: 1 });
    // Monday 09:00 provider 1 rejects (7 + 9 working hours); routing gives it to provider 2.
    clock.set("2026-03-09T09:00:00+01:00");
    await rejectProject(deps(), 1, id);
    // Monday 11:30 provider 2 accepts.
    clock.set("2026-03-09T11:30:00+01:00");
    await acceptProject(deps(), 2, id);
    expect(await history(id)).toEqual([
      { providerId: 1, outcome: "rejected", hours: 16, atCreation: false },
      { providerId: 2, outcome: "accepted", hours: 2.5, atCreation: false },
    ]);
    // Cancelling an accepted project leaves its accepted assignment as it was.
    await cancelProject(deps(), { projectId: id, userId: 1 });
    expect((await history(id)).map((a) => a.outcome)).toEqual(["rejected", "accepted"]);
  });

  test("a change of provider while one waits withdraws that assignment without an answer time", async () => {
    const brussels = await areaOf(database.db, "1000");
    const id = await insertProject(database.db, { postalAreaId: brussels, statusId: 8, providerId: null, providerAssignedAt: null }, clock.now());
    await changeProjectProvider(deps(), { projectId: id, providerId: 1, userId: 1 });
    await changeProjectProvider(deps(), { projectId: id, providerId: 2, userId: 1 });
    expect(await history(id)).toEqual([
      { providerId: 1, outcome: "withdrawn", hours: null, atCreation: false },
      { providerId: 2, outcome: null, hours: null, atCreation: false },
    ]);
  });
});
