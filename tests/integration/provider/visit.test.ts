import { describe, expect, test } from "bun:test";
import { silentLogger } from "@/server/logger";
import { eraseMyData } from "@/server/domain/customer-controls/erase";
import { exportMyData } from "@/server/domain/customer-controls/export";
import { renderExportPage } from "@/server/rest/customer-export-page";
import { cancelProject, changeProjectProvider } from "@/server/domain/project-status/network-actions";
import { acceptProject } from "@/server/domain/project-status/provider-actions";
import { planVisit } from "@/server/domain/project-status/visit";
import { getProjectDetails } from "@/server/domain/projects/project-details";
import { listProjects } from "@/server/domain/project-status/provider-projects";
import { findStatusByToken } from "@/server/domain/projects/status-page";
import { visitSchema, visitTimes } from "@/shared/visit";
import { stageText } from "@/client/pages/public/project-status/stage-text";
import { i18nObject } from "@/shared/i18n/i18n-util";
import { loadAllLocales } from "@/shared/i18n/i18n-util.sync";
import { testDriver } from "../../support/database";
import { useSeededDatabase } from "../../support/seeded";
import { auditOf, expectRefusal, notifier, projectRow, providerDeps, sendRequest } from "./support";

/** docs/product/customer-controls.md, "Visit planned". */
describe(`the visit the provider agreed with the customer on ${testDriver}`, () => {
  const seeded = useSeededDatabase();

  test("noted on an accepted project as a Brussels quarter hour, moved, shown to the customer and the network; audited", async () => {
    // Monday 23 March 2026, 9:00; Belgium moves to summer time on Sunday 29 March.
    const { deps, clock } = providerDeps(seeded.database.db, "2026-03-23T09:00:00+01:00");
    const { projectId, statusToken } = await sendRequest(deps, seeded.places.brussels);
    await expectRefusal(planVisit(deps, 1, { id: projectId, day: "2026-03-24", time: "10:00" }), "visitNotAllowed");
    await acceptProject(deps, 1, projectId);
    // After the change of time: 10:00 in Brussels is 08:00 UTC.
    const visitAt = await planVisit(deps, 1, { id: projectId, day: "2026-03-30", time: "10:00" });
    expect(visitAt.toISOString()).toBe("2026-03-30T08:00:00.000Z");
    // A visit agreed is a customer reached: the call is noted with it, once.
    expect((await projectRow(seeded.database.db, projectId)).customerCalledAt?.toISOString()).toBe(clock.now().toISOString());
    expect((await findStatusByToken(seeded.database.db, statusToken ?? "", clock.now())).visitAt?.toISOString()).toBe("2026-03-30T08:00:00.000Z");
    expect((await getProjectDetails(seeded.database.db, { kind: "network" }, projectId, "fr"))?.visitAt?.toISOString()).toBe("2026-03-30T08:00:00.000Z");
    // The status page's stage says the visit is agreed.
    loadAllLocales();
    const status = await findStatusByToken(seeded.database.db, statusToken ?? "", clock.now());
    expect(stageText(i18nObject("fr"), status)).toContain("a convenu d'un rendez-vous avec vous");
    expect(stageText(i18nObject("nl"), { ...status, visitAt: null })).toContain("neemt contact met u op om een afspraak te maken");

    // In the customer's export, and its printable page.
    const exported = await exportMyData(
      { ...deps, publicUrl: "http://localhost:3000", logger: silentLogger, notify: notifier, fileKey: Buffer.alloc(32, 1) },
      { by: "network", projectId, userId: 1 },
    );
    expect(exported.visitAt).toBe("2026-03-30T08:00:00.000Z");
    expect(renderExportPage(exported, "fr")).toContain('<th scope="row">Rendez-vous prévu le</th><td>30 mars 2026 à 10:00</td>');

    clock.set("2026-03-24T11:00:00+01:00");
    await planVisit(deps, 1, { id: projectId, day: "2026-03-25", time: "07:15" });
    expect((await getProjectDetails(seeded.database.db, { kind: "provider", providerId: 1 }, projectId, "fr"))?.visitAt?.toISOString()).toBe(
      "2026-03-25T06:15:00.000Z",
    );
    expect(await auditOf(seeded.database.db, projectId, "provider.customer-called")).toHaveLength(1);
    expect((await auditOf(seeded.database.db, projectId, "provider.visit-planned")).map((e) => [e.actorType, e.actorId, e.details])).toEqual([
      ["provider", 1, { visitAt: "2026-03-30T08:00:00.000Z" }],
      ["provider", 1, { visitAt: "2026-03-25T06:15:00.000Z" }],
    ]);
  });

  test("refused: a moment past, more than 60 days ahead, not a quarter hour, another provider's project", async () => {
    const { deps } = providerDeps(seeded.database.db, "2026-05-04T15:00:00+02:00");
    const { projectId } = await sendRequest(deps, seeded.places.brussels);
    await acceptProject(deps, 1, projectId);
    await expectRefusal(planVisit(deps, 1, { id: projectId, day: "2026-05-04", time: "14:45" }), "visitInPast");
    await expectRefusal(planVisit(deps, 1, { id: projectId, day: "2026-07-04", time: "10:00" }), "visitTooFar");
    await expectRefusal(planVisit(deps, 2, { id: projectId, day: "2026-05-05", time: "10:00" }), "projectNotFound");
    expect(visitTimes[0]).toBe("07:00");
    expect(visitTimes.at(-1)).toBe("20:00");
    expect(visitTimes).not.toContain("10:10");
    // The procedure's input rule: a time off the quarter hours is no visit.
    expect(visitSchema.safeParse({ id: projectId, day: "2026-05-05", time: "10:10" }).success).toBe(false);
    expect(visitSchema.safeParse({ id: projectId, day: "2026-05-05", time: "10:15" }).success).toBe(true);
    expect((await projectRow(seeded.database.db, projectId)).visitAt).toBeNull();
    // Exactly 60 days ahead is allowed.
    await planVisit(deps, 1, { id: projectId, day: "2026-07-03", time: "20:00" });
  });

  test("a visit an earlier provider planned is not the next one's; erased with the personal data", async () => {
    const { deps, clock } = providerDeps(seeded.database.db, "2026-06-01T09:00:00+02:00");
    const { projectId, statusToken } = await sendRequest(deps, seeded.places.brussels);
    await acceptProject(deps, 1, projectId);
    await planVisit(deps, 1, { id: projectId, day: "2026-06-03", time: "14:00" });
    clock.set("2026-06-01T10:00:00+02:00");
    await changeProjectProvider({ ...deps, notify: notifier }, { projectId, providerId: 2, userId: 1 });
    await acceptProject(deps, 2, projectId);
    expect((await findStatusByToken(seeded.database.db, statusToken ?? "", clock.now())).visitAt).toBeNull();
    expect((await getProjectDetails(seeded.database.db, { kind: "provider", providerId: 2 }, projectId, "fr"))?.visitAt).toBeNull();
    // Its list too: the row of the project says no visit until this provider notes one.
    const listedVisit = async () =>
      (await listProjects(seeded.database.db, { kind: "provider", providerId: 2 }, { page: 1, statusId: 2, language: "fr" })).items.find(
        (p) => p.id === projectId,
      )?.visitAt;
    expect(await listedVisit()).toBeNull();
    await planVisit(deps, 2, { id: projectId, day: "2026-06-04", time: "09:30" });
    expect((await listedVisit())?.toISOString()).toBe("2026-06-04T07:30:00.000Z");
    expect((await findStatusByToken(seeded.database.db, statusToken ?? "", clock.now())).visitAt?.toISOString()).toBe("2026-06-04T07:30:00.000Z");

    // Erased once the request is final (here cancelled by the network): the visit goes with the personal data.
    await cancelProject({ ...deps, notify: notifier }, { projectId, userId: 1 });
    await eraseMyData({ ...deps, publicUrl: "http://localhost:3000", logger: silentLogger, notify: notifier }, { by: "network", projectId, userId: 1 });
    const erased = await projectRow(seeded.database.db, projectId);
    expect([erased.visitAt, erased.visitPlannedAt]).toEqual([null, null]);
  });
});
