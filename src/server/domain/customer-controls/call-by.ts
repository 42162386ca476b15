import { ProjectStatus } from "@/shared/project-statuses";
import { addWorkingDays, workingDaysCutoff } from "../working-days/service";

/**
 * The call after an acceptance (docs/product/customer-controls.md, "Call by"): by when the provider
 * calls the customer, and whether a noted call counts. Pure rules, read by the status page, both
 * consoles, the provider figures and the customer's mail.
 */

/** Working days after the acceptance before the customer may report that nobody called. */
export const noContactWaitWorkingDays = 1;

/**
 * By when the provider that accepted is to call the customer: one Belgian working day after the
 * acceptance. From then on the customer may report that nobody called; the status page and the
 * provider's project page give this moment (docs/product/customer-controls.md, "Call by").
 */
export const callCustomerBy = (accepted: Date): Date => addWorkingDays(accepted, noContactWaitWorkingDays);

/** The latest acceptance whose call is due at `now` (`callCustomerBy(accepted) <= now`), for SQL. */
export const callDueCutoff = (now: Date): Date => workingDaysCutoff(now, noContactWaitWorkingDays);

/**
 * The same moment in Belgian working hours from the acceptance, for SQL: a call noted within this
 * many is noted by `callCustomerBy` (a working day counts 24 hours, weekends and holidays none).
 */
export const callWithinWorkingHours = noContactWaitWorkingDays * 24;

/**
 * When the provider that has the project now said it called the customer, or null: a call
 * recorded for an earlier provider does not count for the next (docs/product/customer-controls.md, "Call by").
 */
export function calledAt(project: { customerCalledAt: Date | null; providerAssignedAt: Date | null }): Date | null {
  const { customerCalledAt: called, providerAssignedAt: assigned } = project;
  return called && assigned && called >= assigned ? called : null;
}

/**
 * When the provider that has the project accepted it, whatever happened since (completed, no
 * agreement, cancelled), or null: an acceptance before its assignment was another provider's.
 */
export function acceptedByItsProvider(project: { providerAcceptedAt: Date | null; providerAssignedAt: Date | null }): Date | null {
  const { providerAcceptedAt: accepted, providerAssignedAt: assigned } = project;
  return accepted && assigned && accepted >= assigned ? accepted : null;
}

/** When the provider that has the project accepted it, while it is Accepted; else null. */
export function acceptedAt(project: { statusId: number; providerAcceptedAt: Date | null; providerAssignedAt: Date | null }): Date | null {
  return project.statusId === ProjectStatus.Accepted ? acceptedByItsProvider(project) : null;
}

/** Accepted and its call not noted yet: by when the provider is to call; else null. */
export function callStillDue(project: Parameters<typeof acceptedAt>[0] & Parameters<typeof calledAt>[0]): Date | null {
  const accepted = acceptedAt(project);
  return accepted && !calledAt(project) ? callCustomerBy(accepted) : null;
}
