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

/**
 * The fields of an invoice form, the same for the `api/` multipart call and the console's tRPC
 * procedure: `homeProjectId` and at most one `fileContent` (either case). A refusal names what is
 * wrong; the file itself (PDF by content, size) is judged by `uploadInvoice` / `replaceInvoice`.
 */
export async function invoiceFromForm(form: FormData): Promise<{ projectId: number; file: InvoiceFile | undefined }> {
  const projectId = idFromText(form.get("homeProjectId") ?? form.get("HomeProjectId"));
  if (!projectId) throw refuse("projectNotFound");
  const entries = [...form.getAll("fileContent"), ...form.getAll("FileContent")];
  if (entries.length > maxInvoiceFiles) throw refuse("invoiceOneFile");
  const entry = entries[0];
  const file = entry instanceof File ? { name: entry.name, bytes: new Uint8Array(await entry.arrayBuffer()) } : undefined;
  return { projectId, file };
}
