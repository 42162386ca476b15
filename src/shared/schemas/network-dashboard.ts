import { z } from "zod";
import { ProjectStatus, type ProjectStatusId } from "../project-statuses";
import { isoDaySchema } from "./fields";
import { type Province, requestFilterFields } from "./request-filter";
import type { RejectionCause } from "../reject-reasons";

/**
 * The network insight dashboard's contract (docs/product/dashboard.md defines every figure).
 *
 * tRPC procedures (queries, all taking `DashboardFilterInput`):
 * - `network.dashboard.keyFigures`          → `DashboardKeyFigures`       (network role)
 * - `network.dashboard.charts`              → `DashboardCharts`           (network role)
 * - `network.dashboard.coverage`            → `DashboardCoverage`         (network role)
 * - `network.dashboard.lostDemand`          → `DashboardLostDemand`       (network role)
 * - `network.dashboard.providerPerformance` → `DashboardProviderPerformance` (network role)
 * - `network.dashboard.selfService`         → `DashboardSelfService`      (network role)
 * - `network.dashboard.invoicePrices`       → `DashboardInvoicePrices`    (network role)
 * - `network.dashboard.providerPrices`      → `DashboardProviderPrices`   (network role)
 * - `provider.dashboard.myFigures`          → `ProviderOwnFigures`        (provider role; its own
 *   provider id from the session, never from input)
 *
 * No transformer: every date travels as a string. Calendar days are Belgian (Europe/Brussels).
 * Shares are fractions between 0 and 1, null when their denominator is 0. Hours are Belgian
 * working hours (the deadline's calendar, docs/product/deadlines.md), null when nothing was measured.
 */

export const dashboardPeriods = ["7d", "30d", "90d", "year", "custom"] as const;
export type DashboardPeriod = (typeof dashboardPeriods)[number];

/** A custom range is at most this many days long (both ends included). */
export const dashboardMaxCustomDays = 731;

export const dashboardFilterSchema = z
  .object({
    period: z.enum(dashboardPeriods).default("30d"),
    /** Custom period only: first and last day, both included. */
    from: isoDaySchema.optional(),
    to: isoDaySchema.optional(),
    ...requestFilterFields,
  })
  .superRefine((value, ctx) => {
    if (value.period !== "custom") return;
    if (!value.from || !value.to) {
      ctx.addIssue({ code: "custom", message: "required", path: [value.from ? "to" : "from"] });
      return;
    }
    const days = (Date.parse(value.to) - Date.parse(value.from)) / 86_400_000 + 1;
    if (days < 1 || days > dashboardMaxCustomDays) ctx.addIssue({ code: "custom", message: "dateInvalid", path: ["to"] });
  });
export type DashboardFilterInput = z.input<typeof dashboardFilterSchema>;
export type DashboardFilter = z.output<typeof dashboardFilterSchema>;

/** The days a result covers: the period and the previous period of equal length just before it. */
export interface ResolvedPeriod {
  from: string;
  to: string;
  previousFrom: string;
  previousTo: string;
}

/** One figure for the period and for the previous period of equal length. */
export interface FigurePair {
  current: number | null;
  previous: number | null;
}

export interface DashboardKeyFigures {
  period: ResolvedPeriod;
  /** Requests (projects) created in the period. */
  requestsReceived: FigurePair;
  /** Of the requests: a provider was assigned when the request was created. */
  routedAtCreationShare: FigurePair;
  /** Of the requests: status now 8, no provider found. */
  noProviderFoundShare: FigurePair;
  /** Of the requests: status now 7, manual handling. */
  manualHandlingShare: FigurePair;
  /** Assignments made in the period: working hours to the assigned provider's first answer. */
  firstAnswerMedianHours: FigurePair;
  firstAnswerP90Hours: FigurePair;
  /** Of the assignments made in the period: ended by the deadline (automatic rejection). */
  deadlineRejectionShare: FigurePair;
  /** Of the assignments made in the period: ended by the provider's rejection. */
  providerRejectionShare: FigurePair;
  /** Of the requests: accepted by a provider at some time (completed ones included). */
  acceptedShare: FigurePair;
  /** Of the requests: a provider noted a visit agreed with the customer, at some time. */
  visitAgreedShare: FigurePair;
  /** Of the requests with a visit: calendar days from the request to the first visit agreed, median. */
  visitMedianDays: FigurePair;
  /** Of the requests: status now 5, completed (invoice uploaded). */
  completedShare: FigurePair;
  /** Of the requests: status now 4, cancelled. */
  cancelledShare: FigurePair;
  /** Of the requests: status now 6, no agreement. */
  noAgreementShare: FigurePair;
  /** The ratings customers gave in the period (by the day given): their mean score out of 5, one decimal. */
  ratingAverage: FigurePair;
  /** Of the ratings given in the period: 1 or 2 out of 5 (an unhappy customer). */
  lowRatingShare: FigurePair;
  /** Of the requests with an invoice amount: the sum of the amounts, euro cents VAT included; null when none. */
  invoicedTotalCents: FigurePair;
  /** Of the requests with an invoice amount: the median amount, whole euro cents; null when none. */
  invoiceMedianCents: FigurePair;
}

/**
 * The key figures that are the share of the period's requests now in one status: counted by that
 * status (src/server/domain/dashboard/key-figures.ts), and linked to the project list of it.
 */
export const statusShareFigures = {
  noProviderFoundShare: ProjectStatus.NoProviderFound,
  manualHandlingShare: ProjectStatus.ManualHandling,
  completedShare: ProjectStatus.Completed,
  cancelledShare: ProjectStatus.Cancelled,
  noAgreementShare: ProjectStatus.NoAgreement,
} as const satisfies Partial<Record<keyof DashboardKeyFigures, ProjectStatusId>>;

/** A Belgian week, Monday first; `weekStart` is its Monday (may fall before the period's first day). */
export interface WeeklyStatusRow {
  weekStart: string;
  total: number;
  /** Requests created that week, by their current status; every status id 1..8 present. */
  byStatus: Record<ProjectStatusId, number>;
}

export interface ServiceCountRow {
  serviceId: number;
  nameFr: string;
  nameNl: string;
  count: number;
}

export interface WeeklyFirstAnswerRow {
  weekStart: string;
  /** Assignments made that week that had a first answer. */
  answered: number;
  medianHours: number | null;
  p90Hours: number | null;
}

export interface DashboardCharts {
  period: ResolvedPeriod;
  /** Every week touching the period, oldest first, empty weeks included. */
  weeklyByStatus: WeeklyStatusRow[];
  /** The 15 services with most requests, most first (ties by service id). */
  byService: ServiceCountRow[];
  /** Requests of the other services together. */
  otherServicesCount: number;
  weeklyFirstAnswer: WeeklyFirstAnswerRow[];
  /**
   * The refusals recorded in the period (by a provider or by the deadline), by cause, in the order
   * of `rejectionCauses`, zero counts included (docs/product/dashboard.md, "Charts").
   */
  rejectionsByCause: { cause: RejectionCause; count: number }[];
}

export const dashboardTopServices = 15;

/**
 * One point per postcode (its places share the file's coordinates). Names are those of the
 * postcode's main place (the one named like its municipality, else its first).
 */
export interface CoveragePoint {
  postCode: string;
  placeId: number;
  /** Rounded to 4 decimals (about 10 m). */
  lat: number;
  lon: number;
  nameFr: string;
  nameNl: string;
  /** Active providers covering a place of the postcode: for the selected service, else for any service. */
  providers: number;
  /** Routed services (active, not manual handling) no active provider covers here; with a service selected 0 or 1. */
  servicesWithoutProvider: number;
  /** Requests created in the period at the postcode (filters applied). */
  requests: number;
}

export interface DashboardCoverage {
  period: ResolvedPeriod;
  /** The service the provider counts are for; null: any service. */
  serviceId: number | null;
  /** Routed services considered for `servicesWithoutProvider` (1 when a service is selected). */
  routedServices: number;
  /** Postcodes with coordinates only, in postcode order. */
  points: CoveragePoint[];
}

export interface NearbyProvider {
  providerId: number;
  name: string;
  /** Straight-line distance from the place to the provider's nearest active work area, in km (1 decimal). */
  distanceKm: number;
}

export interface LostDemandRow {
  placeId: number;
  postCode: string;
  nameFr: string;
  nameNl: string;
  province: Province | null;
  serviceId: number;
  serviceNameFr: string;
  serviceNameNl: string;
  /** Requests of the period now in status 8 (no provider found). */
  noProviderFound: number;
  /** Requests of the period now in status 3 (rejected, waiting for a provider). */
  rejected: number;
  total: number;
  /** Up to 3 active providers offering the service, nearest first. */
  nearestProviders: NearbyProvider[];
}

export const dashboardLostDemandRows = 100;

export interface DashboardLostDemand {
  period: ResolvedPeriod;
  /** Most lost requests first, at most `dashboardLostDemandRows`. */
  rows: LostDemandRow[];
  /** Rows there were before the cut. */
  totalRows: number;
}

/** A provider's figures for a period (assignments made in the period; `openNow` is today's). */
export interface ProviderFigures {
  assigned: number;
  accepted: number;
  /** Of the accepted, those whose call to the customer the provider noted within a working day of accepting. */
  calledInTime: number;
  /** Rejected by the provider. */
  rejected: number;
  /** Rejected automatically at the deadline. */
  rejectedByDeadline: number;
  noAgreement: number;
  completed: number;
  /** Projects assigned to it now in an open status (new or accepted), whatever their date. */
  openNow: number;
  firstAnswerMedianHours: number | null;
  /** Customers' ratings given in the period (1 to 5): their mean to one decimal, null when none. */
  ratingAverage: number | null;
  ratingCount: number;
  /**
   * The invoice amounts of its completed assignments of the period (those counted in `completed`),
   * euro cents VAT included; null when none gave an amount. Shown in its own figures, not in the network's table.
   */
  invoicedCents: number | null;
}

export interface ProviderPerformanceRow extends ProviderFigures {
  providerId: number;
  name: string;
  isActive: boolean;
}

export interface DashboardProviderPerformance {
  period: ResolvedPeriod;
  /** Every active provider, and inactive ones with figures; by name (the client sorts). */
  rows: ProviderPerformanceRow[];
}

export interface ProviderOwnFigures {
  period: ResolvedPeriod;
  current: ProviderFigures;
  previous: ProviderFigures;
}

/**
 * What customers did themselves on their status page, and what the network did for them, by kind
 * (docs/product/dashboard.md, "Customers' own actions"), in the table's order.
 */
export const selfServiceKinds = [
  "additions",
  "files",
  "callTimes",
  "correctContact",
  "noContact",
  "visitChange",
  "withdraw",
  "lostLink",
  "export",
  "marketing",
  "erase",
  "rating",
  "complaints",
] as const;
export type SelfServiceKind = (typeof selfServiceKinds)[number];

export interface SelfServiceCounts {
  /** By the customer, on the status page (or the rating and unsubscribe links). */
  byCustomer: number;
  /** By the network, for a customer who phoned or wrote. */
  byNetwork: number;
}

export interface SelfServiceRow extends SelfServiceCounts {
  kind: SelfServiceKind;
  /** Both together, in the previous period. */
  previousTotal: number;
}

/** Both together over every kind, and the customers' share of them (null when nobody did anything). */
export interface SelfServiceTotals extends SelfServiceCounts {
  customerShare: number | null;
}

/** One service's invoice amounts in the period (docs/product/dashboard.md, "What jobs cost"): euro cents, VAT included. */
export interface InvoicePriceRow {
  serviceCode: string;
  invoices: number;
  /** The 25th percentile, the median and the 75th percentile, rounded to the cent. */
  lowCents: number;
  medianCents: number;
  highCents: number;
}

export interface DashboardInvoicePrices {
  period: ResolvedPeriod;
  /** Services with at least one invoice amount, most invoices first, then by code. */
  rows: InvoicePriceRow[];
}

/** One provider's invoice amounts of the period beside their services' medians (docs/product/dashboard.md, "Providers' prices"). */
export interface ProviderPriceRow {
  providerId: number;
  providerName: string;
  /** Its invoices with an amount, of services with enough invoices to compare. */
  invoices: number;
  /** The median of its amounts' ratios to their service's median, minus one: 0.35 is 35 % above, -0.1 is 10 % below. */
  priceGap: number;
  /** Of those, how many reach twice their service's median. */
  highInvoices: number;
}

export interface DashboardProviderPrices {
  period: ResolvedPeriod;
  /** Highest gap first, then by name. */
  rows: ProviderPriceRow[];
}

export interface DashboardSelfService {
  period: ResolvedPeriod;
  rows: SelfServiceRow[];
  current: SelfServiceTotals;
  previous: SelfServiceTotals;
}
