import { describe, expect, setDefaultTimeout, test } from "bun:test";
import { eq } from "drizzle-orm";
import { mailQueue } from "@/server/db/schema";
import { correctContactDetails } from "@/server/domain/customer-controls/correct-contact";
import { translate } from "@/server/translate";
import { apiMessage } from "@/server/domain/errors";
import { acceptProject } from "@/server/domain/project-status/provider-actions";
import { getProjectDetails } from "@/server/domain/projects/project-details";
import { testDriver } from "../../support/database";
import { projectById } from "../../support/fixtures";
import { refusal } from "../../support/projects";
import { auditOf, customerControlsSetup, sendRequest } from "./support";

// A shared, busy machine.
setDefaultTimeout(60_000);

describe(`correct contact details on ${testDriver}`, () => {
  const setup = customerControlsSetup();

  const correct = (token: string, body: unknown, lang?: string) =>
    setup.app.request(`/api/projectstatus/${token}/contact${lang ? `?lang=${lang}` : ""}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });
  const contact = {
    CustomerGSM: "+32 499 11 22 33",
    CustomerEmail: "nouvelle.adresse@example.be",
    CustomerStreetHouseNumber: "Avenue Louise 200",
    CustomerBus: "12",
  };

  test("before acceptance: saved, seen by the provider, a confirmation to the new address, the link still works", async () => {
    const sent = await sendRequest(setup.db, setup.app.clock, { PostalAreaId: setup.brussels });
    const status = await (await setup.app.request(`/api/projectstatus/${sent.token}`)).json();
    expect(status.data.contact).toEqual({ mobile: "+32 470 12 34 56", email: "amelie.dubois@example.be", street: "Rue Haute 12", box: "3" });

    const reply = await (await correct(sent.token, contact)).json();
    expect(reply).toEqual({ isError: false, userMessage: "Vos coordonnées ont été corrigées.", data: true });
    expect(await projectById(setup.db, sent.projectId)).toMatchObject({
      customerGsm: "+32 499 11 22 33",
      customerEmail: "nouvelle.adresse@example.be",
      customerStreetHouseNumber: "Avenue Louise 200",
      customerBus: "12",
    });
    const seen = await getProjectDetails(setup.db, { kind: "provider", providerId: 1 }, sent.projectId, "fr");
    expect(seen).toMatchObject({ customerGsm: "+32 499 11 22 33", customerEmail: "nouvelle.adresse@example.be" });
    const [mail] = await setup.db.select().from(mailQueue).where(eq(mailQueue.template, "customer-email-changed"));
    expect(mail).toMatchObject({ recipient: "nouvelle.adresse@example.be", projectId: sent.projectId });
    expect(mail?.subject).toBe(`Votre nouvelle adresse e-mail pour la demande n°\u00a0${sent.projectId}`);
    // The status link went to the address before, which this one may never read: the mail says so and how to get a new one here.
    const body = (mail?.textBody ?? "").replace(/[\u00a0\u202f]/g, " ");
    expect(body).toContain("Le lien de suivi de votre demande a été envoyé à votre adresse précédente et reste valable.");
    expect(body).not.toContain("que vous avez reçu");
    expect(body).toContain("Vous n'avez pas ce lien ou ne le retrouvez plus ? Demandez-en un nouveau, il sera envoyé à cette adresse :");
    expect(body).toContain("/projectstatus/lostlink");
    expect(mail?.htmlBody).toContain("/projectstatus/lostlink");
    // The address before hears of it, without the new one (it may be a stranger's, typed by mistake).
    const [notice] = await setup.db.select().from(mailQueue).where(eq(mailQueue.template, "customer-email-changed-previous"));
    expect(notice).toMatchObject({ recipient: "amelie.dubois@example.be", projectId: sent.projectId });
    expect(notice?.subject).toBe(`L'adresse e-mail de votre demande n°\u00a0${sent.projectId} a changé`);
    expect(`${notice?.textBody} ${notice?.htmlBody}`).not.toContain("nouvelle.adresse");
    const audit = await auditOf(setup.db, sent.projectId, "customer.correct-contact");
    expect(audit[0]).toMatchObject({
      actorType: "customer",
      details: { fields: ["customerGsm", "customerEmail", "customerStreetHouseNumber", "customerBus"] },
    });
    expect(JSON.stringify(audit[0]?.details)).not.toContain("Louise");
    expect((await setup.app.request(`/api/projectstatus/${sent.token}`)).status).toBe(200);

    // Same values again: nothing to do, no new mail.
    await correct(sent.token, contact);
    expect((await setup.db.select().from(mailQueue).where(eq(mailQueue.template, "customer-email-changed"))).length).toBe(1);
    expect((await setup.db.select().from(mailQueue).where(eq(mailQueue.template, "customer-email-changed-previous"))).length).toBe(1);
  });

  test("a body that is no JSON, or holds a NUL, a control character or a lone surrogate, is a 400 in words and changes nothing", async () => {
    const sent = await sendRequest(setup.db, setup.app.clock, { PostalAreaId: setup.brussels });
    const raw = (body: string) =>
      setup.app.request(`/api/projectstatus/${sent.token}/contact?lang=nl`, { method: "POST", headers: { "content-type": "application/json" }, body });
    const withStreet = (street: string) => JSON.stringify({ ...contact, CustomerStreetHouseNumber: street });
    // JSON.stringify writes a lone surrogate as its \\u escape, which JSON.parse reads back alone.
    for (const body of ["{", "not json", withStreet("Avenue\u0000 Louise 200"), withStreet("Avenue\u0007 Louise 200"), withStreet("Avenue \ud800 200")]) {
      const response = await raw(body);
      expect(response.status).toBe(400);
      expect((await response.json()).userMessage).toBe(translate("nl", { section: "api", key: "invalidRequest" }));
    }
    expect((await projectById(setup.db, sent.projectId))?.customerStreetHouseNumber).toBe("Rue Haute 12");
    // JSON of the wrong shape is a broken client, not a field to correct: 400 (docs/product/api-contract.md).
    for (const body of ["[]", JSON.stringify({ ...contact, CustomerGSM: 123 })]) {
      const response = await raw(body);
      expect(response.status).toBe(400);
      expect((await response.json()).userMessage).toBe(translate("nl", { section: "api", key: "invalidRequest" }));
    }
    // An unknown link says so first, even with an empty form.
    const unknown = await setup.app.request(`/api/projectstatus/${"x".repeat(43)}/contact?lang=nl`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{}",
    });
    expect(unknown.status).toBe(404);
    expect((await unknown.json()).userMessage).toBe(translate("nl", apiMessage("statusLinkInvalid")));
  });

  test("the wizard's rules and messages, FR and NL; refused after acceptance", async () => {
    const sent = await sendRequest(setup.db, setup.app.clock, { PostalAreaId: setup.brussels });
    expect(await (await correct(sent.token, { ...contact, CustomerEmail: "pas une adresse" })).json()).toMatchObject({
      isError: true,
      userMessage: "Cette adresse e-mail n'est pas correcte.",
    });
    expect(await (await correct(sent.token, { ...contact, CustomerGSM: "0470" }, "nl")).json()).toMatchObject({ isError: true });
    expect((await projectById(setup.db, sent.projectId))?.customerGsm).toBe("+32 470 12 34 56");

    await acceptProject(setup.deps(), 1, sent.projectId);
    const nl = await (await correct(sent.token, contact, "nl")).json();
    expect(nl.userMessage).toContain("kunnen hier niet meer worden verbeterd");
    expect((await setup.app.request(`/api/projectstatus/${sent.token}`)).status).toBe(200);
    expect((await (await setup.app.request(`/api/projectstatus/${sent.token}`)).json()).data.contact).toBeNull();
    // The network console, correcting for a customer, reads the refusal about the customer.
    const byNetwork = correctContactDetails(
      { ...setup.deps(), publicUrl: "http://localhost" },
      { by: "network", projectId: sent.projectId, userId: 1 },
      contact,
    );
    expect(await refusal(byNetwork)).toBe("correctNotAllowedForNetwork");
    expect(translate("fr", { section: "customerControls", key: "correctNotAllowedForNetwork" })).toStartWith("Les coordonnées du client");
  });
});
