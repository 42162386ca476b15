import { and, asc, eq, type SQL, sql } from "drizzle-orm";
import type { Language } from "@/shared/catalog-types";
import type { Executor } from "../../db/client";
import { catalogText } from "../catalog/localised-text";
import {
  answers,
  homeProjectAnswers,
  homeProjectFiles,
  homeProjects,
  noAgreementReasons,
  postalAreas,
  projectStatuses,
  providers,
  questions,
  serviceQuestions,
  services,
  serviceSubCategories,
} from "../../db/schema";
import { ProjectStatus } from "../project-status/statuses";
import { openNoContactReport } from "../customer-controls/no-contact";
import { acceptedAt, callCustomerBy, calledAt } from "../customer-controls/call-by";
import { listAdditions } from "../customer-controls/additions";
import { plannedVisit } from "../project-status/planned-visit";
import { openVisitChangeAsk } from "../customer-controls/visit-change";
import { answerBefore } from "../project-status/answer-deadline";
import { localityIn, municipalityIn } from "../places/name-sql";

/**
 * What a console may read of projects. A provider sees only the projects assigned to it (a
 * foreign id reads exactly like a missing one); the network sees every project.
 */
export type ProjectViewer = { kind: "provider"; providerId: number } | { kind: "network" };

/** The rows of `homeProjects` the viewer may see (no condition for the network). */
export function visibleTo(viewer: ProjectViewer): SQL | undefined {
  return viewer.kind === "provider" ? eq(homeProjects.providerId, viewer.providerId) : undefined;
}

export const statusName = (language: Language) => (language === "nl" ? projectStatuses.nameNl : projectStatuses.nameFr);

/**
 * Everything a project's details page shows (docs/product/screens-and-routes.md, network and provider), or undefined
 * when the viewer may not see it or it does not exist. Texts come both translated in `language`
 * (the provider console) and as codes or in both languages (the network console translates them
 * itself). `actions` says what a provider may do now; the network's come from the status flags.
 */
export async function getProjectDetails(db: Executor, viewer: ProjectViewer, projectId: number, language: Language) {
  const [project] = await db
    .select({
      id: homeProjects.id,
      createdAt: homeProjects.createdAt,
      serviceId: homeProjects.serviceId,
      serviceCode: services.code,
      serviceName: catalogText("service", services.code, language, services.name),
      subCategoryId: services.subCategoryId,
      categoryId: serviceSubCategories.categoryId,
      customerDescription: homeProjects.customerDescription,
      customerFirstName: homeProjects.customerFirstName,
      customerLastName: homeProjects.customerLastName,
      customerGsm: homeProjects.customerGsm,
      customerEmail: homeProjects.customerEmail,
      customerStreetHouseNumber: homeProjects.customerStreetHouseNumber,
      customerBus: homeProjects.customerBus,
      /** When the customer would rather be called (docs/product/customer-controls.md); empty: any time. */
      preferredCallTimes: homeProjects.preferredCallTimes,
      /** The customer's language. */
      language: homeProjects.language,
      city: municipalityIn(language),
      cityPostalArea: localityIn(language),
      postCode: postalAreas.postCode,
      providerId: homeProjects.providerId,
      providerAssignedAt: homeProjects.providerAssignedAt,
      customerCalledAt: homeProjects.customerCalledAt,
      providerAcceptedAt: homeProjects.providerAcceptedAt,
      visitAt: homeProjects.visitAt,
      visitPlannedAt: homeProjects.visitPlannedAt,
      visitChangeAskedAt: homeProjects.visitChangeAskedAt,
      noAgreementText: homeProjects.noAgreementText,
      noAgreementReasonFr: noAgreementReasons.reasonFr,
      noAgreementReasonNl: noAgreementReasons.reasonNl,
      providerInvoiceFileName: homeProjects.providerInvoiceFileName,
      /** The invoice's total in euro cents, VAT included, when given (docs/product/consoles.md, "The invoice amount"). */
      invoiceAmountCents: homeProjects.invoiceAmountCents,
      /** When the customer reported not being contacted yet, while that report is open (docs/product/customer-controls.md). */
      noContactReportedAt: sql<Date | null>`case when ${openNoContactReport} then ${homeProjects.noContactReportedAt} end`.mapWith(
        homeProjects.noContactReportedAt,
      ),
      status: {
        id: projectStatuses.id,
        name: statusName(language),
        nameFr: projectStatuses.nameFr,
        nameNl: projectStatuses.nameNl,
        isWaitingResponse: projectStatuses.isWaitingResponse,
        canChangeService: projectStatuses.canChangeService,
        canChangeProvider: projectStatuses.canChangeProvider,
        isFinal: projectStatuses.isFinal,
      },
    })
    .from(homeProjects)
    .innerJoin(services, eq(services.id, homeProjects.serviceId))
    .innerJoin(serviceSubCategories, eq(serviceSubCategories.id, services.subCategoryId))
    .innerJoin(postalAreas, eq(postalAreas.id, homeProjects.postalAreaId))
    .innerJoin(projectStatuses, eq(projectStatuses.id, homeProjects.statusId))
    .leftJoin(noAgreementReasons, eq(noAgreementReasons.id, homeProjects.noAgreementReasonId))
    .where(and(eq(homeProjects.id, projectId), visibleTo(viewer)));
  if (!project) return undefined;

  const [provider] = project.providerId
    ? await db
        .select({
          id: providers.id,
          name: providers.name,
          contactName: providers.contactName,
          contactEmail: providers.contactEmail,
          contactPhoneNumber: providers.contactPhoneNumber,
        })
        .from(providers)
        .where(eq(providers.id, project.providerId))
    : [];

  // Questions in the wizard's order for the service, then by id; answers in their own order.
  const answerRows = await db
    .select({
      questionId: questions.id,
      questionCode: questions.code,
      questionText: catalogText("question", questions.code, language, questions.code),
      answerCode: answers.code,
      answerText: catalogText("answer", answers.code, language, answers.code),
    })
    .from(homeProjectAnswers)
    .innerJoin(questions, eq(questions.id, homeProjectAnswers.questionId))
    .innerJoin(answers, eq(answers.id, homeProjectAnswers.answerId))
    .leftJoin(serviceQuestions, and(eq(serviceQuestions.questionId, questions.id), eq(serviceQuestions.serviceId, project.serviceId)))
    .where(eq(homeProjectAnswers.projectId, projectId))
    .orderBy(asc(sql`coalesce(${serviceQuestions.sortOrder}, 999)`), asc(questions.id), asc(answers.sortOrder), asc(answers.id));
  const questionsAnswered: { questionId: number; questionCode: string; questionText: string; answerCodes: string[]; answers: string[] }[] = [];
  for (const row of answerRows) {
    let entry = questionsAnswered.find((q) => q.questionId === row.questionId);
    if (!entry) {
      entry = { questionId: row.questionId, questionCode: row.questionCode, questionText: row.questionText, answerCodes: [], answers: [] };
      questionsAnswered.push(entry);
    }
    entry.answerCodes.push(row.answerCode);
    entry.answers.push(row.answerText);
  }

  const files = await db
    .select({ id: homeProjectFiles.id, fileName: homeProjectFiles.fileName, contentType: homeProjectFiles.contentType, sizeBytes: homeProjectFiles.sizeBytes })
    .from(homeProjectFiles)
    .where(eq(homeProjectFiles.projectId, projectId))
    .orderBy(asc(homeProjectFiles.id));

  const additions = await listAdditions(db, projectId);

  const accepted = acceptedAt({ ...project, statusId: project.status.id });
  const {
    providerId: _providerId,
    providerAcceptedAt: _acceptedAt,
    visitAt: _visitAt,
    visitPlannedAt: _visitPlannedAt,
    visitChangeAskedAt: _visitChangeAskedAt,
    noAgreementReasonFr,
    noAgreementReasonNl,
    ...rest
  } = project;
  const hasInvoice = Boolean(project.providerInvoiceFileName?.trim());
  return {
    ...rest,
    /** The no-agreement reason in `language`, and in both languages. */
    noAgreementReason: (language === "nl" ? noAgreementReasonNl : noAgreementReasonFr) ?? null,
    noAgreementReasonNames: noAgreementReasonFr ? { fr: noAgreementReasonFr, nl: noAgreementReasonNl ?? noAgreementReasonFr } : null,
    providerInvoiceFileName: hasInvoice ? project.providerInvoiceFileName : null,
    provider: provider ?? null,
    /** While it waits for the provider's answer: when the automatic rejection happens. */
    answerBefore: answerBefore({ statusId: project.status.id, providerAssignedAt: project.providerAssignedAt }),
    /** Once accepted: by when the provider is to call the customer (then the customer may report no news). */
    callBy: accepted ? callCustomerBy(accepted) : null,
    /** The visit the provider that has it agreed with the customer, while accepted. */
    visitAt: plannedVisit({ ...project, statusId: project.status.id }),
    /** When the customer asked for another time for that visit, while the provider has not moved it yet. */
    visitChangeAskedAt: openVisitChangeAsk({ ...project, statusId: project.status.id }),
    /** When the provider that has it said it called the customer (only from its assignment on). */
    customerCalledAt: calledAt(project),
    questions: questionsAnswered,
    /** What the customer added under the description after sending the request, oldest first. */
    additions,
    files,
    /** What this viewer may do now (providers only; the network console decides from the status flags). */
    actions:
      viewer.kind === "provider"
        ? {
            canAccept: project.status.id === ProjectStatus.New,
            canReject: project.status.id === ProjectStatus.New,
            canRecordNoAgreement: project.status.id === ProjectStatus.Accepted,
            canUploadInvoice: project.status.id === ProjectStatus.Accepted && !hasInvoice,
          }
        : null,
  };
}

export type ProjectDetails = NonNullable<Awaited<ReturnType<typeof getProjectDetails>>>;
