import { randomUUID } from "node:crypto";
import type { Clock } from "../../clock";
import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { homeProjects } from "../../db/schema";
import type { FileStorage } from "../../storage/storage";
import type { Notifier } from "../notifications/service";
import { centsFromAmountText } from "@/shared/money";
import { refuse } from "../errors";
import { checkInvoiceAmount, checkInvoiceFile, type InvoiceFile } from "./provider-actions";
import { ProjectStatus } from "./statuses";
import { applyTransition, lockProject, recordProjectEvent } from "./transition";

/**
 * The network replaces the invoice of a completed project (docs/product/consoles.md, "Invoice"):
 * the same checks as the provider's upload, status 5 only, the project stays completed. One
 * transaction with its audit event (`network.invoice-replaced`, old and new file names and, when
 * an amount is given, old and new amounts; none given keeps the amount); the old file is removed
 * once the change is committed, the new one if the change is refused. The provider is told in the
 * same transaction.
 */
export async function replaceInvoice(
  deps: { db: Database; clock: Clock; storage: FileStorage; notify: Notifier },
  input: { projectId: number; userId: number; file: InvoiceFile | undefined; amountCents?: number },
): Promise<string> {
  const amount = checkInvoiceAmount(input.amountCents);
  const { storedName, contentType, bytes } = checkInvoiceFile(input.file, randomUUID());
  const now = deps.clock.now();
  let stored = false;
  let previous: string | null = null;
  try {
    await deps.db.transaction(async (tx) => {
      const project = await lockProject(tx, input.projectId);
      if (project.statusId !== ProjectStatus.Completed || !project.providerInvoiceFileName?.trim()) throw refuse("invoiceReplaceNotAllowed", "conflict");
      previous = project.providerInvoiceFileName;
      await deps.storage.put(storedName, bytes, contentType);
      stored = true;
      await applyTransition(tx, project, {
        toStatusId: ProjectStatus.Completed,
        actor: { type: "network", id: input.userId },
        action: "network.invoice-replaced",
        now,
        set: amount === undefined ? { providerInvoiceFileName: storedName } : { providerInvoiceFileName: storedName, invoiceAmountCents: amount },
        details: {
          fromFileName: previous,
          toFileName: storedName,
          sizeBytes: bytes.byteLength,
          ...(amount === undefined ? {} : { fromAmountCents: project.invoiceAmountCents, toAmountCents: amount }),
        },
      });
      // The provider hears of it: the amount's change when it changed, else the amount it keeps.
      const kept = project.invoiceAmountCents;
      const told =
        amount !== undefined && amount !== kept ? { fromCents: kept, toCents: amount } : kept === null ? undefined : { fromCents: null, toCents: kept };
      await deps.notify.providerInvoiceChanged(tx, project.id, { change: "replaced", ...(told ? { amount: told } : {}) }, now);
    });
  } catch (error) {
    if (stored) await deps.storage.delete(storedName).catch(() => {});
    throw error;
  }
  if (previous) await deps.storage.delete(previous).catch(() => {});
  return storedName;
}

/**
 * The network corrects a completed project's invoice amount without touching its file
 * (docs/product/consoles.md, "The invoice amount"): an amount the provider mistyped, or one an
 * `api/` caller left out. `amount` is the field's text, read by the one rule; the same amount
 * again changes nothing and records nothing. Audited as `network.invoice-amount-corrected`; the
 * provider is told, as for a replacement.
 */
export async function correctInvoiceAmount(
  deps: { db: Database; clock: Clock; notify: Notifier },
  input: { projectId: number; userId: number; amount: string },
): Promise<void> {
  const amountCents = centsFromAmountText(input.amount);
  if (amountCents === undefined) throw refuse("invoiceAmountInvalid");
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const project = await lockProject(tx, input.projectId);
    if (project.statusId !== ProjectStatus.Completed || !project.providerInvoiceFileName?.trim()) throw refuse("invoiceAmountNotAllowed", "conflict");
    if (project.invoiceAmountCents === amountCents) return;
    await tx.update(homeProjects).set({ invoiceAmountCents: amountCents, updatedAt: now }).where(eq(homeProjects.id, project.id));
    await recordProjectEvent(tx, project, {
      actor: { type: "network", id: input.userId },
      action: "network.invoice-amount-corrected",
      now,
      details: { fromAmountCents: project.invoiceAmountCents, toAmountCents: amountCents },
    });
    await deps.notify.providerInvoiceChanged(
      tx,
      project.id,
      { change: "corrected", amount: { fromCents: project.invoiceAmountCents, toCents: amountCents } },
      now,
    );
  });
}
