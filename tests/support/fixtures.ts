import { count, eq, sql } from "drizzle-orm";
import type { Database } from "@/server/db/client";
import { homeProjectAnswers, homeProjectFiles, homeProjects, postalAreas } from "@/server/db/schema";
import { importPostalAreas } from "@/server/db/seed/import-postal-areas";
import { seedDatabase } from "@/server/db/seed/seed";
import { hasSharedData, postalAreasCsvPath } from "./shared-data";

/** Seeded catalogue and demo actors, plus every real postal area when ../shared is there. */
export async function seedForApi(db: Database, options: { allPostalAreas?: boolean } = {}) {
  await seedDatabase(db, { demo: true });
  if (options.allPostalAreas && hasSharedData) {
    await importPostalAreas(db, await Bun.file(postalAreasCsvPath).text(), { skipInvalid: true });
  }
}

export async function postalAreaId(db: Database, postCode: string, locality: string): Promise<number> {
  const [row] = await db
    .select({ id: postalAreas.id })
    .from(postalAreas)
    .where(sql`${postalAreas.postCode} = ${postCode} and ${postalAreas.cityPostalArea} = ${locality}`);
  if (!row) throw new Error(`no postal area ${postCode} ${locality}`);
  return row.id;
}

export async function countRows(db: Database) {
  const [projects] = await db.select({ n: count() }).from(homeProjects);
  const [answers] = await db.select({ n: count() }).from(homeProjectAnswers);
  const [files] = await db.select({ n: count() }).from(homeProjectFiles);
  return { projects: projects?.n ?? 0, answers: answers?.n ?? 0, files: files?.n ?? 0 };
}

export async function projectById(db: Database, id: number) {
  const [row] = await db.select().from(homeProjects).where(eq(homeProjects.id, id));
  return row;
}

export { validPayload } from "./payload";
