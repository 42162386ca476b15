import { sql } from "drizzle-orm";
import { type Executor, isDatabase } from "../../db/client";
import { preparedFromSql, queryPrepared } from "../../db/prepared";
import { rowsOf } from "../../db/rows";
import { isOpenStatus } from "../../db/status-sql";
import { absenceCovering } from "../absences/absent-sql";
import type { ProjectEventAction } from "@/shared/project-events";

export interface RoutingRequest {
  serviceId: number;
  postalAreaId: number;
  /**
   * When routing again: providers that already rejected this project (`home_project_rejects`) or
   * recorded no agreement with its customer (their `provider.no-agreement` audit event) are skipped.
   */
  projectId?: number;
  /** The Belgian day of the routing (`YYYY-MM-DD`): a provider absent that day is skipped (docs/product/absences.md). */
  onDay: string;
}

/**
 * The routing rule of docs/product/routing.md in one indexed query: active providers offering the
 * service (active link) and covering the place of the postal area under any of its names (active
 * work area on any row of the place, docs/product/places.md), not absent that day, and when routing
 * again neither one that rejected the project nor one that recorded no agreement on it; highest
 * score wins, then the fewest open projects (src/shared/project-statuses.ts), then the lowest id.
 */
export function routingQuery({ serviceId, postalAreaId, projectId, onDay }: RoutingRequest) {
  return sql`
    select p.id
    from provider_postal_areas ppa
    join provider_services ps on ps.provider_id = ppa.provider_id and ps.service_id = ${serviceId} and ps.is_active
    join providers p on p.id = ppa.provider_id and p.is_active
    where ppa.postal_area_id in (
        select twin.id from postal_areas chosen join postal_areas twin on twin.place_id = chosen.place_id where chosen.id = ${postalAreaId}
        union all select ${postalAreaId}::int
      ) and ppa.is_active
      and not exists (${absenceCovering(sql.raw("p.id"), onDay)})
      ${projectId === undefined ? sql`` : skipPreviousOutcomes(projectId)}
    order by ppa.score desc,
      (select count(*) from home_projects hp where hp.provider_id = p.id and ${isOpenStatus(sql.raw("hp.status_id"))}) asc,
      p.id asc
    limit 1`;
}

/** Routing again: not a provider that rejected the project, nor one that recorded no agreement with its customer. */
function skipPreviousOutcomes(projectId: number) {
  const noAgreement: ProjectEventAction = "provider.no-agreement";
  return sql`and not exists (select 1 from home_project_rejects r where r.project_id = ${projectId} and r.provider_id = p.id)
      and not exists (
        select 1 from audit_events a
        where a.project_id = ${projectId} and a.action = ${noAgreement} and a.actor_type = 'provider' and a.actor_id = p.id
      )`;
}

/** The first routing (no rejections to skip), as a named prepared statement: the wizard's availability check runs it per visitor. */
const firstRouting = preparedFromSql(
  routingQuery({
    serviceId: sql.placeholder("serviceId") as unknown as number,
    postalAreaId: sql.placeholder("postalAreaId") as unknown as number,
    onDay: sql.placeholder("onDay") as unknown as string,
  }),
);

/**
 * The provider the rule picks. On the database itself, a first routing runs prepared (planned once
 * per connection instead of each call, docs/architecture.md); inside a transaction, or routing
 * again, it runs as a plain query.
 */
export async function findBestProvider(db: Executor, request: RoutingRequest): Promise<number | undefined> {
  if (request.projectId === undefined && isDatabase(db)) {
    const [row] = await queryPrepared<{ id: number }>(db, firstRouting.text, firstRouting.params({ ...request }));
    return row === undefined ? undefined : Number(row.id);
  }
  const [row] = rowsOf<{ id: number }>(await db.execute(routingQuery(request)));
  return row?.id;
}
