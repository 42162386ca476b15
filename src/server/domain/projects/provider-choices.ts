import { and, asc, eq, sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { homeProjectRejects, homeProjects, providers } from "../../db/schema";
import { absentUntil } from "../absences/absent-sql";
import { refuse } from "../errors";
import { providerNameContains } from "../providers/service";
import { setupGapColumns } from "../providers/setup-gaps";

/**
 * Providers to choose from in the Change Provider dialog: those that offer the project's service
 * and cover its place under any name first (best score first), then every other provider by name. Searchable
 * by name; at most 50 a time. Those that would not answer come after the others, whatever their
 * score: without a web login, absent that day, then those that already refused this project or let
 * its deadline pass (`home_project_rejects`, one row a provider), each with when and how
 * (docs/product/consoles.md).
 */
export async function providerChoices(db: Executor, input: { projectId: number; search: string }, onDay: string) {
  const [project] = await db
    .select({ serviceId: homeProjects.serviceId, postalAreaId: homeProjects.postalAreaId, providerId: homeProjects.providerId })
    .from(homeProjects)
    .where(eq(homeProjects.id, input.projectId));
  if (!project) throw refuse("projectNotFound", "not-found");
  const score = sql<number | null>`(
    select ppa.score from provider_postal_areas ppa
    join provider_services ps on ps.provider_id = ppa.provider_id and ps.service_id = ${project.serviceId} and ps.is_active
    where ppa.provider_id = "providers"."id" and ppa.is_active and ppa.postal_area_id in (
      select twin.id from postal_areas chosen join postal_areas twin on twin.place_id = chosen.place_id where chosen.id = ${project.postalAreaId}
      union all select ${project.postalAreaId}::int)
    order by ppa.score desc limit 1)`;
  const search = input.search.trim();
  const away = absentUntil(sql`"providers"."id"`, onDay);
  const { lacksLogin } = setupGapColumns();
  const rows = await db
    .select({
      id: providers.id,
      name: providers.name,
      isActive: providers.isActive,
      coverScore: score,
      absentUntil: away,
      rejectedAt: homeProjectRejects.createdAt,
      autoRejected: homeProjectRejects.isAutoRejected,
      lacksLogin,
    })
    .from(providers)
    .leftJoin(homeProjectRejects, and(eq(homeProjectRejects.providerId, providers.id), eq(homeProjectRejects.projectId, input.projectId)))
    .where(search ? and(eq(providers.isActive, true), providerNameContains(search)) : eq(providers.isActive, true))
    // A provider that already said no to this project (or let it run out), then an absent one,
    // then one without a web login would not answer: after those who would, whatever its score.
    .orderBy(
      sql`${homeProjectRejects.id} is not null`,
      sql`${away} is not null`,
      lacksLogin,
      sql`${score} desc nulls last`,
      asc(providers.name),
      asc(providers.id),
    )
    .limit(50);
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    covers: r.coverScore !== null,
    score: r.coverScore === null ? null : Number(r.coverScore),
    isCurrent: r.id === project.providerId,
    absentUntil: r.absentUntil,
    /** When it refused this project, or its deadline passed (`autoRejected`); null when it never did. */
    rejectedAt: r.rejectedAt,
    autoRejected: r.autoRejected === true,
    /** Without a web login nobody can answer for it (docs/product/consoles.md, "A provider not fully set up"). */
    hasLogin: !r.lacksLogin,
  }));
}
