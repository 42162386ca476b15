import { eq } from "drizzle-orm";
import { callTimesSchema } from "@/shared/call-times";
import { homeProjects } from "../../db/schema";
import { recordProjectEvent } from "../project-status/transition";
import { actorOf, type CustomerControlDeps, type CustomerTarget, lockTarget } from "./deps";
import { customerRefusal, openToCustomerChanges } from "./rules";
import { refuse } from "../errors";

/**
 * "When to call me" (docs/product/customer-controls.md): the parts of the day the customer would
 * rather be called, while the request is not final. The provider and the network read them with
 * the contact details. The same choice again writes nothing; a change is audited with the parts.
 */
export async function setCallTimes(deps: CustomerControlDeps, target: CustomerTarget, input: unknown) {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    // The link first: an expired one says so, whatever was sent. No page sends another shape.
    const project = await lockTarget(tx, target, now);
    const parsed = callTimesSchema.safeParse(input);
    if (!parsed.success) throw refuse("invalidRequest", "malformed");
    const times = parsed.data;
    if (!openToCustomerChanges(project.statusId) || project.personalDataErasedAt) throw customerRefusal("callTimesNotAllowed");
    if (project.preferredCallTimes.join() === times.join()) return { times, changed: false };
    await tx
      .update(homeProjects)
      .set({ preferredCallTimes: [...times] })
      .where(eq(homeProjects.id, project.id));
    await recordProjectEvent(tx, project, { actor: actorOf(target), action: "customer.call-times", now, details: { times } });
    return { times, changed: true };
  });
}
