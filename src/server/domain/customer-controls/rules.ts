import type { CustomerControlsMessageKey } from "@/shared/message-keys";
import { DomainError } from "../errors";
import { finalStatusIds } from "@/shared/project-statuses";
import { ProjectStatus } from "../project-status/statuses";

/** Rules of docs/product/customer-controls.md, one place each. */

/**
 * A request may be withdrawn, and its contact details corrected, while no provider is working
 * with the customer: before one accepts (statuses 1, 3, 7 and 8), and after the one that accepted
 * recorded no agreement (6), when the network is to call the customer back.
 */
export const withdrawableStatuses: readonly number[] = [
  ProjectStatus.New,
  ProjectStatus.Rejected,
  ProjectStatus.NoAgreement,
  ProjectStatus.ManualHandling,
  ProjectStatus.NoProviderFound,
];

/** Personal data may be erased by the customer once the request is final: Cancelled (withdrawn included) or Completed. */
export const erasableStatuses: readonly number[] = finalStatusIds;

/**
 * Files (added up to the 3-file limit, or removed), call times and additions to the description may
 * be changed while the request is not final (not Cancelled or Completed).
 */
export const openToCustomerChanges = (statusId: number) => !finalStatusIds.includes(statusId);

/** Written in place of every erased personal field (docs/decisions/0026-customer-controls.md). */
export const erasureMarker = "—";

export const cancelReasonWithdrawn = "withdrawn-by-customer" as const;

export const customerRefusal = (key: CustomerControlsMessageKey, kind: DomainError["kind"] = "conflict") =>
  new DomainError({ section: "customerControls", key }, kind);

/**
 * A refusal in the words of who asked: "your data" on the status page, "the customer's data" in the
 * network console, where an operator acts for a customer.
 */
export const refusalFor = (
  by: "customer" | "network",
  key:
    | "eraseNotAllowed"
    | "correctNotAllowed"
    | "fileRemoveNotAllowed"
    | "fileNotInRequest"
    | "filesNotAllowed"
    | "additionsNotAllowed"
    | "complaintNotAllowed"
    | "complaintAlreadyOpen",
) => customerRefusal(by === "network" ? `${key}ForNetwork` : key);

/** What the status page offers for a project in this state. */
export function customerActions(project: { statusId: number; personalDataErasedAt: Date | null }) {
  return {
    canWithdraw: withdrawableStatuses.includes(project.statusId),
    canErase: erasableStatuses.includes(project.statusId) && project.personalDataErasedAt === null,
    canChangeFiles: openToCustomerChanges(project.statusId) && project.personalDataErasedAt === null,
    canSetCallTimes: openToCustomerChanges(project.statusId) && project.personalDataErasedAt === null,
    canAddToRequest: openToCustomerChanges(project.statusId) && project.personalDataErasedAt === null,
  };
}
