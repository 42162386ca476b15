import { randomBytes } from "node:crypto";
import { and, eq, isNull, sql } from "drizzle-orm";
import { addProjectSchema } from "@/shared/schemas/project";
import type { Clock } from "../../clock";
import type { Database } from "../../db/client";
import { homeProjects, mailQueue } from "../../db/schema";
import { mailsToCustomerOf } from "../../mail/queue";
import { DomainError } from "../errors";
import { checkCreatorRight } from "../files/service";
import { publicLink } from "../notifications/links";
import type { Notifier } from "../notifications/service";
import { hashToken, statusPagePath, statusTokenLifetimeMs } from "../projects/create-project";
import { lockProject, recordProjectEvent } from "../project-status/transition";
import { parseCustomerFields } from "./correct-contact";
import { refusalFor, withdrawableStatuses } from "./rules";

export interface FixNewEmailDeps {
  db: Database;
  clock: Clock;
  notify: Notifier;
  /** PUBLIC_URL: the new status link starts with it. */
  publicUrl: string;
}

const newEmailSchema = addProjectSchema.pick({ CustomerEmail: true });

/**
 * A mistyped e-mail address, corrected on the wizard's last step by the browser that just sent the
 * request (docs/product/customer-controls.md, "A mistyped e-mail address"): its upload cookie, within
 * 30 minutes, while the request is open to the customer's corrections. The status link is
 * replaced, so the one mailed to the wrong address stops working, a mail to it not sent yet is
 * withdrawn, and the confirmation goes again, to the new address, with the new link. One
 * transaction with its audit event.
 */
export async function fixNewEmail(deps: FixNewEmailDeps, right: { projectId: number; uploadToken: string }, input: unknown): Promise<void> {
  const email = parseCustomerFields(newEmailSchema, input).CustomerEmail;
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    // An unknown project reads as a wrong cookie; any other failure is one.
    const project = await lockProject(tx, right.projectId).catch((error: unknown) => {
      if (error instanceof DomainError && error.kind === "not-found") return undefined;
      throw error;
    });
    checkCreatorRight(project, right.uploadToken, now, { notAllowed: "emailFixNotAllowed", expired: "emailFixExpired" });
    if (!withdrawableStatuses.includes(project.statusId) || project.personalDataErasedAt !== null) throw refusalFor("customer", "correctNotAllowed");
    // The same address again changes nothing: no new link, no second mail.
    if (project.customerEmail === email) return;
    const statusToken = randomBytes(32).toString("base64url");
    await tx
      .update(homeProjects)
      .set({
        customerEmail: email,
        statusTokenHash: hashToken(statusToken),
        statusTokenExpiresAt: new Date(now.getTime() + statusTokenLifetimeMs),
        updatedAt: now,
      })
      .where(eq(homeProjects.id, project.id));
    await recordProjectEvent(tx, project, {
      actor: { type: "customer", id: null },
      action: "customer.correct-contact",
      now,
      details: { fields: ["customerEmail"], statusLinkReplaced: true },
    });
    // What has not left yet for the mistyped address stays here: it holds the request's details.
    await tx
      .delete(mailQueue)
      .where(and(mailsToCustomerOf(project.id), isNull(mailQueue.sentAt), sql`lower(${mailQueue.recipient}) = lower(${project.customerEmail})`));
    await deps.notify.customerConfirmation(tx, project.id, publicLink(deps.publicUrl, statusPagePath(statusToken)), now);
  });
}
