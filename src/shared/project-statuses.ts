/**
 * The eight project statuses and their flags: the one home of docs/product/statuses.md's table.
 * The ids are part of the `api/` contract and never change. The database's `project_statuses` rows
 * are seeded from this table, the server's rules and raw SQL and the consoles derive from it.
 */
export interface ProjectStatusRow {
  id: number;
  code: string;
  nameEn: string;
  nameFr: string;
  nameNl: string;
  /** Open: the project still needs someone; routing counts a provider's open projects. */
  isOpen: boolean;
  /** Waiting for the assigned provider's answer (only when a provider is assigned). */
  isWaitingResponse: boolean;
  canChangeService: boolean;
  canChangeProvider: boolean;
  /** Final: nothing changes the project any more (no Cancel). */
  isFinal: boolean;
  /** Highlighted in the network's list when no provider is assigned (its legend: "En jaune : sans prestataire"). */
  needsProviderWhenUnassigned: boolean;
}

const row = (
  id: number,
  code: string,
  nameEn: string,
  nameFr: string,
  nameNl: string,
  flags: Omit<ProjectStatusRow, "id" | "code" | "nameEn" | "nameFr" | "nameNl">,
): ProjectStatusRow => ({ id, code, nameEn, nameFr, nameNl, ...flags });

const no = { isOpen: false, isWaitingResponse: false, canChangeService: false, canChangeProvider: false, isFinal: false, needsProviderWhenUnassigned: false };

export const projectStatusTable: readonly ProjectStatusRow[] = [
  row(1, "new", "New", "Nouveau", "Nieuw", {
    ...no,
    isOpen: true,
    isWaitingResponse: true,
    canChangeService: true,
    canChangeProvider: true,
    needsProviderWhenUnassigned: true,
  }),
  row(2, "accepted", "Accepted", "Accepté", "Aanvaard", { ...no, isOpen: true, canChangeProvider: true }),
  row(3, "rejected", "Rejected", "Refusé", "Geweigerd", { ...no, canChangeService: true, canChangeProvider: true, needsProviderWhenUnassigned: true }),
  row(4, "cancelled", "Cancelled", "Annulé", "Geannuleerd", { ...no, isFinal: true }),
  row(5, "completed", "Completed", "Clôturé", "Afgesloten", { ...no, isFinal: true }),
  row(6, "no-agreement", "No agreement", "Pas d'accord", "Geen akkoord", { ...no, canChangeService: true, canChangeProvider: true }),
  row(7, "manual-handling", "Manual handling", "Traitement manuel", "Manuele behandeling", { ...no, canChangeService: true, canChangeProvider: true }),
  row(8, "no-provider-found", "No provider found", "Aucun prestataire trouvé", "Geen vakman gevonden", {
    ...no,
    canChangeService: true,
    canChangeProvider: true,
    needsProviderWhenUnassigned: true,
  }),
];

/** Status ids by their code names. */
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

type Flag = "isOpen" | "isWaitingResponse" | "canChangeService" | "canChangeProvider" | "isFinal" | "needsProviderWhenUnassigned";

/** The ids whose flag is set, in id order. */
export function statusIdsWhere(flag: Flag): readonly number[] {
  return projectStatusTable.filter((s) => s[flag]).map((s) => s.id);
}

export const openStatusIds = statusIdsWhere("isOpen");
export const finalStatusIds = statusIdsWhere("isFinal");
export const waitingStatusIds = statusIdsWhere("isWaitingResponse");
export const awaitingProviderStatusIds = statusIdsWhere("needsProviderWhenUnassigned");

/** The row of a status id; an unknown id is a programming error. */
export function projectStatusOf(statusId: number): ProjectStatusRow {
  const found = projectStatusTable.find((s) => s.id === statusId);
  if (!found) throw new Error(`unknown status ${statusId}`);
  return found;
}
