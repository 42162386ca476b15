import { listAdditions } from "../customer-controls/additions";
import { canComplain, listComplaints } from "../customer-controls/complaints";
import { plannedVisit } from "../project-status/planned-visit";
import { canAskVisitChange, openVisitChangeAsk } from "../customer-controls/visit-change";
import { maxAdditionsPerProject } from "@/shared/schemas/customer-controls";
import { catalogText } from "../catalog/localised-text";
import { and, eq, gt } from "drizzle-orm";
import type { Language } from "@/shared/catalog-types";
import type { CustomerStage } from "@/shared/customer-stage";
import type { Executor } from "../../db/client";
import { homeProjectFiles, homeProjects, postalAreas, providers, services } from "../../db/schema";
import { displayFileName, maxFilesPerProject } from "@/shared/uploads";
import { refuse } from "../errors";
import { ProjectStatus } from "../project-status/statuses";
import { hashToken } from "./create-project";
import { localityIn } from "../places/name-sql";
import { cancelReasonWithdrawn, customerActions } from "../customer-controls/rules";
import { ratingOnStatusPage } from "../ratings/ratings";
import { canReportNoContact, openReportAt } from "../customer-controls/no-contact";
import { acceptedAt, callStillDue, calledAt } from "../customer-controls/call-by";
import { servicePriceRange } from "./invoice-comparison";

/** The customer's stage of a project (src/shared/customer-stage.ts says what each means). */
export function stageOf(statusId: number, hasProvider: boolean): CustomerStage {
  switch (statusId) {
    case ProjectStatus.New:
      return hasProvider ? "providerFound" : "sent";
    case ProjectStatus.Accepted:
      return "accepted";
    case ProjectStatus.NoAgreement:
      return "noAgreement";
    case ProjectStatus.Completed:
      return "completed";
    case ProjectStatus.Cancelled:
      return "cancelled";
    default:
      return "sent";
  }
}

/**
 * The stages at which the customer sees the provider's name and contact details
 * (docs/product/personal-data.md, docs/product/customer-controls.md): on the status page while it
 * is their provider (accepted) or did the job (completed); after no agreement the network finds
 * another, and a card "Votre professionnel" would name one that no longer is. The data export
 * names every provider that had the customer's details once it accepted, no agreement included.
 */
const stagesShowingProvider: Record<"page" | "export", ReadonlySet<CustomerStage>> = {
  page: new Set(["accepted", "completed"]),
  export: new Set(["accepted", "noAgreement", "completed"]),
};

/** Whether the customer's status page, or data export, shows the assigned provider. */
export function customerSeesProvider(statusId: number, hasProvider: boolean, on: "page" | "export"): boolean {
  return hasProvider && stagesShowingProvider[on].has(stageOf(statusId, hasProvider));
}

/** The stages of a request still waiting for its job: its status page says what such jobs cost. */
const stagesShowingPriceRange: ReadonlySet<CustomerStage> = new Set(["sent", "providerFound", "accepted"]);

/**
 * Where the request stands, for the customer's private link (no login). It shows only what the
 * customer already knows, plus the provider's contact details once it has accepted.
 */
export async function findStatusByToken(db: Executor, token: string, now: Date) {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) throw refuse("statusLinkInvalid", "not-found");
  const [project] = await db
    .select({
      id: homeProjects.id,
      createdAt: homeProjects.createdAt,
      language: homeProjects.language,
      statusId: homeProjects.statusId,
      providerId: homeProjects.providerId,
      serviceId: homeProjects.serviceId,
      cancelReason: homeProjects.cancelReason,
      contact: {
        mobile: homeProjects.customerGsm,
        email: homeProjects.customerEmail,
        street: homeProjects.customerStreetHouseNumber,
        box: homeProjects.customerBus,
      },
      personalDataErasedAt: homeProjects.personalDataErasedAt,
      providerAssignedAt: homeProjects.providerAssignedAt,
      customerCalledAt: homeProjects.customerCalledAt,
      providerAcceptedAt: homeProjects.providerAcceptedAt,
      visitAt: homeProjects.visitAt,
      visitPlannedAt: homeProjects.visitPlannedAt,
      visitChangeAskedAt: homeProjects.visitChangeAskedAt,
      preferredCallTimes: homeProjects.preferredCallTimes,
      noContactReportedAt: homeProjects.noContactReportedAt,
      noContactHandledAt: homeProjects.noContactHandledAt,
      marketingConsent: homeProjects.marketingConsent,
      providerInvoiceFileName: homeProjects.providerInvoiceFileName,
      invoiceAmountCents: homeProjects.invoiceAmountCents,
      serviceNameFr: catalogText("service", services.code, "fr", services.name),
      serviceNameNl: catalogText("service", services.code, "nl", services.name),
      postCode: postalAreas.postCode,
      localityFr: localityIn("fr"),
      localityNl: localityIn("nl"),
    })
    .from(homeProjects)
    .innerJoin(services, eq(services.id, homeProjects.serviceId))
    .innerJoin(postalAreas, eq(postalAreas.id, homeProjects.postalAreaId))
    .where(and(eq(homeProjects.statusTokenHash, hashToken(token)), gt(homeProjects.statusTokenExpiresAt, now)));
  if (!project) throw refuse("statusLinkInvalid", "not-found");

  const serviceName: Record<Language, string> = { fr: project.serviceNameFr, nl: project.serviceNameNl };

  const stage = stageOf(project.statusId, project.providerId !== null);
  const showProvider = customerSeesProvider(project.statusId, project.providerId !== null, "page");
  const accepted = acceptedAt(project);
  const callDue = callStillDue(project);
  const sentFiles = await db
    .select({ id: homeProjectFiles.id, fileName: homeProjectFiles.fileName, sizeBytes: homeProjectFiles.sizeBytes })
    .from(homeProjectFiles)
    .where(eq(homeProjectFiles.projectId, project.id))
    .orderBy(homeProjectFiles.id);
  const additions = await listAdditions(db, project.id);
  const complaints = await listComplaints(db, project.id);
  const [provider] = showProvider
    ? await db
        .select({
          name: providers.name,
          contactName: providers.contactName,
          contactPhoneNumber: providers.contactPhoneNumber,
          contactEmail: providers.contactEmail,
        })
        .from(providers)
        .where(eq(providers.id, project.providerId ?? 0))
    : [];
  return {
    projectId: project.id,
    createdAt: project.createdAt,
    language: project.language,
    stage,
    /** Status 7: a service not in the list, which the team answers within 24 hours; the page says so at stage `sent`. */
    manualHandling: project.statusId === ProjectStatus.ManualHandling,
    /**
     * Status 3: the provider(s) declined or let the deadline pass and routing found nobody else; the
     * page says so at stage `sent` rather than repeating the first day's sentence.
     */
    rejected: project.statusId === ProjectStatus.Rejected,
    serviceName,
    /** The place in each language: the page shows the reader's (docs/product/places.md). */
    municipality: { fr: `${project.postCode} ${project.localityFr}`, nl: `${project.postCode} ${project.localityNl}` },
    provider: provider ?? null,
    /** The customer's own controls (docs/product/customer-controls.md). */
    withdrawn: project.cancelReason === cancelReasonWithdrawn,
    actions: customerActions(project),
    /** The customer's own contact details, while they may still correct them. */
    contact: customerActions(project).canWithdraw ? project.contact : null,
    /** When the customer would rather be called (the page lets them change it while `actions.canSetCallTimes`). */
    callTimes: project.preferredCallTimes,
    /** Accepted: when the provider said it called the customer, else null. */
    calledAt: accepted ? calledAt(project) : null,
    /** Accepted: the visit the provider agreed with the customer, if it noted one. */
    visitAt: plannedVisit(project),
    /** "Another time": whether the page offers it now, and when an open request was made. */
    visitChange: { canAsk: canAskVisitChange(project, now), askedAt: openVisitChangeAsk(project) },
    /** Accepted, not called yet: by when the provider is to call, until that moment has passed (then the report is offered). */
    callBy: callDue && callDue > now ? callDue : null,
    /** "Not contacted yet": whether the page offers it now, and when an open report was made. */
    noContact: { canReport: canReportNoContact(project, accepted, now), reportedAt: openReportAt(project) },
    /** "A problem after the job": whether the page offers it, and the last complaint's moments. */
    complaint: {
      canRaise: canComplain(project, complaints),
      lastAt: complaints.at(-1)?.createdAt ?? null,
      lastHandledAt: complaints.at(-1)?.handledAt ?? null,
    },
    /** The provider's invoice, once sent (the page links to `GET …/invoice`): its name and its amount, when given. */
    invoice: project.providerInvoiceFileName?.trim()
      ? { name: displayFileName(project.providerInvoiceFileName), amountCents: project.invoiceAmountCents }
      : null,
    /** Before the job: what the network's providers invoiced for the service over the year, when enough did (docs/product/customer-controls.md, "What such jobs cost"). */
    priceRange: stagesShowingPriceRange.has(stage) ? await servicePriceRange(db, project.serviceId, now) : null,
    /** The customer's current marketing choice (they may change it on the page). */
    marketingConsent: project.marketingConsent,
    /** The files the request holds, of the most it may: the page lists them, and offers to add or remove while it can. */
    files: {
      count: sentFiles.length,
      max: maxFilesPerProject,
      items: sentFiles.map((f) => ({ id: f.id, name: displayFileName(f.fileName), sizeBytes: f.sizeBytes })),
    },
    /** What the customer added to the description, of the most it may: the page lists them, and offers to add while it can. */
    additions: {
      max: maxAdditionsPerProject,
      items: additions.map((a) => ({ id: a.id, text: a.text, byNetwork: a.addedBy === "network", createdAt: a.createdAt })),
    },
    /** The rating asked for once the job is completed: to give here until its last day, or given. */
    rating: await ratingOnStatusPage(db, project, now),
  };
}

export type CustomerProjectStatus = Awaited<ReturnType<typeof findStatusByToken>>;
