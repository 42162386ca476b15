import { describe, expect, test } from "bun:test";
import { exportMyData } from "@/server/domain/customer-controls/export";
import { customerControlSummary } from "@/server/domain/customer-controls/summary";
import { askVisitChange } from "@/server/domain/customer-controls/visit-change";
import { changeProjectProvider } from "@/server/domain/project-status/network-actions";
import { acceptProject } from "@/server/domain/project-status/provider-actions";
import { planVisit } from "@/server/domain/project-status/visit";
import { getProjectDetails } from "@/server/domain/projects/project-details";
import { findStatusByToken } from "@/server/domain/projects/status-page";
import { namesRequest } from "../../support/sample-mails";
import { testDriver } from "../../support/database";
import { auditOf, customerControlsSetup, mailsFor, notifier, post, publicUrl, sendRequest } from "./support";

/** docs/product/customer-controls.md, "Another time". The test app's clock: Monday 2 March 2026, 9:00 in Brussels. */
describe(`asking for another time for the visit, on ${testDriver}`, () => {
  const setup = customerControlsSetup();
  const ask = async (token: string, lang = "fr") => (await post(setup.app.request, token, "visit-change", { lang })).json();
  const status = (token: string) => findStatusByToken(setup.db, token, setup.app.clock.now());

  test("offered while a visit is ahead; asked once; the provider told without customer data; moving the visit answers it", async () => {
    const sent = await sendRequest(setup.db, setup.app.clock, {
      PostalAreaId: setup.brussels,
      CustomerEmail: "autre.moment@example.be",
      CustomerLastName: "Moment",
    });
    // No visit yet: not offered, refused.
    expect((await status(sent.token)).visitChange).toEqual({ canAsk: false, askedAt: null });
    expect(await ask(sent.token)).toMatchObject({
      isError: true,
      userMessage: "Un autre moment ne peut être demandé que pour un rendez-vous prévu et encore à venir.",
    });

    await acceptProject(setup.deps(), 1, sent.projectId);
    await planVisit(setup.deps(), 1, { id: sent.projectId, day: "2026-03-04", time: "10:00" });
    expect((await status(sent.token)).visitChange).toEqual({ canAsk: true, askedAt: null });
    expect(await ask(sent.token)).toMatchObject({
      isError: false,
      userMessage: "C'est demandé : le professionnel est prévenu et va vous appeler pour convenir d'un autre moment.".replace(" :", "\u00a0:"),
    });
    const now = setup.app.clock.now().toISOString();
    expect((await status(sent.token)).visitChange).toEqual({ canAsk: false, askedAt: setup.app.clock.now() });
    // Once: a second ask says it is already asked.
    expect((await ask(sent.token, "nl")).userMessage).toBe("U hebt al een ander moment gevraagd: de vakman belt u.");

    // The provider's mailbox, French then Dutch, no customer data; the audit names the visit.
    const told = (await mailsFor(setup.db, "provider-visit-change")).filter((m) => namesRequest(m.subject, sent.projectId));
    expect(told).toHaveLength(1);
    expect(told[0]?.language).toBe("fr+nl");
    expect(told[0]?.textBody).toContain(`${publicUrl}/provider/homeprojectdetails/${sent.projectId}`);
    expect(told[0]?.textBody).not.toContain("Moment");
    expect(told[0]?.textBody).not.toContain("autre.moment@example.be");
    expect((await auditOf(setup.db, sent.projectId, "customer.visit-change"))[0]).toMatchObject({
      actorType: "customer",
      details: { providerId: 1, visitAt: "2026-03-04T09:00:00.000Z" },
    });
    // The provider's page and the network's say it; so does the customer's export.
    expect((await getProjectDetails(setup.db, { kind: "provider", providerId: 1 }, sent.projectId, "fr"))?.visitChangeAskedAt?.toISOString()).toBe(now);
    expect((await getProjectDetails(setup.db, { kind: "network" }, sent.projectId, "fr"))?.visitChangeAskedAt?.toISOString()).toBe(now);
    const exported = await exportMyData({ ...setup.deps(), publicUrl, fileKey: Buffer.alloc(32, 1) }, { by: "network", projectId: sent.projectId, userId: 1 });
    expect(exported.visitChangeAskedAt).toBe(now);

    // The provider moves the visit: the request is answered, and the customer may ask again.
    setup.app.clock.set("2026-03-02T11:00:00+01:00");
    await planVisit(setup.deps(), 1, { id: sent.projectId, day: "2026-03-05", time: "15:30" });
    expect((await status(sent.token)).visitChange).toEqual({ canAsk: true, askedAt: null });
    expect((await getProjectDetails(setup.db, { kind: "provider", providerId: 1 }, sent.projectId, "fr"))?.visitChangeAskedAt).toBeNull();
    setup.app.clock.set("2026-03-02T09:00:00+01:00");
  });

  test("not for a visit of a provider that no longer has the request, nor through a cross-site post", async () => {
    const sent = await sendRequest(setup.db, setup.app.clock, { PostalAreaId: setup.brussels, CustomerEmail: "autre.prestataire@example.be" });
    await acceptProject(setup.deps(), 1, sent.projectId);
    await planVisit(setup.deps(), 1, { id: sent.projectId, day: "2026-03-04", time: "10:00" });
    const forged = await post(setup.app.request, sent.token, "visit-change", { headers: { origin: "https://evil.example" } });
    expect(forged.status).toBe(403);
    expect((await status(sent.token)).visitChange.askedAt).toBeNull();
    await changeProjectProvider({ db: setup.db, clock: setup.app.clock, notify: notifier }, { projectId: sent.projectId, providerId: 2, userId: 1 });
    expect((await status(sent.token)).visitChange).toEqual({ canAsk: false, askedAt: null });
    expect((await ask(sent.token)).isError).toBe(true);
  });

  test("the network asks it for a customer who phoned: the same rule and mail, recorded as the network", async () => {
    const sent = await sendRequest(setup.db, setup.app.clock, { PostalAreaId: setup.brussels, CustomerEmail: "par.telephone@example.be" });
    await acceptProject(setup.deps(), 1, sent.projectId);
    const summary = async () => (await customerControlSummary(setup.db, { kind: "network" }, sent.projectId, setup.app.clock.now()))?.actions.canAskVisitChange;
    expect(await summary()).toBe(false);
    await planVisit(setup.deps(), 1, { id: sent.projectId, day: "2026-03-06", time: "11:00" });
    expect(await summary()).toBe(true);
    await askVisitChange({ ...setup.deps(), publicUrl }, { by: "network", projectId: sent.projectId, userId: 4 });
    expect(await summary()).toBe(false);
    expect((await auditOf(setup.db, sent.projectId, "customer.visit-change"))[0]).toMatchObject({ actorType: "network", actorId: 4 });
    expect((await mailsFor(setup.db, "provider-visit-change")).filter((m) => namesRequest(m.subject, sent.projectId))).toHaveLength(1);
    expect((await status(sent.token)).visitChange.askedAt).toEqual(setup.app.clock.now());
  });
});
