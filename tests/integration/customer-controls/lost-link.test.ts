import { silentLogger } from "@/server/logger";
import { namesRequest } from "../../support/sample-mails";
import { describe, expect, setDefaultTimeout, test } from "bun:test";
import { and, eq, sql } from "drizzle-orm";
import { homeProjects, mailQueue } from "@/server/db/schema";
import { ProjectStatus } from "@/server/domain/project-status/statuses";
import { createTestApp } from "../../support/app";
import { testDriver } from "../../support/database";
import { waitFor } from "../mail/support";
import { auditOf, customerControlsSetup, notifier, publicUrl, sendRequest } from "./support";
import { resendStatusLink } from "@/server/domain/customer-controls/lost-link";
import { refusal } from "../../support/projects";
import { projectHistory } from "@/server/domain/projects/project-history";

// A shared, busy machine: SMTP round trips may take seconds.
setDefaultTimeout(60_000);

describe(`lost link on ${testDriver}`, () => {
  const setup = customerControlsSetup({ smtp: true });

  const ask = (email: unknown, lang?: string) =>
    setup.app.request(`/api/projectstatus/lostlink${lang ? `?lang=${lang}` : ""}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email }),
    });
  const linkMails = () => setup.db.select().from(mailQueue).where(eq(mailQueue.template, "customer-status-link"));

  test("known and unknown addresses get the same reply; each open or recent request gets a fresh link, old links stop working", async () => {
    const email = "Lien.Perdu@example.be";
    const open = await sendRequest(setup.db, setup.app.clock, { PostalAreaId: setup.brussels, CustomerEmail: email });
    const recent = await sendRequest(setup.db, setup.app.clock, {
      PostalAreaId: setup.brussels,
      CustomerEmail: "lien.perdu@example.be",
      CustomerLanguage: "nl",
    });
    const old = await sendRequest(setup.db, setup.app.clock, { PostalAreaId: setup.brussels, CustomerEmail: email });
    const other = await sendRequest(setup.db, setup.app.clock, { PostalAreaId: setup.brussels, CustomerEmail: "someone.else@example.be" });
    await setup.db.update(homeProjects).set({ statusId: ProjectStatus.Completed }).where(eq(homeProjects.id, recent.projectId));
    await setup.db
      .update(homeProjects)
      .set({ statusId: ProjectStatus.Completed, updatedAt: new Date(setup.app.clock.now().getTime() - 91 * 24 * 3600_000) })
      .where(eq(homeProjects.id, old.projectId));

    const known = await ask("LIEN.perdu@example.be");
    const unknown = await ask("nobody.here@example.be");
    expect(known.status).toBe(unknown.status);
    const knownBody = await known.json();
    expect(knownBody).toEqual(await unknown.json());
    expect(knownBody).toEqual({
      isError: false,
      userMessage: expect.stringContaining("Si une demande en cours ou récente est liée à cette adresse"),
      data: true,
    });

    await waitFor(async () => (await linkMails()).length === 2);
    expect((await linkMails()).map((m) => m.projectId).sort()).toEqual([open.projectId, recent.projectId].sort());
    expect((await auditOf(setup.db, open.projectId, "customer.lost-link"))[0]).toMatchObject({ actorType: "customer" });
    expect(await auditOf(setup.db, other.projectId, "customer.lost-link")).toEqual([]);

    // The old links no longer work; the new ones (from the mails, through a real SMTP peer) do.
    expect((await setup.app.request(`/api/projectstatus/${open.token}`)).status).toBe(404);
    expect((await setup.app.request(`/api/projectstatus/${other.token}`)).status).toBe(200);
    await setup.deliverMails();
    await waitFor(
      () => setup.smtp.received.filter((m) => namesRequest(m.parsed.subject, open.projectId) || namesRequest(m.parsed.subject, recent.projectId)).length >= 2,
    );
    const nl = setup.smtp.received.find((m) => m.parsed.subject === `Uw nieuwe opvolgingslink voor aanvraag nr. ${recent.projectId}`);
    expect(nl).toBeDefined();
    const token = /projectstatus\/([A-Za-z0-9_-]{20,100})/.exec(nl?.parsed.text ?? "")?.[1];
    const status = await setup.app.request(`/api/projectstatus/${token}`);
    expect(status.status).toBe(200);
    expect((await status.json()).data.projectId).toBe(recent.projectId);
  }, 60_000);

  test("a bad address is refused with the wizard's message; cross-site refused; at most 3 mails per address and hour", async () => {
    expect(await (await ask("not-an-address")).json()).toMatchObject({ isError: true, userMessage: expect.any(String) });
    const nl = await (await ask("", "nl")).json();
    expect(nl.isError).toBe(true);
    expect(nl.userMessage).not.toBe((await (await ask("")).json()).userMessage);

    const evil = await setup.app.app.handle(
      new Request("http://localhost/api/projectstatus/lostlink", {
        method: "POST",
        headers: { origin: "https://evil.example", "content-type": "application/json" },
        body: JSON.stringify({ email: "x@example.be" }),
      }),
    );
    expect(evil.status).toBe(403);

    const email = "bombed@example.be";
    await sendRequest(setup.db, setup.app.clock, { PostalAreaId: setup.brussels, CustomerEmail: email });
    const before = (await linkMails()).length;
    const replies: unknown[] = [];
    for (let i = 0; i < 5; i++) replies.push(await (await ask(email)).json());
    expect(new Set(replies.map((r) => JSON.stringify(r))).size).toBe(1);
    await waitFor(async () => (await linkMails()).length === before + 3);
    expect((await linkMails()).length).toBe(before + 3);
  });

  test("the form is rate-limited per client address", async () => {
    // Counters are shared by every instance in the database (docs/operations/scaling-out.md): the
    // calls above, through the first app, count too; start this client's window afresh.
    await setup.db.execute(sql`delete from rate_limit_counters where scope = 'customer-action'`);
    const limited = await createTestApp(setup.database, { env: { CUSTOMER_ACTION_RATE_LIMIT_PER_MINUTE: "2" } });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 3; i++)
        statuses.push(
          (
            await limited.request("/api/projectstatus/lostlink", {
              method: "POST",
              headers: { "content-type": "application/json" },
              body: JSON.stringify({ email: "a@example.be" }),
            })
          ).status,
        );
      expect(statuses).toEqual([200, 200, 429]);
    } finally {
      limited.close();
    }
  });

  test("both ways of a new link record the request's status as from and to, like every action that keeps the status", async () => {
    const email = "statut.garde@example.be";
    const open = await sendRequest(setup.db, setup.app.clock, { PostalAreaId: setup.brussels, CustomerEmail: email });
    const completed = await sendRequest(setup.db, setup.app.clock, { PostalAreaId: setup.brussels, CustomerEmail: email });
    await setup.db.update(homeProjects).set({ statusId: ProjectStatus.Completed }).where(eq(homeProjects.id, completed.projectId));
    const statuses = async (projectId: number) =>
      (await auditOf(setup.db, projectId, "customer.lost-link")).map((a) => ({ by: a.actorType, from: a.fromStatusId, to: a.toStatusId }));
    expect((await ask(email)).status).toBe(200);
    // The form's work runs after its reply.
    await waitFor(async () => (await statuses(completed.projectId)).length === 1);
    const deps = { db: setup.db, clock: setup.app.clock, storage: setup.app.storage, publicUrl, notify: notifier, logger: silentLogger };
    await resendStatusLink(deps, { projectId: completed.projectId, userId: 4 });

    expect(await statuses(open.projectId)).toEqual([{ by: "customer", from: ProjectStatus.New, to: ProjectStatus.New }]);
    expect(await statuses(completed.projectId)).toEqual([
      { by: "customer", from: ProjectStatus.Completed, to: ProjectStatus.Completed },
      { by: "network", from: ProjectStatus.Completed, to: ProjectStatus.Completed },
    ]);
    // The history tab reads the same row: the status kept, so it shows no change of status.
    const history = await projectHistory(setup.db, { id: completed.projectId, page: 1 });
    expect(history.items.filter((e) => e.action === "customer.lost-link").map((e) => [e.fromStatusId, e.toStatusId])).toEqual([
      [ProjectStatus.Completed, ProjectStatus.Completed],
      [ProjectStatus.Completed, ProjectStatus.Completed],
    ]);
  });

  test("the network sends a customer who phoned a new link for one request: to its address, the old link stops working", async () => {
    const sent = await sendRequest(setup.db, setup.app.clock, {
      PostalAreaId: setup.brussels,
      CustomerEmail: "au.telephone@example.be",
      CustomerLanguage: "nl",
    });
    const sibling = await sendRequest(setup.db, setup.app.clock, { PostalAreaId: setup.brussels, CustomerEmail: "au.telephone@example.be" });
    const deps = { db: setup.db, clock: setup.app.clock, storage: setup.app.storage, publicUrl, notify: notifier, logger: silentLogger };
    await resendStatusLink(deps, { projectId: sent.projectId, userId: 4 });
    expect((await setup.app.request(`/api/projectstatus/${sent.token}`)).status).toBe(404);
    // Only that request: another of the same address keeps its link.
    expect((await setup.app.request(`/api/projectstatus/${sibling.token}`)).status).toBe(200);
    const [mail] = await setup.db
      .select()
      .from(mailQueue)
      .where(and(eq(mailQueue.template, "customer-status-link"), eq(mailQueue.projectId, sent.projectId)));
    expect(mail).toMatchObject({ recipient: "au.telephone@example.be", subject: `Uw nieuwe opvolgingslink voor aanvraag nr. ${sent.projectId}` });
    expect((await auditOf(setup.db, sent.projectId, "customer.lost-link"))[0]).toMatchObject({ actorType: "network", actorId: 4 });

    // Erased: nothing to send any more, said in the operator's words.
    await setup.db.update(homeProjects).set({ personalDataErasedAt: setup.app.clock.now() }).where(eq(homeProjects.id, sibling.projectId));
    expect(await refusal(resendStatusLink(deps, { projectId: sibling.projectId, userId: 4 }))).toBe("statusLinkNotAllowedForNetwork");
  });
});
