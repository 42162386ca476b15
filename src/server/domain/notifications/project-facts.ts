import { asc, eq } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { homeProjects, loginUsers, postalAreas, providers, services } from "../../db/schema";
import type { PerLanguage } from "../../mail/templates";
import { catalogText } from "../catalog/localised-text";
import { municipalityIn } from "../places/name-sql";

/** A project as the mails of docs/product/notifications.md read it, in the caller's transaction. */
export async function loadProject(executor: Executor, projectId: number) {
  const [row] = await executor
    .select({
      id: homeProjects.id,
      statusId: homeProjects.statusId,
      language: homeProjects.language,
      providerId: homeProjects.providerId,
      providerAssignedAt: homeProjects.providerAssignedAt,
      customerFirstName: homeProjects.customerFirstName,
      customerEmail: homeProjects.customerEmail,
      statusTokenExpiresAt: homeProjects.statusTokenExpiresAt,
      needsManualHandling: services.needsManualHandling,
      postCode: postalAreas.postCode,
      cityFr: municipalityIn("fr"),
      cityNl: municipalityIn("nl"),
      // The service's names (src/server/domain/catalog/localised-text.ts), in the same round trip.
      serviceNameFr: catalogText("service", services.code, "fr", services.name),
      serviceNameNl: catalogText("service", services.code, "nl", services.name),
    })
    .from(homeProjects)
    .innerJoin(services, eq(services.id, homeProjects.serviceId))
    .innerJoin(postalAreas, eq(postalAreas.id, homeProjects.postalAreaId))
    .where(eq(homeProjects.id, projectId));
  if (!row) throw new Error(`project ${projectId} not found`);
  return row;
}

type LoadedProject = Awaited<ReturnType<typeof loadProject>>;

/** The service's name in French and Dutch (the catalogue's text rule). */
export function serviceNames(project: LoadedProject): PerLanguage {
  return { fr: project.serviceNameFr, nl: project.serviceNameNl };
}

/** A service's names in both languages, by its id (a project's previous service). */
export async function serviceNamesOf(executor: Executor, serviceId: number): Promise<PerLanguage> {
  const [row] = await executor
    .select({ fr: catalogText("service", services.code, "fr", services.name), nl: catalogText("service", services.code, "nl", services.name) })
    .from(services)
    .where(eq(services.id, serviceId));
  if (!row) throw new Error(`service ${serviceId} not found`);
  return row;
}

/** Postcode and municipality in each language (docs/product/places.md): the only place a provider learns before accepting. */
export function municipality(project: LoadedProject): PerLanguage {
  return { fr: `${project.postCode} ${project.cityFr}`, nl: `${project.postCode} ${project.cityNl}` };
}

/** What a provider's mail says of a project before it is accepted: the service and the municipality, in both languages. */
export async function projectForProviderMail(executor: Executor, projectId: number): Promise<{ serviceName: PerLanguage; municipality: PerLanguage }> {
  const project = await loadProject(executor, projectId);
  return { serviceName: serviceNames(project), municipality: municipality(project) };
}

/** The provider a mail is about or addressed to. */
export async function loadProvider(executor: Executor, providerId: number) {
  const [provider] = await executor
    .select({
      id: providers.id,
      name: providers.name,
      contactName: providers.contactName,
      contactPhoneNumber: providers.contactPhoneNumber,
      contactEmail: providers.contactEmail,
    })
    .from(providers)
    .where(eq(providers.id, providerId));
  if (!provider) throw new Error(`provider ${providerId} not found`);
  return provider;
}

/** The provider's contact e-mail, or else the address of its first web login. */
export async function providerMailbox(executor: Executor, provider: { id: number; contactEmail: string }): Promise<string | null> {
  if (provider.contactEmail.trim()) return provider.contactEmail.trim();
  const [login] = await executor
    .select({ email: loginUsers.email })
    .from(loginUsers)
    .where(eq(loginUsers.providerId, provider.id))
    .orderBy(asc(loginUsers.id))
    .limit(1);
  return login?.email.trim() || null;
}

/** What the mails about a project say of it, whether read from the database or known by the caller. */
export interface ProjectFacts {
  projectId: number;
  serviceName: PerLanguage;
  municipality: PerLanguage;
}
