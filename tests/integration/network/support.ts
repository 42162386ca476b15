import { eq } from "drizzle-orm";
import { fixedClock } from "@/server/clock";
import type { Database } from "@/server/db/client";
import { auditEvents, homeProjectRejects, homeProjects } from "@/server/db/schema";
import { createNotifier } from "@/server/domain/notifications/service";
import { seedDatabase } from "@/server/db/seed/seed";
import { createTestDatabase, type TestDatabase } from "../../support/database";
import { insertProject as insertAnyProject } from "../../support/projects";

export const now = new Date("2026-03-04T10:00:00+01:00");
export const publicUrl = "http://localhost:3000";
/** The network user the domain calls of these tests act as (the audit trail names it). */
export const testNetworkUserId = 1;

/** What creating a web login needs: the notifier queues its invitation (docs/product/consoles.md, "Web logins"). */
export const loginDeps = (db: Database) => ({
  db,
  now,
  notify: createNotifier({ publicUrl, networkMailbox: "network@example.com" }),
  networkUserId: testNetworkUserId,
});

export async function networkTestDatabase(): Promise<TestDatabase> {
  const database = await createTestDatabase();
  await seedDatabase(database.db, { demo: true });
  return database;
}

export const clock = () => fixedClock(now);

/** A stored project at the tests' fixed time (see tests/support/projects.ts). */
export function insertProject(db: Database, values: Parameters<typeof insertAnyProject>[1]): Promise<number> {
  return insertAnyProject(db, values, now);
}

export async function project(db: Database, id: number) {
  const [row] = await db.select().from(homeProjects).where(eq(homeProjects.id, id));
  return row!;
}

export async function auditOf(db: Database, id: number) {
  return db.select().from(auditEvents).where(eq(auditEvents.projectId, id));
}

export async function reject(db: Database, projectId: number, providerId: number, isAutoRejected = false) {
  await db.insert(homeProjectRejects).values({ projectId, providerId, isAutoRejected, createdAt: now });
}
