import { and, desc, eq } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { projectAssignments } from "../../db/schema";

/** How a project left a provider that had it: its own reject, the answer deadline, or anything else (the network's change, a withdrawal, a cancellation). */
export type DepartureReason = "refused" | "deadline" | "moved";

/**
 * Why a project that is not this provider's any more left it, from its last assignment to this
 * provider (docs/product/project-history.md); undefined when it was never this provider's. A
 * project that has left a provider is "no longer yours" to it, never "not found": it has seen it.
 */
export async function howProjectLeft(db: Executor, projectId: number, providerId: number): Promise<DepartureReason | undefined> {
  const [last] = await db
    .select({ outcome: projectAssignments.outcome })
    .from(projectAssignments)
    .where(and(eq(projectAssignments.projectId, projectId), eq(projectAssignments.providerId, providerId)))
    .orderBy(desc(projectAssignments.assignedAt), desc(projectAssignments.id))
    .limit(1);
  if (!last) return undefined;
  if (last.outcome === "rejected") return "refused";
  if (last.outcome === "auto-rejected") return "deadline";
  return "moved";
}
