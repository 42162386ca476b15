import { and, eq } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { homeProjects } from "../../db/schema";
import { type ProjectViewer, visibleTo } from "../projects/project-details";
import { cancelReasonWithdrawn } from "./rules";

/**
 * What the consoles show of the customer's own controls on a project: withdrawn by the customer,
 * personal data erased. Null when the viewer may not see the project (a provider: its own only).
 */
export async function customerControlSummary(db: Executor, viewer: ProjectViewer, projectId: number) {
  const [row] = await db
    .select({ cancelReason: homeProjects.cancelReason, personalDataErasedAt: homeProjects.personalDataErasedAt })
    .from(homeProjects)
    .where(and(eq(homeProjects.id, projectId), visibleTo(viewer)));
  if (!row) return null;
  return { withdrawnByCustomer: row.cancelReason === cancelReasonWithdrawn, personalDataErasedAt: row.personalDataErasedAt };
}
