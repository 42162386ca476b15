import { Elysia } from "elysia";
import type { Clock } from "../clock";
import { displayFileName } from "@/shared/uploads";
import { checkFileLink, fileLinkKey } from "../domain/files/file-links";
import type { Env } from "../env";
import type { FileStorage } from "../storage/storage";
import { plainRefusal } from "../plain-refusal";

export interface FileLinkRouteDeps {
  env: Pick<Env, "SESSION_SECRET">;
  clock: Clock;
  storage: FileStorage;
}

/** Serves the short-lived signed links made by `createFileLink` (GET /files/<name>?exp=&sig=). */
export function fileLinks(deps: FileLinkRouteDeps) {
  const key = fileLinkKey(deps.env);
  return new Elysia({ name: "file-links" }).get("/files/:name", async ({ params, query, request }) => {
    // Elysia has decoded the name once already (a stored name may hold "%"); a malformed escape leaves none.
    const name = params.name ?? "";
    const text = (status: number, message: "fileNotFound" | "fileLinkExpired") => plainRefusal(request, status, message);
    if (!name) return text(404, "fileNotFound");
    const check = checkFileLink(key, name, query.exp, query.sig, deps.clock.now());
    if (check === "expired") return text(410, "fileLinkExpired");
    if (check !== "valid") return text(404, "fileNotFound");
    const file = await deps.storage.get(name);
    if (!file) return text(404, "fileNotFound");
    const display = displayFileName(name);
    return new Response(file.bytes as Uint8Array<ArrayBuffer>, {
      headers: {
        "content-type": file.contentType,
        "content-length": String(file.bytes.byteLength),
        "content-disposition": `inline; filename="${display.replace(/[^\x20-\x7e]|"/g, "_")}"; filename*=UTF-8''${encodeURIComponent(display)}`,
        "cache-control": "private, no-store",
        "x-content-type-options": "nosniff",
      },
    });
  });
}
