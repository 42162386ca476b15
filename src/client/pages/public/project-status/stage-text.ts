import type { CustomerStage } from "@/shared/customer-stage";
import type { ClientTranslationFunctions } from "../../../i18n/language";

/** What the status page needs of the request to word its stage. */
export interface StageTextInput {
  stage: CustomerStage;
  /** Status 7: a service not in the list, answered by the team within 24 hours (not two working days). */
  manualHandling?: boolean;
  /** Status 3: the proposed provider declined or did not answer in time, and nobody else could take it. */
  rejected?: boolean;
  withdrawn?: boolean;
  provider: { name: string } | null;
  /** Accepted: the visit the provider noted, if any (the contact was made); a `Date` on the server, its JSON text in the page. */
  visitAt?: string | Date | null;
}

/** The status page's sentence for where the request stands (docs/product/statuses.md, "What the customer sees"). */
export function stageText(LL: ClientTranslationFunctions, s: StageTextInput): string {
  switch (s.stage) {
    case "sent":
      if (s.manualHandling) return LL.provider.stageSentManual();
      return s.rejected ? LL.provider.stageSentRejected() : LL.provider.stageSent();
    case "providerFound":
      return LL.provider.stageProviderFound();
    case "accepted":
      return (s.visitAt ? LL.provider.stageAcceptedVisit : LL.provider.stageAccepted)({ name: s.provider?.name ?? "" });
    case "noAgreement":
      return LL.provider.stageNoAgreement();
    case "completed":
      return LL.provider.stageCompleted();
    case "cancelled":
      return s.withdrawn ? LL.customerControls.stageWithdrawn() : LL.provider.stageCancelled();
  }
}
