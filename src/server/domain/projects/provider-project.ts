import type { Language } from "@/shared/catalog-types";
import type { Executor } from "../../db/client";
import { wasAssignedOnce } from "./assignment-history";
import { getProjectDetails, type ProjectDetails } from "./project-details";

/**
 * A provider's view of one project: its details while it is this provider's; otherwise nothing,
 * and whether it was this provider's once (docs/product/consoles.md, "A project that has left a
 * provider"), so an old mail's link says "no longer yours" instead of "not found". Another
 * provider's project reads exactly like a missing id.
 */
export async function getProviderProject(
  db: Executor,
  providerId: number,
  projectId: number,
  language: Language,
): Promise<{ project: ProjectDetails | null; noLongerYours: boolean }> {
  const project = await getProjectDetails(db, { kind: "provider", providerId }, projectId, language);
  if (project) return { project, noLongerYours: false };
  return { project: null, noLongerYours: await wasAssignedOnce(db, projectId, providerId) };
}
