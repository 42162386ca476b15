import { and, asc, eq, gte, type SQL, sql } from "drizzle-orm";
import type { Language } from "@/shared/catalog-types";
import type { Clock } from "../../clock";
import type { Executor } from "../../db/client";
import { homeProjects, postalAreas, services } from "../../db/schema";
import { statusIn } from "../../db/status-sql";
import { ProjectStatus } from "./statuses";
import { catalogText } from "../catalog/localised-text";
import { openVisitChangeAsk } from "../customer-controls/visit-change";
import { localityIn } from "../places/name-sql";
import { brusselsDayNumber, startOfBrusselsDay } from "../working-days/brussels-time";

/** At most this many visits in one answer: 60 days ahead (`maxVisitDaysAhead`) of a busy provider. */
export const maxListedVisits = 200;

/**
 * The visits a provider keeps in its own list and calendar (docs/product/visits.md): the one shown
 * now (accepted, noted since its assignment: the rule of `plannedVisit`), and one it noted that has
 * taken place, whatever the project became since (completed, no agreement, cancelled).
 */
function visitKeptByProvider(now: Date): SQL {
  const p = homeProjects;
  return sql`${p.visitAt} is not null and ${p.visitPlannedAt} >= ${p.providerAssignedAt}
    and (${statusIn(p.statusId, [ProjectStatus.Accepted])} or ${p.visitAt} <= ${now.toISOString()}::timestamptz)`;
}

/**
 * A provider's visits from `from` on, soonest first (docs/product/visits.md): those of its accepted
 * projects that it noted since it has them (the rule of `plannedVisit`), and those that have taken
 * place on its projects since (`visitKeptByProvider`).
 */
export async function providerVisits(db: Executor, providerId: number, from: Date, now: Date, language: Language) {
  const rows = await db
    .select({
      id: homeProjects.id,
      visitAt: homeProjects.visitAt,
      statusId: homeProjects.statusId,
      visitPlannedAt: homeProjects.visitPlannedAt,
      providerAssignedAt: homeProjects.providerAssignedAt,
      visitFirstPlannedAt: homeProjects.visitFirstPlannedAt,
      visitChangeAskedAt: homeProjects.visitChangeAskedAt,
      serviceName: catalogText("service", services.code, language, services.name),
      customerFirstName: homeProjects.customerFirstName,
      customerLastName: homeProjects.customerLastName,
      customerStreetHouseNumber: homeProjects.customerStreetHouseNumber,
      customerBus: homeProjects.customerBus,
      postCode: postalAreas.postCode,
      city: localityIn(language),
    })
    .from(homeProjects)
    .innerJoin(postalAreas, eq(postalAreas.id, homeProjects.postalAreaId))
    .innerJoin(services, eq(services.id, homeProjects.serviceId))
    .where(and(eq(homeProjects.providerId, providerId), visitKeptByProvider(now), gte(homeProjects.visitAt, from)))
    .orderBy(asc(homeProjects.visitAt), asc(homeProjects.id))
    .limit(maxListedVisits);
  // The query's rule holds these two: never null here.
  return rows.map(({ statusId, visitAt, visitPlannedAt, providerAssignedAt, visitFirstPlannedAt, visitChangeAskedAt, ...row }) => ({
    ...row,
    visitAt: visitAt as Date,
    visitPlannedAt: visitPlannedAt as Date,
    /** Which calendar event the visit is (visitEventVersion). */
    event: { visitFirstPlannedAt, providerAssignedAt },
    /** The customer asked for another time for it ("Another time"), and it has not been moved since. */
    changeAskedAt: openVisitChangeAsk({ statusId, visitAt, visitPlannedAt, providerAssignedAt, visitChangeAskedAt }),
  }));
}

/** "Mes rendez-vous": the provider's visits from the start of today in Brussels (the page needs no event versions). */
export async function upcomingVisits(deps: { db: Executor; clock: Clock }, providerId: number, language: Language) {
  const now = deps.clock.now();
  const visits = await providerVisits(deps.db, providerId, startOfBrusselsDay(brusselsDayNumber(now)), now, language);
  return visits.map(({ visitPlannedAt, event, ...visit }) => visit);
}
