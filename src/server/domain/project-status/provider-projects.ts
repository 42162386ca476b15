import { and, asc, count, desc, eq, inArray, sql } from "drizzle-orm";
import type { Language } from "@/shared/catalog-types";
import { defaultPageSize } from "@/shared/page";
import type { Executor } from "../../db/client";
import { pageOf, pageOffset } from "../../db/paging";
import { homeProjectFiles, homeProjects, noAgreementReasons, postalAreas, projectStatuses, services } from "../../db/schema";
import { callStillDue } from "../customer-controls/call-by";
import { catalogText } from "../catalog/localised-text";
import { type ProjectViewer, statusName, visibleTo } from "../projects/project-details";
import { localityIn } from "../places/name-sql";
import { answerBefore } from "./answer-deadline";
import { plannedVisit } from "./planned-visit";
import { ProjectStatus } from "./statuses";

/** The projects a console lists: a provider its own, the network every one (see `ProjectViewer`). */
export const projectPageSize = defaultPageSize;

export interface ProjectListQuery {
  page: number;
  statusId?: number;
  language: Language;
}

/** Waiting for the provider's answer: these come first in its list (docs/product/consoles.md). */
const waiting = sql`${homeProjects.statusId} = ${ProjectStatus.New}`;

/**
 * The provider's list order (docs/product/consoles.md, "The provider's project list"): the projects
 * waiting for its answer first, soonest deadline first (oldest assignment first: see `answerDeadline`);
 * then the others, most recently assigned first; the request's date and the id settle ties.
 */
const providerListOrder = [
  sql`case when ${waiting} then 0 else 1 end`,
  sql`case when ${waiting} then ${homeProjects.providerAssignedAt} end asc nulls last`,
  sql`${homeProjects.providerAssignedAt} desc nulls last`,
  desc(homeProjects.createdAt),
  desc(homeProjects.id),
];

/**
 * One page (20 rows) of the viewer's projects, optionally of one status, in the provider's list
 * order; paginated in SQL. A waiting project carries its answer deadline (`answerBefore`), an
 * accepted one not yet called by when to call (`callBy`), else null; an accepted one its planned
 * visit (`visitAt`), else null.
 */
export async function listProjects(db: Executor, viewer: ProjectViewer, query: ProjectListQuery) {
  const where = and(visibleTo(viewer), query.statusId ? eq(homeProjects.statusId, query.statusId) : undefined);
  const page = Math.max(1, Math.floor(query.page));
  const rows = db
    .select({
      id: homeProjects.id,
      createdAt: homeProjects.createdAt,
      customerFirstName: homeProjects.customerFirstName,
      customerLastName: homeProjects.customerLastName,
      /** Erased at the customer's request or by retention: the names read "—" (a list says so in words). */
      personalDataErased: sql<boolean>`${homeProjects.personalDataErasedAt} is not null`,
      customerStreetHouseNumber: homeProjects.customerStreetHouseNumber,
      customerBus: homeProjects.customerBus,
      postCode: postalAreas.postCode,
      city: localityIn(query.language),
      serviceName: catalogText("service", services.code, query.language, services.name),
      statusId: homeProjects.statusId,
      statusName: statusName(query.language),
      hasInvoice: sql<boolean>`coalesce(trim(${homeProjects.providerInvoiceFileName}), '') <> ''`,
      providerAssignedAt: homeProjects.providerAssignedAt,
      customerCalledAt: homeProjects.customerCalledAt,
      providerAcceptedAt: homeProjects.providerAcceptedAt,
      visitAt: homeProjects.visitAt,
      visitPlannedAt: homeProjects.visitPlannedAt,
    })
    .from(homeProjects)
    .innerJoin(postalAreas, eq(postalAreas.id, homeProjects.postalAreaId))
    .innerJoin(services, eq(services.id, homeProjects.serviceId))
    .innerJoin(projectStatuses, eq(projectStatuses.id, homeProjects.statusId))
    .where(where)
    .orderBy(...providerListOrder)
    .limit(projectPageSize)
    .offset(pageOffset(page, projectPageSize))
    .then((found) =>
      found.map(({ providerAcceptedAt, customerCalledAt, visitAt, visitPlannedAt, ...row }) => ({
        ...row,
        answerBefore: answerBefore(row),
        callBy: callStillDue({ ...row, providerAcceptedAt, customerCalledAt }),
        visitAt: plannedVisit({ ...row, visitAt, visitPlannedAt }),
      })),
    );
  return pageOf({ count: db.select({ n: count() }).from(homeProjects).where(where), rows, page, pageSize: projectPageSize });
}

/**
 * The statuses a provider's project can have, for its status filter (docs/product/statuses.md):
 * "rejected", "manual handling" and "no provider found" are projects without a provider, never in its list.
 */
export const providerStatuses: readonly number[] = [
  ProjectStatus.New,
  ProjectStatus.Accepted,
  ProjectStatus.Cancelled,
  ProjectStatus.Completed,
  ProjectStatus.NoAgreement,
];

/** The statuses a provider ever sees, with their names, for its status filter. */
export async function listStatuses(db: Executor, language: Language) {
  return db
    .select({ id: projectStatuses.id, name: statusName(language) })
    .from(projectStatuses)
    .where(inArray(projectStatuses.id, [...providerStatuses]))
    .orderBy(asc(projectStatuses.id));
}

/** The reasons a provider may give for "no agreement", in a language. */
export async function listNoAgreementReasons(db: Executor, language: Language) {
  return db
    .select({ id: noAgreementReasons.id, reason: language === "nl" ? noAgreementReasons.reasonNl : noAgreementReasons.reasonFr })
    .from(noAgreementReasons)
    .orderBy(asc(noAgreementReasons.sortOrder), asc(noAgreementReasons.id));
}

/** Which project a stored file belongs to, if the viewer may see it: a customer file or the invoice. */
export async function findVisibleFile(
  db: Executor,
  viewer: ProjectViewer,
  fileName: string,
): Promise<{ projectId: number; kind: "customer" | "invoice" } | undefined> {
  const [customer] = await db
    .select({ projectId: homeProjectFiles.projectId })
    .from(homeProjectFiles)
    .innerJoin(homeProjects, eq(homeProjects.id, homeProjectFiles.projectId))
    .where(and(eq(homeProjectFiles.fileName, fileName), visibleTo(viewer)));
  if (customer) return { projectId: customer.projectId, kind: "customer" };
  const [invoice] = await db
    .select({ projectId: homeProjects.id })
    .from(homeProjects)
    .where(and(eq(homeProjects.providerInvoiceFileName, fileName), visibleTo(viewer)));
  if (invoice) return { projectId: invoice.projectId, kind: "invoice" };
  return undefined;
}
