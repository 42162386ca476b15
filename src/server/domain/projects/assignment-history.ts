import { and, eq } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { projectAssignments } from "../../db/schema";

/**
 * Whether the project was ever assigned to this provider (docs/product/project-history.md): a
 * project that has left a provider (its own reject, the deadline, the network's change, a
 * withdrawal) is "no longer yours" to it, never "not found": it has seen it.
 */
export async function wasAssignedOnce(db: Executor, projectId: number, providerId: number): Promise<boolean> {
  const [once] = await db
    .select({ id: projectAssignments.id })
    .from(projectAssignments)
    .where(and(eq(projectAssignments.projectId, projectId), eq(projectAssignments.providerId, providerId)))
    .limit(1);
  return once !== undefined;
}
