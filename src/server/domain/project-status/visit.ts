import { eq } from "drizzle-orm";
import { maxVisitDaysAhead, type VisitInput } from "@/shared/visit";
import type { Clock } from "../../clock";
import type { Database } from "../../db/client";
import { homeProjects } from "../../db/schema";
import { refuse } from "../errors";
import { dayNumber, parseCalendarDate } from "../working-days/belgian-calendar";
import { brusselsDayNumber, fromBrussels } from "../working-days/brussels-time";
import { lockOwnProject, noteCustomerCalled, providerActor } from "./provider-actions";
import { ProjectStatus } from "./statuses";
import { recordProjectEvent } from "./transition";

/**
 * The visit the provider agreed with the customer, while it works with them: the project is
 * accepted and the visit was recorded after its assignment (a visit an earlier provider planned
 * is not this one's). docs/product/customer-controls.md, "Visit planned".
 */
export function plannedVisit(project: { statusId: number; visitAt: Date | null; visitPlannedAt: Date | null; providerAssignedAt: Date | null }): Date | null {
  if (project.statusId !== ProjectStatus.Accepted || !project.visitAt || !project.visitPlannedAt || !project.providerAssignedAt) return null;
  return project.visitPlannedAt >= project.providerAssignedAt ? project.visitAt : null;
}

/**
 * The provider records (or moves) the visit it agreed with the customer of its accepted project:
 * a day and a quarter hour in Brussels, later than now and at most `maxVisitDaysAhead` days ahead.
 * A visit agreed means the customer was reached: the call is noted too if it was not yet. Audited
 * with the moment; the customer's status page and the network's project page show it.
 */
export async function planVisit(deps: { db: Database; clock: Clock }, providerId: number, input: VisitInput): Promise<Date> {
  const now = deps.clock.now();
  const day = parseCalendarDate(input.day);
  const [hour, minute] = input.time.split(":").map(Number);
  const visitAt = fromBrussels({ ...day, hour: hour ?? 0, minute: minute ?? 0, second: 0, millisecond: 0 });
  if (visitAt <= now) throw refuse("visitInPast");
  if (dayNumber(day) - brusselsDayNumber(now) > maxVisitDaysAhead) throw refuse("visitTooFar");
  await deps.db.transaction(async (tx) => {
    const project = await lockOwnProject(tx, providerId, input.id);
    if (project.statusId !== ProjectStatus.Accepted) throw refuse("visitNotAllowed", "conflict");
    // A visit agreed is a customer reached: the call is noted with it if it was not yet.
    await noteCustomerCalled(tx, project, providerId, now);
    await tx.update(homeProjects).set({ visitAt, visitPlannedAt: now, updatedAt: now }).where(eq(homeProjects.id, project.id));
    await recordProjectEvent(tx, project, {
      actor: providerActor(providerId),
      action: "provider.visit-planned",
      now,
      details: { visitAt: visitAt.toISOString() },
    });
  });
  return visitAt;
}
