import { describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { projectAdditions } from "@/server/db/schema";
import { addToRequest } from "@/server/domain/customer-controls/additions";
import { eraseMyData } from "@/server/domain/customer-controls/erase";
import { acceptProject } from "@/server/domain/project-status/provider-actions";
import { getProjectDetails } from "@/server/domain/projects/project-details";
import { apiMessage, DomainError } from "@/server/domain/errors";
import { silentLogger } from "@/server/logger";
import { translate } from "@/server/translate";
import { maxAdditionLength, maxAdditionsPerProject } from "@/shared/schemas/customer-controls";
import { testDriver } from "../../support/database";
import { projectById } from "../../support/fixtures";
import { auditOf, customerControlsSetup, mailsFor, notifier, post, publicUrl, sendRequest } from "./support";

/** docs/product/customer-controls.md, "Add to my request". */
describe(`add to my request on ${testDriver}`, () => {
  const setup = customerControlsSetup();
  const add = async (token: string, body: unknown, { lang = "fr", headers = {} }: { lang?: string; headers?: Record<string, string> } = {}) => {
    const response = await setup.app.request(`/api/projectstatus/${token}/additions?lang=${lang}`, {
      method: "POST",
      headers: { "content-type": "application/json", ...headers },
      body: JSON.stringify(body),
    });
    return { status: response.status, reply: await response.json().catch(() => undefined) };
  };
  const status = async (token: string) => (await (await setup.app.request(`/api/projectstatus/${token}`)).json()).data;
  const stored = (projectId: number) => setup.db.select().from(projectAdditions).where(eq(projectAdditions.projectId, projectId)).orderBy(projectAdditions.id);
  const domainDeps = () => ({ ...setup.deps(), publicUrl });

  test("added on the status page, trimmed, line breaks kept; listed for the customer, read by the provider; audited and mailed without the text", async () => {
    const { projectId, token } = await sendRequest(setup.db, setup.app.clock, { PostalAreaId: setup.brussels });
    expect(await status(token)).toMatchObject({ additions: { max: 5, items: [] }, actions: { canAddToRequest: true } });
    const { reply } = await add(token, { text: "  La fuite est sous l'évier,\nà gauche.\u200b " });
    expect(reply).toEqual({ isError: false, userMessage: "Votre précision a été ajoutée à la demande.", data: true });
    const [listed] = (await status(token)).additions.items;
    expect(listed).toMatchObject({ text: "La fuite est sous l'évier,\nà gauche.", byNetwork: false });
    expect(new Date(listed.createdAt).getTime()).toBe(setup.app.clock.now().getTime());

    const providerId = (await projectById(setup.db, projectId))?.providerId ?? 0;
    const seen = await getProjectDetails(setup.db, { kind: "provider", providerId }, projectId, "fr");
    expect(seen?.additions.map((a) => [a.addedBy, a.text])).toEqual([["customer", "La fuite est sous l'évier,\nà gauche."]]);

    const audit = await auditOf(setup.db, projectId, "customer.addition");
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actorType: "customer", actorId: null, details: { additionId: listed.id } });
    // The provider, who has yet to answer, is told in French then Dutch, without the customer's words.
    const told = (await mailsFor(setup.db, "provider-addition")).filter((m) => m.projectId === projectId);
    expect(told).toHaveLength(1);
    expect(told[0]?.subject).toContain(`Projet n°\u00a0${projectId}\u00a0: le client a ajouté une précision`);
    expect(told[0]?.subject).toContain(`Project nr. ${projectId}: de klant heeft iets toegevoegd`);
    expect(`${told[0]?.textBody}${told[0]?.htmlBody}`).not.toContain("évier");

    // Still open once accepted (that is when the provider calls), and told again.
    await acceptProject(setup.deps(), providerId, projectId);
    expect((await add(token, { text: "Le code de la porte est 1234." })).reply.isError).toBe(false);
    expect((await mailsFor(setup.db, "provider-addition")).filter((m) => m.projectId === projectId)).toHaveLength(2);
    expect((await status(token)).additions.items.map((a: { text: string }) => a.text)).toEqual([
      "La fuite est sous l'évier,\nà gauche.",
      "Le code de la porte est 1234.",
    ]);
  });

  test("each field rule in the reader's language; a malformed body, a wrong link or another site refused; nothing stored", async () => {
    const { projectId, token } = await sendRequest(setup.db, setup.app.clock, { PostalAreaId: setup.brussels });
    expect((await add(token, { text: " \u200b\n " })).reply).toMatchObject({ isError: true, userMessage: "Écrivez votre précision avant de l'ajouter." });
    expect((await add(token, { text: "a".repeat(maxAdditionLength + 1) }, { lang: "nl" })).reply.userMessage).toBe(
      "Een aanvulling mag niet langer zijn dan 1000 tekens.",
    );
    // No page sends these shapes: a broken client.
    const notText = await add(token, { text: 42 });
    expect([notText.status, notText.reply.userMessage]).toEqual([400, translate("fr", apiMessage("invalidRequest"))]);
    expect((await add(token, ["texte"])).status).toBe(400);
    // A character no person types (the door's guard, docs/product/validation.md): refused whole.
    expect((await add(token, { text: "fuite\u0000sous l'évier" })).status).toBe(400);
    // An unknown link says so first, whatever was sent.
    expect((await add("x".repeat(43), { text: "" }, { lang: "nl" })).reply.userMessage).toBe(translate("nl", apiMessage("statusLinkInvalid")));
    expect((await add(token, { text: "Venant d'ailleurs" }, { headers: { origin: "https://evil.example" } })).status).toBe(403);
    expect(await stored(projectId)).toEqual([]);
    // Exactly the longest allowed passes.
    expect((await add(token, { text: "é".repeat(maxAdditionLength) })).reply.isError).toBe(false);
  });

  test("five at most, even sent at once; the network adds for the customer under the same rules", async () => {
    const { projectId, token } = await sendRequest(setup.db, setup.app.clock, { PostalAreaId: setup.brussels });
    for (let n = 1; n < maxAdditionsPerProject; n += 1) expect((await add(token, { text: `Précision ${n}` })).reply.isError).toBe(false);
    // Two at once for the last place: the project's lock lets one through.
    const both = await Promise.allSettled([
      addToRequest(domainDeps(), { by: "customer", token }, { text: "Première course" }),
      addToRequest(domainDeps(), { by: "network", projectId, userId: 1 }, { text: "Seconde course" }),
    ]);
    expect(both.filter((outcome) => outcome.status === "fulfilled")).toHaveLength(1);
    expect(await stored(projectId)).toHaveLength(maxAdditionsPerProject);
    expect((await add(token, { text: "Une de trop" })).reply.userMessage).toBe("Cette demande a reçu le nombre maximum de précisions.");
    expect((await status(token)).additions.items).toHaveLength(maxAdditionsPerProject);

    const other = await sendRequest(setup.db, setup.app.clock, { PostalAreaId: setup.brussels });
    await addToRequest(domainDeps(), { by: "network", projectId: other.projectId, userId: 1 }, { text: "Appel du client : plutôt le matin." });
    expect((await status(other.token)).additions.items).toMatchObject([{ text: "Appel du client : plutôt le matin.", byNetwork: true }]);
    expect(await auditOf(setup.db, other.projectId, "customer.addition")).toMatchObject([{ actorType: "network", actorId: 1 }]);
  });

  test("refused once final, in the words of who asks; exported, then erased with the personal data", async () => {
    const { projectId, token } = await sendRequest(setup.db, setup.app.clock, { PostalAreaId: setup.brussels });
    await add(token, { text: "Le robinet goutte aussi." });
    await addToRequest(domainDeps(), { by: "network", projectId, userId: 1 }, { text: "Le client préfère un devis écrit." });
    await post(setup.app.request, token, "withdraw");
    expect(await status(token)).toMatchObject({ actions: { canAddToRequest: false } });
    expect((await add(token, { text: "Trop tard" })).reply.userMessage).toBe("Vous ne pouvez plus rien ajouter\u00a0: la demande est clôturée ou annulée.");
    const forNetwork = await addToRequest(domainDeps(), { by: "network", projectId, userId: 1 }, { text: "Trop tard" }).catch((error: unknown) => error);
    expect(forNetwork).toBeInstanceOf(DomainError);
    expect(translate("fr", (forNetwork as DomainError).message_)).toBe(
      "Plus rien ne peut être ajouté pour le client\u00a0: la demande est clôturée ou annulée.",
    );

    const exported = await (await setup.app.request(`/api/projectstatus/${token}/export.json`)).json();
    expect(exported.format).toBe("home-services/customer-export/11");
    expect(exported.additions).toMatchObject([
      { by: "customer", text: "Le robinet goutte aussi." },
      { by: "network", text: "Le client préfère un devis écrit." },
    ]);
    // The printable page, in the request's language.
    const printable = await (await setup.app.request(`/api/projectstatus/${token}/export.html`)).text();
    expect(printable).toContain("<h2>Vos précisions ajoutées à la demande</h2>");
    expect(printable).toContain("<td>Le robinet goutte aussi.</td>");
    expect(printable).toContain("Le client préfère un devis écrit.\n(Ajoutée par notre réseau, à votre demande)");

    await eraseMyData({ ...domainDeps(), storage: setup.app.storage, notify: notifier, logger: silentLogger }, { by: "customer", token });
    expect(await stored(projectId)).toEqual([]);
    const seen = await getProjectDetails(setup.db, { kind: "network" }, projectId, "fr");
    expect(seen?.additions).toEqual([]);
  });
});
