import type { Language } from "@/shared/catalog-types";
import { idSchema } from "@/shared/schemas/fields";
import { maxFileBytes, maxInvoiceFiles } from "@/shared/uploads";
import type { InvoiceFile } from "../domain/project-status/provider-actions";
import { apiText } from "./console-route";
import { fail, failResponse } from "./envelope";

/**
 * The multipart form of an invoice call (homeProjectId, fileContent; either case): the project id
 * and the one file, or the reply that refuses the form as it is.
 */
export async function readInvoiceForm(request: Request, language: Language): Promise<{ projectId: number; file: InvoiceFile | undefined } | { refusal: unknown }> {
  if (!(request.headers.get("content-type") ?? "").startsWith("multipart/form-data")) return { refusal: fail(apiText(language, "invoiceMissing")) };
  if (Number(request.headers.get("content-length") ?? 0) > maxFileBytes + 64 * 1024) return { refusal: fail(apiText(language, "fileTooLarge")) };
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return { refusal: failResponse(400, apiText(language, "invalidRequest")) };
  }
  const projectId = idSchema.safeParse(Number(form.get("homeProjectId") ?? form.get("HomeProjectId")));
  if (!projectId.success) return { refusal: fail(apiText(language, "projectNotFound")) };
  const entries = [...form.getAll("fileContent"), ...form.getAll("FileContent")];
  if (entries.length > maxInvoiceFiles) return { refusal: fail(apiText(language, "invoiceNotPdf")) };
  const entry = entries[0];
  const file = entry instanceof File ? { name: entry.name, bytes: new Uint8Array(await entry.arrayBuffer()) } : undefined;
  return { projectId: projectId.data, file };
}
