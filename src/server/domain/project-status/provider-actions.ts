import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Clock } from "../../clock";
import type { Database, Transaction } from "../../db/client";
import { homeProjectRejects, homeProjects, noAgreementReasons } from "../../db/schema";
import type { FileStorage } from "../../storage/storage";
import { DomainError, refuse } from "../errors";
import { invoiceContentType } from "@/shared/uploads";
import { isInvoiceAmount } from "@/shared/money";
import { detectFileType, maxFileBytes, sanitiseFileName } from "../files/file-rules";
import type { Notifier } from "../notifications/service";
import { howProjectLeft } from "../projects/assignment-history";
import { recordAssignmentCall } from "../dashboard/assignments";
import { ProjectStatus } from "./statuses";
import { type Actor, applyTransition, type LockedProject, lockProject, recordProjectEvent, routeAgain } from "./transition";
import { calledAt } from "../customer-controls/call-by";
import { trimVisible } from "@/shared/text";
import type { RejectReason } from "@/shared/reject-reasons";

/**
 * What a provider does with a project routed to it (docs/product/statuses.md): accept, reject,
 * no agreement, invoice; plus the automatic rejection after two working days. Each is one
 * transaction: lock the row, check who and which status, apply the transition (audit event
 * included) and queue its e-mails in that same transaction.
 */
export interface ProviderActionDeps {
  db: Database;
  clock: Clock;
  storage: FileStorage;
  /** The e-mails of docs/product/notifications.md: required, built once by the process and passed down. */
  notify: Notifier;
}

export const maxNoAgreementTextLength = 2000;

export const providerActor = (providerId: number): Actor => ({ type: "provider", id: providerId });

/**
 * The project locked, if it is this provider's. Another provider's project is refused exactly
 * like a missing id: the caller learns nothing about it. One that was given to this provider once
 * and has left it since (its own reject on another screen, the deadline, the network's change of
 * provider, a withdrawal) says so: the provider has seen it, and "not found" would be untrue.
 */
export async function lockOwnProject(tx: Transaction, providerId: number, projectId: number): Promise<LockedProject> {
  let project: LockedProject;
  try {
    project = await lockProject(tx, projectId);
  } catch (error) {
    if (error instanceof DomainError && error.kind === "not-found") throw refuse("projectNotFound", "not-found");
    throw error;
  }
  if (project.providerId === providerId) return project;
  throw (await howProjectLeft(tx, projectId, providerId)) ? refuse("projectNoLongerYours", "conflict") : refuse("projectNotFound", "not-found");
}

const waitsFor = (project: LockedProject, providerId: number) => project.statusId === ProjectStatus.New && project.providerId === providerId;

/** Accept: only status 1 with this provider assigned → 2. The customer hears who will call. */
export async function acceptProject(deps: ProviderActionDeps, providerId: number, projectId: number): Promise<void> {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const project = await lockOwnProject(tx, providerId, projectId);
    if (!waitsFor(project, providerId)) throw refuse("acceptNotAllowed", "conflict");
    await applyTransition(tx, project, {
      toStatusId: ProjectStatus.Accepted,
      actor: providerActor(providerId),
      action: "provider.accepted",
      now,
      // The call-by counts from here (docs/product/customer-controls.md, "Call by").
      set: { providerAcceptedAt: now },
    });
    await deps.notify.providerAccepted(tx, project.id, now);
  });
}

/**
 * Writes the rejection record (manual or automatic) and routes the project again: the next best
 * provider that has not rejected it (status 1, told by mail), else status 3 without provider (the
 * network mailbox is told). Runs in the caller's transaction, on a locked project.
 */
export async function rejectAndRoute(
  tx: Transaction,
  project: LockedProject,
  context: { providerId: number; isAutoRejected: boolean; reason: RejectReason | null; actor: Actor; now: Date; notify: Notifier },
): Promise<{ providerId: number | undefined; statusId: number }> {
  await tx
    .insert(homeProjectRejects)
    .values({ projectId: project.id, providerId: context.providerId, isAutoRejected: context.isAutoRejected, reason: context.reason, createdAt: context.now })
    .onConflictDoNothing();
  const routed = await routeAgain(tx, project, {
    actor: context.actor,
    action: context.isAutoRejected ? "provider.auto-rejected" : "provider.rejected",
    now: context.now,
    details: { rejectedBy: context.providerId, isAutoRejected: context.isAutoRejected, ...(context.reason ? { reason: context.reason } : {}) },
  });
  if (routed.providerId !== undefined) await context.notify.providerAssigned(tx, project.id, context.now);
  else await context.notify.networkAlert(tx, project.id, context.now);
  return routed;
}

/**
 * Reject: only while status 1 waits for this provider; then re-routed (see `rejectAndRoute`).
 * The reason is the provider's, from `rejectReasons`; the console always gives one, the old
 * contract may not (docs/product/statuses.md, "Why providers refuse").
 */
export async function rejectProject(deps: ProviderActionDeps, providerId: number, projectId: number, reason: RejectReason | null = null) {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const project = await lockOwnProject(tx, providerId, projectId);
    if (!waitsFor(project, providerId)) throw refuse("rejectNotAllowed", "conflict");
    return rejectAndRoute(tx, project, { providerId, isAutoRejected: false, reason, actor: providerActor(providerId), now, notify: deps.notify });
  });
}

/**
 * The provider says it called the customer: its accepted project only. Recorded once (a second
 * time changes nothing); the customer's page and the network's say so (docs/product/customer-controls.md, "Call by").
 */
export async function recordCustomerCalled(deps: Pick<ProviderActionDeps, "db" | "clock">, providerId: number, projectId: number): Promise<void> {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const project = await lockOwnProject(tx, providerId, projectId);
    if (project.statusId !== ProjectStatus.Accepted) throw refuse("customerCalledNotAllowed", "conflict");
    await noteCustomerCalled(tx, project, providerId, now);
  });
}

/** The call noted on the locked, accepted project, once: on the project, its assignment and in its history. */
export async function noteCustomerCalled(tx: Transaction, project: LockedProject, providerId: number, now: Date): Promise<void> {
  if (calledAt(project)) return;
  await tx.update(homeProjects).set({ customerCalledAt: now, updatedAt: now }).where(eq(homeProjects.id, project.id));
  await recordAssignmentCall(tx, project.id, providerId, now);
  await recordProjectEvent(tx, project, { actor: providerActor(providerId), action: "provider.customer-called", now });
}

export interface NoAgreementInput {
  projectId: number;
  reasonId: number | null | undefined;
  text: string | null | undefined;
}

/**
 * No agreement: status 2, a reason from the list and a text (both required) → 6, provider kept.
 * The network mailbox is told in the same transaction (it may give the project to another
 * provider, whom routing then finds without this one, or cancel it).
 */
export async function recordNoAgreement(deps: ProviderActionDeps, providerId: number, input: NoAgreementInput): Promise<void> {
  const text = trimVisible(input.text ?? "");
  if (!text) throw refuse("noAgreementTextMissing");
  if (text.length > maxNoAgreementTextLength) throw refuse("noAgreementTextTooLong");
  if (!input.reasonId) throw refuse("noAgreementReasonMissing");
  const reasonId = input.reasonId;
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const project = await lockOwnProject(tx, providerId, input.projectId);
    if (project.statusId !== ProjectStatus.Accepted) throw refuse("noAgreementNotAllowed", "conflict");
    const [reason] = await tx.select({ id: noAgreementReasons.id }).from(noAgreementReasons).where(eq(noAgreementReasons.id, reasonId));
    if (!reason) throw refuse("noAgreementReasonMissing");
    await applyTransition(tx, project, {
      toStatusId: ProjectStatus.NoAgreement,
      actor: providerActor(providerId),
      action: "provider.no-agreement",
      now,
      set: { noAgreementReasonId: reason.id, noAgreementText: text },
      details: { reasonId: reason.id },
    });
    await deps.notify.networkAlert(tx, project.id, now);
  });
}

export interface InvoiceFile {
  name: string;
  bytes: Uint8Array;
}

/** An invoice as stored: one PDF judged by its content, not empty, 10 MB at most; `<uuid>-<name>`. */
export function checkInvoiceFile(file: InvoiceFile | undefined, uuid: string) {
  if (!file) throw refuse("invoiceMissing");
  if (file.bytes.byteLength === 0) throw refuse("fileEmpty");
  if (file.bytes.byteLength > maxFileBytes) throw refuse("fileTooLarge");
  const type = detectFileType(file.bytes);
  if (type?.contentType !== invoiceContentType) throw refuse("invoiceNotPdf");
  return { storedName: `${uuid}-${sanitiseFileName(file.name, type)}`, contentType: type.contentType, bytes: file.bytes };
}

/** An invoice amount given to an operation: whole cents in range, or none (docs/product/consoles.md, "The invoice amount"). */
export function checkInvoiceAmount(amountCents: number | undefined): number | undefined {
  if (amountCents !== undefined && !isInvoiceAmount(amountCents)) throw refuse("invoiceAmountInvalid");
  return amountCents;
}

/**
 * Invoice: status 2, one PDF judged by its content, 10 MB at most, none before → stored as
 * `<uuid>-<name>`, status 5, with its amount when given. A refused transaction removes the stored file again.
 */
export async function uploadInvoice(
  deps: ProviderActionDeps,
  providerId: number,
  projectId: number,
  file: InvoiceFile | undefined,
  amountCents?: number,
): Promise<string> {
  const amount = checkInvoiceAmount(amountCents);
  const { storedName, contentType, bytes } = checkInvoiceFile(file, randomUUID());
  const now = deps.clock.now();
  let stored = false;
  try {
    await deps.db.transaction(async (tx) => {
      const project = await lockOwnProject(tx, providerId, projectId);
      if (project.providerInvoiceFileName?.trim()) throw refuse("invoiceAlreadyUploaded", "conflict");
      if (project.statusId !== ProjectStatus.Accepted) throw refuse("invoiceNotAllowed", "conflict");
      await deps.storage.put(storedName, bytes, contentType);
      stored = true;
      await applyTransition(tx, project, {
        toStatusId: ProjectStatus.Completed,
        actor: providerActor(providerId),
        action: "provider.invoice-uploaded",
        now,
        set: { providerInvoiceFileName: storedName, invoiceAmountCents: amount ?? null },
        details: { fileName: storedName, sizeBytes: bytes.byteLength, amountCents: amount ?? null },
      });
      await deps.notify.ratingRequest(tx, project.id, now);
    });
  } catch (error) {
    if (stored) await deps.storage.delete(storedName).catch(() => {});
    throw error;
  }
  return storedName;
}
