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
  const entries = form.getAll("files");
  if (entries.some((entry) => typeof entry === "string")) return undefined;
  const files = await Promise.all((entries as File[]).map(async (file) => ({ name: file.name ?? "", bytes: new Uint8Array(await file.arrayBuffer()) })));
  return { form, files };
}
