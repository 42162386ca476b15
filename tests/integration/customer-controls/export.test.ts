import { describe, expect, setDefaultTimeout, test } from "bun:test";
import { addFilesToProject } from "@/server/domain/files/service";
import { eq } from "drizzle-orm";
import { homeProjects, mailQueue } from "@/server/db/schema";
import { escapeHtml } from "@/server/html-escape";
import { acceptProject, recordCustomerCalled, recordNoAgreement, rejectProject, uploadInvoice } from "@/server/domain/project-status/provider-actions";
import { exportNetworkProjects } from "@/server/domain/projects/network-projects";
import { testDriver } from "../../support/database";
import { minimalPdf, onePixelPng } from "../../support/sample-files";
import { auditOf, customerControlsSetup, post, sendRequest } from "./support";

// A shared, busy machine: SMTP round trips may take seconds.
setDefaultTimeout(60_000);

describe(`download my data on ${testDriver}`, () => {
  const setup = customerControlsSetup();

  test("JSON with the documented keys, the files downloadable, the HTML page in the customer's language; audited", async () => {
    const sent = await sendRequest(setup.db, setup.app.clock, {
      PostalAreaId: setup.brussels,
      CustomerLanguage: "nl",
      CustomerName: "Griet",
      CustomerLastName: "De Smet",
      CustomerDescription: "Lek in de badkamer <script>alert(1)</script>",
      CustomerEmail: "griet.desmet@example.be",
      CustomerPrivacyMarketing: true,
    });
    await addFilesToProject({ db: setup.db, clock: setup.app.clock, storage: setup.app.storage }, sent.projectId, sent.uploadToken, [
      { name: "lek-badkamer.png", bytes: onePixelPng },
    ]);
    await acceptProject(setup.deps(), 1, sent.projectId);

    const reply = await setup.app.request(`/api/projectstatus/${sent.token}/export.json`);
    expect(reply.status).toBe(200);
    // A Dutch request's file has a Dutch name; the page it is downloaded from may choose French.
    expect(reply.headers.get("content-disposition")).toBe(`attachment; filename="aanvraag-${sent.projectId}.json"`);
    const fromFrenchPage = await setup.app.request(`/api/projectstatus/${sent.token}/export.json?lang=fr`);
    expect(fromFrenchPage.headers.get("content-disposition")).toBe(`attachment; filename="demande-${sent.projectId}.json"`);
    expect(reply.headers.get("cache-control")).toBe("no-store");
    const data = await reply.json();
    expect(Object.keys(data).sort()).toEqual([
      "additions",
      "answers",
      "complaints",
      "consents",
      "contact",
      "exportedAt",
      "files",
      "format",
      "invoice",
      "mails",
      "networkNotes",
      "noAgreement",
      "noContactReportedAt",
      "provider",
      "providerCalledAt",
      "rating",
      "request",
      "statusHistory",
      "visitAt",
      "visitChangeAskedAt",
    ]);
    expect(data).toMatchObject({ invoice: null, noAgreement: null, noContactReportedAt: null, providerCalledAt: null, rating: null });
    expect(data.networkNotes).toEqual([]);
    expect(data.format).toBe("home-services/customer-export/11");
    expect(data.request).toMatchObject({
      id: sent.projectId,
      language: "nl",
      postalArea: { postCode: "1000" },
      status: { id: 2, code: "accepted" },
      stage: { code: "accepted", name: "Afspraak en offerte" },
      cancelReason: null,
    });
    expect(data.request.service.name).toBe("Centrale-verwarmingsketel");
    expect(data.contact).toEqual({
      firstName: "Griet",
      lastName: "De Smet",
      mobile: "+32 470 12 34 56",
      email: "griet.desmet@example.be",
      streetAndNumber: "Rue Haute 12",
      box: "3",
      preferredCallTimes: [],
    });
    expect(data.answers).toHaveLength(3);
    expect(data.consents.privacy.textVersion).toEqual(expect.any(String));
    expect(data.consents.marketing).toMatchObject({ given: true, textVersion: expect.any(String) });
    expect(data.statusHistory.map((h: { action: string; by: string }) => `${h.action}/${h.by}`)).toEqual([
      "project.created/customer",
      "provider.accepted/provider",
    ]);
    expect(data.provider).toMatchObject({ name: expect.any(String), email: expect.stringContaining("@") });
    // The mails to the customer, in their language; the provider's (bilingual) assignment mail is not theirs.
    expect(data.mails.map((m: { kind: string; to: string }) => `${m.kind} → ${m.to}`)).toEqual([
      "customer-confirmation → griet.desmet@example.be",
      "customer-provider-accepted → griet.desmet@example.be",
    ]);
    expect(data.mails[0]).toMatchObject({ queuedAt: expect.any(String), sentAt: null, subject: expect.stringContaining(String(sent.projectId)) });
    expect(data.files).toHaveLength(1);
    expect(data.files[0]).toMatchObject({ name: "lek-badkamer.png", contentType: "image/png" });
    const file = await setup.app.request(new URL(data.files[0].downloadUrl).pathname + new URL(data.files[0].downloadUrl).search);
    expect(file.status).toBe(200);
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(onePixelPng);

    const html = await setup.app.request(`/api/projectstatus/${sent.token}/export.html`);
    expect(html.headers.get("content-type")).toBe("text/html; charset=utf-8");
    const page = await html.text();
    expect(page).toContain('<html lang="nl-BE">');
    // Whose data it is: the brand heads the page.
    expect(page).toContain('<p class="brand">Diensten aan huis</p>');
    expect(page).toMatch(/<tr><th scope="row">Taal<\/th><td>Nederlands<\/td><\/tr>/);
    expect(page).toContain(`Uw gegevens – aanvraag nr. ${sent.projectId}`);
    expect(page).toContain("badkamer &lt;script&gt;alert(1)&lt;/script&gt;");
    // One script, ours, which shows the Print button; the description's is text.
    expect(page.match(/<script/g)).toEqual(["<script"]);
    expect(page).toContain('<script src="/print-button.js" defer></script>');
    expect(page).toContain('<button type="button" data-print hidden>Afdrukken</button>');
    expect(page).toMatch(new RegExp(`<th scope="row">Aanvraagnummer</th><td>${sent.projectId}</td>`));
    // The current status in the status page's words, not the network's ("Aanvaard").
    expect(page).toContain('<th scope="row">Huidige status</th><td>Afspraak en offerte</td>');
    expect(page).toContain("Commerciële aanbiedingen");
    expect(page).toContain("lek-badkamer.png");
    expect(page).toContain("<h2>E-mails die we u stuurden</h2>");
    expect(page).toContain(`${escapeHtml(data.mails[1].subject)}\naan griet.desmet@example.be – nog niet verstuurd`);

    const audit = await auditOf(setup.db, sent.projectId, "customer.export");
    // Two JSON downloads (Dutch and French page) and the printable page: each is audited.
    expect(audit).toHaveLength(3);
    expect(audit[0]).toMatchObject({ actorType: "customer", actorId: null });
  });

  test("what the provider recorded and what the customer said after the job: no agreement, the invoice, the rating, in the JSON and the page", async () => {
    const parted = await sendRequest(setup.db, setup.app.clock, { PostalAreaId: setup.brussels, CustomerLanguage: "fr" });
    await acceptProject(setup.deps(), 1, parted.projectId);
    setup.app.clock.advance(90 * 60_000);
    await recordCustomerCalled(setup.deps(), 1, parted.projectId);
    const calledAt = setup.app.clock.now().toISOString();
    await recordNoAgreement(setup.deps(), 1, { projectId: parted.projectId, reasonId: 1, text: "Le client souhaite attendre le printemps." });
    const noAgreement = await (await setup.app.request(`/api/projectstatus/${parted.token}/export.json`)).json();
    expect(noAgreement.noAgreement).toEqual({ reason: expect.any(String), text: "Le client souhaite attendre le printemps." });
    expect(noAgreement.noAgreement.reason.length).toBeGreaterThan(3);
    expect(noAgreement.providerCalledAt).toBe(calledAt);

    const done = await sendRequest(setup.db, setup.app.clock, { PostalAreaId: setup.brussels, CustomerLanguage: "fr" });
    await acceptProject(setup.deps(), 1, done.projectId);
    await uploadInvoice(setup.deps(), 1, done.projectId, { name: "facture-juin.pdf", bytes: minimalPdf() }, 89_950);
    const [ratingMail] = (await setup.db.select().from(mailQueue).where(eq(mailQueue.template, "customer-rating-request"))).filter(
      (m) => m.projectId === done.projectId,
    );
    const ratingToken = /\/rating\/([A-Za-z0-9_-]{43})/.exec(ratingMail?.textBody ?? "")?.[1];
    const rated = await setup.app.request(`/api/rating/${ratingToken}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ rating: 4, comment: "Travail soigné, un peu en retard." }),
    });
    expect((await rated.json()).isError).toBe(false);
    const data = await (await setup.app.request(`/api/projectstatus/${done.token}/export.json`)).json();
    expect(data.rating).toEqual({
      askedAt: expect.any(String),
      ratedAt: expect.any(String),
      score: 4,
      comment: "Travail soigné, un peu en retard.",
      followedUpAt: null,
    });
    expect(data.invoice).toEqual({ name: "facture-juin.pdf", downloadUrl: expect.stringContaining("/files/"), amountCents: 89_950 });
    // The printable page writes the amount as a Belgian reads it.
    const printable = await (await setup.app.request(`/api/projectstatus/${done.token}/export.html`)).text();
    expect(printable).toMatch(/facture-juin\.pdf<\/a> · Montant\s:\s899,50\s€ TVA comprise/);
    const invoice = await setup.app.request(new URL(data.invoice.downloadUrl).pathname + new URL(data.invoice.downloadUrl).search);
    expect(invoice.headers.get("content-type")).toBe("application/pdf");

    // The status page names the invoice and opens it through a short-lived signed link (docs/product/customer-controls.md, "The provider's invoice").
    expect((await (await setup.app.request(`/api/projectstatus/${done.token}`)).json()).data.invoice).toEqual({
      name: "facture-juin.pdf",
      amountCents: 89_950,
    });
    // The network's project export gives the amount with the rest of the list (docs/product/consoles.md, "Exporting the project list").
    const listed = await exportNetworkProjects(
      setup.db,
      { search: String(done.projectId), waitingTooLong: false, withoutProvider: false },
      setup.app.clock.now(),
      "fr",
    );
    expect(listed.rows.find((row) => row.id === done.projectId)).toMatchObject({ hasInvoice: true, invoiceAmountCents: 89_950 });
    const opened = await setup.app.request(`/api/projectstatus/${done.token}/invoice`, { headers: { "sec-fetch-site": "same-origin" } });
    expect(opened.status).toBe(302);
    expect(opened.headers.get("cache-control")).toBe("no-store");
    const signed = new URL(opened.headers.get("location") ?? "");
    expect(signed.pathname).toStartWith("/files/");
    const pdf = await setup.app.request(signed.pathname + signed.search);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    expect(new TextDecoder().decode((await pdf.arrayBuffer()).slice(0, 5))).toBe("%PDF-");
    // Not from another site; none before the job is completed.
    expect((await setup.app.request(`/api/projectstatus/${done.token}/invoice`, { headers: { "sec-fetch-site": "cross-site" } })).status).toBe(403);
    const none = await setup.app.request(`/api/projectstatus/${parted.token}/invoice?lang=nl`);
    expect(none.status).toBe(404);
    expect((await none.json()).userMessage).toBe("Deze aanvraag heeft geen factuur.");
    expect((await (await setup.app.request(`/api/projectstatus/${parted.token}`)).json()).data.invoice).toBeNull();

    const page = await (await setup.app.request(`/api/projectstatus/${done.token}/export.html`)).text();
    expect(page).toContain("<h2>Votre avis</h2>");
    expect(page).toContain("<td>4 sur 5</td>");
    expect(page).toContain("Travail soigné, un peu en retard.");
    expect(page).toContain("<h2>Facture du professionnel</h2>");
    expect(page).toContain(">facture-juin.pdf</a>");
    const partedPage = await (await setup.app.request(`/api/projectstatus/${parted.token}/export.html`)).text();
    expect(partedPage).toContain("<h2>Pas d&#39;accord avec le professionnel</h2>");
    expect(partedPage).toContain("Le client souhaite attendre le printemps.");
    expect(partedPage).toMatch(/<th scope="row">Appel noté par le professionnel le<\/th><td>\d+(er)? \S+ 20\d\d/);
    expect(page).not.toContain("Appel noté");
  });

  test("rejected (status 3): the page names the stage as the status page does, not 'Refusé'; the JSON keeps the status code", async () => {
    const sent = await sendRequest(setup.db, setup.app.clock, { PostalAreaId: setup.brussels, CustomerLanguage: "fr" });
    const providerOf = async () =>
      (await setup.db.select({ id: homeProjects.providerId }).from(homeProjects).where(eq(homeProjects.id, sent.projectId)))[0]?.id ?? null;
    for (let providerId = await providerOf(); providerId !== null; providerId = await providerOf()) {
      await rejectProject(setup.deps(), providerId, sent.projectId);
    }
    const data = await (await setup.app.request(`/api/projectstatus/${sent.token}/export.json`)).json();
    expect(data.request).toMatchObject({ status: { id: 3, name: "Refusé" }, stage: { code: "sent", name: "Recherche d'un professionnel" } });
    const page = await (await setup.app.request(`/api/projectstatus/${sent.token}/export.html`)).text();
    expect(page).toContain(`<th scope="row">Statut actuel</th><td>Recherche d&#39;un professionnel</td>`);
  });

  test("refused from another site, unknown after erasure", async () => {
    const sent = await sendRequest(setup.db, setup.app.clock, { PostalAreaId: setup.brussels });
    const cross = await setup.app.app.handle(
      new Request(`http://localhost/api/projectstatus/${sent.token}/export.json`, { headers: { "sec-fetch-site": "cross-site" } }),
    );
    expect(cross.status).toBe(403);
    const foreign = await setup.app.app.handle(
      new Request(`http://localhost/api/projectstatus/${sent.token}/export.html`, { headers: { origin: "https://evil.example" } }),
    );
    expect(foreign.status).toBe(403);
    expect((await auditOf(setup.db, sent.projectId, "customer.export")).length).toBe(0);
    await post(setup.app.request, sent.token, "withdraw");
    // The printable page says why the request is cancelled, as the status page does.
    const withdrawn = await (await setup.app.request(`/api/projectstatus/${sent.token}/export.html?lang=fr`)).text();
    expect(withdrawn).toMatch(
      /<th scope="row">(Statut actuel|Huidige status)<\/th><td>(Demande annulée \(vous avez retiré cette demande\)|Aanvraag geannuleerd \(u hebt deze aanvraag ingetrokken\))<\/td>/,
    );
    await post(setup.app.request, sent.token, "erase");
    expect((await setup.app.request(`/api/projectstatus/${sent.token}/export.json`)).status).toBe(404);
  });
});
