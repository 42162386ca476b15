import { describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { mailQueue, projectComplaints } from "@/server/db/schema";
import { listComplaints, markComplaintHandled, raiseComplaint } from "@/server/domain/customer-controls/complaints";
import { customerControlSummary } from "@/server/domain/customer-controls/summary";
import { acceptProject, uploadInvoice } from "@/server/domain/project-status/provider-actions";
import { listNetworkProjects, projectsNeedingAttention } from "@/server/domain/projects/network-projects";
import { testDriver } from "../../support/database";
import { refusal } from "../../support/projects";
import { minimalPdf } from "../../support/sample-files";
import { expectRefusal } from "../provider/support";
import { auditOf, customerControlsSetup, mailsFor, post, publicUrl, sendRequest } from "./support";

/** docs/product/customer-controls.md, "A problem after the job". */
describe(`a problem after the job, on ${testDriver}`, () => {
  const setup = customerControlsSetup();
  const complain = (token: string, body: unknown, lang = "fr") =>
    setup.app.request(`/api/projectstatus/${token}/complaint?lang=${lang}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });
  const status = async (token: string) => (await (await setup.app.request(`/api/projectstatus/${token}`)).json()).data;
  const listed = async () =>
    (
      await listNetworkProjects(setup.db, { search: "", waitingTooLong: false, withoutProvider: false, complaint: true, page: 1 }, setup.app.clock.now())
    ).items.map((p) => p.id);

  test("once the job is completed: told to the network's team, listed and counted until handled, once at a time", async () => {
    const sent = await sendRequest(setup.db, setup.app.clock, { PostalAreaId: setup.brussels, CustomerLanguage: "fr", CustomerLastName: "Fuite" });
    // Not before the job is completed.
    expect((await status(sent.token)).complaint).toEqual({ canRaise: false, lastAt: null, lastHandledAt: null });
    expect(await (await complain(sent.token, { text: "Trop tôt" })).json()).toMatchObject({
      isError: true,
      userMessage: "Un problème ne peut être signalé ici qu'une fois les travaux terminés.",
    });
    await acceptProject(setup.deps(), 1, sent.projectId);
    await uploadInvoice(setup.deps(), 1, sent.projectId, { name: "facture.pdf", bytes: minimalPdf() });
    expect((await status(sent.token)).complaint.canRaise).toBe(true);

    // The text is checked as the page checks it.
    expect(await (await complain(sent.token, { text: "   " })).json()).toMatchObject({
      isError: true,
      userMessage: "Décrivez le problème avant de l'envoyer.",
    });
    expect(await (await complain(sent.token, { text: "x".repeat(2001) }, "nl")).json()).toMatchObject({
      isError: true,
      userMessage: "Uw bericht mag niet langer zijn dan 2000 tekens.",
    });
    expect((await complain(sent.token, { text: 12 })).status).toBe(400);
    const before = (await projectsNeedingAttention(setup.db, setup.app.clock.now())).complaint;
    expect(await (await complain(sent.token, { text: "  La fuite sous l'évier est revenue.\nMerci de me rappeler.  " })).json()).toEqual({
      isError: false,
      userMessage: "Votre message a été transmis à notre équipe\u00a0: elle vous contactera.",
      data: true,
    });
    const [stored] = await listComplaints(setup.db, sent.projectId);
    expect(stored?.text).toBe("La fuite sous l'évier est revenue.\nMerci de me rappeler.");
    expect((await status(sent.token)).complaint).toEqual({ canRaise: false, lastAt: stored?.createdAt.toISOString(), lastHandledAt: null });
    expect(await (await complain(sent.token, { text: "Encore" })).json()).toMatchObject({
      isError: true,
      userMessage: "Votre message précédent est encore en cours de traitement\u00a0: notre équipe vous contactera.",
    });
    expect((await auditOf(setup.db, sent.projectId, "customer.complaint"))[0]).toMatchObject({ actorType: "customer", details: { complaintId: stored?.id } });
    // The network mailbox is alerted, without the customer's words.
    const alert = (await setup.db.select().from(mailQueue).where(eq(mailQueue.template, "network-alert"))).find((m) =>
      m.subject.startsWith(`Projet n°\u00a0${sent.projectId}\u00a0: Réclamation du client`),
    );
    expect(alert?.subject).toBe(`Projet n°\u00a0${sent.projectId}\u00a0: Réclamation du client | Project nr. ${sent.projectId}: Klacht van de klant`);
    expect(alert?.textBody).not.toContain("évier");
    // The customer's acknowledgement, in their language, with their words as received.
    const [received, ...again] = (await mailsFor(setup.db, "customer-complaint-received")).filter((m) => m.projectId === sent.projectId);
    expect(again).toEqual([]);
    expect(received?.recipient).toBe("amelie.dubois@example.be");
    expect(received?.subject).toBe(`Nous avons bien reçu votre message pour la demande n°\u00a0${sent.projectId}`);
    expect(received?.textBody).toContain("Vous nous avez signalé le");
    expect(received?.textBody).toContain("La fuite sous l'évier est revenue.\nMerci de me rappeler.");
    expect(received?.textBody).toContain("/projectstatus/lostlink");
    expect(await listed()).toContain(sent.projectId);
    expect((await projectsNeedingAttention(setup.db, setup.app.clock.now())).complaint).toBe(before + 1);

    // Handled by the network: off the list, the page offers a new one and says the last was handled.
    await markComplaintHandled(setup.deps(), { projectId: sent.projectId, userId: 1 });
    await expectRefusal(markComplaintHandled(setup.deps(), { projectId: sent.projectId, userId: 1 }), "complaintNotOpen");
    expect(await listed()).not.toContain(sent.projectId);
    expect((await projectsNeedingAttention(setup.db, setup.app.clock.now())).complaint).toBe(before);
    expect((await auditOf(setup.db, sent.projectId, "network.complaint-handled"))[0]).toMatchObject({ actorType: "network", actorId: 1 });
    expect((await status(sent.token)).complaint).toEqual({
      canRaise: true,
      lastAt: stored?.createdAt.toISOString(),
      lastHandledAt: setup.app.clock.now().toISOString(),
    });

    // The customer's copy of their data holds it; erasing the data erases it.
    const exported = await (await setup.app.request(`/api/projectstatus/${sent.token}/export.json`)).json();
    expect(exported.complaints).toEqual([
      {
        at: stored?.createdAt.toISOString(),
        text: "La fuite sous l'évier est revenue.\nMerci de me rappeler.",
        handledAt: setup.app.clock.now().toISOString(),
      },
    ]);
    expect(await (await setup.app.request(`/api/projectstatus/${sent.token}/export.html`)).text()).toContain("Problèmes signalés après les travaux");
    expect((await complain(sent.token, { text: "Une seconde fois" })).status).toBe(200);
    expect((await (await post(setup.app.request, sent.token, "erase")).json()).isError).toBe(false);
    expect(await setup.db.select().from(projectComplaints).where(eq(projectComplaints.projectId, sent.projectId))).toEqual([]);
    expect(await listed()).not.toContain(sent.projectId);
  });

  test("the network notes one for a customer who phoned, under the same rules, in its own words of refusal", async () => {
    const sent = await sendRequest(setup.db, setup.app.clock, { PostalAreaId: setup.brussels, CustomerLanguage: "nl", CustomerLastName: "Telefoon" });
    const forCustomer = { by: "network" as const, projectId: sent.projectId, userId: 1 };
    const asNetwork = () => ({ ...setup.deps(), publicUrl });
    const summary = async () => (await customerControlSummary(setup.db, { kind: "network" }, sent.projectId, setup.app.clock.now()))?.actions.canComplain;
    expect(await summary()).toBe(false);
    expect(await refusal(raiseComplaint(asNetwork(), forCustomer, { text: "Te vroeg" }))).toBe("complaintNotAllowedForNetwork");
    await acceptProject(setup.deps(), 1, sent.projectId);
    await uploadInvoice(setup.deps(), 1, sent.projectId, { name: "factuur.pdf", bytes: minimalPdf() });
    expect(await summary()).toBe(true);
    await raiseComplaint(asNetwork(), forCustomer, { text: "De klant belt: de verwarming valt opnieuw uit." });
    expect(await summary()).toBe(false);
    expect(await refusal(raiseComplaint(asNetwork(), forCustomer, { text: "Nog eens" }))).toBe("complaintAlreadyOpenForNetwork");
    expect((await auditOf(setup.db, sent.projectId, "customer.complaint"))[0]).toMatchObject({ actorType: "network", actorId: 1 });
    // Acknowledged to the customer all the same, in Dutch, saying the team noted it.
    const [received] = (await mailsFor(setup.db, "customer-complaint-received")).filter((m) => m.projectId === sent.projectId);
    expect(received?.subject).toBe(`We hebben uw bericht voor aanvraag nr. ${sent.projectId} goed ontvangen`);
    expect(received?.textBody).toContain("We hebben het hieronder genoteerd");
    expect(received?.textBody).toContain("De klant belt: de verwarming valt opnieuw uit.");
    // The customer's page says it is being dealt with, as if they had sent it.
    expect((await status(sent.token)).complaint).toMatchObject({ canRaise: false, lastHandledAt: null });
    expect(await listed()).toContain(sent.projectId);
  });
});
