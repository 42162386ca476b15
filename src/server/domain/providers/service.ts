import { and, asc, count, eq, like, or, sql, type SQL } from "drizzle-orm";
import { foldForSearch } from "../../db/search-fold";
import { absentUntil } from "../absences/absent-sql";
import { notFullySetUp, type SetupGap, setupGapColumns, withSetupGaps } from "./setup-gaps";
import { networkPageSize } from "@/shared/schemas/network-projects";
import { type ProviderForm, providerPhone, providerProblem } from "@/shared/schemas/providers";
import type { Page } from "@/shared/page";
import type { Database, Executor } from "../../db/client";
import { pageOf, pageOffset } from "../../db/paging";
import { providers, providerServices, services } from "../../db/schema";
import { getActiveCatalog } from "../catalog/service";
import { refuse } from "../errors";
import { endProviderSessions } from "../logins/removal";
import { trimVisible } from "@/shared/text";

/** `%text%` for ILIKE with the pattern characters of the text taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** A provider's name contains the search, whatever the case and accents ("liege" finds "Liège Rénovation"). */
export function providerNameContains(search: string): SQL {
  return like(foldForSearch(providers.name), foldForSearch(containsPattern(search)));
}

/**
 * The provider list (docs/product/screens-and-routes.md): name contains (case-insensitive) or exact id,
 * optionally only the active providers not fully set up (docs/product/consoles.md), paged in SQL,
 * with each provider's project count computed for the page's rows only, and the last day of its
 * absence when it is absent on `onDay` (docs/product/absences.md).
 */
export async function listProviders(
  db: Executor,
  input: { search: string; page: number; notSetUp?: boolean },
  onDay: string,
): Promise<Page<{ id: number; name: string; isActive: boolean; projectCount: number; absentUntil: string | null; setupGaps: SetupGap[] }>> {
  const search = input.search.trim();
  let where: SQL | undefined;
  if (search) {
    const id = /^\d{1,9}$/.test(search) ? Number(search) : undefined;
    where = id === undefined ? providerNameContains(search) : or(providerNameContains(search), eq(providers.id, id));
  }
  if (input.notSetUp) where = and(where, notFullySetUp());
  const counting = db.select({ n: count() }).from(providers).where(where);
  const paging = db
    .select({
      id: providers.id,
      name: providers.name,
      isActive: providers.isActive,
      projectCount: sql<number>`(select count(*)::int from home_projects hp where hp.provider_id = "providers"."id")`,
      absentUntil: absentUntil(sql`"providers"."id"`, onDay),
      ...setupGapColumns(),
    })
    .from(providers)
    .where(where)
    .orderBy(asc(providers.id))
    .limit(networkPageSize)
    .offset(pageOffset(input.page));
  return pageOf({
    count: counting,
    rows: paging.then((rows) => rows.map((r) => withSetupGaps({ ...r, projectCount: Number(r.projectCount) }))),
    page: input.page,
    pageSize: networkPageSize,
  });
}

export async function getProvider(db: Executor, id: number) {
  const [row] = await db
    .select({
      id: providers.id,
      name: providers.name,
      address: providers.address,
      contactName: providers.contactName,
      contactPhoneNumber: providers.contactPhoneNumber,
      contactEmail: providers.contactEmail,
      isActive: providers.isActive,
      createdAt: providers.createdAt,
      ...setupGapColumns(),
    })
    .from(providers)
    .where(eq(providers.id, id));
  if (!row) throw refuse("providerUnknown", "not-found");
  return withSetupGaps(row);
}

const clean = (form: ProviderForm) => ({
  name: trimVisible(form.name),
  address: trimVisible(form.address),
  contactName: trimVisible(form.contactName),
  contactPhoneNumber: providerPhone(form),
  contactEmail: form.contactEmail.trim(),
});

/** Creates a provider after the seven checks of docs/product/validation.md (the first failure is the answer). */
export async function createProvider(deps: { db: Database; now: Date }, form: ProviderForm): Promise<{ id: number }> {
  const problem = providerProblem(form, "create");
  if (problem) throw refuse(problem);
  const [row] = await deps.db
    .insert(providers)
    .values({ ...clean(form), isActive: true, createdAt: deps.now })
    .returning({ id: providers.id });
  if (!row) throw refuse("internalError");
  return row;
}

/** Updates a provider: only the name is required (docs/product/validation.md). */
export async function updateProvider(db: Executor, id: number, form: ProviderForm): Promise<void> {
  const problem = providerProblem(form, "update");
  if (problem) throw refuse(problem);
  const updated = await db.update(providers).set(clean(form)).where(eq(providers.id, id)).returning({ id: providers.id });
  if (updated.length === 0) throw refuse("providerUnknown", "not-found");
}

/**
 * Switches a provider on or off (the list sends the opposite of what it shows). Off, its logins can no
 * longer sign in (docs/product/sign-in.md), so their live sessions end at once too
 * (docs/product/consoles.md); its projects stay as they are.
 */
export async function setProviderActivity(db: Executor, id: number, isActive: boolean, now: Date): Promise<void> {
  const updated = await db.update(providers).set({ isActive }).where(eq(providers.id, id)).returning({ id: providers.id });
  if (updated.length === 0) throw refuse("providerUnknown", "not-found");
  if (!isActive) await endProviderSessions(db, { providerId: id, now });
}

/** Ids of the services a provider offers (active links). */
export async function activeServiceIds(db: Executor, providerId: number): Promise<number[]> {
  await getProvider(db, providerId);
  const rows = await db
    .select({ id: providerServices.serviceId })
    .from(providerServices)
    .where(and(eq(providerServices.providerId, providerId), eq(providerServices.isActive, true)))
    .orderBy(asc(providerServices.serviceId));
  return rows.map((r) => r.id);
}

/** Switches one service on or off for a provider (one upsert). */
export async function setProviderService(db: Executor, input: { providerId: number; serviceId: number; isActive: boolean }): Promise<void> {
  await getProvider(db, input.providerId);
  const [service] = await db.select({ id: services.id }).from(services).where(eq(services.id, input.serviceId));
  if (!service) throw refuse("serviceUnknown", "not-found");
  await db
    .insert(providerServices)
    .values(input)
    .onConflictDoUpdate({ target: [providerServices.providerId, providerServices.serviceId], set: { isActive: input.isActive } });
}

/**
 * The network's Services tab: the active catalogue and, of the services this provider offers, those
 * the catalogue shows, so that the count matches the switches that are on (a link to a withdrawn
 * service is kept in the database but neither shown nor counted).
 */
export async function providerServicesView(db: Executor, providerId: number) {
  const [catalog, ids] = await Promise.all([getActiveCatalog(db), activeServiceIds(db, providerId)]);
  const shown = new Set(catalog.flatMap((category) => category.serviceSubCategories.flatMap((sub) => sub.services.map((service) => service.id))));
  return { catalog, activeServiceIds: ids.filter((id) => shown.has(id)) };
}
