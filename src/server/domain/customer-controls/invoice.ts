import type { Clock } from "../../clock";
import type { Database } from "../../db/client";
import { refuse } from "../errors";
import { signFileLink } from "../files/file-links";
import { publicLink } from "../notifications/links";
import { findByStatusToken } from "./status-token";

/**
 * The provider's invoice, from the status link (docs/product/customer-controls.md, "The
 * provider's invoice"): a short-lived signed link to the stored file, the same the data export
 * gives, so that every file is served by one route. No invoice (not completed, or erased): not found.
 */
export async function invoiceLinkFor(deps: { db: Database; clock: Clock; publicUrl: string; fileKey: Buffer }, token: string): Promise<string> {
  const now = deps.clock.now();
  const project = await findByStatusToken(deps.db, token, now);
  const stored = project.providerInvoiceFileName?.trim();
  if (!stored) throw refuse("noInvoice", "not-found");
  return publicLink(deps.publicUrl, signFileLink(deps.fileKey, stored, now));
}
