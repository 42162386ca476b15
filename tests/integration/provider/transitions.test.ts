import { namesRequest } from "../../support/sample-mails";
import { beforeAll, describe, expect, test } from "bun:test";
import { and, asc, eq } from "drizzle-orm";
import { homeProjectFiles, mailQueue, providers } from "@/server/db/schema";
import { displayFileName } from "@/shared/uploads";
import { checkFileLink, createFileLink } from "@/server/domain/files/file-links";
import { acceptProject, recordNoAgreement, rejectProject, uploadInvoice } from "@/server/domain/project-status/provider-actions";
import { listProjects } from "@/server/domain/project-status/provider-projects";
import { getProjectDetails } from "@/server/domain/projects/project-details";
import { getProviderProject } from "@/server/domain/projects/provider-project";
import { changeProjectProvider, changeProjectService } from "@/server/domain/project-status/network-actions";
import { ProjectStatus } from "@/server/domain/project-status/statuses";
import { findStatusByToken } from "@/server/domain/projects/status-page";
import { stageText } from "@/client/pages/public/project-status/stage-text";
import { i18nObject } from "@/shared/i18n/i18n-util";
import { loadAllLocales } from "@/shared/i18n/i18n-util.sync";
import { testDriver } from "../../support/database";
import { useSeededDatabase } from "../../support/seeded";
import { minimalPdf, onePixelPng } from "../../support/sample-files";
import { auditOf, expectRefusal, notifier, projectRow, providerDeps, rejectsOf, sendRequest } from "./support";

describe(`provider transitions on ${testDriver}`, () => {
  let env: ReturnType<typeof providerDeps>;
  const provider1 = 1;
  const provider2 = 2;
  const key = Buffer.alloc(32, 7);

  const seeded = useSeededDatabase();
  beforeAll(() => {
    env = providerDeps(seeded.database.db);
  });

  const providerName = async (id: number) =>
    (await seeded.database.db.select({ name: providers.name }).from(providers).where(eq(providers.id, id)))[0]?.name ?? "";

  const newProject = async () => {
    const created = await sendRequest(env.deps, seeded.places.brussels);
    const row = await projectRow(seeded.database.db, created.projectId);
    expect(row).toMatchObject({ statusId: ProjectStatus.New, providerId: provider1 });
    return created;
  };

  test("accept: status 1 of this provider → 2, audited, the customer hears who accepted", async () => {
    const { projectId } = await newProject();
    env.clock.advance(60_000);
    await acceptProject(env.deps, provider1, projectId);
    const row = await projectRow(seeded.database.db, projectId);
    expect(row).toMatchObject({ statusId: ProjectStatus.Accepted, providerId: provider1 });
    const [event] = await auditOf(seeded.database.db, projectId, "provider.accepted");
    expect(event).toMatchObject({ actorType: "provider", actorId: provider1, fromStatusId: 1, toStatusId: 2 });
    const mails = await seeded.database.db
      .select()
      .from(mailQueue)
      .where(and(eq(mailQueue.template, "customer-provider-accepted"), eq(mailQueue.recipient, row.customerEmail)));
    expect(mails.some((m) => namesRequest(m.textBody, projectId))).toBe(true);

    // Accept twice: refused with a clear message, nothing changes.
    await expectRefusal(acceptProject(env.deps, provider1, projectId), "acceptNotAllowed");
    // Reject once accepted: refused too.
    await expectRefusal(rejectProject(env.deps, provider1, projectId), "rejectNotAllowed");
    expect((await auditOf(seeded.database.db, projectId, "provider.accepted")).length).toBe(1);
  });

  test("another provider's project is 'not found', exactly like a missing id", async () => {
    const { projectId } = await newProject();
    await expectRefusal(acceptProject(env.deps, provider2, projectId), "projectNotFound");
    await expectRefusal(acceptProject(env.deps, provider2, 999_999), "projectNotFound");
    await expectRefusal(rejectProject(env.deps, provider2, projectId), "projectNotFound");
    await expectRefusal(recordNoAgreement(env.deps, provider2, { projectId, reasonId: 1, text: "x" }), "projectNotFound");
    await expectRefusal(uploadInvoice(env.deps, provider2, projectId, { name: "f.pdf", bytes: minimalPdf() }), "projectNotFound");
    expect(await getProjectDetails(seeded.database.db, { kind: "provider", providerId: provider2 }, projectId, "fr")).toBeUndefined();
    expect(await getProjectDetails(seeded.database.db, { kind: "provider", providerId: provider1 }, projectId, "fr")).toBeDefined();
    expect((await projectRow(seeded.database.db, projectId)).statusId).toBe(ProjectStatus.New);
  });

  test("a project that left this provider (its own reject elsewhere, then the next one's) says so, not 'not found'", async () => {
    const { projectId } = await newProject();
    // Rejected on one screen (or by another instance) while still open on another: the project went to provider 2.
    await rejectProject(env.deps, provider1, projectId);
    await expectRefusal(acceptProject(env.deps, provider1, projectId), "projectNoLongerYours");
    await expectRefusal(rejectProject(env.deps, provider1, projectId), "projectNoLongerYours");
    await expectRefusal(uploadInvoice(env.deps, provider1, projectId, { name: "f.pdf", bytes: minimalPdf() }), "projectNoLongerYours");
    await acceptProject(env.deps, provider2, projectId);
    expect(await projectRow(seeded.database.db, projectId)).toMatchObject({ statusId: ProjectStatus.Accepted, providerId: provider2 });
    // A provider the project was never given to still learns nothing of it.
    await expectRefusal(acceptProject(env.deps, 3, projectId), "projectNotFound");
    // Its page says how it left each: provider 1 refused it; provider 3 never had it.
    expect(await getProviderProject(seeded.database.db, provider1, projectId, "fr")).toEqual({ project: null, left: "refused" });
    expect(await getProviderProject(seeded.database.db, 3, projectId, "fr")).toEqual({ project: null, left: null });

    // The network gives it back to provider 1, then to provider 2 again: to a provider whose last
    // turn ended by the network's hand (provider 2 had accepted it, provider 1 had it again), it "moved".
    const network = { db: seeded.database.db, clock: env.clock, notify: notifier };
    await changeProjectProvider(network, { projectId, providerId: provider1, userId: 1 });
    expect((await getProviderProject(seeded.database.db, provider2, projectId, "fr")).left).toBe("moved");
    expect((await getProviderProject(seeded.database.db, provider1, projectId, "fr")).project?.id).toBe(projectId);
    await changeProjectProvider(network, { projectId, providerId: provider2, userId: 1 });
    expect((await getProviderProject(seeded.database.db, provider1, projectId, "fr")).left).toBe("moved");
  });

  test("reject re-routes to the next provider that has not rejected; the last rejection leaves status 3 without provider", async () => {
    const { projectId } = await newProject();
    env.clock.advance(60_000);
    const first = await rejectProject(env.deps, provider1, projectId, "not-my-trade");
    expect(first).toEqual({ providerId: provider2, statusId: ProjectStatus.New });
    let row = await projectRow(seeded.database.db, projectId);
    expect(row).toMatchObject({ statusId: ProjectStatus.New, providerId: provider2 });
    expect(row.providerAssignedAt?.toISOString()).toBe(env.clock.now().toISOString());
    // The first provider no longer sees it and cannot act on it.
    await expectRefusal(rejectProject(env.deps, provider1, projectId), "projectNoLongerYours");
    await expectRefusal(acceptProject(env.deps, provider1, projectId), "projectNoLongerYours");

    const second = await rejectProject(env.deps, provider2, projectId);
    expect(second).toEqual({ providerId: undefined, statusId: ProjectStatus.Rejected });
    row = await projectRow(seeded.database.db, projectId);
    expect(row).toMatchObject({ statusId: ProjectStatus.Rejected, providerId: null, providerAssignedAt: null });
    const rejects = await rejectsOf(seeded.database.db, projectId);
    // The reason each gave is kept with its refusal (none given: null), and in the audit trail.
    expect(rejects.map((r) => [r.providerId, r.isAutoRejected, r.reason])).toEqual([
      [provider1, false, "not-my-trade"],
      [provider2, false, null],
    ]);
    const events = await auditOf(seeded.database.db, projectId, "provider.rejected");
    expect(events.map((e) => e.details)).toEqual([
      { rejectedBy: provider1, isAutoRejected: false, reason: "not-my-trade", providerId: provider2 },
      { rejectedBy: provider2, isAutoRejected: false, providerId: null },
    ]);
    expect(events.map((e) => [e.actorId, e.fromStatusId, e.toStatusId])).toEqual([
      [provider1, 1, 1],
      [provider2, 1, 3],
    ]);
    // Provider 2 was told by mail, then the network mailbox.
    const mails = await seeded.database.db.select().from(mailQueue);
    expect(
      mails.some((m) => m.template === "provider-assignment" && m.recipient === "contact@provider2.example.com" && namesRequest(m.textBody, projectId)),
    ).toBe(true);
    const alert = mails.find((m) => m.template === "network-alert" && namesRequest(m.textBody, projectId));
    // It says who refused and why, oldest first, in both languages.
    const [name1, name2] = [await providerName(provider1), await providerName(provider2)];
    expect(alert?.textBody).toContain(`Refus : ${name1} (Travail hors de mon métier), ${name2} (Motif non précisé)`.replace(" :", "\u00a0:"));
    expect(alert?.textBody).toContain(`Weigeringen: ${name1} (Werk buiten mijn vak), ${name2} (Reden niet opgegeven)`);
  });

  test("no agreement: status 2 only, text then reason required, → 6 with the provider kept", async () => {
    const { projectId } = await newProject();
    await expectRefusal(recordNoAgreement(env.deps, provider1, { projectId, reasonId: 1, text: "Prix trop élevé" }), "noAgreementNotAllowed");
    await acceptProject(env.deps, provider1, projectId);
    await expectRefusal(recordNoAgreement(env.deps, provider1, { projectId, reasonId: 1, text: "   " }), "noAgreementTextMissing");
    await expectRefusal(recordNoAgreement(env.deps, provider1, { projectId, reasonId: null, text: "Prix trop élevé" }), "noAgreementReasonMissing");
    await expectRefusal(recordNoAgreement(env.deps, provider1, { projectId, reasonId: 99, text: "Prix trop élevé" }), "noAgreementReasonMissing");
    await expectRefusal(recordNoAgreement(env.deps, provider1, { projectId, reasonId: 1, text: "x".repeat(2001) }), "noAgreementTextTooLong");
    expect((await projectRow(seeded.database.db, projectId)).statusId).toBe(ProjectStatus.Accepted);

    await recordNoAgreement(env.deps, provider1, { projectId, reasonId: 1, text: "  Le client trouve le devis trop cher.  " });
    const row = await projectRow(seeded.database.db, projectId);
    expect(row).toMatchObject({
      statusId: ProjectStatus.NoAgreement,
      providerId: provider1,
      noAgreementReasonId: 1,
      noAgreementText: "Le client trouve le devis trop cher.",
    });
    const details = await getProjectDetails(seeded.database.db, { kind: "provider", providerId: provider1 }, projectId, "nl");
    expect(details?.noAgreementReason).toBe("De voorgestelde prijs was niet aanvaardbaar voor de klant");
    expect(details?.status).toMatchObject({ id: 6, name: "Geen akkoord" });
    await expectRefusal(recordNoAgreement(env.deps, provider1, { projectId, reasonId: 2, text: "encore" }), "noAgreementNotAllowed");
    expect((await auditOf(seeded.database.db, projectId, "provider.no-agreement")).length).toBe(1);
  });

  test("no agreement: the network mailbox hears it once, in French and Dutch, with the reason and the link; routing again skips this provider", async () => {
    const { projectId } = await newProject();
    await acceptProject(env.deps, provider1, projectId);
    const networkAlerts = async () =>
      (await seeded.database.db.select().from(mailQueue).where(eq(mailQueue.template, "network-alert")).orderBy(asc(mailQueue.id))).filter((m) =>
        new RegExp(`/network/homeprojectdetails/${projectId}(?!\\d)`).test(m.textBody),
      );
    expect(await networkAlerts()).toEqual([]);

    // Reason 3: "Le client est injoignable" / "De klant is onbereikbaar".
    await recordNoAgreement(env.deps, provider1, { projectId, reasonId: 3, text: "Trois appels sans réponse." });
    const [alert, ...more] = await networkAlerts();
    expect(more).toEqual([]);
    expect(alert).toMatchObject({ recipient: "network@example.com", language: "fr+nl" });
    expect(alert?.subject).toBe(`Projet n°\u00a0${projectId}\u00a0: Pas d'accord avec le client | Project nr. ${projectId}: Geen akkoord met de klant`);
    const link = `http://localhost:3000/network/homeprojectdetails/${projectId}`;
    for (const body of [alert?.textBody ?? "", alert?.htmlBody ?? ""]) {
      expect(body).toContain(link);
      expect(body).toContain("Le client est injoignable");
      expect(body).toContain("De klant is onbereikbaar");
      expect(body).toContain("Attribuez le projet à un autre prestataire ou annulez-le.");
      expect(body).toContain("Wijs het project toe aan een andere vakman of annuleer het.");
      // The provider's own explanation may name the customer: it stays on the project page.
      expect(body).not.toContain("Trois appels");
    }

    // The network changes the service: provider 1 would come first (it does for a fresh project), but it is skipped.
    const network = { db: seeded.database.db, clock: env.clock, notify: notifier };
    expect(await changeProjectService(network, { projectId, serviceId: 4, userId: 1 })).toEqual({ statusId: ProjectStatus.New, providerId: provider2 });
    // And once provider 2 rejects, nobody is left: status 3, not back to provider 1.
    expect(await rejectProject(env.deps, provider2, projectId)).toEqual({ providerId: undefined, statusId: ProjectStatus.Rejected });
    expect((await networkAlerts()).map((m) => m.subject.split(" | ")[0])).toEqual([
      `Projet n°\u00a0${projectId}\u00a0: Pas d'accord avec le client`,
      `Projet n°\u00a0${projectId}\u00a0: Refusé`,
    ]);
  });

  test("invoice: a PDF by content in status 2 → stored as <uuid>-<name>, status 5; not a PDF or a second one refused", async () => {
    const { projectId } = await newProject();
    await expectRefusal(uploadInvoice(env.deps, provider1, projectId, { name: "facture.pdf", bytes: minimalPdf() }), "invoiceNotAllowed");
    await acceptProject(env.deps, provider1, projectId);
    await expectRefusal(uploadInvoice(env.deps, provider1, projectId, { name: "facture.pdf", bytes: onePixelPng }), "invoiceNotPdf");
    await expectRefusal(
      uploadInvoice(env.deps, provider1, projectId, { name: "facture.pdf", bytes: new TextEncoder().encode("not a pdf at all") }),
      "invoiceNotPdf",
    );
    await expectRefusal(uploadInvoice(env.deps, provider1, projectId, { name: "facture.pdf", bytes: new Uint8Array(0) }), "fileEmpty");
    const big = new Uint8Array(10 * 1024 * 1024 + 1);
    big.set(minimalPdf());
    await expectRefusal(uploadInvoice(env.deps, provider1, projectId, { name: "facture.pdf", bytes: big }), "fileTooLarge");
    await expectRefusal(uploadInvoice(env.deps, provider1, projectId, undefined), "invoiceMissing");
    expect(await env.storage.list()).toEqual([]);

    const name = await uploadInvoice(env.deps, provider1, projectId, { name: "C:\\fakepath\\Facture avril été.pdf", bytes: minimalPdf() });
    expect(name).toMatch(/^[0-9a-f-]{36}-Facture avril été\.pdf$/);
    expect(displayFileName(name)).toBe("Facture avril été.pdf");
    const row = await projectRow(seeded.database.db, projectId);
    expect(row).toMatchObject({ statusId: ProjectStatus.Completed, providerInvoiceFileName: name });
    expect((await env.storage.get(name))?.contentType).toBe("application/pdf");

    await expectRefusal(uploadInvoice(env.deps, provider1, projectId, { name: "autre.pdf", bytes: minimalPdf("Autre") }), "invoiceAlreadyUploaded");
    expect(await env.storage.list()).toEqual([name]);
  });

  test("download links: only for the provider's own files, signed, valid 5 minutes", async () => {
    const { projectId } = await newProject();
    const customerFile = `123e4567-e89b-12d3-a456-426614174000-photo.png`;
    await seeded.database.db
      .insert(homeProjectFiles)
      .values({ projectId, fileName: customerFile, contentType: "image/png", sizeBytes: onePixelPng.byteLength });
    const linkDeps = { db: seeded.database.db, clock: env.clock, key };
    const url = new URL(await createFileLink(linkDeps, { kind: "provider", providerId: provider1 }, customerFile), "http://x");
    expect(decodeURIComponent(url.pathname)).toBe(`/files/${customerFile}`);
    const exp = url.searchParams.get("exp") ?? undefined;
    const sig = url.searchParams.get("sig") ?? undefined;
    expect(checkFileLink(key, customerFile, exp, sig, env.clock.now())).toBe("valid");
    expect(checkFileLink(key, customerFile, exp, `${sig}x`, env.clock.now())).toBe("invalid");
    expect(checkFileLink(key, `${customerFile}x`, exp, sig, env.clock.now())).toBe("invalid");
    expect(checkFileLink(key, customerFile, exp, sig, new Date(env.clock.now().getTime() + 5 * 60_000 + 1000))).toBe("expired");
    await expectRefusal(createFileLink(linkDeps, { kind: "provider", providerId: provider2 }, customerFile), "fileNotFound");
    await expectRefusal(createFileLink(linkDeps, { kind: "provider", providerId: provider1 }, "../../etc/passwd"), "fileNotFound");
    expect(await createFileLink(linkDeps, { kind: "network" }, customerFile)).toStartWith("/files/");
  });

  test("the provider's list: its own projects only, waiting ones first by deadline, then by assignment, 20 a page, status filter", async () => {
    const viewer = { kind: "provider", providerId: provider1 } as const;
    const all = await listProjects(seeded.database.db, viewer, { page: 1, language: "fr" });
    expect(all.total).toBeGreaterThan(0);
    // The order in full: tests/integration/provider/project-list-order.test.ts.
    const waitingCount = all.items.filter((i) => i.statusId === ProjectStatus.New).length;
    expect(all.items.slice(0, waitingCount).every((i) => i.statusId === ProjectStatus.New && i.answerBefore !== null)).toBe(true);
    expect(all.items.slice(waitingCount).every((i) => i.answerBefore === null)).toBe(true);
    for (const item of all.items) expect((await projectRow(seeded.database.db, item.id)).providerId).toBe(provider1);
    const accepted = await listProjects(seeded.database.db, viewer, { page: 1, statusId: ProjectStatus.Accepted, language: "nl" });
    expect(accepted.items.every((i) => i.statusId === 2 && i.statusName === "Aanvaard")).toBe(true);
    expect((await listProjects(seeded.database.db, viewer, { page: 99, language: "fr" })).items).toEqual([]);
  });

  test("the customer's status link: unguessable, 90 days, shows the stage and, once accepted, the provider", async () => {
    const created = await newProject();
    const token = created.statusToken ?? "";
    expect(token.length).toBeGreaterThanOrEqual(43);
    const row = await projectRow(seeded.database.db, created.projectId);
    expect(row.statusTokenHash).not.toContain(token);
    expect(row.statusTokenExpiresAt?.getTime()).toBe(row.createdAt.getTime() + 90 * 86_400_000);
    const confirmation = (await seeded.database.db.select().from(mailQueue).where(eq(mailQueue.template, "customer-confirmation"))).find((m) =>
      m.textBody.includes(token),
    );
    expect(confirmation?.textBody).toContain(`http://localhost:3000/projectstatus/${token}`);

    let status = await findStatusByToken(seeded.database.db, token, env.clock.now());
    expect(status).toMatchObject({ projectId: created.projectId, stage: "providerFound", language: "fr", provider: null });
    await acceptProject(env.deps, provider1, created.projectId);
    status = await findStatusByToken(seeded.database.db, token, env.clock.now());
    expect(status).toMatchObject({ stage: "accepted", provider: { name: expect.any(String), contactEmail: "contact@provider1.example.com" } });

    // Another token of the same form: its last two characters changed (one token in 1,024 ends in "AA").
    const otherToken = `${token.slice(0, -2)}${token.endsWith("AA") ? "BB" : "AA"}`;
    await expectRefusal(findStatusByToken(seeded.database.db, otherToken, env.clock.now()), "statusLinkInvalid");
    await expectRefusal(findStatusByToken(seeded.database.db, "short", env.clock.now()), "statusLinkInvalid");
    await expectRefusal(findStatusByToken(seeded.database.db, token, new Date(row.createdAt.getTime() + 91 * 86_400_000)), "statusLinkInvalid");
  });

  test("an unlisted service (status 7): the status page promises 24 hours, as the confirmation did, not two working days", async () => {
    const created = await sendRequest(env.deps, seeded.places.brussels, { ServiceId: 28, Answers: [{ QuestionId: 8, AnswerIds: [27] }] });
    expect((await projectRow(seeded.database.db, created.projectId)).statusId).toBe(ProjectStatus.ManualHandling);
    const status = await findStatusByToken(seeded.database.db, created.statusToken ?? "", env.clock.now());
    expect(status).toMatchObject({ stage: "sent", manualHandling: true });
    loadAllLocales();
    const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");
    expect(plain(stageText(i18nObject("fr"), status))).toBe("Votre demande a bien été reçue. Notre équipe l'examine et vous contacte dans les 24 heures.");
    expect(plain(stageText(i18nObject("nl"), status))).toBe("Uw aanvraag is goed ontvangen. Ons team bekijkt ze en neemt binnen 24 uur contact met u op.");
    // An ordinary request waiting for the network keeps the two working days.
    expect(plain(stageText(i18nObject("fr"), { ...status, manualHandling: false }))).toContain("dans les deux jours ouvrables");
  });

  test("rejected (status 3): the status page says the proposed provider could not follow up and the team looks further, not the first day's sentence", async () => {
    const created = await sendRequest(env.deps, seeded.places.brussels);
    const token = created.statusToken ?? "";
    expect(await findStatusByToken(seeded.database.db, token, env.clock.now())).toMatchObject({ stage: "providerFound", rejected: false });
    // Each provider declines in turn: nobody else can take it.
    for (let providerId = (await projectRow(seeded.database.db, created.projectId)).providerId; providerId !== null; ) {
      await rejectProject(env.deps, providerId, created.projectId);
      providerId = (await projectRow(seeded.database.db, created.projectId)).providerId;
    }
    expect((await projectRow(seeded.database.db, created.projectId)).statusId).toBe(ProjectStatus.Rejected);
    const status = await findStatusByToken(seeded.database.db, token, env.clock.now());
    expect(status).toMatchObject({ stage: "sent", rejected: true, manualHandling: false, provider: null });
    loadAllLocales();
    const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");
    expect(plain(stageText(i18nObject("fr"), status))).toBe(
      "Le professionnel proposé n'a pas pu donner suite. Notre équipe cherche une autre solution et vous contacte dans les deux jours ouvrables.",
    );
    expect(plain(stageText(i18nObject("nl"), status))).toBe(
      "De voorgestelde vakman kon niet op uw aanvraag ingaan. Ons team zoekt een andere oplossing en neemt binnen twee werkdagen contact met u op.",
    );
    // Waiting for the network without a rejection keeps the first day's sentence.
    expect(plain(stageText(i18nObject("fr"), { ...status, rejected: false }))).toContain("Notre réseau cherche le professionnel");
  });
});
