import { eq } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { homeProjects } from "../../db/schema";
import { refuse } from "../errors";

/**
 * A project id that does not exist is "not found" and names the project (`projectNotFound`,
 * docs/product/api-contract.md), as `getNetworkProject` and `lockProject` say it.
 */
async function requireProject(db: Executor, projectId: number): Promise<void> {
  const [project] = await db.select({ id: homeProjects.id }).from(homeProjects).where(eq(homeProjects.id, projectId));
  if (!project) throw refuse("projectNotFound", "not-found");
}

/**
 * One of a project's own lists or facts for the network (notes, history, rejections, customer
 * controls, rating): what `read` answers for a project that exists, even nothing, and "not found"
 * for an id no project has. The check and the read run side by side.
 */
export async function readNetworkProject<T>(db: Executor, projectId: number, read: () => PromiseLike<T>): Promise<T> {
  const [, answer] = await Promise.all([requireProject(db, projectId), read()]);
  return answer;
}
