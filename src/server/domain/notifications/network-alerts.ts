import { asc, eq, getTableName } from "drizzle-orm";
import type { Language } from "@/shared/catalog-types";
import type { Executor } from "../../db/client";
import { homeProjectRejects, homeProjects, noAgreementReasons, providers } from "../../db/schema";
import { rejectCauseText } from "../../mail/copy";
import { enqueueMail, type MailToQueue } from "../../mail/queue";
import { bilingual, MailTemplate, type NetworkAlertReason, type NetworkAlertStatus, type PerLanguage, renderNetworkAlert } from "../../mail/templates";
import { type AttentionCounts, attentionLists } from "@/shared/attention-lists";
import { MorningSummaryMail, renderMorningSummary } from "../../mail/morning-summary";
import { rejectionCause } from "../project-status/rejection-cause";
import { ProjectStatus } from "../project-status/statuses";
import { networkProjectPath, publicLink } from "./links";
import { loadProject, loadProvider, municipality, type ProjectFacts, serviceNames } from "./project-facts";

/** The network mailbox's alerts of docs/product/notifications.md (queued as ./service.ts says). */

/** Statuses the network mailbox hears about: each leaves the project for the network to act on. */
export const networkAlertStatuses: readonly NetworkAlertStatus[] = [
  ProjectStatus.Rejected,
  ProjectStatus.NoAgreement,
  ProjectStatus.ManualHandling,
  ProjectStatus.NoProviderFound,
];

export interface NetworkAlertInput {
  projectId: number;
  publicUrl: string;
  networkMailbox: string;
  now: Date;
  /** Status 3 after the network's change of service found nobody: no provider refused the new service. */
  cause?: "afterServiceChange";
}

/**
 * (d) Tells the network mailbox about a project in status 3, 6, 7 or 8 (read from the project as
 * the transaction sees it; status 6 with the provider's reason from the list). Any other status
 * queues nothing, so a caller may call it after every transition.
 */
export async function queueNetworkAlert(executor: Executor, input: NetworkAlertInput): Promise<number | null> {
  const project = await loadProject(executor, input.projectId);
  const facts: AlertFacts = { projectId: project.id, serviceName: serviceNames(project), municipality: municipality(project) };
  if (project.statusId === ProjectStatus.NoAgreement) facts.noAgreementReason = await noAgreementReasonOf(executor, project.id);
  if (project.statusId === ProjectStatus.Rejected) {
    facts.refusals = await refusalsOf(executor, project.id);
    facts.afterServiceChange = input.cause === "afterServiceChange";
  }
  const mail = networkAlertMail(facts, project.statusId, input);
  return mail ? enqueueMail(executor, mail) : null;
}

/** What an alert says of the project; status 6 adds the reason chosen, status 3 who refused and why. */
interface AlertFacts extends ProjectFacts {
  noAgreementReason?: PerLanguage;
  refusals?: PerLanguage;
  afterServiceChange?: boolean;
  lowRating?: { rating: number; providerName: string };
}

/**
 * The project's refusals, oldest first, each as its provider and cause ("Brussels Home Experts
 * (Chantier trop éloigné)"): why nobody is left to take it (docs/product/notifications.md).
 */
async function refusalsOf(executor: Executor, projectId: number): Promise<PerLanguage | undefined> {
  const rows = await executor
    .select({ name: providers.name, cause: rejectionCause(getTableName(homeProjectRejects)) })
    .from(homeProjectRejects)
    .innerJoin(providers, eq(providers.id, homeProjectRejects.providerId))
    .where(eq(homeProjectRejects.projectId, projectId))
    .orderBy(asc(homeProjectRejects.createdAt), asc(homeProjectRejects.id));
  if (rows.length === 0) return undefined;
  const text = (language: Language) => rows.map((r) => `${r.name} (${rejectCauseText(language, r.cause)})`).join(", ");
  return { fr: text("fr"), nl: text("nl") };
}

/** The no-agreement reason recorded on the project, in French and Dutch. */
async function noAgreementReasonOf(executor: Executor, projectId: number): Promise<PerLanguage | undefined> {
  const [row] = await executor
    .select({ fr: noAgreementReasons.reasonFr, nl: noAgreementReasons.reasonNl })
    .from(homeProjects)
    .innerJoin(noAgreementReasons, eq(noAgreementReasons.id, homeProjects.noAgreementReasonId))
    .where(eq(homeProjects.id, projectId));
  return row;
}

export function networkAlertMail(facts: AlertFacts, status: number, input: Omit<NetworkAlertInput, "projectId">): MailToQueue | undefined {
  const statusId = status as NetworkAlertStatus;
  if (!networkAlertStatuses.includes(statusId)) return undefined;
  return networkAlertFor(facts, statusId, input);
}

function networkAlertFor(facts: AlertFacts, reason: NetworkAlertReason, input: Omit<NetworkAlertInput, "projectId">): MailToQueue {
  const mail = renderNetworkAlert({
    projectId: facts.projectId,
    statusId: reason,
    serviceName: facts.serviceName,
    municipality: facts.municipality,
    detailsUrl: publicLink(input.publicUrl, networkProjectPath(facts.projectId)),
    noAgreementReason: facts.noAgreementReason,
    refusals: facts.refusals,
    afterServiceChange: facts.afterServiceChange,
    lowRating: facts.lowRating,
  });
  return { template: MailTemplate.NetworkAlert, language: bilingual, recipient: input.networkMailbox, mail, now: input.now };
}

/**
 * The network mailbox, when a customer rates the job 1 or 2 out of 5 (docs/product/customer-controls.md,
 * "An unhappy customer"): the score and the provider rated; the comment stays on the project page.
 */
export async function queueLowRatingAlert(executor: Executor, input: NetworkAlertInput & { providerId: number; rating: number }): Promise<number> {
  const project = await loadProject(executor, input.projectId);
  const provider = await loadProvider(executor, input.providerId);
  const lowRating = { rating: input.rating, providerName: provider.name };
  const facts: AlertFacts = { projectId: project.id, serviceName: serviceNames(project), municipality: municipality(project), lowRating };
  return enqueueMail(executor, networkAlertFor(facts, "lowRating", input));
}

/**
 * The network mailbox, when a customer reports that the accepting provider has not called, or a
 * problem after the job (docs/product/customer-controls.md): the facts and the link, never the customer's words.
 */
export async function queueCustomerReport(executor: Executor, input: NetworkAlertInput & { reason: "noContact" | "complaint" }): Promise<number> {
  const project = await loadProject(executor, input.projectId);
  const facts = { projectId: project.id, serviceName: serviceNames(project), municipality: municipality(project) };
  return enqueueMail(executor, networkAlertFor(facts, input.reason, input));
}

/** The network mailbox's morning summary (./morning-summary.ts): each list with its count and address. */
export async function queueMorningSummary(
  executor: Executor,
  input: { counts: AttentionCounts; publicUrl: string; networkMailbox: string; now: Date },
): Promise<number> {
  const mail = renderMorningSummary({
    now: input.now,
    lists: attentionLists.map((list) => ({ kind: list.kind, count: input.counts[list.kind], url: publicLink(input.publicUrl, list.address) })),
    dashboardUrl: publicLink(input.publicUrl, "network/dashboard"),
  });
  return enqueueMail(executor, { template: MorningSummaryMail.MorningSummary, language: bilingual, recipient: input.networkMailbox, mail, now: input.now });
}
