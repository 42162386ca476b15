import { centsFromAmountText } from "@/shared/money";
import { idFromText } from "@/shared/schemas/fields";
import { maxFileBytes, maxInvoiceFiles } from "@/shared/uploads";
import { refuse } from "../errors";
import type { InvoiceFile } from "./provider-actions";

/**
 * The largest body an invoice call reads: one file of docs/product/uploads.md and the form's few
 * fields. Checked on the announced Content-Length before the body is read (api/ and tRPC alike).
 */
export const maxInvoiceRequestBytes = maxFileBytes + 64 * 1024;

/** Whether an announced body size (Content-Length; absent reads as 0) is over the invoice limit. */
export function invoiceBodyTooLarge(contentLength: string | null | undefined): boolean {
  return Number(contentLength ?? 0) > maxInvoiceRequestBytes;
}

/** An invoice form as read: the project, the file (judged later) and the amount in cents, when given. */
export interface InvoiceForm {
  projectId: number;
  file: InvoiceFile | undefined;
  amountCents: number | undefined;
}

/**
 * The fields of an invoice form, the same for the `api/` multipart call and the console's tRPC
 * procedure: `homeProjectId`, at most one `fileContent` and `invoiceAmount` (each in either case).
 * The amount (docs/product/consoles.md, "The invoice amount") is required where `amount` says so
 * (the console); an `api/` caller of the old contract may leave it out. A given amount is always
 * checked. A refusal names what is wrong; the file itself (PDF by content, size) is judged by
 * `uploadInvoice` / `replaceInvoice`.
 */
export async function invoiceFromForm(form: FormData, amount: "required" | "optional"): Promise<InvoiceForm> {
  const projectId = idFromText(form.get("homeProjectId") ?? form.get("HomeProjectId"));
  if (!projectId) throw refuse("projectNotFound");
  const entries = [...form.getAll("fileContent"), ...form.getAll("FileContent")];
  if (entries.length > maxInvoiceFiles) throw refuse("invoiceOneFile");
  const amountText = form.get("invoiceAmount") ?? form.get("InvoiceAmount");
  const amountGiven = typeof amountText === "string" && amountText.trim() !== "";
  if (!amountGiven && (amount === "required" || amountText instanceof File)) throw refuse("invoiceAmountInvalid");
  const amountCents = amountGiven ? centsFromAmountText(amountText) : undefined;
  if (amountGiven && amountCents === undefined) throw refuse("invoiceAmountInvalid");
  const entry = entries[0];
  const file = entry instanceof File ? { name: entry.name, bytes: new Uint8Array(await entry.arrayBuffer()) } : undefined;
  return { projectId, file, amountCents };
}
