import { and, asc, eq, gte } from "drizzle-orm";
import type { Language } from "@/shared/catalog-types";
import type { Clock } from "../../clock";
import type { Executor } from "../../db/client";
import { homeProjects, postalAreas, services } from "../../db/schema";
import { visitShown } from "../../db/status-sql";
import { catalogText } from "../catalog/localised-text";
import { openVisitChangeAsk } from "../customer-controls/visit-change";
import { localityIn } from "../places/name-sql";
import { brusselsDayNumber, startOfBrusselsDay } from "../working-days/brussels-time";

/** At most this many visits in one answer: 60 days ahead (`maxVisitDaysAhead`) of a busy provider. */
export const maxListedVisits = 200;

/**
 * A provider's visits from `from` on, soonest first (docs/product/visits.md): its accepted projects
 * whose visit it noted since it has them, the one rule of `plannedVisit`.
 */
export async function providerVisits(db: Executor, providerId: number, from: Date, language: Language) {
  const rows = await db
    .select({
      id: homeProjects.id,
      visitAt: homeProjects.visitAt,
      statusId: homeProjects.statusId,
      visitPlannedAt: homeProjects.visitPlannedAt,
      providerAssignedAt: homeProjects.providerAssignedAt,
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
    .where(and(eq(homeProjects.providerId, providerId), visitShown(homeProjects), gte(homeProjects.visitAt, from)))
    .orderBy(asc(homeProjects.visitAt), asc(homeProjects.id))
    .limit(maxListedVisits);
  // The query's rule holds these three: never null here.
  return rows.map(({ statusId, visitAt, visitPlannedAt, providerAssignedAt, visitChangeAskedAt, ...row }) => ({
    ...row,
    visitAt: visitAt as Date,
    visitPlannedAt: visitPlannedAt as Date,
    providerAssignedAt: providerAssignedAt as Date,
    /** The customer asked for another time for it ("Another time"), and it has not been moved since. */
    changeAskedAt: openVisitChangeAsk({ statusId, visitAt, visitPlannedAt, providerAssignedAt, visitChangeAskedAt }),
  }));
}

/** "Mes rendez-vous": the provider's visits from the start of today in Brussels. */
export function upcomingVisits(deps: { db: Executor; clock: Clock }, providerId: number, language: Language) {
  return providerVisits(deps.db, providerId, startOfBrusselsDay(brusselsDayNumber(deps.clock.now())), language);
}
