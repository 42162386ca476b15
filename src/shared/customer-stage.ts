import type { TranslationFunctions } from "./i18n/i18n-types";

/**
 * Where a request stands for its customer, on the private status page (docs/product/statuses.md,
 * "What the customer sees"). The server derives the stage from the status; the page draws it.
 * - sent: waiting for the network (no provider yet, rejected, manual handling, nobody found); at
 *   manual handling the status page says the team answers within 24 hours (`manualHandling`); at
 *   rejected (3) it says the proposed provider could not follow up and the team looks further (`rejected`);
 * - providerFound: a provider is looking at it and answers within two working days;
 * - accepted: the provider will call (name and contact details shown);
 * - noAgreement: the provider recorded that no agreement was reached;
 * - completed: invoiced and closed; cancelled: closed by the network or withdrawn.
 */
export type CustomerStage = "sent" | "providerFound" | "accepted" | "noAgreement" | "completed" | "cancelled";

/** The milestones the status page lists, in order. */
export const customerMilestones = ["sent", "providerFound", "accepted", "closed"] as const;
export type CustomerMilestone = (typeof customerMilestones)[number];

const reachedAt: Record<CustomerStage, number | null> = {
  sent: 1,
  providerFound: 2,
  accepted: 3,
  // Accepted, then no agreement: not closed, the network may give it to another provider.
  noAgreement: 3,
  completed: 4,
  // A cancelled request may have stopped before a provider was found: no progress is drawn.
  cancelled: null,
};

/**
 * How many milestones a stage has reached: those are shown done, the next one as the current step.
 * Null where the page shows no progress.
 */
export function milestonesReached(stage: CustomerStage): number | null {
  return reachedAt[stage];
}

/**
 * The stage in a few words, as the status page names it: the current step of its milestones (what is
 * under way), or the plain name where it draws none. The data export prints it for the current
 * status, rather than the network's status name ("Refusé", "Nouveau") the page never uses.
 */
export function customerStageName(L: Pick<TranslationFunctions, "provider" | "customerControls">, stage: CustomerStage): string {
  switch (stage) {
    case "sent":
      return L.provider.stepProviderFoundPending();
    case "providerFound":
      return L.provider.stepAcceptedPending();
    case "accepted":
      return L.provider.stepCompletedPending();
    case "noAgreement":
      return L.customerControls.exportStageNoAgreement();
    case "completed":
      return L.provider.stepCompleted();
    case "cancelled":
      return L.customerControls.exportStageCancelled();
  }
}
