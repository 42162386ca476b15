import { and, asc, eq } from "drizzle-orm";
import type { ApiCategory, ApiSubCategoryDetail } from "@/shared/api-types";
import type { Executor } from "../../db/client";
import { answers, questions, serviceCategories, serviceQuestions, services, serviceSubCategories } from "../../db/schema";

/**
 * The active catalogue tree, served from memory. Per process on purpose (the busiest call needs
 * no database read): every change to the catalogue tables, from any process, sends a NOTIFY that
 * drops this copy (follow-changes.ts, docs/operations/scaling-out.md#catalogue-cache). Code in this
 * process that changes the catalogue may still call `invalidateCatalogCache()` to drop it at once.
 */
let caches = new WeakMap<Executor, Promise<ApiCategory[]>>();
/** The catalogue reply already serialised: the busiest public call sends these bytes as they are. */
let replies = new WeakMap<Promise<ApiCategory[]>, Promise<Uint8Array<ArrayBuffer>>>();

export function invalidateCatalogCache(db?: Executor): void {
  if (db) caches.delete(db);
  else caches = new WeakMap();
  replies = new WeakMap();
}

/** The envelope `{ isError: false, userMessage: null, data: catalogue }` as UTF-8 JSON, cached with it. */
export function getActiveCatalogReply(db: Executor): Promise<Uint8Array<ArrayBuffer>> {
  const catalog = getActiveCatalog(db);
  let reply = replies.get(catalog);
  if (!reply) {
    reply = catalog.then((data) => new TextEncoder().encode(JSON.stringify({ isError: false, userMessage: null, data })));
    replies.set(catalog, reply);
  }
  return reply;
}

export function getActiveCatalog(db: Executor): Promise<ApiCategory[]> {
  const cached = caches.get(db);
  if (cached) return cached;
  const loading = loadActiveCatalog(db);
  caches.set(db, loading);
  loading.catch(() => {
    if (caches.get(db) === loading) caches.delete(db);
  });
  return loading;
}

async function loadActiveCatalog(db: Executor): Promise<ApiCategory[]> {
  const [categoryRows, subRows, serviceRows, linkRows, answerRows] = await Promise.all([
    db.select().from(serviceCategories).where(eq(serviceCategories.isActive, true)).orderBy(asc(serviceCategories.sortOrder), asc(serviceCategories.id)),
    db
      .select()
      .from(serviceSubCategories)
      .where(eq(serviceSubCategories.isActive, true))
      .orderBy(asc(serviceSubCategories.sortOrder), asc(serviceSubCategories.id)),
    db.select().from(services).where(eq(services.isActive, true)).orderBy(asc(services.sortOrder), asc(services.id)),
    db
      .select({ serviceId: serviceQuestions.serviceId, questionId: questions.id, code: questions.code, answerType: questions.answerType })
      .from(serviceQuestions)
      .innerJoin(questions, eq(questions.id, serviceQuestions.questionId))
      .orderBy(asc(serviceQuestions.serviceId), asc(serviceQuestions.sortOrder)),
    db.select().from(answers).orderBy(asc(answers.questionId), asc(answers.sortOrder), asc(answers.id)),
  ]);
  const answersByQuestion = groupBy(answerRows, (a) => a.questionId);
  const linksByService = groupBy(linkRows, (l) => l.serviceId);
  const servicesBySub = groupBy(serviceRows, (s) => s.subCategoryId);
  const subsByCategory = groupBy(subRows, (s) => s.categoryId);
  return categoryRows
    .map((category) => ({
      id: category.id,
      code: category.code,
      name: category.name,
      slugFr: category.slugFr,
      slugNl: category.slugNl,
      serviceSubCategories: (subsByCategory.get(category.id) ?? [])
        .map((sub) => ({
          id: sub.id,
          code: sub.code,
          name: sub.name,
          services: (servicesBySub.get(sub.id) ?? []).map((service) => ({
            id: service.id,
            code: service.code,
            name: service.name,
            needsManualHandling: service.needsManualHandling,
            serviceQuestions: (linksByService.get(service.id) ?? []).map((link) => ({
              questionId: link.questionId,
              question: {
                id: link.questionId,
                questionCode: link.code,
                answerType: link.answerType,
                answers: (answersByQuestion.get(link.questionId) ?? []).map((a) => ({ id: a.id, questionId: a.questionId, answerCode: a.code })),
              },
            })),
          })),
        }))
        .filter((sub) => sub.services.length > 0),
    }))
    .filter((category) => category.serviceSubCategories.length > 0);
}

/** An active sub-category with its active services, or undefined. */
export async function getSubCategory(db: Executor, id: number): Promise<ApiSubCategoryDetail | undefined> {
  const [sub] = await db
    .select({ id: serviceSubCategories.id, code: serviceSubCategories.code, name: serviceSubCategories.name })
    .from(serviceSubCategories)
    .innerJoin(serviceCategories, eq(serviceCategories.id, serviceSubCategories.categoryId))
    .where(and(eq(serviceSubCategories.id, id), eq(serviceSubCategories.isActive, true), eq(serviceCategories.isActive, true)));
  if (!sub) return undefined;
  const list = await db
    .select({ id: services.id, code: services.code, name: services.name })
    .from(services)
    .where(and(eq(services.subCategoryId, id), eq(services.isActive, true)))
    .orderBy(asc(services.sortOrder), asc(services.id));
  return { ...sub, services: list };
}

/**
 * A requestable service with its questions, answered from the cached catalogue (which holds only
 * active services of active sub-categories and categories): no database read per project.
 */
export async function requestableServiceFromCatalog(db: Executor, serviceId: number) {
  for (const category of await getActiveCatalog(db)) {
    for (const subCategory of category.serviceSubCategories) {
      const service = subCategory.services.find((s) => s.id === serviceId);
      if (!service) continue;
      return {
        id: service.id,
        code: service.code,
        name: service.name,
        needsManualHandling: service.needsManualHandling,
        questions: service.serviceQuestions.map((link) => ({
          questionId: link.questionId,
          answerType: link.question.answerType,
          answerIds: new Set(link.question.answers.map((a) => a.id)),
        })),
      };
    }
  }
  return undefined;
}

function groupBy<T, K>(rows: T[], key: (row: T) => K): Map<K, T[]> {
  const map = new Map<K, T[]>();
  for (const row of rows) {
    const k = key(row);
    const list = map.get(k);
    if (list) list.push(row);
    else map.set(k, [row]);
  }
  return map;
}
