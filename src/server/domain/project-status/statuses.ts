/** Status ids of decisions.md. */
export const ProjectStatus = {
  New: 1,
  Accepted: 2,
  Rejected: 3,
  Cancelled: 4,
  Completed: 5,
  NoAgreement: 6,
  ManualHandling: 7,
  NoProviderFound: 8,
} as const;
export type ProjectStatusId = (typeof ProjectStatus)[keyof typeof ProjectStatus];
