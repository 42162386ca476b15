import { expect } from "bun:test";
import { and, asc, eq } from "drizzle-orm";
import { fixedClock } from "@/server/clock";
import type { Database } from "@/server/db/client";
import { auditEvents, homeProjectRejects, homeProjects } from "@/server/db/schema";
import type { ApiMessageKey } from "@/shared/message-keys";
import { createNotifier } from "@/server/domain/notifications/service";
import { acceptProject, type ProviderActionDeps, uploadInvoice } from "@/server/domain/project-status/provider-actions";
import { createProject } from "@/server/domain/projects/create-project";
import { createLocalStorage } from "@/server/storage/local-storage";
import { addProjectSchema } from "@/shared/schemas/project";
import { validPayload } from "../../support/fixtures";
import { minimalPdf } from "../../support/sample-files";
import { temporaryFolder } from "../../support/temporary-folders";

export const notifier = createNotifier({
  publicUrl: "http://localhost:3000",
  networkMailbox: "network@example.com",
  insurerName: { fr: "Assureur Exemple SA", nl: "Voorbeeldverzekeraar NV" },
});

/** Domain dependencies on a real database, a temporary upload folder and a clock the test moves. */
export function providerDeps(db: Database, start = "2026-03-02T09:00:00+01:00") {
  const clock = fixedClock(start);
  const storage = createLocalStorage(temporaryFolder("hs-provider-"));
  const deps: ProviderActionDeps = { db, clock, storage, notify: notifier };
  return { deps, clock, storage };
}

/** A request sent through the domain, as the wizard sends it (1000 Bruxelles → demo provider 1). */
export async function sendRequest(deps: Pick<ProviderActionDeps, "db" | "clock">, postalAreaId: number, overrides: Parameters<typeof validPayload>[0] = {}) {
  return createProject(
    { db: deps.db, clock: deps.clock, notify: notifier, publicUrl: "http://localhost:3000" },
    addProjectSchema.parse(validPayload({ PostalAreaId: postalAreaId, ...overrides })),
    undefined,
  );
}

/**
 * A request completed by demo provider 1 with an invoice of `amountCents` (undefined: sent without
 * an amount), then moved to `serviceId` as the network's change of service leaves it.
 */
export async function invoicedRequest(deps: ProviderActionDeps, postalAreaId: number, amountCents: number | undefined, serviceId = 3) {
  const { projectId } = await sendRequest(deps, postalAreaId);
  await acceptProject(deps, 1, projectId);
  await uploadInvoice(deps, 1, projectId, { name: "facture.pdf", bytes: minimalPdf() }, amountCents);
  if (serviceId !== 3) await deps.db.update(homeProjects).set({ serviceId }).where(eq(homeProjects.id, projectId));
  return projectId;
}

export async function projectRow(db: Database, id: number) {
  const [row] = await db.select().from(homeProjects).where(eq(homeProjects.id, id));
  if (!row) throw new Error(`no project ${id}`);
  return row;
}

export const rejectsOf = (db: Database, projectId: number) =>
  db.select().from(homeProjectRejects).where(eq(homeProjectRejects.projectId, projectId)).orderBy(asc(homeProjectRejects.id));

export const auditOf = (db: Database, projectId: number, action?: string) =>
  db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.projectId, projectId), action ? eq(auditEvents.action, action) : undefined))
    .orderBy(asc(auditEvents.id));

/** The domain refused with this message key (and changed nothing it should not have). */
export async function expectRefusal(work: Promise<unknown>, key: ApiMessageKey) {
  let caught: unknown;
  try {
    await work;
  } catch (error) {
    caught = error;
  }
  expect(caught).toBeDefined();
  expect((caught as { message_?: { key: string } }).message_?.key).toBe(key);
}
