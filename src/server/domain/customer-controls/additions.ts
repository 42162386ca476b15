import { asc, count, eq } from "drizzle-orm";
import { additionSchema, maxAdditionsPerProject } from "@/shared/schemas/customer-controls";
import type { Executor } from "../../db/client";
import { projectAdditions } from "../../db/schema";
import { recordProjectEvent } from "../project-status/transition";
import { parseCustomerFields } from "./correct-contact";
import { actorOf, type CustomerControlDeps, type CustomerTarget, lockTarget } from "./deps";
import { providerFollowsRequest, queueProviderNotice } from "./provider-notice";
import { customerRefusal, openToCustomerChanges, refusalFor } from "./rules";

/**
 * "Add to my request" (docs/product/customer-controls.md): a text added under the description
 * while the request is not final, 1 to 1,000 characters, at most 5 per request; never edited. The
 * provider reads it on its project page and, while it has yet to answer or has accepted, is told
 * by e-mail (without the text). Audited without the text. The network adds one for a customer who
 * phoned or wrote, under the same rules.
 */
export async function addToRequest(deps: CustomerControlDeps, target: CustomerTarget, input: unknown) {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    // The link first: an expired one says so, whatever was typed.
    const project = await lockTarget(tx, target, now);
    const { text } = parseCustomerFields(additionSchema, input);
    if (!openToCustomerChanges(project.statusId) || project.personalDataErasedAt) throw refusalFor(target.by, "additionsNotAllowed");
    const [stored] = await tx.select({ n: count() }).from(projectAdditions).where(eq(projectAdditions.projectId, project.id));
    if ((stored?.n ?? 0) >= maxAdditionsPerProject) throw customerRefusal("additionsLimit");
    const [addition] = await tx
      .insert(projectAdditions)
      .values({ projectId: project.id, text, addedBy: target.by, createdAt: now })
      .returning({ id: projectAdditions.id, createdAt: projectAdditions.createdAt });
    if (!addition) throw new Error("addition not stored");
    await recordProjectEvent(tx, project, { actor: actorOf(target), action: "customer.addition", now, details: { additionId: addition.id } });
    if (project.providerId !== null && providerFollowsRequest(project.statusId)) {
      await queueProviderNotice(tx, deps, "addition", { projectId: project.id, providerId: project.providerId }, now);
    }
    return addition;
  });
}

/** A request's additions, oldest first: read under the description, in the order they came. */
export function listAdditions(db: Executor, projectId: number) {
  return db
    .select({ id: projectAdditions.id, text: projectAdditions.text, addedBy: projectAdditions.addedBy, createdAt: projectAdditions.createdAt })
    .from(projectAdditions)
    .where(eq(projectAdditions.projectId, projectId))
    .orderBy(asc(projectAdditions.createdAt), asc(projectAdditions.id));
}
