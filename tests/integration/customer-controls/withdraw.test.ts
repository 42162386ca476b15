import { beforeAll, describe, expect, setDefaultTimeout, test } from "bun:test";
import { eq, sql } from "drizzle-orm";
import { homeProjectRejects, homeProjects } from "@/server/db/schema";
import { changeProjectProvider } from "@/server/domain/project-status/network-actions";
import { acceptProject, recordNoAgreement } from "@/server/domain/project-status/provider-actions";
import { ProjectStatus } from "@/server/domain/project-status/statuses";
import { listProjects } from "@/server/domain/project-status/provider-projects";
import { customerControlSummary } from "@/server/domain/customer-controls/summary";
import { createDeadlineSweeper } from "@/server/jobs/deadline-sweeper";
import { silentLogger } from "@/server/logger";
import { createTestApp } from "../../support/app";
import { testDriver } from "../../support/database";
import { postalAreaId, projectById } from "../../support/fixtures";
import { refusal } from "../../support/projects";
import { waitFor } from "../mail/support";
import { auditOf, customerControlsSetup, mailsFor, notifier, post, sendRequest } from "./support";

// A shared, busy machine: SMTP round trips may take seconds.
setDefaultTimeout(60_000);

describe(`withdraw the request on ${testDriver}`, () => {
  const setup = customerControlsSetup({ smtp: true });
  let namur: number;
  beforeAll(async () => {
    namur = await postalAreaId(setup.db, "5000", "Namur");
  });

  test("status 1: cancelled as withdrawn by the customer, audited, the provider told by e-mail and seeing it", async () => {
    const { projectId, token } = await sendRequest(setup.db, setup.app.clock, { PostalAreaId: setup.brussels });
    expect((await projectById(setup.db, projectId))?.providerId).toBe(1);

    const before = await (await setup.app.request(`/api/projectstatus/${token}`)).json();
    expect(before.data.actions).toEqual({ canWithdraw: true, canErase: false, canChangeFiles: true, canSetCallTimes: true, canAddToRequest: true });
    // The network console offers the same, from the same rule.
    expect((await customerControlSummary(setup.db, { kind: "network" }, projectId, setup.app.clock.now()))?.actions).toEqual({
      canWithdraw: true,
      canErase: false,
      canChangeFiles: true,
      canSetCallTimes: true,
      canAddToRequest: true,
      canAskVisitChange: false,
      canComplain: false,
    });

    const reply = await post(setup.app.request, token, "withdraw");
    expect(reply.status).toBe(200);
    expect(await reply.json()).toMatchObject({ isError: false, userMessage: "Votre demande a été retirée." });

    const row = await projectById(setup.db, projectId);
    expect(row).toMatchObject({ statusId: ProjectStatus.Cancelled, cancelReason: "withdrawn-by-customer", providerId: 1 });
    const audit = await auditOf(setup.db, projectId, "customer.withdraw");
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actorType: "customer", actorId: null, fromStatusId: 1, toStatusId: 4 });

    // The status page says so, and now offers erasure.
    const after = await (await setup.app.request(`/api/projectstatus/${token}`)).json();
    expect(after.data).toMatchObject({
      stage: "cancelled",
      withdrawn: true,
      actions: { canWithdraw: false, canErase: true, canChangeFiles: false, canSetCallTimes: false, canAddToRequest: false },
    });

    // The provider: in its list as cancelled, with the reason, and by e-mail (real SMTP peer).
    const list = await listProjects(setup.db, { kind: "provider", providerId: 1 }, { page: 1, language: "fr" });
    expect(list.items.find((p) => p.id === projectId)?.statusId).toBe(ProjectStatus.Cancelled);
    expect(await customerControlSummary(setup.db, { kind: "provider", providerId: 1 }, projectId, setup.app.clock.now())).toMatchObject({
      withdrawnByCustomer: true,
    });
    expect(await customerControlSummary(setup.db, { kind: "provider", providerId: 2 }, projectId, setup.app.clock.now())).toBeNull();
    expect(await customerControlSummary(setup.db, { kind: "network" }, projectId, setup.app.clock.now())).toMatchObject({
      withdrawnByCustomer: true,
      personalDataErasedAt: null,
      actions: { canWithdraw: false, canErase: true, canChangeFiles: false, canSetCallTimes: false, canAddToRequest: false },
    });

    const [mail] = (await mailsFor(setup.db, "provider-project-withdrawn")).filter((m) => m.projectId === projectId);
    expect(mail).toBeDefined();
    await setup.deliverMails();
    await waitFor(() => setup.smtp.received.some((m) => m.parsed.subject.includes(`Projet n°\u00a0${projectId} retiré par le client`)));
    const received = setup.smtp.received.find((m) => m.parsed.subject.includes(`n°\u00a0${projectId} retiré par`));
    expect(received?.envelopeTo).toEqual([mail?.recipient ?? ""]);
    expect(received?.parsed.subject).toContain(`Project nr. ${projectId} ingetrokken door de klant`);
    expect(received?.parsed.text).toContain("De klant heeft onderstaand project ingetrokken");
    // The municipality in each language, as in the assignment mail (docs/product/places.md).
    expect(received?.parsed.text).toContain("Commune\u00a0: 1000 Bruxelles");
    expect(received?.parsed.text).toMatch(/^Gemeente: 1000 Brussel\r?$/m);
    expect(received?.parsed.text).not.toContain("Amélie");

    // Withdrawing again is refused (FR and NL), and nothing changes.
    const again = await (await post(setup.app.request, token, "withdraw")).json();
    expect(again).toMatchObject({ isError: true, userMessage: expect.stringContaining("ne peut plus être retirée") });
    const againNl = await (await post(setup.app.request, token, "withdraw", { lang: "nl" })).json();
    expect(againNl.userMessage).toContain("kan niet meer worden ingetrokken");
    expect(await auditOf(setup.db, projectId, "customer.withdraw")).toHaveLength(1);
  });

  test("status 8 (nobody found) is withdrawn without any provider mail; accepted projects are refused", async () => {
    const nobody = await sendRequest(setup.db, setup.app.clock, { PostalAreaId: namur });
    expect((await projectById(setup.db, nobody.projectId))?.statusId).toBe(ProjectStatus.NoProviderFound);
    const mailsBefore = (await mailsFor(setup.db, "provider-project-withdrawn")).length;
    expect((await (await post(setup.app.request, nobody.token, "withdraw")).json()).isError).toBe(false);
    expect((await projectById(setup.db, nobody.projectId))?.statusId).toBe(ProjectStatus.Cancelled);
    expect((await mailsFor(setup.db, "provider-project-withdrawn")).length).toBe(mailsBefore);

    const accepted = await sendRequest(setup.db, setup.app.clock, { PostalAreaId: setup.brussels });
    await acceptProject(setup.deps(), 1, accepted.projectId);
    const status = await (await setup.app.request(`/api/projectstatus/${accepted.token}`)).json();
    expect(status.data).toMatchObject({ stage: "accepted", actions: { canWithdraw: false }, provider: { name: expect.any(String) } });
    const reply = await (await post(setup.app.request, accepted.token, "withdraw", { lang: "nl" })).json();
    expect(reply).toEqual({
      isError: true,
      userMessage: "Deze aanvraag kan niet meer worden ingetrokken: een vakman heeft ze aanvaard of ze is al afgesloten.",
      data: null,
    });
    expect((await projectById(setup.db, accepted.projectId))?.statusId).toBe(ProjectStatus.Accepted);
  });

  test("no agreement (status 6): the page offers to withdraw and to correct the details, shows no provider card; withdrawn, no provider mail", async () => {
    const parted = await sendRequest(setup.db, setup.app.clock, { PostalAreaId: setup.brussels });
    await acceptProject(setup.deps(), 1, parted.projectId);
    await recordNoAgreement(setup.deps(), 1, { projectId: parted.projectId, reasonId: 1, text: "Le client préfère attendre." });
    const status = await (await setup.app.request(`/api/projectstatus/${parted.token}`)).json();
    expect(status.data).toMatchObject({ stage: "noAgreement", actions: { canWithdraw: true }, provider: null, contact: { mobile: expect.any(String) } });
    const mailsBefore = (await mailsFor(setup.db, "provider-project-withdrawn")).length;
    expect((await (await post(setup.app.request, parted.token, "withdraw")).json()).isError).toBe(false);
    expect(await projectById(setup.db, parted.projectId)).toMatchObject({
      statusId: ProjectStatus.Cancelled,
      cancelReason: "withdrawn-by-customer",
      providerId: 1,
    });
    // The provider's part ended with its "no agreement": nothing to tell it.
    expect((await mailsFor(setup.db, "provider-project-withdrawn")).length).toBe(mailsBefore);
    expect(await auditOf(setup.db, parted.projectId, "customer.withdraw")).toHaveLength(1);
  });

  test("a withdrawn project is never swept or routed again", async () => {
    const { projectId, token } = await sendRequest(setup.db, setup.app.clock, { PostalAreaId: setup.brussels });
    await post(setup.app.request, token, "withdraw");
    const later = { now: () => new Date(setup.app.clock.now().getTime() + 30 * 24 * 3600_000) };
    const sweeper = createDeadlineSweeper({ db: setup.db, clock: later, logger: silentLogger, notify: notifier });
    await sweeper.runOnce();
    expect(await projectById(setup.db, projectId)).toMatchObject({ statusId: ProjectStatus.Cancelled, providerId: 1 });
    expect(await setup.db.select().from(homeProjectRejects).where(eq(homeProjectRejects.projectId, projectId))).toEqual([]);
    // Nor can the network hand it to a provider again.
    expect(await refusal(changeProjectProvider({ db: setup.db, clock: setup.app.clock, notify: notifier }, { projectId, providerId: 2, userId: 1 }))).toBe(
      "providerChangeNotAllowed",
    );
    const [row] = await setup.db.select({ s: homeProjects.statusId }).from(homeProjects).where(eq(homeProjects.id, projectId));
    expect(row?.s).toBe(ProjectStatus.Cancelled);
  });

  test("cross-site calls, unknown links and bursts are refused", async () => {
    const { projectId, token } = await sendRequest(setup.db, setup.app.clock, { PostalAreaId: setup.brussels });
    const evil = await post(setup.app.request, token, "withdraw", { headers: { origin: "https://evil.example" } });
    expect(evil.status).toBe(403);
    expect((await evil.json()).userMessage).toBe("Cette action doit être faite depuis la page de suivi de votre demande.");
    // No Origin and no Sec-Fetch-Site: refused too; Sec-Fetch-Site cross-site as well.
    const bare = await setup.app.app.handle(new Request(`http://localhost/api/projectstatus/${token}/withdraw`, { method: "POST" }));
    expect(bare.status).toBe(403);
    const crossSite = await setup.app.app.handle(
      new Request(`http://localhost/api/projectstatus/${token}/withdraw?lang=nl`, { method: "POST", headers: { "sec-fetch-site": "cross-site" } }),
    );
    expect(crossSite.status).toBe(403);
    expect((await crossSite.json()).userMessage).toBe("Deze actie moet u uitvoeren vanaf de opvolgingspagina van uw aanvraag.");
    expect((await projectById(setup.db, projectId))?.statusId).toBe(ProjectStatus.New);

    const unknown = await post(setup.app.request, "x".repeat(43), "withdraw");
    expect(unknown.status).toBe(404);
    expect((await post(setup.app.request, "short", "withdraw")).status).toBe(404);

    // Counters are shared by every instance in the database (docs/operations/scaling-out.md): the
    // calls above, through the first app, count too; start this client's window afresh.
    await setup.db.execute(sql`delete from rate_limit_counters where scope = 'customer-action'`);
    const limited = await createTestApp(setup.database, { env: { CUSTOMER_ACTION_RATE_LIMIT_PER_MINUTE: "2" } });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 3; i++) statuses.push((await post(limited.request, "y".repeat(43), "withdraw")).status);
      expect(statuses).toEqual([404, 404, 429]);
      const blocked = await post(limited.request, token, "withdraw");
      expect(blocked.status).toBe(429);
      expect((await projectById(setup.db, projectId))?.statusId).toBe(ProjectStatus.New);
    } finally {
      limited.close();
    }
  });
});
