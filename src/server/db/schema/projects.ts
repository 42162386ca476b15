import { type SQL, sql } from "drizzle-orm";
import { foldForSearch } from "../search-fold";
import { acceptedWithVisit, callNotNoted, isOpenStatus, isWaitingStatus } from "../status-sql";
import { bigint, boolean, check, index, integer, pgTable, primaryKey, serial, text, timestamp, unique } from "drizzle-orm/pg-core";
import { answers, questions, services } from "./catalog";
import { postalAreas } from "./postal-areas";
import { providers } from "./providers";
import { languages } from "@/shared/catalog-types";
import { maxInvoiceAmountCents } from "@/shared/money";

/** Project statuses with the flags of docs/product/statuses.md. */
export const projectStatuses = pgTable("project_statuses", {
  id: integer().primaryKey(),
  code: text().notNull().unique(),
  nameEn: text().notNull(),
  nameFr: text().notNull(),
  nameNl: text().notNull(),
  isWaitingResponse: boolean().notNull(),
  canChangeService: boolean().notNull(),
  canChangeProvider: boolean().notNull(),
  isFinal: boolean().notNull(),
});

export const noAgreementReasons = pgTable("no_agreement_reasons", {
  id: integer().primaryKey(),
  code: text().notNull().unique(),
  reasonFr: text().notNull(),
  reasonNl: text().notNull(),
  sortOrder: integer().notNull().default(0),
});

export const homeProjects = pgTable(
  "home_projects",
  {
    id: serial().primaryKey(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    serviceId: integer()
      .notNull()
      .references(() => services.id),
    postalAreaId: integer()
      .notNull()
      .references(() => postalAreas.id),
    statusId: integer()
      .notNull()
      .references(() => projectStatuses.id),
    providerId: integer().references(() => providers.id),
    providerAssignedAt: timestamp({ withTimezone: true }),
    /**
     * The assignment (its `providerAssignedAt`) the provider was reminded to answer for
     * (docs/product/deadlines.md): a new assignment leaves it behind, so each is reminded once.
     */
    providerRemindedFor: timestamp({ withTimezone: true }),
    language: text({ enum: languages }).notNull(),
    customerDescription: text().notNull().default(""),
    customerFirstName: text().notNull(),
    customerLastName: text().notNull(),
    /** 'first last' in lower case without accents, kept by Postgres: a search compares it as it is (no per-row work). */
    customerSearchName: text()
      .notNull()
      .generatedAlwaysAs((): SQL => foldForSearch(sql`${homeProjects.customerFirstName} || ' ' || ${homeProjects.customerLastName}`)),
    customerGsm: text().notNull(),
    customerEmail: text().notNull(),
    customerStreetHouseNumber: text().notNull(),
    customerBus: text().notNull().default(""),
    isInsurerCustomer: boolean().notNull(),
    privacyConsentAt: timestamp({ withTimezone: true }).notNull(),
    privacyConsentVersion: text().notNull(),
    marketingConsent: boolean().notNull().default(false),
    marketingConsentAt: timestamp({ withTimezone: true }),
    marketingConsentVersion: text(),
    /** Sent by the wizard; a repeated send with the same key returns the first project. */
    idempotencyKey: text().unique(),
    /** SHA-256 of the first send's payload: the same key with another payload is refused (docs/decisions/0018-idempotent-creation.md). */
    idempotencyPayloadHash: text(),
    noAgreementReasonId: integer().references(() => noAgreementReasons.id),
    noAgreementText: text(),
    providerInvoiceFileName: text(),
    /**
     * The invoice's total in euro cents, VAT included, as its provider or the network gave it
     * (docs/product/consoles.md, "The invoice amount"); kept after an erasure, as no one is named by it.
     */
    invoiceAmountCents: integer(),
    /**
     * The amount the network marked checked, and when (docs/product/consoles.md, "A high invoice to
     * check"): a high invoice leaves the list to check while its amount is still this one.
     */
    invoiceCheckedCents: integer(),
    invoiceCheckedAt: timestamp({ withTimezone: true }),
    /** SHA-256 of the private link that shows the customer where the request stands. */
    statusTokenHash: text().unique(),
    statusTokenExpiresAt: timestamp({ withTimezone: true }),
    /** SHA-256 of the short-lived upload cookie set by addproject. */
    uploadTokenHash: text(),
    /** Why the project was cancelled when not by the network: `withdrawn-by-customer` (docs/product/customer-controls.md). */
    cancelReason: text({ enum: ["withdrawn-by-customer"] }),
    /** When the customer's personal fields were replaced by the erasure marker (docs/product/retention.md). */
    personalDataErasedAt: timestamp({ withTimezone: true }),
    /** When the customer would rather be called (`morning`, `afternoon`, `evening`; none said: any time). docs/product/customer-controls.md */
    preferredCallTimes: text().array().notNull().default(sql`'{}'::text[]`),
    /** When the provider that has the project said it called the customer (docs/product/customer-controls.md, "Call by"); it counts only from its assignment on. */
    customerCalledAt: timestamp({ withTimezone: true }),
    /**
     * When the provider that has the project accepted it (set by the acceptance; read while the
     * status is Accepted): the call-by counts from it (docs/product/customer-controls.md, "Call by").
     */
    providerAcceptedAt: timestamp({ withTimezone: true }),
    /** The visit the accepting provider agreed with the customer (docs/product/customer-controls.md, "Visit planned"). */
    visitAt: timestamp({ withTimezone: true }),
    /** When it was recorded: a visit counts only for the provider that recorded it after its assignment. */
    visitPlannedAt: timestamp({ withTimezone: true }),
    /**
     * When this visit was first noted, kept while it moves: which calendar event it is
     * (docs/product/visits.md). A visit after one that took place, or another provider's, is a new one.
     */
    visitFirstPlannedAt: timestamp({ withTimezone: true }),
    /** The visit the customer was reminded of the day before (docs/product/customer-controls.md, "The day before"): a moved visit is reminded again. */
    visitRemindedFor: timestamp({ withTimezone: true }),
    /** When the customer asked for another time for the visit (docs/product/customer-controls.md, "Another time"): open until the provider moves it. */
    visitChangeAskedAt: timestamp({ withTimezone: true }),
    /** When the customer said the accepting provider had not contacted them yet (docs/product/customer-controls.md). */
    noContactReportedAt: timestamp({ withTimezone: true }),
    /** When the network marked that report as handled. */
    noContactHandledAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index("home_projects_created_idx").on(t.createdAt.desc(), t.id.desc()),
    index("home_projects_provider_created_idx").on(t.providerId, t.createdAt.desc(), t.id.desc()),
    index("home_projects_status_created_idx").on(t.statusId, t.createdAt.desc()),
    // The dashboard (docs/product/dashboard.md) counts a period's requests from this index alone.
    index("home_projects_dashboard_idx").on(t.createdAt, t.serviceId, t.statusId, t.postalAreaId, t.language),
    // The dashboard's invoice amounts (docs/product/dashboard.md, "Key figures"): from this index alone.
    index("home_projects_invoice_amount_idx")
      .on(t.createdAt, t.serviceId, t.postalAreaId, t.language, t.invoiceAmountCents)
      .where(sql`${t.invoiceAmountCents} is not null`),
    // The high invoices to check (docs/product/consoles.md, "A high invoice to check"): each service's
    // invoices in amount order, so its median and the few above twice it are read from here alone.
    index("home_projects_invoice_service_idx").on(t.serviceId, t.invoiceAmountCents, t.createdAt, t.id).where(sql`${t.invoiceAmountCents} is not null`),
    check("home_projects_invoice_amount_range", sql`${t.invoiceAmountCents} between 1 and ${sql.raw(String(maxInvoiceAmountCents))}`),
    // The project list's postcode search (docs/product/consoles.md, "Searching the project list"): the projects of a few postal areas.
    index("home_projects_postal_area_idx").on(t.postalAreaId),
    // Open projects per provider: the routing tie-break counts them.
    index("home_projects_open_provider_idx").on(t.providerId).where(isOpenStatus(t.statusId)),
    // Network project list: customer name contains (pg_trgm from three letters; shorter ones scan the column).
    index("home_projects_customer_search_name_trgm_idx").using("gin", sql`${t.customerSearchName} gin_trgm_ops`),
    // A customer's requests by e-mail address, whatever its case: the network's e-mail search and the
    // public "lost link" form (docs/product/customer-controls.md) look up `lower(customer_email)`.
    index("home_projects_customer_email_idx").on(sql`lower(${t.customerEmail})`),
    // Reports of a customer not contacted yet that the network has not handled: the dashboard counts them.
    index("home_projects_no_contact_idx").on(t.noContactReportedAt).where(sql`${t.noContactReportedAt} is not null and ${t.noContactHandledAt} is null`),
    // Accepted projects whose provider has not noted its call yet: the dashboard counts those past the call-by.
    index("home_projects_call_pending_idx").on(t.providerAcceptedAt).where(callNotNoted(t)),
    // Accepted projects with a visit: the sweeper looks for those to remind the day before.
    index("home_projects_visit_idx").on(t.visitAt).where(acceptedWithVisit(t)),
    // Projects waiting for a provider's answer: the deadline sweeper scans them (reminders too).
    index("home_projects_waiting_idx")
      .on(t.providerAssignedAt)
      .where(sql`${isWaitingStatus(t.statusId)} and ${t.providerId} is not null`),
  ],
);

export const homeProjectAnswers = pgTable(
  "home_project_answers",
  {
    projectId: integer()
      .notNull()
      .references(() => homeProjects.id, { onDelete: "cascade" }),
    questionId: integer()
      .notNull()
      .references(() => questions.id),
    answerId: integer()
      .notNull()
      .references(() => answers.id),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.answerId] })],
);

export const homeProjectFiles = pgTable(
  "home_project_files",
  {
    id: serial().primaryKey(),
    projectId: integer()
      .notNull()
      .references(() => homeProjects.id, { onDelete: "cascade" }),
    /** `<uuid>-<sanitised name>`: the 36-character prefix of docs/product/uploads.md. */
    fileName: text().notNull().unique(),
    contentType: text().notNull(),
    sizeBytes: bigint({ mode: "number" }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.projectId)],
);

export const homeProjectRejects = pgTable(
  "home_project_rejects",
  {
    id: serial().primaryKey(),
    projectId: integer()
      .notNull()
      .references(() => homeProjects.id, { onDelete: "cascade" }),
    providerId: integer()
      .notNull()
      .references(() => providers.id),
    isAutoRejected: boolean().notNull().default(false),
    /** Why the provider refused (`rejectReasons` in src/shared/reject-reasons.ts); null for the deadline's and when none was given. */
    reason: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique().on(t.projectId, t.providerId), index().on(t.providerId)],
);
