import { eq } from "drizzle-orm";
import { maxVisitDaysAhead, type VisitInput } from "@/shared/visit";
import type { Clock } from "../../clock";
import type { Database } from "../../db/client";
import type { Notifier } from "../notifications/service";
import { homeProjects } from "../../db/schema";
import { refuse } from "../errors";
import { dayNumber, parseCalendarDate } from "../working-days/belgian-calendar";
import { brusselsDayNumber, fromBrussels } from "../working-days/brussels-time";
import { plannedVisit } from "./planned-visit";
import { lockOwnProject, noteCustomerCalled, providerActor } from "./provider-actions";
import { ProjectStatus } from "./statuses";
import { recordProjectEvent } from "./transition";

/**
 * The provider records (or moves) the visit it agreed with the customer of its accepted project:
 * a day and a quarter hour in Brussels, later than now and at most `maxVisitDaysAhead` days ahead.
 * A visit agreed means the customer was reached: the call is noted too if it was not yet. Audited
 * with the moment; the customer's status page and the network's project page show it, and the
 * customer is mailed the visit with a calendar file. The same moment again changes nothing.
 */
export async function planVisit(deps: { db: Database; clock: Clock; notify: Notifier }, providerId: number, input: VisitInput): Promise<Date> {
  const now = deps.clock.now();
  const day = parseCalendarDate(input.day);
  const [hour, minute] = input.time.split(":").map(Number);
  const visitAt = fromBrussels({ ...day, hour: hour ?? 0, minute: minute ?? 0, second: 0, millisecond: 0 });
  if (visitAt <= now) throw refuse("visitInPast");
  if (dayNumber(day) - brusselsDayNumber(now) > maxVisitDaysAhead) throw refuse("visitTooFar");
  await deps.db.transaction(async (tx) => {
    const project = await lockOwnProject(tx, providerId, input.id);
    if (project.statusId !== ProjectStatus.Accepted) throw refuse("visitNotAllowed", "conflict");
    const previousVisitAt = plannedVisit(project);
    // Saved twice (a double click, a second tab): the customer is not told twice.
    if (previousVisitAt?.getTime() === visitAt.getTime()) return;
    // A visit still ahead moves (the same calendar event); after one that took place, or none of this provider's, a new one.
    const moved = previousVisitAt !== null && previousVisitAt > now;
    const visitFirstPlannedAt = moved ? (project.visitFirstPlannedAt ?? project.providerAssignedAt ?? now) : now;
    // A visit agreed is a customer reached: the call is noted with it if it was not yet.
    await noteCustomerCalled(tx, project, providerId, now);
    await tx.update(homeProjects).set({ visitAt, visitPlannedAt: now, visitFirstPlannedAt, updatedAt: now }).where(eq(homeProjects.id, project.id));
    await recordProjectEvent(tx, project, {
      actor: providerActor(providerId),
      action: "provider.visit-planned",
      now,
      details: { visitAt: visitAt.toISOString() },
    });
    // A visit that has taken place is not moved by the next one (a second visit): the mail says a new one.
    await deps.notify.visitPlanned(tx, project.id, moved ? previousVisitAt : null, now);
  });
  return visitAt;
}
