import type { IncomingFile } from "./service";

/**
 * The `files` of a multipart form (the wizard's upload, the status page's and the network's "add
 * files"), or undefined when an entry is not a file: a broken client.
 */
export async function incomingFilesOf(form: FormData): Promise<IncomingFile[] | undefined> {
  const entries = form.getAll("files");
  if (entries.some((entry) => typeof entry === "string")) return undefined;
  return Promise.all((entries as File[]).map(async (file) => ({ name: file.name ?? "", bytes: new Uint8Array(await file.arrayBuffer()) })));
}
