import { eq } from "drizzle-orm";
import type { z } from "zod";
import { type ContactCorrection, contactCorrectionSchema } from "@/shared/schemas/customer-controls";
import { isValidationKey } from "@/shared/message-keys";
import { homeProjects } from "../../db/schema";
import { CustomerControlsMail, renderEmailChanged, renderEmailChangedPrevious } from "../../mail/customer-controls";
import { customerMail, enqueueMail } from "../../mail/queue";
import { DomainError, refuse, validationMessage } from "../errors";
import { actorOf, type CustomerControlDeps, type CustomerTarget, lockTarget } from "./deps";
import { recordProjectEvent } from "../project-status/transition";
import { refusalFor, withdrawableStatuses } from "./rules";
import { lostLinkPath, publicLink } from "../notifications/links";

/** The input checked with the wizard's field rules; the first failing rule's FR/NL message otherwise. */
export function parseContactCorrection(input: unknown): ContactCorrection {
  return parseCustomerFields(contactCorrectionSchema, input);
}

/** Fields a customer typed, checked with the wizard's rules: the first failing rule's FR/NL message, or malformed. */
export function parseCustomerFields<T>(schema: z.ZodType<T>, input: unknown): T {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  const messages = parsed.error.issues.map((i) => i.message);
  const keys = messages.filter(isValidationKey);
  // A field rule speaks to the person; a wrong type or shape is a broken client (docs/product/api-contract.md).
  if (keys.length < messages.length) throw refuse("invalidRequest", "malformed");
  throw new DomainError(validationMessage(keys[0] ?? "required"));
}

/**
 * Correct contact details (docs/product/customer-controls.md): mobile, e-mail, street and box,
 * while no provider is working with the customer (`withdrawableStatuses`: 1, 3, 6, 7, 8). The assigned provider reads the new
 * values from the project; a changed e-mail gets a confirmation at the new address and a notice at
 * the old one (which does not name the new); the status
 * link keeps working. The audit event names the changed fields, never their values.
 */
export async function correctContactDetails(deps: CustomerControlDeps, target: CustomerTarget, input: unknown) {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    // The link first: an expired one says so, whatever the form holds.
    const project = await lockTarget(tx, target, now);
    const values = parseContactCorrection(input);
    if (!withdrawableStatuses.includes(project.statusId)) throw refusalFor(target.by, "correctNotAllowed");
    const next = {
      customerGsm: values.CustomerGSM,
      customerEmail: values.CustomerEmail,
      customerStreetHouseNumber: values.CustomerStreetHouseNumber,
      customerBus: values.CustomerBus,
    };
    const changed = (Object.keys(next) as (keyof typeof next)[]).filter((field) => next[field] !== project[field]);
    if (changed.length === 0) return { projectId: project.id, changed };
    await tx
      .update(homeProjects)
      .set({ ...next, updatedAt: now })
      .where(eq(homeProjects.id, project.id));
    const actor = actorOf(target);
    await recordProjectEvent(tx, project, { actor, action: "customer.correct-contact", now, details: { fields: changed } });
    if (changed.includes("customerEmail")) {
      const facts = { projectId: project.id, insurerName: deps.insurerName };
      await enqueueMail(
        tx,
        customerMail(project, {
          template: CustomerControlsMail.EmailChanged,
          recipient: next.customerEmail,
          mail: renderEmailChanged(project.language, { ...facts, lostLinkUrl: publicLink(deps.publicUrl, lostLinkPath) }),
          now,
          publicUrl: deps.publicUrl,
        }),
      );
      // The address before is told too, without the new one: a change it did not make can be undone.
      await enqueueMail(
        tx,
        customerMail(project, {
          template: CustomerControlsMail.EmailChangedPrevious,
          recipient: project.customerEmail,
          mail: renderEmailChangedPrevious(project.language, facts),
          now,
          publicUrl: deps.publicUrl,
        }),
      );
    }
    return { projectId: project.id, changed };
  });
}
