import type { Clock } from "../../clock";
import type { Database } from "../../db/client";
import type { MailAttachment } from "../../mail/transport";
import { refuse } from "../errors";
import { visitCalendarOf } from "../notifications/visit-mails";
import { findByStatusToken } from "./status-token";

/**
 * The planned visit as a calendar file, from the status link: the same event the customer's mail
 * carried, for a customer who lost it or reads the page on another device
 * (docs/product/customer-controls.md, "Visit planned"). No visit shown on the page, no file.
 */
export async function visitCalendarFor(deps: { db: Database; clock: Clock; publicUrl: string }, token: string): Promise<MailAttachment> {
  const project = await findByStatusToken(deps.db, token, deps.clock.now());
  const file = await visitCalendarOf(deps.db, project.id, deps.publicUrl);
  if (!file) throw refuse("noVisitPlanned", "not-found");
  return file;
}
