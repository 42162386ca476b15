import { incomingFilesOf } from "../domain/files/incoming-form";
import type { IncomingFile } from "../domain/files/service";

/**
 * The form and its `files` (the wizard's upload and the status page's "add files"), or
 * undefined when the body is no such form or a `files` entry is not a file: a broken client.
 */
export async function filesFromForm(request: Request): Promise<{ form: FormData; files: IncomingFile[] } | undefined> {
  if (!(request.headers.get("content-type") ?? "").startsWith("multipart/form-data")) return undefined;
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return undefined;
  }
  const files = await incomingFilesOf(form);
  return files ? { form, files } : undefined;
}
