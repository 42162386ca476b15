import { addWorkingDays, responseWorkingDays } from "../working-days/service";
import { ProjectStatus } from "./statuses";

/**
 * The response deadline (docs/product/deadlines.md): `responseWorkingDays` working days after the
 * provider's assignment. The automatic rejection, the reminder, the mails, the project page and the
 * provider's list all read it here. It never comes earlier for a later assignment (a weekend's
 * assignments share Monday's), so "soonest deadline first" is "oldest assignment first".
 */
export function answerDeadline(assignedAt: Date): Date {
  return addWorkingDays(assignedAt, responseWorkingDays);
}

/** While the project waits for its provider's answer (new, assigned): its deadline; otherwise null. */
export function answerBefore(project: { statusId: number; providerAssignedAt: Date | null }): Date | null {
  return project.statusId === ProjectStatus.New && project.providerAssignedAt ? answerDeadline(project.providerAssignedAt) : null;
}
