import { count, desc, eq, inArray } from "drizzle-orm";
import { isProjectEventAction, type ProjectEventAction } from "@/shared/project-events";
import { isRejectReason, type RejectReason } from "@/shared/reject-reasons";
import { networkPageSize } from "@/shared/schemas/network-projects";
import type { Executor } from "../../db/client";
import { pageOf, pageOffset } from "../../db/paging";
import { auditEvents, providers, services } from "../../db/schema";

/** One line of a project's history (docs/product/project-history.md). No customer data. */
export interface ProjectHistoryEntry {
  id: number;
  at: Date;
  action: ProjectEventAction | "other";
  actorType: "customer" | "network" | "provider" | "system";
  /** The provider that acted, when a provider did. */
  actorProvider: { id: number; name: string } | null;
  fromStatusId: number | null;
  toStatusId: number | null;
  /**
   * Who the event gave the project to: a provider, `null` when routing found none, absent when the
   * event assigns nobody.
   */
  assigned?: { id: number; name: string } | null;
  /** A change of service: the codes of the service before and after (the console names them). */
  serviceChange?: { fromCode: string; toCode: string };
  /** A refusal by hand: the reason the provider gave, when it gave one (docs/product/statuses.md). */
  rejectReason?: RejectReason;
  /** The invoice's amount an event gave, in cents, and the one before it when it changed one (docs/product/consoles.md, "The invoice amount"). */
  invoiceAmount?: { fromCents: number | null; toCents: number };
}

/** The amount an invoice event gave (the upload's, a replacement's, a correction's or the one checked), and the one before; undefined when none. */
function invoiceAmountOf(action: string, details: Record<string, unknown> | null): ProjectHistoryEntry["invoiceAmount"] {
  if (!details) return undefined;
  const cents = (value: unknown) => (typeof value === "number" ? value : null);
  // The upload and the check name one amount; a replacement and a correction, the new and the old.
  const oneAmount = action === "provider.invoice-uploaded" || action === "network.invoice-checked";
  const to = cents(oneAmount ? details.amountCents : details.toAmountCents);
  if (to === null || !(oneAmount || action === "network.invoice-replaced" || action === "network.invoice-amount-corrected")) return undefined;
  return { fromCents: cents(details.fromAmountCents), toCents: to };
}

/** The two services of a change of service, from its details; undefined for any other event. */
function changedServiceIds(action: string, details: Record<string, unknown> | null): [number, number] | undefined {
  if (action !== "network.change-service" || !details) return undefined;
  const { fromServiceId, toServiceId } = details;
  return typeof fromServiceId === "number" && typeof toServiceId === "number" ? [fromServiceId, toServiceId] : undefined;
}

/**
 * The actions whose line says who got the project (docs/product/project-history.md): the request,
 * a rejection (manual or by the deadline), a change of service or of provider. Other events may
 * carry a provider in their details too (a withdrawal or "no news" names the provider it concerned,
 * `null` when there was none), which is not who got the project.
 */
const assigningActions: ReadonlySet<string> = new Set<ProjectEventAction>([
  "project.created",
  "provider.rejected",
  "provider.auto-rejected",
  "network.change-service",
  "network.change-provider",
]);

/** The provider an assigning event gave the project to: `toProviderId` (a change of provider) or `providerId` (routing). */
function assignedProviderId(action: string, details: Record<string, unknown> | null): number | null | undefined {
  if (!details || !assigningActions.has(action)) return undefined;
  const id = "toProviderId" in details ? details.toProviderId : "providerId" in details ? details.providerId : undefined;
  if (id === null) return null;
  return typeof id === "number" ? id : undefined;
}

/** One value per id, read in one query, none when there is no id. */
async function valuesById<T>(ids: Set<number>, read: (ids: number[]) => Promise<{ id: number; value: T }[]>): Promise<Map<number, T>> {
  if (ids.size === 0) return new Map();
  return new Map((await read([...ids])).map((row) => [row.id, row.value]));
}

/** A project's audit events for the network, newest first, a page at a time, with the providers named. */
export async function projectHistory(db: Executor, input: { id: number; page: number }) {
  const where = eq(auditEvents.projectId, input.id);
  const page = await pageOf({
    count: db.select({ n: count() }).from(auditEvents).where(where),
    rows: db
      .select()
      .from(auditEvents)
      .where(where)
      .orderBy(desc(auditEvents.createdAt), desc(auditEvents.id))
      .limit(networkPageSize)
      .offset(pageOffset(input.page, networkPageSize)),
    page: input.page,
    pageSize: networkPageSize,
  });
  const providerIds = new Set<number>();
  const serviceIds = new Set<number>();
  for (const row of page.items) {
    if (row.actorType === "provider" && row.actorId !== null) providerIds.add(row.actorId);
    const assigned = assignedProviderId(row.action, row.details);
    if (typeof assigned === "number") providerIds.add(assigned);
    for (const id of changedServiceIds(row.action, row.details) ?? []) serviceIds.add(id);
  }
  const serviceCodes = await valuesById(serviceIds, (ids) =>
    db.select({ id: services.id, value: services.code }).from(services).where(inArray(services.id, ids)),
  );
  const names = await valuesById(providerIds, (ids) =>
    db.select({ id: providers.id, value: providers.name }).from(providers).where(inArray(providers.id, ids)),
  );
  const named = (id: number) => ({ id, name: names.get(id) ?? `#${id}` });
  return {
    ...page,
    items: page.items.map((row): ProjectHistoryEntry => {
      const assigned = assignedProviderId(row.action, row.details);
      const changed = changedServiceIds(row.action, row.details);
      const [fromCode, toCode] = changed ? changed.map((id) => serviceCodes.get(id)) : [];
      const invoiced = invoiceAmountOf(row.action, row.details);
      return {
        id: row.id,
        at: row.createdAt,
        action: isProjectEventAction(row.action) ? row.action : "other",
        actorType: row.actorType,
        actorProvider: row.actorType === "provider" && row.actorId !== null ? named(row.actorId) : null,
        fromStatusId: row.fromStatusId,
        toStatusId: row.toStatusId,
        ...(assigned === undefined ? {} : { assigned: assigned === null ? null : named(assigned) }),
        ...(fromCode && toCode ? { serviceChange: { fromCode, toCode } } : {}),
        ...(row.action === "provider.rejected" && isRejectReason(row.details?.reason) ? { rejectReason: row.details.reason } : {}),
        ...(invoiced ? { invoiceAmount: invoiced } : {}),
      };
    }),
  };
}
