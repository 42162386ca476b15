import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { and, eq } from "drizzle-orm";
import { mailQueue, providers } from "@/server/db/schema";
import { correctInvoiceAmount, replaceInvoice } from "@/server/domain/project-status/invoice-replacement";
import { acceptProject, uploadInvoice } from "@/server/domain/project-status/provider-actions";
import { ProjectStatus } from "@/server/domain/project-status/statuses";
import { type Browser, signIn } from "../../support/browser";
import { createTestDatabase, type TestDatabase, testDriver } from "../../support/database";
import { useSeededDatabase } from "../../support/seeded";
import { postalAreaId, seedForApi } from "../../support/fixtures";
import { minimalPdf, onePixelPng } from "../../support/sample-files";
import { startTestServer } from "../../support/server";
import { auditOf, expectRefusal, notifier, projectRow, providerDeps, sendRequest } from "../provider/support";

/** docs/product/consoles.md, "Invoice": the network replaces a completed project's invoice, audited. */
describe(`the network replaces a completed project's invoice on ${testDriver}`, () => {
  let env: ReturnType<typeof providerDeps>;
  const networkUserId = 41;

  const seeded = useSeededDatabase();
  beforeAll(() => {
    env = providerDeps(seeded.database.db);
  });

  const completedProject = async () => {
    const { projectId } = await sendRequest(env.deps, seeded.places.brussels);
    await acceptProject(env.deps, 1, projectId);
    const first = await uploadInvoice(env.deps, 1, projectId, { name: "facture-erronee.pdf", bytes: minimalPdf() }, 150_000);
    return { projectId, first };
  };

  test("a PDF replaces the invoice; the project stays completed; the change is audited; the old file goes", async () => {
    const { projectId, first } = await completedProject();
    env.clock.advance(60_000);
    const second = await replaceInvoice(
      { db: seeded.database.db, clock: env.clock, storage: env.storage, notify: notifier },
      { projectId, userId: networkUserId, file: { name: "facture-corrigée.pdf", bytes: minimalPdf() } },
    );
    expect(second).not.toBe(first);
    expect(second).toEndWith("facture-corrigée.pdf");
    expect(await projectRow(seeded.database.db, projectId)).toMatchObject({ statusId: ProjectStatus.Completed, providerInvoiceFileName: second });
    const [audit] = await auditOf(seeded.database.db, projectId, "network.invoice-replaced");
    expect(audit).toMatchObject({
      actorType: "network",
      actorId: networkUserId,
      fromStatusId: ProjectStatus.Completed,
      toStatusId: ProjectStatus.Completed,
      details: { fromFileName: first, toFileName: second },
    });
    expect(await env.storage.get(first)).toBeUndefined();
    expect(await env.storage.get(second)).toBeDefined();
    // No amount given: the provider's stays (docs/product/consoles.md, "The invoice amount").
    expect((await projectRow(seeded.database.db, projectId)).invoiceAmountCents).toBe(150_000);
    // Its provider is told the file was replaced, with the amount it keeps.
    const told = await seeded.database.db
      .select()
      .from(mailQueue)
      .where(and(eq(mailQueue.projectId, projectId), eq(mailQueue.template, "provider-invoice-changed-by-network")));
    expect(told).toHaveLength(1);
    expect(told[0]?.textBody).toMatch(/Le réseau a remplacé le fichier de votre facture/);
    expect(told[0]?.textBody).toMatch(/Montant \(TVA comprise\)\s:\s1\s500,00\s€/);
    expect(told[0]?.textBody).not.toContain("facture-corrigée");
  });

  test("an amount given with the new file replaces the provider's; both amounts are audited", async () => {
    const { projectId } = await completedProject();
    const deps = { db: seeded.database.db, clock: env.clock, storage: env.storage, notify: notifier };
    const replaced = await replaceInvoice(deps, { projectId, userId: networkUserId, file: { name: "facture.pdf", bytes: minimalPdf() }, amountCents: 105_000 });
    expect(await projectRow(seeded.database.db, projectId)).toMatchObject({ providerInvoiceFileName: replaced, invoiceAmountCents: 105_000 });
    const [audit] = await auditOf(seeded.database.db, projectId, "network.invoice-replaced");
    expect(audit?.details).toMatchObject({ toFileName: replaced, fromAmountCents: 150_000, toAmountCents: 105_000 });
    // One that is no amount is refused before anything is stored.
    const before = (await env.storage.list()).length;
    for (const amountCents of [0, -100, 12.5, 100_000_001])
      await expectRefusal(
        replaceInvoice(deps, { projectId, userId: networkUserId, file: { name: "f.pdf", bytes: minimalPdf() }, amountCents }),
        "invoiceAmountInvalid",
      );
    expect((await env.storage.list()).length).toBe(before);
    expect(await projectRow(seeded.database.db, projectId)).toMatchObject({ providerInvoiceFileName: replaced, invoiceAmountCents: 105_000 });
  });

  test("refused: not a PDF, no file, or a project that is not completed with an invoice; nothing stored", async () => {
    const { projectId, first } = await completedProject();
    const deps = { db: seeded.database.db, clock: env.clock, storage: env.storage, notify: notifier };
    const before = (await env.storage.list()).length;
    await expectRefusal(replaceInvoice(deps, { projectId, userId: networkUserId, file: { name: "facture.pdf", bytes: onePixelPng } }), "invoiceNotPdf");
    await expectRefusal(replaceInvoice(deps, { projectId, userId: networkUserId, file: undefined }), "invoiceMissing");
    const { projectId: accepted } = await sendRequest(env.deps, seeded.places.brussels);
    await acceptProject(env.deps, 1, accepted);
    await expectRefusal(
      replaceInvoice(deps, { projectId: accepted, userId: networkUserId, file: { name: "facture.pdf", bytes: minimalPdf() } }),
      "invoiceReplaceNotAllowed",
    );
    await expectRefusal(
      replaceInvoice(deps, { projectId: 999_999, userId: networkUserId, file: { name: "facture.pdf", bytes: minimalPdf() } }),
      "projectNotFound",
    );
    expect((await env.storage.list()).length).toBe(before);
    expect((await projectRow(seeded.database.db, projectId)).providerInvoiceFileName).toBe(first);
    expect(await auditOf(seeded.database.db, projectId, "network.invoice-replaced")).toEqual([]);
  });
});

/** docs/product/consoles.md, "The invoice amount": the network corrects the amount, the file unchanged. */
describe(`the network corrects a completed project's invoice amount on ${testDriver}`, () => {
  let env: ReturnType<typeof providerDeps>;
  const networkUserId = 42;
  const seeded = useSeededDatabase();
  beforeAll(() => {
    env = providerDeps(seeded.database.db);
  });
  const completed = async (amountCents?: number) => {
    const { projectId } = await sendRequest(env.deps, seeded.places.brussels);
    await acceptProject(env.deps, 1, projectId);
    const fileName = await uploadInvoice(env.deps, 1, projectId, { name: "facture.pdf", bytes: minimalPdf() }, amountCents);
    return { projectId, fileName };
  };
  const db = () => seeded.database.db;
  const correct = (projectId: number, amount: string) =>
    correctInvoiceAmount({ db: seeded.database.db, clock: env.clock, notify: notifier }, { projectId, userId: networkUserId, amount });

  /** The provider's mails about its invoice (docs/product/notifications.md). */
  const invoiceMails = (projectId: number) =>
    db()
      .select()
      .from(mailQueue)
      .where(and(eq(mailQueue.projectId, projectId), eq(mailQueue.template, "provider-invoice-changed-by-network")));

  test("a mistyped amount is corrected, the file kept; audited once; the same amount again records nothing; the provider is told", async () => {
    const { projectId, fileName } = await completed(150_000);
    await correct(projectId, "1 480,00");
    // To the provider's mailbox, French then Dutch, the amounts before and after, nothing of the customer.
    const [mail, ...more] = await invoiceMails(projectId);
    expect(more).toEqual([]);
    const [provider] = await db().select({ email: providers.contactEmail }).from(providers).where(eq(providers.id, 1));
    expect(mail).toMatchObject({ language: "fr+nl", recipient: provider?.email.trim() });
    expect(mail?.subject).toBe(
      `Projet n°\u00a0${projectId}\u00a0: facture modifiée par le réseau | Project nr. ${projectId}: factuur gewijzigd door het netwerk`,
    );
    expect(mail?.textBody).toMatch(/Le réseau a corrigé le montant de votre facture/);
    expect(mail?.textBody).toMatch(/1\s500,00\s€\s→\s1\s480,00\s€/);
    expect(mail?.textBody).toMatch(/€\s1\.500,00\s→\s€\s1\.480,00/);
    const customer = await projectRow(db(), projectId);
    for (const value of [customer.customerLastName, customer.customerEmail, customer.customerGsm, customer.customerStreetHouseNumber])
      expect(`${mail?.subject}${mail?.textBody}${mail?.htmlBody}`).not.toContain(value);
    expect(await projectRow(seeded.database.db, projectId)).toMatchObject({
      statusId: ProjectStatus.Completed,
      providerInvoiceFileName: fileName,
      invoiceAmountCents: 148_000,
    });
    await correct(projectId, "1480");
    const events = await auditOf(seeded.database.db, projectId, "network.invoice-amount-corrected");
    expect(events).toHaveLength(1);
    expect(await invoiceMails(projectId)).toHaveLength(1);
    expect(events[0]).toMatchObject({ actorType: "network", actorId: networkUserId, details: { fromAmountCents: 150_000, toAmountCents: 148_000 } });
  });

  test("an invoice sent without an amount gets one", async () => {
    const { projectId } = await completed();
    expect((await projectRow(seeded.database.db, projectId)).invoiceAmountCents).toBeNull();
    await correct(projectId, "640,5");
    expect((await projectRow(seeded.database.db, projectId)).invoiceAmountCents).toBe(64_050);
    expect((await auditOf(seeded.database.db, projectId, "network.invoice-amount-corrected"))[0]?.details).toMatchObject({
      fromAmountCents: null,
      toAmountCents: 64_050,
    });
  });

  test("refused: no amount, or a project without an invoice; nothing changes", async () => {
    const { projectId } = await completed(90_000);
    for (const amount of ["", "abc", "0", "1.250", "12,345", "2000000"]) await expectRefusal(correct(projectId, amount), "invoiceAmountInvalid");
    const { projectId: accepted } = await sendRequest(env.deps, seeded.places.brussels);
    await acceptProject(env.deps, 1, accepted);
    await expectRefusal(correct(accepted, "100"), "invoiceAmountNotAllowed");
    await expectRefusal(correct(999_999, "100"), "projectNotFound");
    expect((await projectRow(seeded.database.db, projectId)).invoiceAmountCents).toBe(90_000);
    expect(await auditOf(seeded.database.db, projectId, "network.invoice-amount-corrected")).toEqual([]);
    expect((await projectRow(seeded.database.db, accepted)).invoiceAmountCents).toBeNull();
  });
});

describe(`api/homeproject/replaceinvoice on ${testDriver}`, () => {
  let database: TestDatabase;
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let network: Browser;
  let pro1: Browser;

  beforeAll(async () => {
    database = await createTestDatabase();
    await seedForApi(database.db);
    server = await startTestServer(database);
    network = (await signIn(server.origin, "network@example.com")).browser;
    pro1 = (await signIn(server.origin, "pro1@example.com")).browser;
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
    await database?.dispose();
  });

  const post = (browser: Browser, projectId: number, name = "facture.pdf", bytes: Uint8Array = minimalPdf()) => {
    const form = new FormData();
    form.set("homeProjectId", String(projectId));
    form.set("fileContent", new File([bytes as Uint8Array<ArrayBuffer>], name));
    return browser.fetch("/api/homeproject/replaceinvoice?lang=nl", { method: "POST", body: form });
  };

  test("network only; a completed project's invoice is replaced, in the caller's language", async () => {
    const brussels = await postalAreaId(database.db, "1000", "Bruxelles");
    const { projectId } = await sendRequest({ db: database.db, clock: server.clock }, brussels);
    const accept = await pro1.fetch(`/api/homeproject/accept?id=${projectId}`);
    expect((await accept.json()).isError).toBe(false);
    const form = new FormData();
    form.set("homeProjectId", String(projectId));
    form.set("fileContent", new File([minimalPdf() as Uint8Array<ArrayBuffer>], "factuur.pdf"));
    expect((await (await pro1.fetch("/api/homeproject/uploadinvoice", { method: "POST", body: form })).json()).isError).toBe(false);

    expect((await post(pro1, projectId)).status).toBe(403);
    const replaced = await post(network, projectId, "juiste-factuur.pdf");
    const body = await replaced.json();
    expect(body).toMatchObject({ isError: false, userMessage: "De factuur werd vervangen." });
    expect(body.data.fileName).toEndWith("juiste-factuur.pdf");
    expect((await projectRow(database.db, projectId)).providerInvoiceFileName).toBe(body.data.fileName);
    // With an amount, as the console sends it: checked, then kept with the file.
    const withAmount = (amount: string) => {
      const form = new FormData();
      form.set("homeProjectId", String(projectId));
      form.set("fileContent", new File([minimalPdf() as Uint8Array<ArrayBuffer>], "factuur-2.pdf"));
      form.set("invoiceAmount", amount);
      return network.fetch("/api/homeproject/replaceinvoice?lang=nl", { method: "POST", body: form });
    };
    expect(await (await withAmount("12,345")).json()).toMatchObject({ isError: true, userMessage: expect.stringMatching(/^Vul het bedrag van de factuur in/) });
    expect((await projectRow(database.db, projectId)).providerInvoiceFileName).toBe(body.data.fileName);
    expect((await (await withAmount("980,00")).json()).isError).toBe(false);
    expect((await projectRow(database.db, projectId)).invoiceAmountCents).toBe(98_000);
  });
});
