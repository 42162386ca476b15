/**
 * What a project's audit event says happened (`audit_events.action`; docs/product/project-history.md).
 * The domain writes only these, and the network's history tab has a label for each: a new action
 * does not compile until it has one in both languages.
 */
export const projectEventActions = [
  "project.created",
  "provider.accepted",
  "provider.rejected",
  "provider.auto-rejected",
  "provider.reminded",
  "provider.no-agreement",
  "provider.invoice-uploaded",
  "provider.customer-called",
  "provider.visit-planned",
  "project.visit-reminded",
  "network.change-provider",
  "network.change-service",
  "network.cancel",
  "network.invoice-replaced",
  "network.invoice-amount-corrected",
  "network.no-contact-handled",
  "network.low-rating-followed-up",
  "network.complaint-handled",
  "network.invoice-checked",
  "note.added",
  "customer.withdraw",
  "customer.correct-contact",
  "customer.add-files",
  "customer.addition",
  "customer.remove-file",
  "customer.no-contact",
  "customer.visit-change",
  "customer.call-times",
  "customer.erase",
  "customer.export",
  "customer.lost-link",
  "customer.marketing-consent",
  "customer.marketing-unsubscribe",
  "customer.rating",
  "customer.complaint",
  "retention.erase",
  "restore.erase",
] as const;

export type ProjectEventAction = (typeof projectEventActions)[number];

export function isProjectEventAction(action: string): action is ProjectEventAction {
  return (projectEventActions as readonly string[]).includes(action);
}
