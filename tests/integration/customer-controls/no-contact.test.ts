import { namesRequest } from "../../support/sample-mails";
import { describe, expect, test } from "bun:test";
import { asc, eq } from "drizzle-orm";
import { projectAssignments } from "@/server/db/schema";
import { markNoContactHandled } from "@/server/domain/customer-controls/no-contact";
import { changeProjectProvider } from "@/server/domain/project-status/network-actions";
import { acceptProject, recordCustomerCalled } from "@/server/domain/project-status/provider-actions";
import { getProjectDetails } from "@/server/domain/projects/project-details";
import { exportNetworkProjects, listNetworkProjects, projectsNeedingAttention } from "@/server/domain/projects/network-projects";
import { testDriver } from "../../support/database";
import { projectById } from "../../support/fixtures";
import { refusal } from "../../support/projects";
import { auditOf, customerControlsSetup, mailsFor, notifier, post, sendRequest } from "./support";

/** docs/product/customer-controls.md, "Not contacted yet". The app's clock starts on Monday 2 March 2026, 09:00 in Brussels. */
describe(`not contacted yet on ${testDriver}`, () => {
  const setup = customerControlsSetup();
  const status = async (token: string) => (await (await setup.app.request(`/api/projectstatus/${token}`)).json()).data;
  const report = async (token: string, lang = "fr") => (await post(setup.app.request, token, "no-contact", { lang })).json();
  const network = () => ({ db: setup.db, clock: setup.app.clock });
  const list = { search: "", waitingTooLong: false, withoutProvider: false, noContact: true, page: 1 };

  test("a working day after the acceptance: reported once, the provider told, the network follows it until it marks it handled", async () => {
    setup.app.clock.set("2026-03-02T09:00:00+01:00");
    const { projectId, token } = await sendRequest(setup.db, setup.app.clock, { PostalAreaId: setup.brussels });
    const providerId = (await projectById(setup.db, projectId))?.providerId;
    if (!providerId) throw new Error("nobody covers Brussels in the demo data");
    expect((await status(token)).noContact).toEqual({ canReport: false, reportedAt: null });
    // Before any acceptance: not something to report yet.
    expect((await report(token)).userMessage).toBe(
      "Ce signalement n'est possible que lorsqu'un professionnel a accepté votre demande et ne l'a pas encore clôturée.",
    );

    setup.app.clock.set("2026-03-02T10:00:00+01:00");
    await acceptProject(setup.deps(), providerId, projectId);
    // Too early: the provider has a working day to call, and both sides are told by when.
    setup.app.clock.set("2026-03-03T09:59:00+01:00");
    expect((await status(token)).noContact.canReport).toBe(false);
    expect((await status(token)).callBy).toBe("2026-03-03T09:00:00.000Z");
    const toCall = await getProjectDetails(setup.db, { kind: "provider", providerId }, projectId, "fr");
    expect(toCall?.callBy?.toISOString()).toBe("2026-03-03T09:00:00.000Z");
    expect((await getProjectDetails(setup.db, { kind: "network" }, projectId, "fr"))?.callBy?.toISOString()).toBe("2026-03-03T09:00:00.000Z");
    expect(await report(token)).toMatchObject({ isError: true, userMessage: expect.stringContaining("laissez-lui un jour ouvrable") });
    expect((await report(token, "nl")).userMessage).toContain("geef hem een werkdag");

    setup.app.clock.set("2026-03-03T10:00:00+01:00");
    expect((await status(token)).noContact).toEqual({ canReport: true, reportedAt: null });
    // The moment has come: the page offers the report instead of the time (the provider's page keeps it, passed).
    expect((await status(token)).callBy).toBeNull();
    expect(await report(token)).toEqual({
      isError: false,
      userMessage: "Merci, c'est signalé. Le professionnel est prévenu et notre réseau suit votre demande.",
      data: true,
    });
    const reported = (await status(token)).noContact;
    expect(reported.canReport).toBe(false);
    expect(new Date(reported.reportedAt).toISOString()).toBe("2026-03-03T09:00:00.000Z");
    expect((await report(token)).userMessage).toBe("Vous nous l'avez déjà signalé\u00a0: notre réseau suit votre demande.");

    // The provider: one bilingual mail without customer data, and the report on its page.
    const told = (await mailsFor(setup.db, "provider-no-contact")).filter((m) => m.projectId === projectId);
    expect(told).toHaveLength(1);
    expect(told[0]?.subject).toContain(`Projet n°\u00a0${projectId}\u00a0: le client attend toujours votre appel`);
    expect(told[0]?.subject).toContain(`Project nr. ${projectId}: de klant wacht nog altijd op uw telefoontje`);
    expect(told[0]?.textBody).not.toContain("amelie.dubois@example.be");
    const seenByProvider = await getProjectDetails(setup.db, { kind: "provider", providerId }, projectId, "fr");
    expect(seenByProvider?.noContactReportedAt?.toISOString()).toBe("2026-03-03T09:00:00.000Z");
    expect((await auditOf(setup.db, projectId, "customer.no-contact"))[0]).toMatchObject({ actorType: "customer", details: { providerId } });
    // The network mailbox too: a network alert naming why, both languages.
    const alerts = (await mailsFor(setup.db, "network-alert")).filter((m) => namesRequest(m.subject, projectId));
    expect(alerts).toHaveLength(1);
    expect(alerts[0]?.subject).toContain(`Projet n°\u00a0${projectId}\u00a0: Client sans nouvelles du prestataire`);
    expect(alerts[0]?.subject).toContain(`Project nr. ${projectId}: Klant zonder nieuws van de vakman`);
    expect(alerts[0]?.textBody).not.toContain("amelie.dubois@example.be");

    // The network: counted today, in the filtered list, then handled.
    expect((await projectsNeedingAttention(setup.db, setup.app.clock.now())).noContact).toBe(1);
    expect((await listNetworkProjects(setup.db, list, setup.app.clock.now())).items.map((p) => p.id)).toEqual([projectId]);
    await markNoContactHandled(network(), { projectId, userId: 1 });
    expect((await getProjectDetails(setup.db, { kind: "network" }, projectId, "fr"))?.noContactReportedAt).toBeNull();
    expect((await projectsNeedingAttention(setup.db, setup.app.clock.now())).noContact).toBe(0);
    expect((await auditOf(setup.db, projectId, "network.no-contact-handled"))[0]).toMatchObject({ actorType: "network", actorId: 1 });
    expect(await refusal(markNoContactHandled(network(), { projectId, userId: 1 }))).toBe("noContactNotOpen");
    // Still no news later: the customer may say so again.
    expect((await status(token)).noContact).toEqual({ canReport: true, reportedAt: null });
  });

  test("a report belongs to the provider it was made for: another provider, or another status, closes it", async () => {
    setup.app.clock.set("2026-03-02T09:00:00+01:00");
    const { projectId, token } = await sendRequest(setup.db, setup.app.clock, { PostalAreaId: setup.brussels });
    const providerId = (await projectById(setup.db, projectId))?.providerId;
    if (!providerId) throw new Error("nobody covers Brussels in the demo data");
    await acceptProject(setup.deps(), providerId, projectId);
    setup.app.clock.set("2026-03-04T09:00:00+01:00");
    expect((await report(token)).isError).toBe(false);
    const other = providerId === 1 ? 2 : 1;
    setup.app.clock.set("2026-03-04T10:00:00+01:00");
    await changeProjectProvider({ ...network(), notify: notifier }, { projectId, providerId: other, userId: 1 });
    expect((await getProjectDetails(setup.db, { kind: "network" }, projectId, "fr"))?.noContactReportedAt).toBeNull();
    expect((await listNetworkProjects(setup.db, list, setup.app.clock.now())).items.map((p) => p.id)).not.toContain(projectId);
    expect((await status(token)).noContact).toEqual({ canReport: false, reportedAt: null });
  });

  test("the provider notes it called: once, for its accepted project; the customer and the network read when; a new provider starts again", async () => {
    setup.app.clock.set("2026-03-02T09:00:00+01:00");
    const { projectId, token } = await sendRequest(setup.db, setup.app.clock, { PostalAreaId: setup.brussels });
    const providerId = (await projectById(setup.db, projectId))?.providerId;
    if (!providerId) throw new Error("nobody covers Brussels in the demo data");
    const other = providerId === 1 ? 2 : 1;
    // Not before it accepted, and never another provider's project.
    expect(await refusal(recordCustomerCalled(setup.deps(), providerId, projectId))).toBe("customerCalledNotAllowed");
    await acceptProject(setup.deps(), providerId, projectId);
    expect(await refusal(recordCustomerCalled(setup.deps(), other, projectId))).toBe("projectNotFound");
    setup.app.clock.set("2026-03-02T11:30:00+01:00");
    await recordCustomerCalled(setup.deps(), providerId, projectId);
    // Twice changes nothing: the first call's time stays.
    setup.app.clock.set("2026-03-02T15:00:00+01:00");
    await recordCustomerCalled(setup.deps(), providerId, projectId);
    const page = await status(token);
    expect({ calledAt: page.calledAt, callBy: page.callBy }).toEqual({ calledAt: "2026-03-02T10:30:00.000Z", callBy: null });
    expect((await getProjectDetails(setup.db, { kind: "network" }, projectId, "fr"))?.customerCalledAt?.toISOString()).toBe("2026-03-02T10:30:00.000Z");
    expect(await auditOf(setup.db, projectId, "provider.customer-called")).toHaveLength(1);
    // The network's export says when it was accepted and when the call was noted (no customer data).
    const exported = async () =>
      (
        await exportNetworkProjects(setup.db, { search: String(projectId), waitingTooLong: false, withoutProvider: false }, setup.app.clock.now(), "fr")
      ).rows.find((row) => row.id === projectId);
    expect(await exported()).toMatchObject({ acceptedAt: new Date("2026-03-02T08:00:00Z"), calledAt: new Date("2026-03-02T10:30:00Z") });
    // The customer may still say nobody called: the network then sees both.
    setup.app.clock.set("2026-03-03T11:00:00+01:00");
    expect((await report(token)).isError).toBe(false);

    // Given to another provider, the project waits for that one's call.
    await changeProjectProvider({ ...network(), notify: notifier }, { projectId, providerId: other, userId: 1 });
    expect((await getProjectDetails(setup.db, { kind: "network" }, projectId, "fr"))?.customerCalledAt).toBeNull();
    // The first provider's acceptance and call are not the new one's.
    expect(await exported()).toMatchObject({ acceptedAt: null, calledAt: null });
    await acceptProject(setup.deps(), other, projectId);
    expect(await exported()).toMatchObject({ acceptedAt: new Date("2026-03-03T10:00:00Z"), calledAt: null });
    expect((await status(token)).calledAt).toBeNull();
    // Each accepted assignment keeps its own call, in working hours since that acceptance (the
    // provider figures' "called in time"): 2.5 hours for the first, 25 for the second (late).
    setup.app.clock.set("2026-03-04T12:00:00+01:00");
    await recordCustomerCalled(setup.deps(), other, projectId);
    const calls = await setup.db
      .select({ providerId: projectAssignments.providerId, outcome: projectAssignments.outcome, hours: projectAssignments.callWorkingHours })
      .from(projectAssignments)
      .where(eq(projectAssignments.projectId, projectId))
      .orderBy(asc(projectAssignments.id));
    expect(calls).toEqual([
      { providerId, outcome: "accepted", hours: 2.5 },
      { providerId: other, outcome: "accepted", hours: 25 },
    ]);
    expect(await exported()).toMatchObject({ acceptedAt: new Date("2026-03-03T10:00:00Z"), calledAt: new Date("2026-03-04T11:00:00Z") });
  });
});
