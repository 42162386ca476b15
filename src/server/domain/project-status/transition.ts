import { eq } from "drizzle-orm";
import type { Transaction } from "../../db/client";
import { auditEvents, homeProjects } from "../../db/schema";
import { refuse } from "../errors";
import { recordAssignmentChange } from "../dashboard/assignments";
import { findBestProvider } from "../routing/service";
import { brusselsDay } from "../working-days/brussels-time";
import type { ProjectEventAction } from "@/shared/project-events";
import { projectStatusOf } from "@/shared/project-statuses";
import { ProjectStatus } from "./statuses";

export interface Actor {
  type: "customer" | "network" | "provider" | "system";
  id: number | null;
}

export type LockedProject = typeof homeProjects.$inferSelect;

/** The project row, locked for this transaction; an unknown id is "not found", said as "this project cannot be found" (`projectNotFound`). */
export async function lockProject(tx: Transaction, projectId: number): Promise<LockedProject> {
  const [project] = await tx.select().from(homeProjects).where(eq(homeProjects.id, projectId)).for("update");
  if (!project) throw refuse("projectNotFound", "not-found");
  return project;
}

/** The flags of a status, from src/shared/project-statuses.ts. */
export function statusFlags(statusId: number) {
  return projectStatusOf(statusId);
}

/**
 * A project's audit event: who, when, from which status to which, what (docs/product/statuses.md).
 * An action that keeps the status (a customer control) records from = to.
 */
export async function recordProjectEvent(
  tx: Transaction,
  project: Pick<LockedProject, "id" | "statusId">,
  event: { actor: Actor; action: ProjectEventAction; now: Date; toStatusId?: number; details?: Record<string, unknown> },
): Promise<void> {
  await tx.insert(auditEvents).values({
    createdAt: event.now,
    actorType: event.actor.type,
    actorId: event.actor.id,
    action: event.action,
    projectId: project.id,
    fromStatusId: project.statusId,
    toStatusId: event.toStatusId ?? project.statusId,
    details: event.details ?? null,
  });
}

/** Writes the change and its audit event (who, when, from, to) in the caller's transaction. */
export async function applyTransition(
  tx: Transaction,
  project: LockedProject,
  change: {
    toStatusId: number;
    actor: Actor;
    action: ProjectEventAction;
    now: Date;
    set?: Partial<typeof homeProjects.$inferInsert>;
    details?: Record<string, unknown>;
  },
): Promise<void> {
  await tx
    .update(homeProjects)
    .set({ ...change.set, statusId: change.toStatusId, updatedAt: change.now })
    .where(eq(homeProjects.id, project.id));
  await recordProjectEvent(tx, project, change);
  // A provider given the project now (a set assignment date) starts an assignment (docs/product/dashboard.md).
  const assignedProviderId = change.set?.providerAssignedAt && change.set.providerId ? change.set.providerId : null;
  await recordAssignmentChange(tx, project.id, { action: change.action, now: change.now, assignedProviderId });
}

/**
 * Routes a project again (after a rejection, or a change of service): the best provider that has
 * neither rejected it nor recorded no agreement on it gets it in status 1, else status 3 without
 * provider. Returns who got it.
 */
export async function routeAgain(
  tx: Transaction,
  project: LockedProject,
  context: { actor: Actor; action: ProjectEventAction; now: Date; serviceId?: number; details?: Record<string, unknown> },
): Promise<{ providerId: number | undefined; statusId: number }> {
  const serviceId = context.serviceId ?? project.serviceId;
  const providerId = await findBestProvider(tx, { serviceId, postalAreaId: project.postalAreaId, projectId: project.id, onDay: brusselsDay(context.now) });
  const statusId = providerId ? ProjectStatus.New : ProjectStatus.Rejected;
  await applyTransition(tx, project, {
    toStatusId: statusId,
    actor: context.actor,
    action: context.action,
    now: context.now,
    set: { serviceId, providerId: providerId ?? null, providerAssignedAt: providerId ? context.now : null },
    details: { ...context.details, providerId: providerId ?? null },
  });
  return { providerId, statusId };
}
