import { and, asc, count, desc, eq, getTableName, gte, inArray, isNotNull, isNull, like, lt, lte, or, sql, type SQL } from "drizzle-orm";
import { openNoContactReport } from "../customer-controls/no-contact";
import { openComplaint } from "../customer-controls/complaints";
import { highInvoiceToCheck } from "./invoice-comparison";
import { lowRatingToFollowUp } from "../ratings/follow-up";
import { acceptedByItsProvider, callDueCutoff, calledAt } from "../customer-controls/call-by";
import { callNotNoted } from "../../db/status-sql";
import type { Language } from "@/shared/catalog-types";
import { awaitingProviderStatusIds } from "@/shared/project-statuses";
import type { z } from "zod";
import { networkPageSize, type projectExportSchema } from "@/shared/schemas/network-projects";
import type { Page } from "@/shared/page";
import type { Executor } from "../../db/client";
import { pageOf, pageOffset } from "../../db/paging";
import { foldForSearch } from "../../db/search-fold";
import { localityIn } from "../places/name-sql";
import { homeProjectRejects, homeProjects, postalAreas, projectRatings, projectStatuses, providers, services } from "../../db/schema";
import { refuse } from "../errors";
import { ProjectStatus } from "../project-status/statuses";
import { containsPattern } from "../providers/service";
import { dayNumber, parseCalendarDate } from "../working-days/belgian-calendar";
import { startOfBrusselsDay } from "../working-days/brussels-time";
import { workingDaysCutoff } from "../working-days/service";
import { getProjectDetails } from "./project-details";
import { parseProjectSearch, type ProjectSearch } from "./project-search";
import { requestConditions } from "./request-filter";
import { rejectionCause } from "../project-status/rejection-cause";

/** The latest assignment time that counts as "waiting for more than one working day" at `now`. */
export const waitingCutoff = (now: Date): Date => workingDaysCutoff(now, 1);

export interface ProjectListRow {
  id: number;
  createdAt: Date;
  providerId: number | null;
  providerName: string | null;
  customerFirstName: string;
  customerLastName: string;
  /** Erased at the customer's request or by retention: the names read "—" (a list says so in words). */
  personalDataErased: boolean;
  postCode: string;
  serviceCode: string;
  statusId: number;
  hasInvoice: boolean;
  /** The invoice's total in euro cents, VAT included, when given (docs/product/consoles.md, "The invoice amount"). */
  invoiceAmountCents: number | null;
}

/** Whether the provider's invoice is on file. */
const invoiceUploaded = sql<boolean>`coalesce(btrim(${homeProjects.providerInvoiceFileName}), '') <> ''`;

/** What both the list and its export show of a project (joined with its postal area, service and provider). */
const listedColumns = {
  id: homeProjects.id,
  createdAt: homeProjects.createdAt,
  providerName: providers.name,
  postCode: postalAreas.postCode,
  serviceCode: services.code,
  statusId: homeProjects.statusId,
  hasInvoice: invoiceUploaded,
  invoiceAmountCents: homeProjects.invoiceAmountCents,
};

/** From this offset on, a page in the older half of the list is read from the oldest end. */
const deepPageOffset = 2000;

/** The largest page a caller of the old contract may ask for (`homeproject/getall?pageSize=`). */
export const maxProjectPageSize = 100;

/** What the network project list is filtered on, paged or exported: the shared schema's shape (docs/product/consoles.md). */
export type ProjectListFilter = z.output<typeof projectExportSchema>;

/** The first instant of a Belgian calendar day (`YYYY-MM-DD`), plus `days`. */
const startOfBelgianDay = (day: string, days = 0) => startOfBrusselsDay(dayNumber(parseCalendarDate(day)) + days);

/**
 * The condition of the list's search (docs/product/consoles.md, "Searching the project list"):
 * a project number finds that project, a bare four-digit number that project and the projects
 * of that postcode, an e-mail address the customer's whole address, and words the customer's name.
 */
function searchCondition(search: ProjectSearch): SQL | undefined {
  switch (search.kind) {
    case "none":
      return undefined;
    case "number": {
      const matches: SQL[] = [];
      if (search.id !== null) matches.push(eq(homeProjects.id, search.id));
      if (search.postCode !== null) {
        // `= any(array(...))` with the postal-area index: the few areas' projects by key, not a scan of all (bench/README.md).
        matches.push(
          sql`${homeProjects.postalAreaId} = any(array(select ${postalAreas.id} from ${postalAreas} where ${postalAreas.postCode} = ${search.postCode}))`,
        );
      }
      return or(...matches) ?? sql`false`;
    }
    case "email":
      // The whole address, whatever its case (as typed by the customer); an erased project holds none.
      return search.email === null ? sql`false` : sql`lower(${homeProjects.customerEmail}) = ${search.email}`;
    case "name":
      // Each word in the stored folded name (lower case, no accents), folded the same way: "lefevre"
      // finds "Lefèvre" and back, and "Peeters Jan" finds Jan Peeters (surname first, as Belgians often write).
      return and(...search.words.map((word) => like(homeProjects.customerSearchName, foldForSearch(containsPattern(word)))));
  }
}

/** The project a number search names, shown before the postcode's projects (its order key), if any. */
function searchedProjectFirst(search: ProjectSearch): SQL | undefined {
  return search.kind === "number" && search.id !== null && search.postCode !== null ? sql`(${homeProjects.id} = ${search.id})` : undefined;
}

/**
 * The list's filters as one condition: the search, status, waiting too long, without provider,
 * request days, and the dashboard's service, province and language (one rule for both).
 */
function projectListWhere(input: ProjectListFilter, now: Date): SQL | undefined {
  const conditions: SQL[] = [];
  if (input.providerId !== undefined) conditions.push(eq(homeProjects.providerId, input.providerId));
  const searched = searchCondition(parseProjectSearch(input.search));
  if (searched) conditions.push(searched);
  if (input.statusId !== undefined) conditions.push(eq(homeProjects.statusId, input.statusId));
  if (input.waitingTooLong) {
    conditions.push(eq(homeProjects.statusId, ProjectStatus.New), isNotNull(homeProjects.providerId), lte(homeProjects.providerAssignedAt, waitingCutoff(now)));
  }
  if (input.withoutProvider) {
    conditions.push(isNull(homeProjects.providerId), inArray(homeProjects.statusId, [...awaitingProviderStatusIds]));
  }
  if (input.noContact) conditions.push(openNoContactReport);
  if (input.unhappy) conditions.push(lowRatingToFollowUp);
  if (input.complaint) conditions.push(openComplaint);
  if (input.highInvoice) conditions.push(highInvoiceToCheck(now));
  if (input.callOverdue) conditions.push(callNotNoted(homeProjects), lte(homeProjects.providerAcceptedAt, callDueCutoff(now)));
  if (input.createdFrom) conditions.push(gte(homeProjects.createdAt, startOfBelgianDay(input.createdFrom)));
  if (input.createdTo) conditions.push(lt(homeProjects.createdAt, startOfBelgianDay(input.createdTo, 1)));
  if (input.categoryId !== undefined || input.serviceId !== undefined || input.province !== undefined || input.language !== undefined) {
    conditions.push(requestConditions(input, getTableName(homeProjects)));
  }
  return conditions.length ? and(...conditions) : undefined;
}

/**
 * Every project for the network (or one provider's), newest first (the searched project number
 * first), 20 a page, filtered and counted in SQL (projectListWhere).
 */
export async function listNetworkProjects(
  db: Executor,
  input: ProjectListFilter & { page: number; pageSize?: number },
  now: Date,
): Promise<Page<ProjectListRow>> {
  const pageSize = Math.min(maxProjectPageSize, Math.max(1, Math.floor(input.pageSize ?? networkPageSize)));
  const where = projectListWhere(input, now);
  // A bare four-digit number: the project of that number comes before the postcode's projects.
  const first = searchedProjectFirst(parseProjectSearch(input.search));
  const offset = pageOffset(input.page, pageSize);
  const counting = db.select({ n: count() }).from(homeProjects).where(where);
  let window = { offset, limit: pageSize, mirrored: false };
  let counted: Promise<{ n: number }[]> | undefined;
  if (offset >= deepPageOffset) {
    // OFFSET reads and drops every earlier row: a page in the older half is read from the other
    // end, in the mirrored order, with the small offset counted from there.
    counted = counting.execute();
    const total = (await counted)[0]?.n ?? 0;
    if (offset > total / 2) {
      const limit = Math.max(0, Math.min(pageSize, total - offset));
      window = { offset: Math.max(0, total - offset - limit), limit, mirrored: true };
    }
  }
  // The page's ids first (index order, no joins), then the rows of those ids with their names.
  const ids = db
    .select({ id: homeProjects.id })
    .from(homeProjects)
    .where(where)
    .orderBy(
      ...(first ? [window.mirrored ? asc(first) : desc(first)] : []),
      ...(window.mirrored ? [asc(homeProjects.createdAt), asc(homeProjects.id)] : [desc(homeProjects.createdAt), desc(homeProjects.id)]),
    )
    .limit(window.limit)
    .offset(window.offset)
    .as("page_ids");
  const paging = db
    .select({
      ...listedColumns,
      providerId: homeProjects.providerId,
      customerFirstName: homeProjects.customerFirstName,
      customerLastName: homeProjects.customerLastName,
      personalDataErased: sql<boolean>`${homeProjects.personalDataErasedAt} is not null`,
    })
    .from(ids)
    .innerJoin(homeProjects, eq(homeProjects.id, ids.id))
    .innerJoin(postalAreas, eq(postalAreas.id, homeProjects.postalAreaId))
    .innerJoin(services, eq(services.id, homeProjects.serviceId))
    .leftJoin(providers, eq(providers.id, homeProjects.providerId))
    .orderBy(...(first ? [desc(first)] : []), desc(homeProjects.createdAt), desc(homeProjects.id));
  // Otherwise the count and the page are independent: on Postgres they run side by side.
  const rows =
    window.limit > 0
      ? paging.then((page) => page.map((r) => ({ ...r, hasInvoice: Boolean(r.hasInvoice), personalDataErased: Boolean(r.personalDataErased) })))
      : Promise.resolve([]);
  return pageOf({ count: counted ?? counting, rows, page: input.page, pageSize });
}

/** At most this many projects in one export, the newest (docs/product/consoles.md, "Exporting the project list"). */
export const projectExportLimit = 10_000;

/** A project as exported: what the list shows, without the customer's name, with the place's name. */
export interface ProjectExportRow {
  id: number;
  createdAt: Date;
  providerName: string | null;
  postCode: string;
  place: string;
  serviceCode: string;
  statusId: number;
  hasInvoice: boolean;
  /** The invoice's total in euro cents, VAT included, when given (docs/product/consoles.md, "The invoice amount"). */
  invoiceAmountCents: number | null;
  /** When its provider accepted it, and noted its call to the customer (docs/product/customer-controls.md, "Call by"). */
  acceptedAt: Date | null;
  calledAt: Date | null;
  /** The customer's score of the job, 1 to 5, once given (never the comment: it may name people). */
  rating: number | null;
}

/**
 * The filtered list as one table for a CSV file: the same filters and order as the list, the
 * newest `projectExportLimit`, and how many matched. No customer data: the file leaves the console.
 */
export async function exportNetworkProjects(
  db: Executor,
  input: ProjectListFilter,
  now: Date,
  language: Language,
): Promise<{ rows: ProjectExportRow[]; total: number }> {
  const where = projectListWhere(input, now);
  const [rows, counted] = await Promise.all([
    db
      .select({
        ...listedColumns,
        place: localityIn(language),
        providerAssignedAt: homeProjects.providerAssignedAt,
        providerAcceptedAt: homeProjects.providerAcceptedAt,
        customerCalledAt: homeProjects.customerCalledAt,
        rating: projectRatings.rating,
      })
      .from(homeProjects)
      .innerJoin(postalAreas, eq(postalAreas.id, homeProjects.postalAreaId))
      .innerJoin(services, eq(services.id, homeProjects.serviceId))
      .leftJoin(providers, eq(providers.id, homeProjects.providerId))
      .leftJoin(projectRatings, eq(projectRatings.projectId, homeProjects.id))
      .where(where)
      .orderBy(desc(homeProjects.createdAt), desc(homeProjects.id))
      .limit(projectExportLimit),
    db.select({ n: count() }).from(homeProjects).where(where),
  ]);
  return {
    rows: rows.map(({ providerAssignedAt, providerAcceptedAt, customerCalledAt, ...r }) => {
      const times = { providerAssignedAt, providerAcceptedAt, customerCalledAt };
      return { ...r, hasInvoice: Boolean(r.hasInvoice), acceptedAt: acceptedByItsProvider(times), calledAt: calledAt(times) };
    }),
    total: counted[0]?.n ?? 0,
  };
}

/** How many projects need the network now (docs/product/dashboard.md, "Needs attention now"). */
export interface ProjectsNeedingAttention {
  waitingTooLong: number;
  withoutProvider: number;
  manualHandling: number;
  /** Status 6: the provider and the customer did not agree; the network finds another provider or cancels. */
  noAgreement: number;
  noContact: number;
  /** Accepted, past the call-by, and the provider has not noted its call. */
  callOverdue: number;
  /** Rated 1 or 2 out of 5, not yet called back by the network. */
  unhappy: number;
  /** A problem reported after the job, not yet handled by the network. */
  complaint: number;
  /** An invoice of the last year at least twice its service's median, not marked checked. */
  highInvoice: number;
}

/**
 * Counted with the project list's own filters, so that each number is the total of the list it
 * links to: waiting for an answer for more than one working day, without a provider, in manual
 * handling, with no agreement, customers without news, calls not noted by the call-by, unhappy
 * customers to call back, complaints to handle and high invoices to check. Today's, whatever the
 * dashboard's period.
 */
export async function projectsNeedingAttention(db: Executor, now: Date): Promise<ProjectsNeedingAttention> {
  const none: ProjectListFilter = {
    search: "",
    waitingTooLong: false,
    withoutProvider: false,
    noContact: false,
    callOverdue: false,
    unhappy: false,
    complaint: false,
    highInvoice: false,
  };
  const countWhere = (filter: ProjectListFilter) => sql<number>`(count(*) filter (where ${projectListWhere(filter, now)}))::int`;
  const [row] = await db
    .select({
      waitingTooLong: countWhere({ ...none, waitingTooLong: true }),
      withoutProvider: countWhere({ ...none, withoutProvider: true }),
      manualHandling: countWhere({ ...none, statusId: ProjectStatus.ManualHandling }),
      // One status alone: counted apart from the status index, not in the pass over the other statuses.
      noAgreement: sql<number>`(select count(*)::int from ${homeProjects} where ${projectListWhere({ ...none, statusId: ProjectStatus.NoAgreement }, now)})`,
      // Accepted projects are many: counted apart, from the partial index of open reports.
      noContact: sql<number>`(select count(*)::int from ${homeProjects} where ${projectListWhere({ ...none, noContact: true }, now)} and ${homeProjects.noContactHandledAt} is null and ${homeProjects.noContactReportedAt} is not null)`,
      // From the partial index of accepted projects whose call is not noted (its predicate is the filter's).
      callOverdue: sql<number>`(select count(*)::int from ${homeProjects} where ${projectListWhere({ ...none, callOverdue: true }, now)})`,
      // Completed projects are many: counted apart, from the ratings' partial index of those to call back.
      unhappy: sql<number>`(select count(*)::int from ${homeProjects} where ${projectListWhere({ ...none, unhappy: true }, now)})`,
      // From the complaints' partial index of the open ones.
      complaint: sql<number>`(select count(*)::int from ${homeProjects} where ${projectListWhere({ ...none, complaint: true }, now)})`,
      // From the partial index of invoiced requests by service and amount.
      highInvoice: sql<number>`(select count(*)::int from ${homeProjects} where ${projectListWhere({ ...none, highInvoice: true }, now)})`,
    })
    .from(homeProjects)
    // Every count is of these statuses only: read through the status index, not the whole table.
    .where(inArray(homeProjects.statusId, [...new Set([ProjectStatus.New, ProjectStatus.ManualHandling, ...awaitingProviderStatusIds])]));
  return {
    waitingTooLong: Number(row?.waitingTooLong ?? 0),
    withoutProvider: Number(row?.withoutProvider ?? 0),
    manualHandling: Number(row?.manualHandling ?? 0),
    noAgreement: Number(row?.noAgreement ?? 0),
    noContact: Number(row?.noContact ?? 0),
    callOverdue: Number(row?.callOverdue ?? 0),
    unhappy: Number(row?.unhappy ?? 0),
    complaint: Number(row?.complaint ?? 0),
    highInvoice: Number(row?.highInvoice ?? 0),
  };
}

export async function listStatuses(db: Executor) {
  return db.select().from(projectStatuses).orderBy(asc(projectStatuses.id));
}

/** A project's details for the network (docs/product/screens-and-routes.md): every project, or "not found". */
export async function getNetworkProject(db: Executor, id: number, language: Language = "fr") {
  const project = await getProjectDetails(db, { kind: "network" }, id, language);
  if (!project) throw refuse("projectNotFound", "not-found");
  return project;
}

/** The project's rejection history, newest first, 20 a page. */
export async function listProjectRejects(db: Executor, input: { id: number; page: number }) {
  const where = eq(homeProjectRejects.projectId, input.id);
  const rows = db
    .select({
      providerId: homeProjectRejects.providerId,
      providerName: providers.name,
      createdAt: homeProjectRejects.createdAt,
      cause: rejectionCause(getTableName(homeProjectRejects)),
    })
    .from(homeProjectRejects)
    .innerJoin(providers, eq(providers.id, homeProjectRejects.providerId))
    .where(where)
    .orderBy(desc(homeProjectRejects.createdAt), desc(homeProjectRejects.id))
    .limit(networkPageSize)
    .offset(pageOffset(input.page));
  return pageOf({ count: db.select({ n: count() }).from(homeProjectRejects).where(where), rows, page: input.page, pageSize: networkPageSize });
}
