import { ProjectStatus } from "@/shared/project-statuses";
import { fromDayNumber } from "../../domain/working-days/belgian-calendar";
import { brusselsDayNumber, fromBrussels, toBrussels } from "../../domain/working-days/brussels-time";
import type { auditEvents } from "../schema";

/** A demo project's history (docs/product/demo-data.md): its audit events along its status path. */

/** A demo project's audit event, before the project has its id. */
export type DemoEvent = Omit<typeof auditEvents.$inferInsert, "projectId"> & { createdAt: Date };

const hour = 3_600_000;

/**
 * A closing (an invoice sent, "no agreement", a cancellation) as people do it: between 8:00 and
 * 18:00 in Brussels. A drawn moment at night moves to the next morning at 9, else back to the
 * evening before at 17, whichever stays after `after` and before `before`; else it stays.
 */
function duringOfficeHours(at: Date, after: Date, before: Date): Date {
  const h = toBrussels(at).hour;
  if (h >= 8 && h < 18) return at;
  const later = new Date(at.getTime() + ((h < 8 ? 9 : 33) - h) * hour);
  if (later < before) return later;
  const earlier = new Date(at.getTime() - (h < 8 ? h + 7 : h - 17) * hour);
  return earlier > after ? earlier : at;
}

interface DemoPathInput {
  key: string;
  number: number;
  project: { createdAt: Date; statusId: number; providerId?: number | null; noAgreementReasonId?: number | null; language: string };
  initialStatusId: number;
  history: readonly { providerId: number; at: Date; outcome: string | null; answeredAt: Date | null }[];
  now: Date;
  closing: () => number;
  networkUserId: number | null;
}

/**
 * A demo project's audit events along its status path (docs/product/demo-data.md), as the domain
 * writes them (statuses.md, project-history.md): the request; each answer of each provider it went to
 * (accepted, rejected by hand or by the deadline, then routed to the next or to nobody); then what
 * closed it, when its status says it was closed: the invoice (completed), "no agreement", or the
 * network's cancellation. A closing event lies after the last answer, within three weeks and before `now`.
 */
function statusPath(input: DemoPathInput): { events: DemoEvent[]; invoiceName?: string; closedAt?: Date } {
  const { project, history } = input;
  const first = history[0];
  const events: DemoEvent[] = [
    {
      createdAt: project.createdAt,
      actorType: "customer",
      actorId: null,
      action: "project.created",
      fromStatusId: null,
      toStatusId: input.initialStatusId,
      // As creation records it: who got it, `null` when routing found nobody (project-history.md).
      details: first ? { providerId: first.providerId } : input.initialStatusId === ProjectStatus.NoProviderFound ? { providerId: null } : {},
    },
  ];
  let status = input.initialStatusId;
  let last = project.createdAt;
  for (const [n, assignment] of history.entries()) {
    if (!assignment.outcome || !assignment.answeredAt) break;
    if (assignment.outcome === "accepted") {
      events.push({
        createdAt: assignment.answeredAt,
        actorType: "provider",
        actorId: assignment.providerId,
        action: "provider.accepted",
        fromStatusId: status,
        toStatusId: ProjectStatus.Accepted,
        details: null,
      });
      status = ProjectStatus.Accepted;
    } else {
      const next = history[n + 1];
      const isAutoRejected = assignment.outcome === "auto-rejected";
      const to = next ? ProjectStatus.New : ProjectStatus.Rejected;
      events.push({
        createdAt: assignment.answeredAt,
        actorType: isAutoRejected ? "system" : "provider",
        actorId: isAutoRejected ? null : assignment.providerId,
        action: isAutoRejected ? "provider.auto-rejected" : "provider.rejected",
        fromStatusId: status,
        toStatusId: to,
        details: { rejectedBy: assignment.providerId, isAutoRejected, providerId: next?.providerId ?? null },
      });
      status = to;
    }
    last = assignment.answeredAt;
  }
  if (status === project.statusId) return { events };

  const drawn = new Date(last.getTime() + Math.floor(Math.min(input.now.getTime() - last.getTime(), 21 * 24 * hour) * (0.15 + 0.7 * input.closing())));
  const closedAt = duringOfficeHours(drawn, last, input.now);
  const byProvider = { actorType: "provider" as const, actorId: project.providerId ?? null };
  const change = { createdAt: closedAt, fromStatusId: status, toStatusId: project.statusId };
  if (project.statusId === ProjectStatus.Completed && status === ProjectStatus.Accepted) {
    // Its details (the stored name and size) are the caller's, once the file is made.
    events.push({ ...change, ...byProvider, action: "provider.invoice-uploaded", details: {} });
    return { events, invoiceName: `${project.language === "nl" ? "factuur" : "facture"}-${input.number}.pdf`, closedAt };
  }
  if (project.statusId === ProjectStatus.NoAgreement && status === ProjectStatus.Accepted) {
    events.push({ ...change, ...byProvider, action: "provider.no-agreement", details: { reasonId: project.noAgreementReasonId ?? null } });
    return { events, closedAt };
  }
  if (project.statusId === ProjectStatus.Cancelled) {
    events.push({ ...change, actorType: "network", actorId: input.networkUserId, action: "network.cancel", details: null });
    return { events, closedAt };
  }
  throw new Error(`demo request ${input.key}: no path from status ${status} to ${project.statusId}`);
}

/**
 * When the provider that accepted noted its call to the customer, fixed by the request's number
 * (the drawn sequences stay as they were): one in five never, most within hours, some after the
 * call-by; in office hours, before the project closed and before `now`.
 */
function demoCallNoted(number: number, acceptedAt: Date, until: Date): Date | undefined {
  const draw = ((number * 37) % 100) / 100;
  if (draw < 0.2) return undefined;
  const after = draw < 0.85 ? 0.5 + draw * 6 : 26 + draw * 10;
  const at = duringOfficeHours(new Date(acceptedAt.getTime() + after * hour), acceptedAt, until);
  return at < until ? at : undefined;
}

/**
 * The visit the provider noted after its call, fixed by the request's number: six in ten of the
 * calls, 5 to 24 minutes after it, for a quarter hour between 8:00 and 17:45 in Brussels 1 to 9 days
 * later; only when noted before the project closed and before `now`.
 */
function demoVisitNoted(number: number, calledAt: Date, until: Date): { plannedAt: Date; visitAt: Date } | undefined {
  if ((number * 61) % 100 >= 60) return undefined;
  const plannedAt = new Date(calledAt.getTime() + (5 + (number % 20)) * 60_000);
  if (plannedAt >= until) return undefined;
  const quarter = number % 40;
  const day = fromDayNumber(brusselsDayNumber(plannedAt) + 1 + (number % 9));
  return { plannedAt, visitAt: fromBrussels({ ...day, hour: 8 + Math.floor(quarter / 4), minute: (quarter % 4) * 15, second: 0, millisecond: 0 }) };
}

/** The status path's events in time order, with those of the accepting provider after its acceptance: its noted call, then the visit, if any. */
export function demoStatusPath(input: DemoPathInput): {
  events: DemoEvent[];
  invoiceName?: string;
  closedAt?: Date;
  calledAt?: Date;
  visit?: { plannedAt: Date; visitAt: Date; providerId: number };
} {
  const path = statusPath(input);
  const accepted = input.history.find((a) => a.outcome === "accepted");
  const until = path.closedAt ?? input.now;
  const calledAt = accepted?.answeredAt ? demoCallNoted(input.number, accepted.answeredAt, until) : undefined;
  if (!accepted || !calledAt) return path;
  const visit = demoVisitNoted(input.number, calledAt, until);
  const byProvider = (createdAt: Date, action: string, details: DemoEvent["details"]): DemoEvent => ({
    createdAt,
    actorType: "provider",
    actorId: accepted.providerId,
    action,
    fromStatusId: ProjectStatus.Accepted,
    toStatusId: ProjectStatus.Accepted,
    details,
  });
  const own = [byProvider(calledAt, "provider.customer-called", null)];
  if (visit) own.push(byProvider(visit.plannedAt, "provider.visit-planned", { visitAt: visit.visitAt.toISOString() }));
  const events = [...path.events, ...own].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  return { ...path, events, calledAt, visit: visit && { ...visit, providerId: accepted.providerId } };
}
