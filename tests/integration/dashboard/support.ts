import { sql } from "drizzle-orm";
import type { Database } from "@/server/db/client";
import { type AssignmentOutcome, projectAssignments } from "@/server/db/schema";
import { insertProject } from "../../support/projects";

/** Wednesday 4 March 2026, 10:00 in Brussels: "last 7 days" is 26 February to 4 March. */
export const now = new Date("2026-03-04T10:00:00+01:00");

export const coordinates: Record<string, [number, number]> = { "1000": [50.8466, 4.3528], "5000": [50.4669, 4.8675], "9000": [51.0543, 3.7174] };

/**
 * Only three postcodes on the map, at these coordinates: the other demo postal areas lose theirs,
 * so that a test also sees what has none (no point, no neighbour for lost demand).
 */
export async function placeOnMap(db: Database) {
  await db.execute(sql`update postal_areas set latitude = null, longitude = null`);
  for (const [postCode, [lat, lon]] of Object.entries(coordinates)) {
    await db.execute(sql`update postal_areas set latitude = ${lat}, longitude = ${lon} where post_code = ${postCode}`);
  }
}

export async function areaOf(db: Database, postCode: string): Promise<number> {
  const result = await db.execute(sql`select min(id)::int as id from postal_areas where post_code = ${postCode}`);
  const rows = Array.isArray(result) ? result : (result as { rows: { id: number }[] }).rows;
  const id = (rows[0] as { id: number } | undefined)?.id;
  if (!id) throw new Error(`no postal area ${postCode}`);
  return id;
}

export interface MadeAssignment {
  providerId: number;
  at: string;
  atCreation?: boolean;
  outcome?: AssignmentOutcome;
  hours?: number;
  /** After an acceptance: working hours until the provider noted its call to the customer. */
  callHours?: number;
}

/** A project as the figures see it: its row and the assignments it had, written by hand. */
export async function made(
  db: Database,
  project: { at: string; postalAreaId: number; statusId: number; providerId?: number | null; serviceId?: number; language?: "fr" | "nl" },
  assignments: MadeAssignment[] = [],
): Promise<number> {
  const created = new Date(project.at);
  const id = await insertProject(
    db,
    {
      postalAreaId: project.postalAreaId,
      statusId: project.statusId,
      providerId: project.providerId ?? null,
      providerAssignedAt: project.providerId ? created : null,
      serviceId: project.serviceId ?? 3,
      language: project.language ?? "fr",
    },
    created,
  );
  for (const a of assignments) {
    await db.insert(projectAssignments).values({
      projectId: id,
      providerId: a.providerId,
      assignedAt: new Date(a.at),
      atCreation: a.atCreation ?? false,
      outcome: a.outcome ?? null,
      answerWorkingHours: a.hours ?? null,
      callWorkingHours: a.callHours ?? null,
    });
  }
  return id;
}
