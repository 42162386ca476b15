import type { Executor } from "../db/client";
import { getActiveCatalogReply } from "../domain/catalog/service";

export const catalogPath = "/api/servicecategory/getallactive";

/**
 * The busiest public call, answered by Bun's own router before Elysia sees the request: a
 * clone of one prepared reply (the cached bytes with the headers every reply gets). The catalogue
 * is the same in both languages, so the `lang` query changes nothing. Until the catalogue is
 * loaded (and if it cannot be), the request goes through the app like any other.
 */
export function createCatalogRoute(deps: { db: Executor; headers: Record<string, string>; fallback(request: Request): Promise<Response> }) {
  const headers = { ...deps.headers, "content-type": "application/json" };
  let preparedFor: Promise<Uint8Array<ArrayBuffer>> | undefined;
  let prepared: Response | undefined;
  return (request: Request): Response | Promise<Response> => {
    const reply = getActiveCatalogReply(deps.db);
    if (reply === preparedFor && prepared) return prepared.clone();
    return reply.then(
      (bytes) => {
        preparedFor = reply;
        prepared = new Response(bytes, { headers });
        return prepared.clone();
      },
      () => deps.fallback(request),
    );
  };
}
