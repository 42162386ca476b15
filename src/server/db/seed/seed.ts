import { count, eq, inArray, sql } from "drizzle-orm";
import type { Database, Executor } from "../client";
import { type DemoProjectsOptions, seedDemoProjects } from "./demo-projects";
import { linkPlaces } from "./link-places";
import {
  answers,
  loginUsers,
  networkUsers,
  noAgreementReasons,
  postalAreas,
  projectStatuses,
  providerPostalAreas,
  providers,
  providerServices,
  questions,
  serviceCategories,
  serviceQuestions,
  services,
  serviceSubCategories,
  translations,
} from "../schema";
import { takeExcluded } from "../upsert";
import {
  categorySeeds,
  demoLoginSeeds,
  demoNetworkUserSeeds,
  demoPostalAreaCoordinates,
  demoPostalAreaSeeds,
  demoProviderSeeds,
  noAgreementReasonSeeds,
  projectStatusSeeds,
  questionSeeds,
  serviceSeeds,
  subCategorySeeds,
} from "./catalog-data";
import { catalogName, catalogTranslationRows } from "./catalog-texts";

export interface SeedOptions {
  /** Demo providers, logins and network user: for development, tests and demonstrations. */
  demo: boolean;
  /**
   * `bun run db:seed` only: 300 demo requests over the last 90 days for the dashboard, each with its
   * history, the completed ones with their invoice in `storage` (demo-projects.ts).
   */
  demoProjects?: DemoProjectsOptions;
}

/** Writes the reference data (and optionally the demo data). Running it again changes nothing. */
export async function seedDatabase(db: Database, options: SeedOptions): Promise<void> {
  await db.transaction(async (tx) => {
    await seedCatalog(tx);
    await seedStatuses(tx);
    await seedDemoPostalAreas(tx);
    if (options.demo) await seedDemoActors(tx);
    if (options.demo && options.demoProjects) await seedDemoProjects(tx, options.demoProjects);
  });
}

export async function isCatalogEmpty(db: Executor): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(serviceCategories);
  return (row?.n ?? 0) === 0;
}

async function seedCatalog(tx: Executor) {
  await tx
    .insert(serviceCategories)
    .values(
      categorySeeds.map((c, i) => ({
        id: c.id,
        code: c.code,
        name: catalogName("category", c.code).fr,
        slugFr: c.slugFr,
        slugNl: c.slugNl,
        sortOrder: i,
        isActive: c.isActive,
      })),
    )
    .onConflictDoUpdate({ target: serviceCategories.id, set: takeExcluded(serviceCategories, ["code", "name", "slugFr", "slugNl", "sortOrder", "isActive"]) });
  await tx
    .insert(serviceSubCategories)
    .values(
      subCategorySeeds.map((s, i) => ({
        id: s.id,
        categoryId: s.categoryId,
        code: s.code,
        name: catalogName("subcategory", s.code).fr,
        sortOrder: i,
        isActive: s.isActive,
      })),
    )
    .onConflictDoUpdate({ target: serviceSubCategories.id, set: takeExcluded(serviceSubCategories, ["categoryId", "code", "name", "sortOrder", "isActive"]) });
  await tx
    .insert(services)
    .values(
      serviceSeeds.map((s, i) => ({
        id: s.id,
        subCategoryId: s.subCategoryId,
        code: s.code,
        name: catalogName("service", s.code).fr,
        sortOrder: i,
        isActive: s.isActive,
        needsManualHandling: s.needsManualHandling ?? false,
      })),
    )
    .onConflictDoUpdate({
      target: services.id,
      set: takeExcluded(services, ["subCategoryId", "code", "name", "sortOrder", "isActive", "needsManualHandling"]),
    });
  await tx
    .insert(questions)
    .values(questionSeeds.map((q) => ({ id: q.id, code: q.code, answerType: q.answerType })))
    .onConflictDoUpdate({ target: questions.id, set: takeExcluded(questions, ["code", "answerType"]) });
  await tx
    .insert(answers)
    .values(questionSeeds.flatMap((q) => q.answers.map((a, i) => ({ id: a.id, questionId: q.id, code: a.code, sortOrder: i }))))
    .onConflictDoUpdate({ target: answers.id, set: takeExcluded(answers, ["questionId", "code", "sortOrder"]) });

  const questionIdByCode = new Map(questionSeeds.map((q) => [q.code, q.id]));
  const links = serviceSeeds.flatMap((s) =>
    s.questions.map((code, i) => {
      const questionId = questionIdByCode.get(code);
      if (questionId === undefined) throw new Error(`service ${s.code} names unknown question ${code}`);
      return { serviceId: s.id, questionId, sortOrder: i };
    }),
  );
  await tx.delete(serviceQuestions).where(
    inArray(
      serviceQuestions.serviceId,
      serviceSeeds.map((s) => s.id),
    ),
  );
  await tx.insert(serviceQuestions).values(links);

  await tx
    .insert(translations)
    .values(catalogTranslationRows())
    .onConflictDoUpdate({ target: [translations.key, translations.language], set: takeExcluded(translations, ["text"]) });
}

async function seedStatuses(tx: Executor) {
  await tx
    .insert(projectStatuses)
    .values(projectStatusSeeds)
    .onConflictDoUpdate({
      target: projectStatuses.id,
      set: takeExcluded(projectStatuses, ["code", "nameEn", "nameFr", "nameNl", "isWaitingResponse", "canChangeService", "canChangeProvider", "isFinal"]),
    });
  await tx
    .insert(noAgreementReasons)
    .values(noAgreementReasonSeeds)
    .onConflictDoUpdate({ target: noAgreementReasons.id, set: takeExcluded(noAgreementReasons, ["code", "reasonFr", "reasonNl", "sortOrder"]) });
}

/** The demo postal areas with their coordinates; a row seeded before without them gets them, an imported one keeps its own. */
async function seedDemoPostalAreas(tx: Executor) {
  await tx
    .insert(postalAreas)
    .values(
      demoPostalAreaSeeds.map(([postCode, city, cityPostalArea, province]) => {
        const [latitude, longitude] = demoPostalAreaCoordinates[postCode] ?? [null, null];
        return { postCode, city, cityPostalArea, province, latitude, longitude };
      }),
    )
    .onConflictDoUpdate({
      target: [postalAreas.postCode, postalAreas.city, postalAreas.cityPostalArea],
      set: takeExcluded(postalAreas, ["latitude", "longitude"]),
      setWhere: sql`${postalAreas.latitude} is null or ${postalAreas.longitude} is null`,
    });
  await linkPlaces(tx);
}

async function seedDemoActors(tx: Executor) {
  for (const { scores, ...provider } of demoProviderSeeds) {
    await tx.insert(providers).values(provider).onConflictDoNothing({ target: providers.id });
    const activeServices = await tx.select({ id: services.id }).from(services).where(eq(services.isActive, true));
    await tx
      .insert(providerServices)
      .values(activeServices.map((s) => ({ providerId: provider.id, serviceId: s.id, isActive: true })))
      .onConflictDoNothing();
    for (const [postCode, score] of Object.entries(scores)) {
      const areas = await tx.select({ id: postalAreas.id }).from(postalAreas).where(eq(postalAreas.postCode, postCode));
      if (areas.length === 0) continue;
      await tx
        .insert(providerPostalAreas)
        .values(areas.map((a) => ({ providerId: provider.id, postalAreaId: a.id, isActive: true, score })))
        .onConflictDoNothing();
    }
  }
  // Explicit ids above do not move the sequence: move it past them.
  await tx.execute(sql`select setval(pg_get_serial_sequence('providers', 'id'), greatest((select max(id) from providers), 1))`);
  for (const login of demoLoginSeeds) {
    await tx.insert(loginUsers).values(login).onConflictDoNothing();
  }
  for (const user of demoNetworkUserSeeds) {
    await tx.insert(networkUsers).values(user).onConflictDoNothing();
  }
}
