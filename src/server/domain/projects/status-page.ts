import { and, eq, gt } from "drizzle-orm";
import type { Language } from "@/shared/catalog-types";
import type { Executor } from "../../db/client";
import { homeProjects, postalAreas, providers, services, translations } from "../../db/schema";
import { translationKey } from "../../db/translation-key";
import { refuse } from "../errors";
import { ProjectStatus } from "../project-status/statuses";
import { hashToken } from "./create-project";

/**
 * Where the request stands, for the customer's private link (no login). It shows only what the
 * customer already knows, plus the provider's contact details once it has accepted.
 * - sent: waiting for the network (no provider yet, rejected, manual handling, nobody found);
 * - providerFound: a provider is looking at it and answers within two working days;
 * - accepted: the provider will call (name and contact details shown);
 * - noAgreement: the provider recorded that no agreement was reached;
 * - completed: invoiced and closed; cancelled: closed by the network.
 */
export type CustomerStage = "sent" | "providerFound" | "accepted" | "noAgreement" | "completed" | "cancelled";

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

export async function findStatusByToken(db: Executor, token: string, now: Date) {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) throw refuse("statusLinkInvalid", "not-found");
  const [project] = await db
    .select({
      id: homeProjects.id,
      createdAt: homeProjects.createdAt,
      language: homeProjects.language,
      statusId: homeProjects.statusId,
      providerId: homeProjects.providerId,
      serviceCode: services.code,
      serviceFallback: services.name,
      postCode: postalAreas.postCode,
      locality: postalAreas.cityPostalArea,
    })
    .from(homeProjects)
    .innerJoin(services, eq(services.id, homeProjects.serviceId))
    .innerJoin(postalAreas, eq(postalAreas.id, homeProjects.postalAreaId))
    .where(and(eq(homeProjects.statusTokenHash, hashToken(token)), gt(homeProjects.statusTokenExpiresAt, now)));
  if (!project) throw refuse("statusLinkInvalid", "not-found");

  const names = await db.select({ language: translations.language, text: translations.text }).from(translations).where(eq(translations.key, translationKey("service", project.serviceCode)));
  const serviceName: Record<Language, string> = { fr: project.serviceFallback, nl: project.serviceFallback };
  for (const row of names) if (row.text.trim()) serviceName[row.language] = row.text;

  const stage = stageOf(project.statusId, project.providerId !== null);
  const showProvider = (stage === "accepted" || stage === "completed" || stage === "noAgreement") && project.providerId !== null;
  const [provider] = showProvider
    ? await db
        .select({ name: providers.name, contactName: providers.contactName, contactPhoneNumber: providers.contactPhoneNumber, contactEmail: providers.contactEmail })
        .from(providers)
        .where(eq(providers.id, project.providerId ?? 0))
    : [];
  return {
    projectId: project.id,
    createdAt: project.createdAt,
    language: project.language,
    stage,
    serviceName,
    municipality: `${project.postCode} ${project.locality}`,
    provider: provider ?? null,
  };
}

export type CustomerProjectStatus = Awaited<ReturnType<typeof findStatusByToken>>;
