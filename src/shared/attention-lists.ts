import type { TranslationFunctions } from "./i18n/i18n-types";

/**
 * What needs the network now (docs/product/dashboard.md, "Needs attention now"), in the dashboard's
 * order, each with the address of the list it counts: the dashboard's cards and the network's
 * morning summary (docs/product/notifications.md) open the same lists.
 */
export const attentionLists = [
  { kind: "waitingTooLong", address: "/network/homeprojectlist?late=1" },
  { kind: "withoutProvider", address: "/network/homeprojectlist?unassigned=1" },
  { kind: "manualHandling", address: "/network/homeprojectlist?status=7" },
  { kind: "noAgreement", address: "/network/homeprojectlist?status=6" },
  { kind: "noContact", address: "/network/homeprojectlist?nocontact=1" },
  { kind: "callOverdue", address: "/network/homeprojectlist?nocall=1" },
  { kind: "unhappy", address: "/network/homeprojectlist?unhappy=1" },
  { kind: "complaint", address: "/network/homeprojectlist?complaint=1" },
  { kind: "highInvoice", address: "/network/homeprojectlist?highinvoice=1" },
  { kind: "providersNotSetUp", address: "/network/providerlist?notsetup=1" },
] as const;

export type AttentionKind = (typeof attentionLists)[number]["kind"];
export type AttentionCounts = Record<AttentionKind, number>;

/** A list's name, as its dashboard card and the morning summary both write it. */
export function attentionName(L: Pick<TranslationFunctions, "network" | "dashboard">, kind: AttentionKind): string {
  const names: Record<AttentionKind, () => string> = {
    waitingTooLong: L.network.projectList.waitingTooLong,
    withoutProvider: L.network.projectList.withoutProvider,
    manualHandling: L.dashboard.attention.manualHandling,
    noAgreement: L.dashboard.attention.noAgreement,
    noContact: L.network.projectList.noContact,
    callOverdue: L.network.projectList.callOverdue,
    unhappy: L.network.projectList.unhappy,
    complaint: L.network.projectList.complaint,
    highInvoice: L.network.projectList.highInvoice,
    providersNotSetUp: L.dashboard.attention.providersNotSetUp,
  };
  return names[kind]();
}
