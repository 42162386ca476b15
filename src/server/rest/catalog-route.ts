import type { Executor } from "../db/client";
import { getActiveCatalogReply } from "../domain/catalog/service";

export const catalogPath = "/api/servicecategory/getallactive";

/**
 * The busiest public call, answered by Bun's own router before Elysia sees the request: the
 * cached reply bytes with the headers every reply gets. The catalogue is the same in both
 * languages, so the `lang` query changes nothing. Until the catalogue is loaded (and if it cannot
 * be), the request goes through the app like any other, with its error handling.
 */
export function createCatalogRoute(deps: { db: Executor; headers: Record<string, string>; fallback(request: Request): Promise<Response> }) {
  const headers = { ...deps.headers, "content-type": "application/json" };
  let bytesOf: Promise<Uint8Array<ArrayBuffer>> | undefined;
  let bytes: Uint8Array<ArrayBuffer> | undefined;
  return (request: Request): Response | Promise<Response> => {
    const reply = getActiveCatalogReply(deps.db);
    if (reply === bytesOf && bytes) return new Response(bytes, { headers });
    return reply.then(
      (loaded) => {
        bytesOf = reply;
        bytes = loaded;
        return new Response(loaded, { headers });
      },
      () => deps.fallback(request),
    );
  };
}
