import { eq } from "drizzle-orm";
import type { Language } from "@/shared/catalog-types";
import type { Executor } from "../../db/client";
import { homeProjects } from "../../db/schema";
import type { InsurerNames } from "../../insurer-names";
import { mailCopy } from "../../mail/copy";
import { customerMail, enqueueMail } from "../../mail/queue";
import type { MailAttachment } from "../../mail/transport";
import { renderVisitPlanned, renderVisitReminder, type VisitFacts, VisitMail, visitCalendarFile, visitEventVersion } from "../../mail/visit";
import { plannedVisit } from "../project-status/planned-visit";
import { lostLinkPath, publicLink } from "./links";
import { loadProject, loadProvider, serviceNames } from "./project-facts";

/** A visit as the customer's mail and calendar file read it (docs/product/customer-controls.md, "Visit planned"). */
async function loadVisit(executor: Executor, projectId: number) {
  const project = await loadProject(executor, projectId);
  const [visit] = await executor
    .select({
      visitAt: homeProjects.visitAt,
      visitPlannedAt: homeProjects.visitPlannedAt,
      visitFirstPlannedAt: homeProjects.visitFirstPlannedAt,
      street: homeProjects.customerStreetHouseNumber,
      bus: homeProjects.customerBus,
    })
    .from(homeProjects)
    .where(eq(homeProjects.id, projectId));
  // The rule of the status page: only the visit of the provider working with the customer now.
  const visitAt = visit ? plannedVisit({ ...project, ...visit }) : null;
  if (!visit?.visitPlannedAt || !visitAt || project.providerId === null) return null;
  const provider = await loadProvider(executor, project.providerId);
  return {
    project,
    provider,
    visitAt,
    visitPlannedAt: visit.visitPlannedAt,
    visitFirstPlannedAt: visit.visitFirstPlannedAt,
    street: visit.street,
    bus: visit.bus,
  };
}
type LoadedVisit = NonNullable<Awaited<ReturnType<typeof loadVisit>>>;

/** Where the visit takes place: the customer's address, with the letterbox in the customer's language. */
function visitAddress(language: Language, v: LoadedVisit): string {
  const city = language === "nl" ? v.project.cityNl : v.project.cityFr;
  const box = v.bus.trim() ? mailCopy(language).visitPlanned.box({ bus: v.bus.trim() }) : "";
  return [v.street.trim(), box, `${v.project.postCode} ${city}`].filter(Boolean).join(", ");
}

/** The visit's calendar event, as the customer's calendar holds it. */
function calendarFile(v: LoadedVisit, facts: VisitFacts, publicUrl: string): MailAttachment {
  const version = {
    projectId: v.project.id,
    visitFirstPlannedAt: v.visitFirstPlannedAt,
    providerAssignedAt: v.project.providerAssignedAt,
    visitPlannedAt: v.visitPlannedAt,
  };
  return visitCalendarFile(v.project.language, facts, visitEventVersion(version, publicUrl));
}

/** What the visit's mails say, in the customer's language. */
function mailFacts(v: LoadedVisit, input: { publicUrl: string; insurerName?: InsurerNames }): VisitFacts {
  const language = v.project.language;
  return {
    projectId: v.project.id,
    firstName: v.project.customerFirstName,
    serviceName: serviceNames(v.project)[language],
    provider: { name: v.provider.name, phone: v.provider.contactPhoneNumber, email: v.provider.contactEmail },
    visitAt: v.visitAt,
    address: visitAddress(language, v),
    lostLinkUrl: publicLink(input.publicUrl, lostLinkPath),
    insurerName: input.insurerName,
  };
}

interface VisitMailInput {
  projectId: number;
  now: Date;
  publicUrl: string;
  insurerName?: InsurerNames;
}

/**
 * To the customer, once the provider noted (or moved: `previousVisitAt`) the visit: when, with whom,
 * how to move it, with the visit as a calendar file. Null when the project has no visit to tell.
 */
export async function queueCustomerVisitPlanned(executor: Executor, input: VisitMailInput & { previousVisitAt: Date | null }): Promise<number | null> {
  const visit = await loadVisit(executor, input.projectId);
  if (!visit) return null;
  const facts = mailFacts(visit, input);
  const mail = renderVisitPlanned(visit.project.language, { ...facts, previousVisitAt: input.previousVisitAt ?? undefined });
  return enqueueMail(
    executor,
    customerMail(visit.project, {
      template: VisitMail.VisitPlanned,
      recipient: visit.project.customerEmail,
      mail,
      now: input.now,
      publicUrl: input.publicUrl,
      attachment: calendarFile(visit, facts, input.publicUrl),
    }),
  );
}

/** To the customer, the day before the visit (docs/product/customer-controls.md, "The day before"). Null without a visit to tell. */
export async function queueCustomerVisitReminder(executor: Executor, input: VisitMailInput): Promise<number | null> {
  const visit = await loadVisit(executor, input.projectId);
  if (!visit) return null;
  const mail = renderVisitReminder(visit.project.language, mailFacts(visit, input));
  return enqueueMail(
    executor,
    customerMail(visit.project, {
      template: VisitMail.VisitReminder,
      recipient: visit.project.customerEmail,
      mail,
      now: input.now,
      publicUrl: input.publicUrl,
    }),
  );
}

/** The calendar file of the visit the customer sees now (the status page's "Ajouter à mon agenda"), or null. */
export async function visitCalendarOf(executor: Executor, projectId: number, publicUrl: string): Promise<MailAttachment | null> {
  const visit = await loadVisit(executor, projectId);
  return visit ? calendarFile(visit, mailFacts(visit, { publicUrl }), publicUrl) : null;
}
