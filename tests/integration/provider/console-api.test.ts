import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { Elysia } from "elysia";
import { homeProjectFiles } from "@/server/db/schema";
import { ProjectStatus } from "@/server/domain/project-status/statuses";
import { silentLogger } from "@/server/logger";
import { fileLinks } from "@/server/rest/file-links";
import { projectStatusApi } from "@/server/rest/project-status-api";
import type { Browser } from "../../support/browser";
import { signIn } from "../../support/browser";
import { createTestDatabase, type TestDatabase, testDriver } from "../../support/database";
import { accessTokenFor } from "../../support/identities";
import { postalAreaId, seedForApi, validPayload } from "../../support/fixtures";
import { startTestServer } from "../../support/server";
import { invoiceForm, minimalPdf, onePixelPng } from "../../support/sample-files";
import { auditOf, projectRow, rejectsOf, sendRequest } from "./support";
import { trpcData, trpcError, trpcMutationInit, trpcQueryPath } from "../../support/trpc";
import { maxFileBytes } from "@/shared/uploads";

describe(`provider console over tRPC and the bearer api/ on ${testDriver}`, () => {
  let database: TestDatabase;
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let pro1: Browser;
  let pro2: Browser;
  let brussels: number;

  beforeAll(async () => {
    database = await createTestDatabase();
    await seedForApi(database.db);
    brussels = await postalAreaId(database.db, "1000", "Bruxelles");
    server = await startTestServer(database);
    pro1 = (await signIn(server.origin, "pro1@example.com")).browser;
    pro2 = (await signIn(server.origin, "pro2@example.com")).browser;
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
    await database?.dispose();
  });

  const query = async (browser: Browser, path: string, input?: unknown, lang = "fr") => {
    const response = await browser.fetch(trpcQueryPath(path, input), { headers: { "x-language": lang } });
    expect(response.status).toBe(200);
    return trpcData(response);
  };
  const mutate = async (browser: Browser, path: string, input: unknown, lang = "fr") => {
    const response = await browser.fetch(`/trpc/${path}`, trpcMutationInit(input, { "x-language": lang }));
    expect(response.status).toBe(200);
    return trpcData(response);
  };
  const create = async () => (await sendRequest({ db: database.db, clock: server.clock }, brussels)).projectId;

  test("a request sent through api/homeproject/addproject appears in provider 1's list and details, not in provider 2's", async () => {
    const response = await fetch(`${server.origin}/api/homeproject/addproject`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: server.origin },
      body: JSON.stringify(validPayload({ PostalAreaId: brussels })),
    });
    const projectId = (await response.json()).data as number;
    expect(projectId).toBeGreaterThan(0);

    const list = await query(pro1, "provider.projects.list", { page: 1 });
    expect(list.items[0]).toMatchObject({ id: projectId, customerFirstName: "Amélie", postCode: "1000", statusId: 1, statusName: "Nouveau" });
    expect(list.pageSize).toBe(20);
    const other = await query(pro2, "provider.projects.list", { page: 1, statusId: 1 });
    expect(other.items.some((i: { id: number }) => i.id === projectId)).toBe(false);

    const { project: details, left } = await query(pro1, "provider.projects.get", { id: projectId }, "nl");
    expect(left).toBeNull();
    expect(details).toMatchObject({
      id: projectId,
      customerEmail: "amelie.dubois@example.be",
      status: { id: 1, name: "Nieuw" },
      actions: { canAccept: true, canReject: true, canUploadInvoice: false },
    });
    expect(details.questions.length).toBe(3);
    // The list carries the same answer deadline as the project page (docs/product/deadlines.md).
    expect(details.answerBefore).toBeInstanceOf(Date);
    expect(list.items[0].answerBefore).toEqual(details.answerBefore);
    // Another provider's project reads exactly like a missing one.
    expect(await query(pro2, "provider.projects.get", { id: projectId })).toEqual({ project: null, left: null });
    expect(await query(pro2, "provider.projects.get", { id: 999_999 })).toEqual({ project: null, left: null });
  });

  test("the status filter offers only the statuses a provider ever sees, in the caller's language", async () => {
    const statuses = await query(pro1, "provider.projects.statuses", undefined, "nl");
    expect(statuses.map((s: { id: number }) => s.id)).toEqual([
      ProjectStatus.New,
      ProjectStatus.Accepted,
      ProjectStatus.Cancelled,
      ProjectStatus.Completed,
      ProjectStatus.NoAgreement,
    ]);
    expect(statuses[0].name).toBe("Nieuw");
  });

  test("accept over tRPC, in the caller's language; refusals are replies with isError", async () => {
    const projectId = await create();
    expect(await mutate(pro2, "provider.actions.accept", { id: projectId })).toEqual({ isError: true, userMessage: "Ce projet est introuvable.", data: null });
    const accepted = await mutate(pro1, "provider.actions.accept", { id: projectId }, "nl");
    expect(accepted).toMatchObject({ isError: false, userMessage: "Project aanvaard. Neem zo snel mogelijk contact op met de klant." });
    const twice = await mutate(pro1, "provider.actions.accept", { id: projectId });
    expect(twice).toMatchObject({ isError: true, userMessage: "Le projet n'a pas pu être accepté\u00a0: il n'attend plus votre réponse." });
    const noText = await mutate(pro1, "provider.actions.noAgreement", { id: projectId, reasonId: 2, text: "" });
    expect(noText.userMessage).toBe("Veuillez expliquer pourquoi aucun accord n'a été trouvé.");
    const noReason = await mutate(pro1, "provider.actions.noAgreement", { id: projectId, reasonId: null, text: "Délais" });
    expect(noReason.userMessage).toBe("Veuillez choisir la raison de l'absence d'accord.");
    expect((await mutate(pro1, "provider.actions.noAgreement", { id: projectId, reasonId: 2, text: "Délais" })).isError).toBe(false);
    expect((await projectRow(database.db, projectId)).statusId).toBe(ProjectStatus.NoAgreement);
  });

  test("reject over tRPC hands the project to provider 2; to provider 1 it is then one it refused, not a missing one", async () => {
    const projectId = await create();
    // The console always says why: without a reason, or with one not on the list, nothing happens.
    for (const input of [{ id: projectId }, { id: projectId, reason: "too-expensive" }]) {
      const refused = await pro1.fetch("/trpc/provider.actions.reject", trpcMutationInit(input, { "x-language": "fr" }));
      expect({ status: refused.status, code: (await trpcError(refused)).data.code }).toEqual({ status: 400, code: "BAD_REQUEST" });
      expect(await projectRow(database.db, projectId)).toMatchObject({ statusId: 1, providerId: 1 });
    }
    expect((await mutate(pro1, "provider.actions.reject", { id: projectId, reason: "too-far" })).isError).toBe(false);
    expect(await projectRow(database.db, projectId)).toMatchObject({ statusId: 1, providerId: 2 });
    expect((await rejectsOf(database.db, projectId)).map((r) => [r.providerId, r.reason])).toEqual([[1, "too-far"]]);
    expect((await query(pro2, "provider.projects.get", { id: projectId })).project.id).toBe(projectId);
    expect(await query(pro1, "provider.projects.get", { id: projectId })).toEqual({ project: null, left: "refused" });
  });

  test("a HEAD from a sibling site to a state-changing GET is refused like the GET: the project is not accepted", async () => {
    const projectId = await create();
    // Bun's server runs the GET route for a HEAD: before, this accepted the project and mailed the customer.
    const fromSibling: Record<string, string>[] = [{ "sec-fetch-site": "same-site" }, { "sec-fetch-site": "same-site", origin: "https://other.example.be" }];
    for (const method of ["HEAD", "GET"]) {
      for (const headers of fromSibling) {
        const response = await fetch(`${server.origin}/api/homeproject/accept?id=${projectId}`, {
          method,
          headers: { ...headers, cookie: pro1.cookieHeader() },
        });
        expect({ method, headers, status: response.status }).toEqual({ method, headers, status: 403 });
      }
    }
    expect((await projectRow(database.db, projectId)).statusId).toBe(ProjectStatus.New);
    expect(await auditOf(database.db, projectId, "provider.accepted")).toEqual([]);
  });

  test("console replies carry personal data: none may be stored by a browser or a proxy", async () => {
    const projectId = await create();
    const replies = [
      await pro1.fetch(trpcQueryPath("provider.projects.get", { id: projectId })),
      await pro1.fetch(trpcQueryPath("provider.projects.get", { id: 999_999 })),
      await pro1.fetch(`/api/homeproject/get?id=${projectId}`),
      await pro1.fetch(`/api/homeproject/getbyproviderid?providerid=1`),
      await pro1.fetch(`/api/homeproject/get?id=999999`),
    ];
    for (const reply of replies) {
      expect({ url: reply.url, status: reply.status, cacheControl: reply.headers.get("cache-control") }).toEqual({
        url: reply.url,
        status: 200,
        cacheControl: "no-store",
      });
    }
    const [, , restDetails] = replies;
    expect((await restDetails?.json())?.data.id).toBe(projectId);
  });

  test("a provider reads whether its customer withdrew or erased, never the customer's marketing choice", async () => {
    const projectId = (await sendRequest({ db: database.db, clock: server.clock }, brussels, { CustomerPrivacyMarketing: true })).projectId;
    expect(await query(pro1, "provider.customerControls.summary", { projectId })).toEqual({ withdrawnByCustomer: false, personalDataErasedAt: null });
    expect(await query(pro2, "provider.customerControls.summary", { projectId })).toBeNull();
  });

  test("invoice upload (multipart, session cookie), then a short-lived link that serves it", async () => {
    const projectId = await create();
    await mutate(pro1, "provider.actions.accept", { id: projectId });
    const upload = (browser: Browser, bytes: Uint8Array, name = "facture.pdf") => {
      const form = new FormData();
      form.set("homeProjectId", String(projectId));
      form.set("fileContent", new File([bytes as Uint8Array<ArrayBuffer>], name));
      return browser.fetch("/api/homeproject/uploadinvoice", { method: "POST", body: form });
    };
    const png = await upload(pro1, onePixelPng, "facture.pdf");
    expect(await png.json()).toMatchObject({ isError: true, userMessage: "La facture doit être un fichier PDF." });
    expect(await (await upload(pro2, minimalPdf())).json()).toMatchObject({ isError: true, userMessage: "Ce projet est introuvable." });
    // Accents in the name: the link escapes them once and the route decodes them once.
    // The api/ call may leave the amount out (the old contract); one given is checked, in the caller's language.
    const wrongAmount = new FormData();
    wrongAmount.set("homeProjectId", String(projectId));
    wrongAmount.set("fileContent", new File([minimalPdf() as Uint8Array<ArrayBuffer>], "facture.pdf"));
    wrongAmount.set("invoiceAmount", "1.250");
    expect(await (await pro1.fetch("/api/homeproject/uploadinvoice?lang=nl", { method: "POST", body: wrongAmount })).json()).toMatchObject({
      isError: true,
      userMessage: expect.stringMatching(/^Vul het bedrag van de factuur in, btw inbegrepen/),
    });
    const ok = await (await upload(pro1, minimalPdf(), "facture été.pdf")).json();
    expect(ok).toMatchObject({ isError: false, userMessage: "La facture a bien été ajoutée. Le projet est clôturé." });
    expect((await projectRow(database.db, projectId)).invoiceAmountCents).toBeNull();
    expect(await (await upload(pro1, minimalPdf())).json()).toMatchObject({ isError: true, userMessage: "Une facture a déjà été ajoutée à ce projet." });
    const { project: details } = await query(pro1, "provider.projects.get", { id: projectId });
    expect(details).toMatchObject({ status: { id: 5 }, providerInvoiceFileName: ok.data.fileName, actions: { canUploadInvoice: false } });

    const link = await mutate(pro1, "provider.files.link", { name: ok.data.fileName });
    expect(link.data).toMatch(/^\/files\/.+\?exp=\d+&sig=/);
    expect((await mutate(pro2, "provider.files.link", { name: ok.data.fileName })).isError).toBe(true);
    const rest = await (await pro1.fetch(`/api/homeproject/getinvoice?name=${encodeURIComponent(ok.data.fileName)}`)).json();
    expect(rest.data).toMatch(/^\/files\//);

    // The link route (mounted by the lead in app.ts) serves the bytes without a session.
    const files = new Elysia().use(fileLinks({ env: server.env, clock: server.clock, storage: server.storage }));
    const served = await files.handle(new Request(`http://localhost${link.data}`));
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("application/pdf");
    expect(served.headers.get("content-disposition")).toContain(`filename*=UTF-8''${encodeURIComponent("facture été.pdf")}`);
    expect(Buffer.from(await served.arrayBuffer()).equals(Buffer.from(minimalPdf()))).toBe(true);
    // The signature's first character changed to another one (setting it to "A" changed nothing in 1 run of 64).
    const forgedLink = link.data.replace(/sig=(.)/, (_match: string, first: string) => `sig=${first === "A" ? "B" : "A"}`);
    expect(forgedLink).not.toBe(link.data);
    const forged = await files.handle(new Request(`http://localhost${forgedLink}`));
    expect(forged.status).toBe(404);
    // A malformed escape is a link to nothing, in words, not a failure.
    for (const path of ["/files/%25", "/files/%E0%A4%A", "/files/%25ZZ"]) {
      const broken = await files.handle(new Request(`http://localhost${path}?lang=nl`));
      expect(broken.status).toBe(404);
      expect(await broken.text()).toBe("Dit bestand bestaat niet meer of de link is onvolledig. Open het opnieuw vanaf de pagina waar u het vond.");
    }
    server.clock.advance(6 * 60_000);
    expect((await files.handle(new Request(`http://localhost${link.data}`))).status).toBe(410);
  });

  test("the console's invoice goes through provider.actions.uploadInvoice with the checks of the api/ call, and is audited", async () => {
    const projectId = await create();
    await mutate(pro1, "provider.actions.accept", { id: projectId });
    const send = (browser: Browser, init: RequestInit, lang = "fr") =>
      browser.fetch("/trpc/provider.actions.uploadInvoice", { ...init, headers: { ...(init.headers as Record<string, string>), "x-language": lang } });
    const upload = async (browser: Browser, form: FormData, lang = "fr") => {
      const response = await send(browser, trpcMutationInit(form), lang);
      expect(response.status).toBe(200);
      return trpcData(response);
    };
    // Refused before the form is read: more than the upload limit, or no form at all.
    const tooLarge = await send(pro1, trpcMutationInit(invoiceForm(projectId, new Uint8Array(maxFileBytes + 100 * 1024))));
    expect({ status: tooLarge.status, message: (await trpcError(tooLarge)).message }).toEqual({
      status: 400,
      message: "Un fichier dépasse la taille maximale de 10\u00a0Mo.",
    });
    const json = await send(pro1, trpcMutationInit({ homeProjectId: projectId }), "nl");
    expect(json.status).toBe(400);
    expect((await trpcError(json)).message).toBe("Er werd geen factuur ontvangen. Voeg een PDF-bestand toe.");
    // The form's refusals: the same replies (isError and a message) as api/homeproject/uploadinvoice.
    expect(await upload(pro1, invoiceForm(projectId, onePixelPng))).toMatchObject({ isError: true, userMessage: "La facture doit être un fichier PDF." });
    const twoFiles = invoiceForm(projectId);
    twoFiles.append("fileContent", new File([minimalPdf() as Uint8Array<ArrayBuffer>], "b.pdf"));
    expect(await upload(pro1, twoFiles)).toMatchObject({ isError: true, userMessage: "Une seule facture à la fois\u00a0: joignez un seul fichier PDF." });
    expect(await upload(pro2, invoiceForm(projectId))).toMatchObject({ isError: true, userMessage: "Ce projet est introuvable." });
    // The console always gives the amount (docs/product/consoles.md, "The invoice amount"): none, or one that is no amount, is refused.
    const amountRefused = { isError: true, userMessage: expect.stringMatching(/^Indiquez le montant de la facture, TVA comprise/) };
    for (const amount of [null, "", "0", "1.250,00", "12,345", "-5", "1000000,01", "1e3"])
      expect(await upload(pro1, invoiceForm(projectId, minimalPdf(), "facture.pdf", amount))).toMatchObject(amountRefused);
    expect((await auditOf(database.db, projectId, "provider.invoice-uploaded")).length).toBe(0);
    expect(await projectRow(database.db, projectId)).toMatchObject({ statusId: 2, providerInvoiceFileName: null, invoiceAmountCents: null });
    const ok = await upload(pro1, invoiceForm(projectId, minimalPdf(), "facture.pdf", "1 250,5 €"));
    expect(ok).toMatchObject({
      isError: false,
      userMessage: "La facture a bien été ajoutée. Le projet est clôturé.",
      data: { fileName: expect.stringMatching(/-facture\.pdf$/) },
    });
    expect(await upload(pro1, invoiceForm(projectId))).toMatchObject({ isError: true, userMessage: "Une facture a déjà été ajoutée à ce projet." });
    expect(await projectRow(database.db, projectId)).toMatchObject({ statusId: 5, providerInvoiceFileName: ok.data.fileName, invoiceAmountCents: 125_050 });
    const audits = await auditOf(database.db, projectId, "provider.invoice-uploaded");
    expect(audits).toHaveLength(1);
    expect(audits[0]?.details).toMatchObject({ fileName: ok.data.fileName, amountCents: 125_050 });
    expect((await query(pro1, "provider.projects.get", { id: projectId })).project.invoiceAmountCents).toBe(125_050);
    // Dates cross tRPC as Date (superjson), not as strings.
    expect((await query(pro1, "provider.projects.get", { id: projectId })).project.createdAt).toBeInstanceOf(Date);
  });

  test("customer files: a link for the project's own files only", async () => {
    const projectId = await create();
    const name = "123e4567-e89b-12d3-a456-4266141740aa-photo.png";
    await server.storage.put(name, onePixelPng, "image/png");
    await database.db.insert(homeProjectFiles).values({ projectId, fileName: name, contentType: "image/png", sizeBytes: onePixelPng.byteLength });
    const { project: details } = await query(pro1, "provider.projects.get", { id: projectId });
    expect(details.files).toEqual([{ id: expect.any(Number), fileName: name, contentType: "image/png", sizeBytes: onePixelPng.byteLength }]);
    expect((await mutate(pro1, "provider.files.link", { name })).isError).toBe(false);
    expect(await (await pro2.fetch(`/api/homeproject/getfile?name=${name}`)).json()).toMatchObject({
      isError: true,
      userMessage: "Ce fichier n'existe plus ou le lien est incomplet. Rouvrez-le depuis la page d'où vous l'avez ouvert.",
    });
  });

  test("bearer api/ calls with an issuer access token: list, get, reject, reasons", async () => {
    const projectId = await create();
    const token = await accessTokenFor(server.origin, "pro1@example.com", server.auth.devIssuer!);
    const call = async (path: string) => (await fetch(`${server.origin}${path}`, { headers: { authorization: `Bearer ${token}`, "x-language": "nl" } })).json();
    expect((await call("/api/noagreementreason")).data[0]).toEqual({ id: 1, reason: "De voorgestelde prijs was niet aanvaardbaar voor de klant" });
    expect((await call("/api/homeproject/getbyproviderid?providerid=1")).data.items.some((i: { id: number }) => i.id === projectId)).toBe(true);
    expect((await call("/api/homeproject/getbyproviderid?providerid=2")).data.items).toEqual([]);
    expect((await call(`/api/homeproject/get?id=${projectId}`)).data.id).toBe(projectId);
    // The old contract's reason is optional; one that is not on the list is refused in the caller's language.
    expect(await call(`/api/homeproject/reject?id=${projectId}&reason=te-duur`)).toEqual({
      isError: true,
      userMessage: "Deze reden van weigering bestaat niet: kies een reden uit de lijst.",
      data: null,
    });
    expect((await projectRow(database.db, projectId)).providerId).toBe(1);
    expect(await call(`/api/homeproject/reject?id=${projectId}`)).toMatchObject({
      isError: false,
      userMessage: "Project geweigerd. Het werd uit uw lijst verwijderd.",
    });
    expect(await call(`/api/homeproject/get?id=${projectId}`)).toMatchObject({ isError: true, userMessage: "Dit project werd niet gevonden.", data: null });
    expect((await rejectsOf(database.db, projectId)).map((r) => [r.providerId, r.reason])).toEqual([[1, null]]);
    // Provider 2 gives its reason through the old contract too.
    const token2 = await accessTokenFor(server.origin, "pro2@example.com", server.auth.devIssuer!);
    const rejected = await fetch(`${server.origin}/api/homeproject/reject?id=${projectId}&reason=fully-booked`, {
      headers: { authorization: `Bearer ${token2}` },
    });
    expect((await rejected.json()).isError).toBe(false);
    expect((await rejectsOf(database.db, projectId)).map((r) => [r.providerId, r.reason])).toEqual([
      [1, null],
      [2, "fully-booked"],
    ]);
    expect(await call(`/api/homeproject/accept?id=${projectId}`)).toMatchObject({ isError: true });
    expect((await fetch(`${server.origin}/api/homeproject/accept?id=${projectId}`)).status).toBe(401);
  });

  test("the customer's status page api: the stage, and the provider once it accepted", async () => {
    const created = await sendRequest({ db: database.db, clock: server.clock }, brussels, { CustomerLanguage: "nl" });
    const api = new Elysia().use(projectStatusApi({ db: database.db, clock: server.clock, logger: silentLogger, deadlineMs: 8000 }));
    const status = async (token: string) => api.handle(new Request(`http://localhost/api/projectstatus/${token}`));
    let body = await (await status(created.statusToken ?? "")).json();
    expect(body.data).toMatchObject({
      projectId: created.projectId,
      language: "nl",
      stage: "providerFound",
      provider: null,
      municipality: { fr: "1000 Bruxelles", nl: "1000 Brussel" },
    });
    await mutate(pro1, "provider.actions.accept", { id: created.projectId });
    body = await (await status(created.statusToken ?? "")).json();
    expect(body.data).toMatchObject({ stage: "accepted", provider: { contactEmail: "contact@provider1.example.com" } });
    const unknown = await status("A".repeat(43));
    expect(unknown.status).toBe(404);
    expect((await unknown.json()).isError).toBe(true);
  });
});
