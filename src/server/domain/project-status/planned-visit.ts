import { ProjectStatus } from "./statuses";

/**
 * The visit the provider agreed with the customer, while it works with them: the project is
 * accepted and the visit was recorded after its assignment (a visit an earlier provider planned
 * is not this one's). docs/product/customer-controls.md, "Visit planned".
 */
export function plannedVisit(project: { statusId: number; visitAt: Date | null; visitPlannedAt: Date | null; providerAssignedAt: Date | null }): Date | null {
  if (project.statusId !== ProjectStatus.Accepted || !project.visitAt || !project.visitPlannedAt || !project.providerAssignedAt) return null;
  return project.visitPlannedAt >= project.providerAssignedAt ? project.visitAt : null;
}
