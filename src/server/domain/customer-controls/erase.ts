import { and, eq, isNull, or, sql } from "drizzle-orm";
import type { ProjectEventAction } from "@/shared/project-events";
import type { Transaction } from "../../db/client";
import { auditEvents, homeProjectFiles, homeProjects, mailQueue, projectAdditions, projectComplaints, projectNotes, projectRatings } from "../../db/schema";
import { CustomerControlsMail, renderDataErased } from "../../mail/customer-controls";
import { customerMail, enqueueMail, mailsToCustomerOf } from "../../mail/queue";
import { deleteStoredFiles } from "../files/service";
import { type Actor, type LockedProject, recordProjectEvent } from "../project-status/transition";
import { actorOf, type CustomerControlDeps, type CustomerTarget, lockTarget } from "./deps";
import { erasableStatuses, erasureMarker, refusalFor } from "./rules";

/**
 * Replaces the personal data of a locked project by the erasure marker, in the caller's
 * transaction (docs/product/retention.md, docs/decisions/0026-customer-controls.md):
 * - names, phone, e-mail, street, box, description and the provider's no-agreement text;
 * - the status, upload and idempotency keys (the status link stops working);
 * - the customer files and the invoice (rows now; the stored files by `deleteStoredFiles` after commit);
 * - every queued or sent mail to the customer about this project (not an earlier erasure's unsent
 *   confirmation to the same address), and file names in the audit details
 *   (the provider's and the network's mails hold no customer data: a withdrawal notice queued a
 *   moment before still goes out);
 * - the network's internal notes on it (they may say anything about the customer).
 * Service, postal area, dates, statuses, answers (chosen from the catalogue), consents' dates
 * and the audit trail stay: that is what statistics need.
 * Returns the stored file names to delete once the transaction is committed.
 */
export async function erasePersonalData(
  tx: Transaction,
  project: LockedProject,
  change: { actor: Actor; action: ProjectEventAction; now: Date },
): Promise<string[]> {
  const files = await tx.delete(homeProjectFiles).where(eq(homeProjectFiles.projectId, project.id)).returning({ fileName: homeProjectFiles.fileName });
  const stored = files.map((f) => f.fileName);
  if (project.providerInvoiceFileName?.trim()) stored.push(project.providerInvoiceFileName);
  await tx
    .delete(mailQueue)
    // Every mail to the customer about the project (to any address they ever gave), and older unlinked
    // mails to the current one, except the confirmation of an earlier erasure (another request of the
    // same customer): it is owed, and forgotten once sent.
    .where(
      or(
        mailsToCustomerOf(project.id),
        and(isNull(mailQueue.projectId), eq(mailQueue.forgetAfterSend, false), sql`lower(${mailQueue.recipient}) = lower(${project.customerEmail})`),
      ),
    );
  await tx
    .update(homeProjects)
    .set({
      customerFirstName: erasureMarker,
      customerLastName: erasureMarker,
      customerGsm: erasureMarker,
      customerEmail: erasureMarker,
      customerStreetHouseNumber: erasureMarker,
      customerBus: "",
      preferredCallTimes: [],
      visitAt: null,
      visitFirstPlannedAt: null,
      visitPlannedAt: null,
      visitRemindedFor: null,
      visitChangeAskedAt: null,
      customerDescription: erasureMarker,
      noAgreementText: project.noAgreementText === null ? null : erasureMarker,
      providerInvoiceFileName: null,
      idempotencyKey: null,
      idempotencyPayloadHash: null,
      statusTokenHash: null,
      statusTokenExpiresAt: null,
      uploadTokenHash: null,
      personalDataErasedAt: change.now,
      updatedAt: change.now,
    })
    .where(eq(homeProjects.id, project.id));
  // The rating: its free-text comment is erased, the score stays for statistics, the link stops working.
  await tx
    .update(projectRatings)
    .set({ comment: sql`case when ${projectRatings.comment} is null then null else ${erasureMarker} end`, tokenExpiresAt: change.now })
    .where(eq(projectRatings.projectId, project.id));
  await tx.delete(projectNotes).where(eq(projectNotes.projectId, project.id));
  await tx.delete(projectAdditions).where(eq(projectAdditions.projectId, project.id));
  await tx.delete(projectComplaints).where(eq(projectComplaints.projectId, project.id));
  // The invoice's events name its file (upload: fileName; network replacement: fromFileName,
  // toFileName): a name may hold the customer's name.
  await tx
    .update(auditEvents)
    .set({ details: sql`${auditEvents.details} - array['fileName', 'fromFileName', 'toFileName']` })
    .where(and(eq(auditEvents.projectId, project.id), sql`${auditEvents.details} ?| array['fileName', 'fromFileName', 'toFileName']`));
  await recordProjectEvent(tx, project, { ...change, details: { files: stored.length } });
  return stored;
}

/**
 * The log line of an erasure by a customer or the network: a restore from an older backup brings
 * the data back, and `bun run db:redo-erasures` reads these lines to erase it again.
 */
export const erasureLogEvent = "personal-data.erased";

/**
 * "Erase my data" (docs/product/customer-controls.md): once the request is Cancelled (withdrawn
 * included) or Completed. One transaction: the erasure, its audit event and the confirmation
 * e-mail, queued to the address read before the erasure and marked to be forgotten once sent.
 */
export async function eraseMyData(deps: CustomerControlDeps, target: CustomerTarget) {
  const now = deps.clock.now();
  const { projectId, stored } = await deps.db.transaction(async (tx) => {
    const project = await lockTarget(tx, target, now);
    if (!erasableStatuses.includes(project.statusId) || project.personalDataErasedAt) throw refusalFor(target.by, "eraseNotAllowed");
    const stored = await erasePersonalData(tx, project, { actor: actorOf(target), action: "customer.erase", now });
    const mail = renderDataErased(project.language, { projectId: project.id, insurerName: deps.insurerName });
    await enqueueMail(
      tx,
      customerMail(project, {
        template: CustomerControlsMail.DataErased,
        recipient: project.customerEmail,
        mail,
        now,
        publicUrl: deps.publicUrl,
        forgetAfterSend: true,
      }),
    );
    return { projectId: project.id, stored };
  });
  await deleteStoredFiles(deps.storage, stored);
  // Outside the database, so that a restore from a backup older than this erasure can redo it.
  deps.logger.info(erasureLogEvent, { projectId, by: target.by });
  return { projectId };
}
