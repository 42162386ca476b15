import type { Language } from "@/shared/catalog-types";
import type { Executor } from "../../db/client";
import { type DepartureReason, howProjectLeft } from "./assignment-history";
import { getProjectDetails, type ProjectDetails } from "./project-details";

/**
 * A provider's view of one project: its details while it is this provider's; otherwise nothing,
 * and, if it was this provider's once, how it left (docs/product/consoles.md, "The provider's
 * project page"), so an old mail's link says "you refused it" or "no longer yours" instead of
 * "not found". Another provider's project reads exactly like a missing id.
 */
export async function getProviderProject(
  db: Executor,
  providerId: number,
  projectId: number,
  language: Language,
): Promise<{ project: ProjectDetails | null; left: DepartureReason | null }> {
  const project = await getProjectDetails(db, { kind: "provider", providerId }, projectId, language);
  if (project) return { project, left: null };
  return { project: null, left: (await howProjectLeft(db, projectId, providerId)) ?? null };
}
