import { silentLogger } from "@/server/logger";
import { describe, expect, setDefaultTimeout, test } from "bun:test";
import { eq } from "drizzle-orm";
import { homeProjects, mailQueue, projectRatings, providers, services } from "@/server/db/schema";
import { acceptProject, uploadInvoice } from "@/server/domain/project-status/provider-actions";
import { markLowRatingFollowedUp } from "@/server/domain/ratings/follow-up";
import { projectRating, providerRatings } from "@/server/domain/ratings/ratings";
import { exportNetworkProjects, listNetworkProjects, projectsNeedingAttention } from "@/server/domain/projects/network-projects";
import { ProjectStatus } from "@/server/domain/project-status/statuses";
import { testDriver } from "../../support/database";
import { projectById } from "../../support/fixtures";
import { minimalPdf } from "../../support/sample-files";
import { expectRefusal } from "../provider/support";
import { auditOf, customerControlsSetup, notifier, post, publicUrl, sendRequest } from "./support";

// A shared, busy machine.
setDefaultTimeout(60_000);

describe(`rating after the job on ${testDriver}`, () => {
  const setup = customerControlsSetup();

  const deps = setup.deps;

  /** Completes a request of provider 1 and returns the rating link of the mail it caused. */
  async function completed(language: "fr" | "nl", lastName: string, sent?: { projectId: number }) {
    sent ??= await sendRequest(setup.db, setup.app.clock, { PostalAreaId: setup.brussels, CustomerLanguage: language, CustomerLastName: lastName });
    await acceptProject(deps(), 1, sent.projectId);
    await uploadInvoice(deps(), 1, sent.projectId, { name: "facture.pdf", bytes: minimalPdf() });
    const [mail] = await setup.db
      .select()
      .from(mailQueue)
      .where(eq(mailQueue.template, "customer-rating-request"))
      .then((rows) => rows.filter((r) => r.projectId === sent.projectId));
    if (!mail) throw new Error("no rating mail");
    const match = new RegExp(`${publicUrl}/rating/([A-Za-z0-9_-]{43})`).exec(mail.textBody);
    if (!match?.[1]) throw new Error("no rating link");
    return { projectId: sent.projectId, token: match[1], mail };
  }

  const rate = (token: string, body: unknown, lang = "fr") =>
    setup.app.request(`/api/rating/${token}?lang=${lang}`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });

  test("FR and NL: a mail in the customer's language when Completed; the link works once", async () => {
    const fr = await completed("fr", "Notefr");
    expect(fr.mail.subject).toBe(`Votre avis sur l'intervention pour la demande n°\u00a0${fr.projectId}`);
    expect(fr.mail.listUnsubscribeUrl).toStartWith(`${publicUrl}/api/unsubscribe/`);
    const [stored] = await setup.db.select().from(projectRatings).where(eq(projectRatings.projectId, fr.projectId));
    expect(stored?.tokenHash).not.toContain(fr.token);
    expect(stored?.tokenExpiresAt.getTime()).toBe(setup.app.clock.now().getTime() + 30 * 24 * 3600 * 1000);

    // The page names the job it rates: the service in both languages and the company, nothing of the customer.
    const opened = await (await setup.app.request(`/api/rating/${fr.token}`)).json();
    expect(opened.isError).toBe(false);
    const [job] = await setup.db
      .select({ service: services.name, provider: providers.name })
      .from(homeProjects)
      .innerJoin(services, eq(services.id, homeProjects.serviceId))
      .innerJoin(providers, eq(providers.id, homeProjects.providerId))
      .where(eq(homeProjects.id, fr.projectId));
    expect(opened.data).toEqual({
      projectId: fr.projectId,
      expiresAt: expect.any(String),
      language: "fr",
      serviceName: { fr: job?.service, nl: expect.any(String) },
      providerName: job?.provider,
    });
    expect(opened.data.serviceName.nl).not.toBe(opened.data.serviceName.fr);
    expect(await (await rate(fr.token, { rating: 6 })).json()).toMatchObject({ isError: true, userMessage: "Choisissez une note de 1 à 5." });
    expect(await (await rate(fr.token, { rating: 4, comment: "x".repeat(1001) }, "nl")).json()).toMatchObject({
      isError: true,
      userMessage: "De opmerking mag niet langer zijn dan 1000 tekens.",
    });
    // What only a broken client sends is a 400, not the score's or the comment's words; nothing is recorded.
    for (const body of [{ rating: 4, comment: 123 }, { rating: "4" }, [4], "4"]) {
      const response = await rate(fr.token, body, "nl");
      expect(response.status).toBe(400);
      expect((await response.json()).userMessage).toStartWith("De verstuurde gegevens zijn onvolledig");
    }
    expect(await (await rate(fr.token, { rating: 4, comment: "  Travail soigné, merci.  " })).json()).toEqual({
      isError: false,
      userMessage: "Votre avis a été enregistré.",
      data: true,
    });
    expect(await projectRating(setup.db, fr.projectId)).toMatchObject({ rating: 4, comment: "Travail soigné, merci." });
    // Completed when rated, and still: the status is recorded as both from and to.
    expect((await auditOf(setup.db, fr.projectId, "customer.rating"))[0]).toMatchObject({
      actorType: "customer",
      fromStatusId: ProjectStatus.Completed,
      toStatusId: ProjectStatus.Completed,
      details: { rating: 4 },
    });

    // Single use.
    expect(await (await rate(fr.token, { rating: 1 })).json()).toMatchObject({
      isError: true,
      userMessage: "Vous avez déjà donné votre avis pour cette demande. Merci\u202f!",
    });
    expect(await (await setup.app.request(`/api/rating/${fr.token}?lang=nl`)).json()).toMatchObject({
      isError: true,
      userMessage: "U hebt uw mening over deze aanvraag al gegeven. Bedankt!",
    });
    expect(await projectRating(setup.db, fr.projectId)).toMatchObject({ rating: 4 });

    const nl = await completed("nl", "Notenl");
    expect(nl.mail.subject).toBe(`Uw mening over de werken voor aanvraag nr. ${nl.projectId}`);
    expect(nl.mail.textBody).toContain("Geen commerciële aanbiedingen ontvangen");
    // Greeted by first name, as the confirmation was.
    expect(nl.mail.textBody).toStartWith(`Beste ${(await projectById(setup.db, nl.projectId))?.customerFirstName},`);
    expect(await (await rate(nl.token, { rating: 3 }, "nl")).json()).toMatchObject({ isError: false, userMessage: "Uw mening is opgeslagen." });
  });

  test("expired after 30 days; unknown links; cross-site refused", async () => {
    const done = await completed("fr", "Expire");
    setup.app.clock.advance(30 * 24 * 3600 * 1000);
    expect(await (await rate(done.token, { rating: 5 }, "nl")).json()).toMatchObject({
      isError: true,
      userMessage: "Deze beoordelingslink is verlopen: hij was 30 dagen geldig.",
    });
    expect(await projectRating(setup.db, done.projectId)).toMatchObject({ rating: null, ratedAt: null });
    const unknown = await rate("A".repeat(43), { rating: 5 });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ userMessage: "Ce lien d'évaluation n'est pas valide." });
    const fresh = await completed("fr", "Forge");
    const forged = await setup.app.app.handle(
      new Request(`http://localhost/api/rating/${fresh.token}`, {
        method: "POST",
        headers: { origin: "https://evil.example", "content-type": "application/json" },
        body: JSON.stringify({ rating: 1 }),
      }),
    );
    expect(forged.status).toBe(403);
    expect(await projectRating(setup.db, fresh.projectId)).toMatchObject({ rating: null });
  });

  test("a provider's view: its own ratings only, with no customer name", async () => {
    const own = await providerRatings(setup.db, 1);
    expect(own.count).toBe(2);
    expect(own.average).toBe(3.5);
    expect(JSON.stringify(own)).not.toMatch(/Note(fr|nl)|Dubois|Amélie|example\.be/);
    expect(Object.keys(own.ratings[0] ?? {}).sort()).toEqual(["comment", "ratedAt", "rating"]);
    expect(await providerRatings(setup.db, 2)).toEqual({ average: null, count: 0, ratings: [] });
  });

  test("erasure removes the comment, keeps the score, and ends the link", async () => {
    const done = await completed("fr", "Efface");
    await rate(done.token, { rating: 5, comment: "Merci Monsieur Efface" });
    const other = await completed("fr", "Effacedeux");
    const { eraseMyData } = await import("@/server/domain/customer-controls/erase");
    await eraseMyData(
      { db: setup.db, clock: setup.app.clock, storage: setup.app.storage, publicUrl, notify: notifier, logger: silentLogger },
      { by: "network", projectId: done.projectId, userId: 1 },
    );
    await eraseMyData(
      { db: setup.db, clock: setup.app.clock, storage: setup.app.storage, publicUrl, notify: notifier, logger: silentLogger },
      { by: "network", projectId: other.projectId, userId: 1 },
    );
    expect(await projectRating(setup.db, done.projectId)).toMatchObject({ rating: 5, comment: "—" });
    expect(await (await rate(other.token, { rating: 3 })).json()).toMatchObject({
      isError: true,
      userMessage: "Ce lien d'évaluation n'est plus valable\u00a0: les données de cette demande ont été effacées.",
    });
    // The page's own check says the same, in Dutch when asked (it said the 30 days had passed, a minute after the erasure).
    const opened = await setup.app.request(`/api/rating/${other.token}?lang=nl`);
    expect(await opened.json()).toMatchObject({
      isError: true,
      userMessage: "Deze beoordelingslink is niet meer geldig: de gegevens van deze aanvraag werden gewist.",
    });
  });
  test("the status page offers the same rating until it is given, under the same rules; the mailed link is then used", async () => {
    const sent = await sendRequest(setup.db, setup.app.clock, { PostalAreaId: setup.brussels, CustomerLanguage: "nl", CustomerLastName: "Statusnote" });
    const status = async () => (await (await setup.app.request(`/api/projectstatus/${sent.token}`)).json()).data.rating;
    const rateHere = (body: unknown, lang = "nl") =>
      setup.app.request(`/api/projectstatus/${sent.token}/rating?lang=${lang}`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(body),
      });

    // Nothing to rate before the job is completed.
    expect(await status()).toBeNull();
    expect(await (await rateHere({ rating: 5 })).json()).toMatchObject({ isError: true, userMessage: "U kunt uw mening geven zodra de werken afgerond zijn." });

    const done = await completed("nl", "Statusnote", sent);
    expect(await status()).toEqual({ state: "open", until: new Date(setup.app.clock.now().getTime() + 30 * 24 * 3600 * 1000).toISOString() });
    expect((await rateHere({ rating: "5" })).status).toBe(400);
    expect(await (await rateHere({ rating: 0 }, "fr")).json()).toMatchObject({ isError: true, userMessage: "Choisissez une note de 1 à 5." });
    expect(await projectRating(setup.db, sent.projectId)).toMatchObject({ rating: null, ratedAt: null });

    expect(await (await rateHere({ rating: 5, comment: " Zeer netjes. " })).json()).toEqual({
      isError: false,
      userMessage: "Uw mening is opgeslagen.",
      data: true,
    });
    expect(await projectRating(setup.db, sent.projectId)).toMatchObject({ rating: 5, comment: "Zeer netjes." });
    expect(await status()).toEqual({ state: "given", rating: 5 });
    expect((await auditOf(setup.db, sent.projectId, "customer.rating"))[0]).toMatchObject({ actorType: "customer", details: { rating: 5 } });

    // Once, whichever way: neither the page nor the mailed link takes a second one.
    expect(await (await rateHere({ rating: 1 })).json()).toMatchObject({
      isError: true,
      userMessage: "U hebt uw mening over deze aanvraag al gegeven. Bedankt!",
    });
    expect(await (await rate(done.token, { rating: 1 }, "nl")).json()).toMatchObject({
      isError: true,
      userMessage: "U hebt uw mening over deze aanvraag al gegeven. Bedankt!",
    });
    expect(await projectRating(setup.db, sent.projectId)).toMatchObject({ rating: 5 });

    // Past its 30 days the page no longer offers it.
    const late = await sendRequest(setup.db, setup.app.clock, { PostalAreaId: setup.brussels, CustomerLanguage: "fr", CustomerLastName: "Statustard" });
    await completed("fr", "Statustard", late);
    setup.app.clock.advance(30 * 24 * 3600 * 1000);
    expect((await (await setup.app.request(`/api/projectstatus/${late.token}`)).json()).data.rating).toBeNull();
  });

  test("a score of 1 or 2 out of 5 alerts the network mailbox at once, from the mailed link or the status page; 3 does not", async () => {
    const alerts = async (projectId: number) =>
      // A network alert holds no customer data: not tied to the project's row, found by its subject.
      (await setup.db.select().from(mailQueue).where(eq(mailQueue.template, "network-alert"))).filter((m) =>
        m.subject.startsWith(`Projet n°\u00a0${projectId}\u00a0:`),
      );
    const low = await completed("nl", "Ontevreden");
    const lowFromPage = await sendRequest(setup.db, setup.app.clock, { PostalAreaId: setup.brussels, CustomerLanguage: "fr", CustomerLastName: "Mécontent" });
    await completed("fr", "Mécontent", lowFromPage);
    const middling = await completed("fr", "Moyen");
    const before = (id: number) => alerts(id).then((rows) => rows.length);
    const counts = { low: await before(low.projectId), page: await before(lowFromPage.projectId), middling: await before(middling.projectId) };

    // The customer is told that someone will call; a middling score reads as any other.
    expect((await (await rate(low.token, { rating: 2, comment: "Traag en slordig werk." }, "nl")).json()).userMessage).toBe(
      "Uw mening is opgeslagen. Het spijt ons dat u niet tevreden bent over de werken: ons team belt u om erover te praten.",
    );
    const pageReply = await setup.app.request(`/api/projectstatus/${lowFromPage.token}/rating`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ rating: 1 }),
    });
    expect((await pageReply.json()).userMessage).toBe(
      "Votre avis a été enregistré. Nous sommes désolés que l'intervention ne vous ait pas satisfait\u00a0: notre équipe vous appellera pour en parler.",
    );
    expect((await (await rate(middling.token, { rating: 3 })).json()).userMessage).toBe("Votre avis a été enregistré.");

    const [alert, ...more] = (await alerts(low.projectId)).slice(counts.low);
    expect(more).toEqual([]);
    expect(alert?.recipient).toBe("network@example.com");
    expect(alert?.subject).toBe(`Projet n°\u00a0${low.projectId}\u00a0: Client mécontent | Project nr. ${low.projectId}: Ontevreden klant`);
    const [provider] = await setup.db.select({ name: providers.name }).from(providers).where(eq(providers.id, 1));
    expect(alert?.textBody).toContain(`Note\u00a0: 2 sur 5\nPrestataire\u00a0: ${provider?.name}`);
    expect(alert?.textBody).toContain(`Score: 2 op 5\nVakman: ${provider?.name}`);
    expect(alert?.textBody).toContain(`${publicUrl}/network/homeprojectdetails/${low.projectId}`);
    // The comment may name the customer or others: it stays on the project page.
    expect(alert?.textBody).not.toContain("slordig");
    expect((await alerts(lowFromPage.projectId)).slice(counts.page).map((m) => m.subject)).toEqual([
      `Projet n°\u00a0${lowFromPage.projectId}\u00a0: Client mécontent | Project nr. ${lowFromPage.projectId}: Ontevreden klant`,
    ]);
    expect((await alerts(middling.projectId)).length).toBe(counts.middling);
  });

  test("the network follows the unhappy customers up: listed and counted until it notes its call back, once; not once the data are erased", async () => {
    const now = () => setup.app.clock.now();
    const unhappyIds = async () =>
      (await listNetworkProjects(setup.db, { search: "", waitingTooLong: false, withoutProvider: false, unhappy: true, page: 1 }, now())).items.map(
        (p) => p.id,
      );
    const sent = await sendRequest(setup.db, setup.app.clock, { PostalAreaId: setup.brussels, CustomerLanguage: "fr", CustomerLastName: "Rappel" });
    const erased = await sendRequest(setup.db, setup.app.clock, { PostalAreaId: setup.brussels, CustomerLanguage: "fr", CustomerLastName: "Efface" });
    const low = await completed("fr", "Rappel", sent);
    const lowErased = await completed("fr", "Efface", erased);
    const before = (await projectsNeedingAttention(setup.db, now())).unhappy;
    await rate(low.token, { rating: 1, comment: "Rien n'a été fait." });
    await rate(lowErased.token, { rating: 2 });
    expect(await unhappyIds()).toEqual(expect.arrayContaining([low.projectId, lowErased.projectId]));
    expect((await projectsNeedingAttention(setup.db, now())).unhappy).toBe(before + 2);
    expect(await projectRating(setup.db, low.projectId)).toMatchObject({ rating: 1, followedUpAt: null, followUpOpen: true });
    // The network's export gives the score, never the comment.
    const listed = (await exportNetworkProjects(setup.db, { search: String(low.projectId), waitingTooLong: false, withoutProvider: false }, now(), "fr")).rows;
    expect(listed.find((row) => row.id === low.projectId)?.rating).toBe(1);
    expect(JSON.stringify(listed)).not.toContain("Rien n'a été fait.");

    // Nobody is left to call once the customer erased their data.
    expect((await (await post(setup.app.request, erased.token, "erase")).json()).isError).toBe(false);
    expect(await unhappyIds()).not.toContain(lowErased.projectId);
    expect((await projectRating(setup.db, lowErased.projectId))?.followUpOpen).toBe(false);
    await expectRefusal(markLowRatingFollowedUp(setup.deps(), { projectId: lowErased.projectId, userId: 1 }), "lowRatingNotOpen");

    await markLowRatingFollowedUp(setup.deps(), { projectId: low.projectId, userId: 1 });
    expect(await unhappyIds()).not.toContain(low.projectId);
    expect((await projectsNeedingAttention(setup.db, now())).unhappy).toBe(before);
    expect(await projectRating(setup.db, low.projectId)).toMatchObject({ followedUpAt: now(), followUpOpen: false });
    expect((await auditOf(setup.db, low.projectId, "network.low-rating-followed-up"))[0]).toMatchObject({ actorType: "network", actorId: 1 });
    // The customer's copy of their data says when they were called back.
    const exported = await (await setup.app.request(`/api/projectstatus/${sent.token}/export.json`)).json();
    expect(exported.rating).toMatchObject({ score: 1, followedUpAt: now().toISOString() });
    expect(await (await setup.app.request(`/api/projectstatus/${sent.token}/export.html`)).text()).toContain("Notre équipe vous a rappelé le");
    await expectRefusal(markLowRatingFollowedUp(setup.deps(), { projectId: low.projectId, userId: 1 }), "lowRatingNotOpen");
    // A good score is never one to call back.
    const happy = await completed("fr", "Content");
    await rate(happy.token, { rating: 5 });
    await expectRefusal(markLowRatingFollowedUp(setup.deps(), { projectId: happy.projectId, userId: 1 }), "lowRatingNotOpen");
  });
});
