import { describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { homeProjects } from "@/server/db/schema";
import { listProjects } from "@/server/domain/project-status/provider-projects";
import { acceptProject, recordCustomerCalled } from "@/server/domain/project-status/provider-actions";
import { ProjectStatus } from "@/server/domain/project-status/statuses";
import { getProjectDetails } from "@/server/domain/projects/project-details";
import { testDriver } from "../../support/database";
import { useSeededDatabase } from "../../support/seeded";
import { providerDeps, sendRequest } from "./support";

const at = (moment: string) => new Date(moment);

/** docs/product/consoles.md, "The provider's project list": waiting first by deadline, then by assignment. */
describe(`the provider's list order on ${testDriver}`, () => {
  const seeded = useSeededDatabase();

  test("waiting projects first, soonest deadline first, each with its deadline; then the others, most recently assigned first", async () => {
    const db = seeded.database.db;
    const { deps } = providerDeps(db);
    // Week of Monday 2 March 2026; every request goes to demo provider 1 (Brussels).
    const shapes = {
      // Accepted, assigned on Monday.
      acceptedMonday: { createdAt: "2026-03-02T09:00:00+01:00", assignedAt: "2026-03-02T09:00:00+01:00", statusId: ProjectStatus.Accepted },
      // Requested on Monday, but it reached provider 1 on Wednesday (another refused it): due Friday.
      waitingSinceWednesday: { createdAt: "2026-03-02T10:00:00+01:00", assignedAt: "2026-03-04T10:00:00+01:00", statusId: ProjectStatus.New },
      // Requested and assigned on Tuesday: due Thursday, the soonest.
      waitingSinceTuesday: { createdAt: "2026-03-03T09:00:00+01:00", assignedAt: "2026-03-03T09:00:00+01:00", statusId: ProjectStatus.New },
      // Completed, assigned on Wednesday at noon: the most recent assignment of the others.
      completedWednesday: { createdAt: "2026-03-04T12:00:00+01:00", assignedAt: "2026-03-04T12:00:00+01:00", statusId: ProjectStatus.Completed },
      // The newest request, but assigned on Tuesday: after the Wednesday one.
      cancelledNewestRequest: { createdAt: "2026-03-05T08:00:00+01:00", assignedAt: "2026-03-03T11:00:00+01:00", statusId: ProjectStatus.Cancelled },
    } as const;
    const ids = {} as Record<keyof typeof shapes, number>;
    for (const [name, shape] of Object.entries(shapes) as [keyof typeof shapes, (typeof shapes)[keyof typeof shapes]][]) {
      const { projectId } = await sendRequest(deps, seeded.places.brussels);
      await db
        .update(homeProjects)
        .set({ createdAt: at(shape.createdAt), providerAssignedAt: at(shape.assignedAt), statusId: shape.statusId })
        .where(eq(homeProjects.id, projectId));
      ids[name] = projectId;
    }
    const [provider] = await db.select({ providerId: homeProjects.providerId }).from(homeProjects).where(eq(homeProjects.id, ids.acceptedMonday));
    const viewer = { kind: "provider" as const, providerId: provider?.providerId ?? 0 };

    const list = await listProjects(db, viewer, { page: 1, language: "fr" });
    expect(list.total).toBe(5);
    expect(list.items.map((p) => p.id)).toEqual([
      ids.waitingSinceTuesday,
      ids.waitingSinceWednesday,
      ids.completedWednesday,
      ids.cancelledNewestRequest,
      ids.acceptedMonday,
    ]);
    // Two working days after the assignment, the same deadline as the project page's.
    const deadlines = Object.fromEntries(list.items.map((p) => [p.id, p.answerBefore]));
    expect(deadlines[ids.waitingSinceTuesday]).toEqual(at("2026-03-05T09:00:00+01:00"));
    expect(deadlines[ids.waitingSinceWednesday]).toEqual(at("2026-03-06T10:00:00+01:00"));
    for (const id of [ids.completedWednesday, ids.cancelledNewestRequest, ids.acceptedMonday]) expect(deadlines[id]).toBeNull();
    for (const id of [ids.waitingSinceTuesday, ids.waitingSinceWednesday]) {
      const details = await getProjectDetails(db, viewer, id, "fr");
      expect(details?.answerBefore).toEqual(deadlines[id] ?? null);
    }

    // Filtered on "Nouveau": the same order; filtered on another status, by assignment.
    const waiting = await listProjects(db, viewer, { page: 1, statusId: ProjectStatus.New, language: "nl" });
    expect(waiting.items.map((p) => [p.id, p.statusName])).toEqual([
      [ids.waitingSinceTuesday, "Nieuw"],
      [ids.waitingSinceWednesday, "Nieuw"],
    ]);
    await db.update(homeProjects).set({ statusId: ProjectStatus.Accepted }).where(eq(homeProjects.id, ids.completedWednesday));
    const accepted = await listProjects(db, viewer, { page: 1, statusId: ProjectStatus.Accepted, language: "fr" });
    expect(accepted.items.map((p) => p.id)).toEqual([ids.completedWednesday, ids.acceptedMonday]);
  });

  test("an accepted project says by when to call until the provider notes its call; a Friday acceptance is due Monday", async () => {
    const db = seeded.database.db;
    const { deps, clock } = providerDeps(db, "2026-03-20T16:30:00+01:00");
    const { projectId } = await sendRequest(deps, seeded.places.gent);
    const [project] = await db.select({ providerId: homeProjects.providerId }).from(homeProjects).where(eq(homeProjects.id, projectId));
    const providerId = project?.providerId ?? 0;
    const viewer = { kind: "provider" as const, providerId };
    const callByIn = async () => (await listProjects(db, viewer, { page: 1, language: "fr" })).items.find((p) => p.id === projectId)?.callBy;
    // Waiting for the answer: no call yet to make.
    expect(await callByIn()).toBeNull();
    await acceptProject(deps, providerId, projectId);
    // One working day after the acceptance, as the project page says.
    expect(await callByIn()).toEqual(at("2026-03-23T16:30:00+01:00"));
    expect((await getProjectDetails(db, viewer, projectId, "fr"))?.callBy).toEqual(at("2026-03-23T16:30:00+01:00"));
    clock.set("2026-03-21T10:00:00+01:00");
    await recordCustomerCalled(deps, providerId, projectId);
    expect(await callByIn()).toBeNull();
  });

  test("a weekend assignment counts from Monday 00:00: due Wednesday 00:00, after a Friday one due Tuesday", async () => {
    const db = seeded.database.db;
    const { deps } = providerDeps(db);
    const friday = (await sendRequest(deps, seeded.places.gent)).projectId;
    const saturday = (await sendRequest(deps, seeded.places.gent)).projectId;
    await db
      .update(homeProjects)
      .set({ providerAssignedAt: at("2026-03-13T15:00:00+01:00") })
      .where(eq(homeProjects.id, friday));
    await db
      .update(homeProjects)
      .set({ providerAssignedAt: at("2026-03-14T10:00:00+01:00") })
      .where(eq(homeProjects.id, saturday));
    const [provider] = await db.select({ providerId: homeProjects.providerId }).from(homeProjects).where(eq(homeProjects.id, friday));
    const list = await listProjects(db, { kind: "provider", providerId: provider?.providerId ?? 0 }, { page: 1, statusId: ProjectStatus.New, language: "fr" });
    expect(list.items.map((p) => [p.id, p.answerBefore])).toEqual([
      [friday, at("2026-03-17T15:00:00+01:00")],
      [saturday, at("2026-03-18T00:00:00+01:00")],
    ]);
  });
});
