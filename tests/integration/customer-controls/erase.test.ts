import { silentLogger } from "@/server/logger";
import { describe, expect, setDefaultTimeout, test } from "bun:test";
import { eq, sql } from "drizzle-orm";
import { rowsOf } from "@/server/db/rows";
import { auditEvents, homeProjectAnswers, homeProjectFiles, homeProjects, mailQueue } from "@/server/db/schema";
import { addFilesToProject } from "@/server/domain/files/service";
import { acceptProject, uploadInvoice } from "@/server/domain/project-status/provider-actions";
import { ProjectStatus } from "@/server/domain/project-status/statuses";
import { eraseMyData, erasePersonalData } from "@/server/domain/customer-controls/erase";
import { lockProject } from "@/server/domain/project-status/transition";
import { replaceInvoice } from "@/server/domain/project-status/invoice-replacement";
import { translate } from "@/server/translate";
import { testDriver } from "../../support/database";
import { projectById } from "../../support/fixtures";
import { refusal } from "../../support/projects";
import { minimalPdf, onePixelPng } from "../../support/sample-files";
import { waitFor } from "../mail/support";
import { findValues } from "./personal-data-search";
import { auditOf, customerControlsSetup, notifier, post, publicUrl, sendRequest } from "./support";

/** A customer whose every value is distinctive enough to be searched for anywhere. */
let phoneSerial = 10;
const phones = new Map<string, string>();
function phoneOf(tag: string): string {
  if (!phones.has(tag)) phones.set(tag, `471 98 76 ${phoneSerial++}`);
  return phones.get(tag) ?? "";
}
const customer = (tag: string) => ({
  CustomerName: `Zénobie${tag}`,
  CustomerLastName: `Vanderplancke${tag}`,
  CustomerGSM: `+32 ${phoneOf(tag)}`,
  CustomerEmail: `zenobie.${tag
    .normalize("NFD")
    .replace(/[^A-Za-z]/g, "")
    .toLowerCase()}@exemple-prive.be`,
  CustomerStreetHouseNumber: `Rue des Glycines${tag} 77`,
  CustomerBus: `B${tag}`,
  CustomerDescription: `Fuite sous l'évier de la cuisine ${tag}, merci de venir vite.`,
});
const valuesOf = (c: ReturnType<typeof customer>, tag: string) => [
  c.CustomerName,
  c.CustomerLastName,
  phoneOf(tag),
  c.CustomerEmail,
  `Glycines${tag}`,
  c.CustomerBus,
  `cuisine ${tag}`,
  `photo-${tag}`,
  `facture-${tag}`,
];

// A shared, busy machine: SMTP round trips may take seconds.
setDefaultTimeout(60_000);

describe(`erase my data on ${testDriver}`, () => {
  const setup = customerControlsSetup({ smtp: true });

  const deps = setup.deps;

  /** A completed request with two photos, an invoice replaced by the network, mails queued and sent. */
  async function completedRequest(tag: string, language: "fr" | "nl" = "fr") {
    const c = customer(tag);
    const sent = await sendRequest(setup.db, setup.app.clock, { PostalAreaId: setup.brussels, CustomerLanguage: language, ...c });
    await addFilesToProject({ db: setup.db, clock: setup.app.clock, storage: setup.app.storage }, sent.projectId, sent.uploadToken, [
      { name: `photo-${tag}-evier.png`, bytes: onePixelPng },
      { name: `photo-${tag}-mur.png`, bytes: onePixelPng },
    ]);
    await acceptProject(deps(), 1, sent.projectId);
    await uploadInvoice(deps(), 1, sent.projectId, { name: `facture-${tag}.pdf`, bytes: minimalPdf(`Facture ${c.CustomerLastName}`) }, 64_200);
    // The network replaces it: its event names both files.
    await replaceInvoice(
      { db: setup.db, clock: setup.app.clock, storage: setup.app.storage, notify: setup.deps().notify },
      { projectId: sent.projectId, userId: 1, file: { name: `facture-${tag}-corrigée.pdf`, bytes: minimalPdf(`Facture corrigée ${c.CustomerLastName}`) } },
    );
    return { ...sent, values: valuesOf(c, tag), email: c.CustomerEmail };
  }

  test("no personal value is left in any table, file or queued mail; statistics remain; one confirmation sent", async () => {
    const kept = await completedRequest("Gardé");
    const erased = await completedRequest("Effacé", "nl");
    await setup.deliverMails();
    // The search works: it finds both customers before the erasure.
    expect((await findValues(setup.db, setup.app.storage, erased.values)).length).toBeGreaterThan(erased.values.length);
    const statusBefore = await (await setup.app.request(`/api/projectstatus/${erased.token}`)).json();
    expect(statusBefore.data.actions).toEqual({ canWithdraw: false, canErase: true, canChangeFiles: false, canSetCallTimes: false, canAddToRequest: false });

    const reply = await post(setup.app.request, erased.token, "erase", { lang: "nl" });
    expect(reply.status).toBe(200);
    expect(await reply.json()).toMatchObject({ isError: false, userMessage: "Uw gegevens zijn gewist." });

    // The confirmation waits in the outbox for the address read before the erasure, marked to be forgotten.
    const [pending] = await setup.db.select().from(mailQueue).where(eq(mailQueue.template, "customer-data-erased"));
    expect(pending).toMatchObject({ recipient: erased.email, forgetAfterSend: true, sentAt: null });
    await setup.deliverMails();
    await waitFor(() => setup.smtp.received.some((m) => m.envelopeTo.includes(erased.email) && m.parsed.subject.includes("zijn gewist")));
    const confirmation = setup.smtp.received.find((m) => m.parsed.subject.includes("zijn gewist"));
    expect(confirmation?.parsed.subject).toBe(`Uw gegevens van aanvraag nr. ${erased.projectId} zijn gewist`);
    expect(confirmation?.parsed.text).not.toContain("Zénobie");
    // Sent, then forgotten: its row keeps no address, no text and no unsubscribe token.
    const [forgotten] = await setup.db
      .select()
      .from(mailQueue)
      .where(eq(mailQueue.id, pending?.id ?? 0));
    expect(forgotten).toMatchObject({ recipient: "—", textBody: "", htmlBody: "", listUnsubscribeUrl: null });

    // Nothing of the erased customer anywhere; everything of the other one still there.
    expect(await findValues(setup.db, setup.app.storage, erased.values)).toEqual([]);
    expect((await findValues(setup.db, setup.app.storage, kept.values)).length).toBeGreaterThan(kept.values.length);

    // What statistics need stays.
    const row = await projectById(setup.db, erased.projectId);
    expect(row).toMatchObject({
      statusId: ProjectStatus.Completed,
      serviceId: 3,
      postalAreaId: setup.brussels,
      customerFirstName: "—",
      customerEmail: "—",
      statusTokenHash: null,
      providerInvoiceFileName: null,
      // The amount names no one: the network's figures keep it (docs/product/retention.md).
      invoiceAmountCents: 64_200,
    });
    expect(row?.personalDataErasedAt).toBeInstanceOf(Date);
    expect((await setup.db.select().from(homeProjectAnswers).where(eq(homeProjectAnswers.projectId, erased.projectId))).length).toBe(3);
    const audit = await auditOf(setup.db, erased.projectId, "customer.erase");
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actorType: "customer", actorId: null });
    expect((await setup.db.select().from(auditEvents).where(eq(auditEvents.projectId, erased.projectId))).length).toBeGreaterThanOrEqual(4);

    // The status link no longer works, and erasing again is impossible.
    expect((await setup.app.request(`/api/projectstatus/${erased.token}`)).status).toBe(404);
    expect((await post(setup.app.request, erased.token, "erase")).status).toBe(404);
  });

  test("refused while the request is open (FR and NL); allowed after a withdrawal; the network may do it for a customer", async () => {
    const open = await sendRequest(setup.db, setup.app.clock, { PostalAreaId: setup.brussels, ...customer("Ouvert") });
    const fr = await (await post(setup.app.request, open.token, "erase")).json();
    expect(fr).toEqual({
      isError: true,
      userMessage: "Vos données ne peuvent être effacées que lorsque la demande est clôturée, annulée ou retirée.",
      data: null,
    });
    const nl = await (await post(setup.app.request, open.token, "erase", { lang: "nl" })).json();
    expect(nl.userMessage).toBe("Uw gegevens kunnen pas worden gewist wanneer de aanvraag afgesloten, geannuleerd of ingetrokken is.");
    await acceptProject(deps(), 1, open.projectId);
    expect((await (await post(setup.app.request, open.token, "erase")).json()).isError).toBe(true);
    expect((await projectById(setup.db, open.projectId))?.customerFirstName).toBe("ZénobieOuvert");

    const withdrawn = await sendRequest(setup.db, setup.app.clock, { PostalAreaId: setup.brussels, ...customer("Retiré") });
    await post(setup.app.request, withdrawn.token, "withdraw");
    // Erased at once, before the mail worker ran: the provider's withdrawal notice (no customer data) still goes out.
    expect((await (await post(setup.app.request, withdrawn.token, "erase")).json()).isError).toBe(false);
    const left = await setup.db.select().from(mailQueue).where(eq(mailQueue.projectId, withdrawn.projectId));
    expect(left.map((m) => m.template)).toEqual(["provider-project-withdrawn"]);
    await setup.deliverMails();
    const [notice] = await setup.db
      .select()
      .from(mailQueue)
      .where(eq(mailQueue.id, left[0]?.id ?? 0));
    expect(notice?.sentAt).not.toBeNull();
    expect(setup.smtp.received.some((m) => m.envelopeTo.includes(notice?.recipient ?? "?"))).toBe(true);
    expect(await findValues(setup.db, setup.app.storage, valuesOf(customer("Retiré"), "Retiré"))).toEqual([]);

    const byPhone = await sendRequest(setup.db, setup.app.clock, { PostalAreaId: setup.brussels, ...customer("Téléphone") });
    const domainDeps = { db: setup.db, clock: setup.app.clock, storage: setup.app.storage, publicUrl, notify: notifier, logger: silentLogger };
    // The operator reads the refusal about "the customer's data", not "your data".
    expect(await refusal(eraseMyData(domainDeps, { by: "network", projectId: byPhone.projectId, userId: 1 }))).toBe("eraseNotAllowedForNetwork");
    expect(translate("nl", { section: "customerControls", key: "eraseNotAllowedForNetwork" })).toStartWith("De gegevens van de klant");
    await post(setup.app.request, byPhone.token, "withdraw");
    // Logged by number only: the list of erasures a restore from an older backup must redo.
    const lines: Record<string, unknown>[] = [];
    const logger = { ...silentLogger, info: (event: string, fields: Record<string, unknown> = {}) => lines.push({ event, ...fields }) };
    await eraseMyData({ ...domainDeps, logger }, { by: "network", projectId: byPhone.projectId, userId: 1 });
    expect((await auditOf(setup.db, byPhone.projectId, "customer.erase"))[0]).toMatchObject({ actorType: "network", actorId: 1 });
    expect(lines).toEqual([{ event: "personal-data.erased", projectId: byPhone.projectId, by: "network" }]);
  });

  // Runs on Postgres only: PGlite has one connection, so the upload cannot wait on the row lock while the erasure holds it.
  test.skipIf(testDriver !== "postgres")("an upload that reaches the project's lock after an erasure committed is refused; nothing is stored", async () => {
    const sent = await sendRequest(setup.db, setup.app.clock, { PostalAreaId: setup.brussels, ...customer("Course") });
    const uploadsWaitingOnLock = async () =>
      (rowsOf<{ n: number }>(
        await setup.db.execute(sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`),
      )[0]?.n ?? 0) > 0;
    let upload: Promise<string> | undefined;
    await setup.db.transaction(async (tx) => {
      const project = await lockProject(tx, sent.projectId);
      // The upload's checks pass now (the request is still open); then it waits for the lock the
      // cancellation and erasure hold.
      upload = refusal(addFilesToProject(setup.deps(), sent.projectId, sent.uploadToken, [{ name: "photo-course.png", bytes: onePixelPng }]));
      await waitFor(uploadsWaitingOnLock, 10_000, "the upload waiting on the project's lock");
      await tx.update(homeProjects).set({ statusId: ProjectStatus.Cancelled }).where(eq(homeProjects.id, sent.projectId));
      await erasePersonalData(tx, project, { actor: { type: "customer", id: null }, action: "customer.erase", now: setup.app.clock.now() });
    });
    expect(await upload).toBe("uploadNotAllowed");
    expect(await setup.db.select().from(homeProjectFiles).where(eq(homeProjectFiles.projectId, sent.projectId))).toEqual([]);
    expect(await findValues(setup.db, setup.app.storage, ["photo-course"])).toEqual([]);
  });

  test("erasing a second request of the same customer keeps the first erasure's unsent confirmation", async () => {
    const c = customer("Deux");
    const first = await sendRequest(setup.db, setup.app.clock, { PostalAreaId: setup.brussels, ...c });
    const second = await sendRequest(setup.db, setup.app.clock, { PostalAreaId: setup.brussels, ...c });
    for (const sent of [first, second]) await post(setup.app.request, sent.token, "withdraw");
    for (const sent of [first, second]) expect((await (await post(setup.app.request, sent.token, "erase")).json()).isError).toBe(false);
    const confirmations = await setup.db.select().from(mailQueue).where(eq(mailQueue.template, "customer-data-erased"));
    const numbersConfirmed = confirmations
      .filter((m) => m.recipient === c.CustomerEmail)
      .map((m) => Number(/n°\s(\d+) ont été effacées$/u.exec(m.subject)?.[1]));
    expect(numbersConfirmed.sort()).toEqual([first.projectId, second.projectId].sort());
  });
});
