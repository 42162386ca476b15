import { asc, eq } from "drizzle-orm";
import type { Language } from "@/shared/catalog-types";
import { auditEvents, mailQueue, projectRatings, projectStatuses } from "../../db/schema";
import { mailsToCustomerOf } from "../../mail/queue";
import { displayFileName } from "@/shared/uploads";
import { signFileLink } from "../files/file-links";
import { publicLink } from "../notifications/links";
import { getProjectDetails } from "../projects/project-details";
import { customerSeesProvider, stageOf } from "../projects/status-page";
import { customerStageName } from "@/shared/customer-stage";
import { dictionaryOf } from "../../translate";
import { actorOf, type CustomerControlDeps, type CustomerTarget, lockTarget } from "./deps";
import { listProjectNotes } from "../projects/project-notes";
import { listComplaints } from "./complaints";
import { recordProjectEvent } from "../project-status/transition";

/** Bumped when a key of the export changes meaning (docs/product/customer-controls.md, "Download my data"). */
export const exportFormat = "home-services/customer-export/11";

/**
 * "Download my data": everything stored about the request, for the customer (docs/product/
 * customer-controls.md lists and explains every key). Recorded as an audit event. Files are
 * listed with a download link valid 5 minutes while they are stored.
 */
export async function exportMyData(deps: CustomerControlDeps & { fileKey: Buffer }, target: CustomerTarget) {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const row = await lockTarget(tx, target, now);
    const details = await getProjectDetails(tx, { kind: "network" }, row.id, row.language);
    if (!details) throw new Error("project vanished");
    const history = await tx
      .select({
        at: auditEvents.createdAt,
        action: auditEvents.action,
        by: auditEvents.actorType,
        fromStatusId: auditEvents.fromStatusId,
        toStatusId: auditEvents.toStatusId,
        toStatus: projectStatuses.code,
        toStatusName: row.language === "nl" ? projectStatuses.nameNl : projectStatuses.nameFr,
      })
      .from(auditEvents)
      .leftJoin(projectStatuses, eq(projectStatuses.id, auditEvents.toStatusId))
      .where(eq(auditEvents.projectId, row.id))
      .orderBy(asc(auditEvents.createdAt), asc(auditEvents.id));
    const [status] = await tx.select({ code: projectStatuses.code }).from(projectStatuses).where(eq(projectStatuses.id, row.statusId));
    // The network's notes are data about the customer too: theirs to read (docs/product/project-notes.md).
    const notes = await listProjectNotes(tx, row.id);
    const complaints = await listComplaints(tx, row.id);
    const [rating] = await tx
      .select({
        score: projectRatings.rating,
        comment: projectRatings.comment,
        askedAt: projectRatings.requestedAt,
        ratedAt: projectRatings.ratedAt,
        followedUpAt: projectRatings.followedUpAt,
      })
      .from(projectRatings)
      .where(eq(projectRatings.projectId, row.id));
    const mails = await tx
      .select({ queuedAt: mailQueue.createdAt, sentAt: mailQueue.sentAt, kind: mailQueue.template, to: mailQueue.recipient, subject: mailQueue.subject })
      .from(mailQueue)
      .where(mailsToCustomerOf(row.id))
      .orderBy(asc(mailQueue.createdAt), asc(mailQueue.id));
    const invoice = details.providerInvoiceFileName;
    const actor = actorOf(target);
    await recordProjectEvent(tx, row, { actor, action: "customer.export", now });
    const language: Language = row.language;
    const providerVisible = customerSeesProvider(row.statusId, Boolean(details.provider), "export");
    const stage = stageOf(row.statusId, row.providerId !== null);
    return {
      format: exportFormat,
      exportedAt: now.toISOString(),
      request: {
        id: row.id,
        createdAt: row.createdAt.toISOString(),
        language,
        service: { code: details.serviceCode, name: details.serviceName },
        postalArea: { postCode: details.postCode, municipality: details.cityPostalArea },
        description: row.customerDescription,
        isInsurerCustomer: row.isInsurerCustomer,
        status: { id: row.statusId, code: status?.code ?? null, name: details.status.name },
        // Where the request stands in the status page's words (status 3 reads "Recherche d'un professionnel", not "Refusé").
        stage: { code: stage, name: customerStageName(dictionaryOf(language), stage) },
        cancelReason: row.cancelReason,
      },
      contact: {
        firstName: row.customerFirstName,
        lastName: row.customerLastName,
        mobile: row.customerGsm,
        email: row.customerEmail,
        streetAndNumber: row.customerStreetHouseNumber,
        box: row.customerBus,
        preferredCallTimes: row.preferredCallTimes,
      },
      answers: details.questions.map((q) => ({ questionCode: q.questionCode, question: q.questionText, answerCodes: q.answerCodes, answers: q.answers })),
      consents: {
        privacy: { givenAt: row.privacyConsentAt.toISOString(), textVersion: row.privacyConsentVersion },
        marketing: { given: row.marketingConsent, at: row.marketingConsentAt?.toISOString() ?? null, textVersion: row.marketingConsentVersion },
      },
      // Status changes only (the creation included), not the other audit events.
      statusHistory: history
        .filter((h) => h.toStatusId !== null && (h.fromStatusId === null || h.fromStatusId !== h.toStatusId || h.action.startsWith("network.")))
        .map((h) => ({ at: h.at.toISOString(), action: h.action, by: h.by, toStatusId: h.toStatusId, toStatus: h.toStatus, toStatusName: h.toStatusName })),
      files: details.files.map((f) => ({
        name: displayFileName(f.fileName),
        contentType: f.contentType,
        sizeBytes: f.sizeBytes,
        downloadUrl: publicLink(deps.publicUrl, signFileLink(deps.fileKey, f.fileName, now)),
      })),
      // What the customer (or the network for them) added under the description, oldest first.
      additions: details.additions.map((a) => ({ at: a.createdAt.toISOString(), by: a.addedBy, text: a.text })),
      complaints: complaints.map((c) => ({ at: c.createdAt.toISOString(), text: c.text, handledAt: c.handledAt?.toISOString() ?? null })),
      networkNotes: notes.map((n) => ({ at: n.createdAt.toISOString(), text: n.text })),
      // What the provider recorded about the customer, and what the customer told us after the job.
      noAgreement: details.noAgreementReason || row.noAgreementText ? { reason: details.noAgreementReason, text: row.noAgreementText } : null,
      noContactReportedAt: row.noContactReportedAt?.toISOString() ?? null,
      // As stored: a call noted by an earlier provider is still data about the customer.
      providerCalledAt: row.customerCalledAt?.toISOString() ?? null,
      // The visit agreed with the provider that works with the customer now.
      visitAt: details.visitAt?.toISOString() ?? null,
      // As stored: when the customer asked for another time for a visit.
      visitChangeAskedAt: row.visitChangeAskedAt?.toISOString() ?? null,
      invoice: invoice
        ? {
            name: displayFileName(invoice),
            downloadUrl: publicLink(deps.publicUrl, signFileLink(deps.fileKey, invoice, now)),
            amountCents: details.invoiceAmountCents,
          }
        : null,
      rating: rating
        ? {
            askedAt: rating.askedAt.toISOString(),
            ratedAt: rating.ratedAt?.toISOString() ?? null,
            score: rating.score,
            comment: rating.comment,
            followedUpAt: rating.followedUpAt?.toISOString() ?? null,
          }
        : null,
      // What we wrote to the customer about the request: when, to which address, about what.
      mails: mails.map((m) => ({ queuedAt: m.queuedAt.toISOString(), sentAt: m.sentAt?.toISOString() ?? null, kind: m.kind, to: m.to, subject: m.subject })),
      provider:
        providerVisible && details.provider
          ? {
              name: details.provider.name,
              contactName: details.provider.contactName,
              phone: details.provider.contactPhoneNumber,
              email: details.provider.contactEmail,
            }
          : null,
    };
  });
}

export type CustomerExport = Awaited<ReturnType<typeof exportMyData>>;
