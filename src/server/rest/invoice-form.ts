import type { Language } from "@/shared/catalog-types";
import { type InvoiceForm, invoiceBodyTooLarge, invoiceFromForm } from "../domain/project-status/invoice-form";
import { apiText } from "./console-route";
import { fail, failResponse } from "./envelope";

/**
 * The multipart form of an invoice call (homeProjectId, fileContent, invoiceAmount; either case):
 * the project id, the one file and the amount if given, or the reply that refuses the form as it
 * is. The fields are read by the same `invoiceFromForm` as the console's tRPC procedure (the
 * amount stays optional here, for callers of the old contract); its refusals reach the caller as `isError`.
 */
export async function readInvoiceForm(request: Request, language: Language): Promise<InvoiceForm | { refusal: unknown }> {
  if (!(request.headers.get("content-type") ?? "").startsWith("multipart/form-data")) return { refusal: fail(apiText(language, "invoiceMissing")) };
  if (invoiceBodyTooLarge(request.headers.get("content-length"))) return { refusal: fail(apiText(language, "fileTooLarge")) };
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return { refusal: failResponse(400, apiText(language, "invalidRequest")) };
  }
  return invoiceFromForm(form, "optional");
}
