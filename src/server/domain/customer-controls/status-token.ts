import { timingSafeEqual } from "node:crypto";
import { and, eq, gt } from "drizzle-orm";
import type { Executor, Transaction } from "../../db/client";
import { homeProjects } from "../../db/schema";
import { refuse } from "../errors";
import { hashToken } from "../projects/create-project";
import type { LockedProject } from "../project-status/transition";

export const statusTokenPattern = /^[A-Za-z0-9_-]{20,100}$/;

/**
 * The project of a status link, locked for the caller's transaction. The token is the customer's
 * only credential: only its SHA-256 is stored, the row is found by that hash and the two hashes are
 * compared again in constant time. An unknown, expired or erased link reads the same.
 */
export async function lockByStatusToken(tx: Transaction, token: string, now: Date): Promise<LockedProject> {
  return checkedLinkTarget(await byStatusToken(tx, token, now).for("update"), token);
}

/** The same project unlocked: to judge a link before a large body is read (the work locks it again). */
export async function findByStatusToken(db: Executor, token: string, now: Date): Promise<LockedProject> {
  return checkedLinkTarget(await byStatusToken(db, token, now), token);
}

function byStatusToken(executor: Executor, token: string, now: Date) {
  if (!statusTokenPattern.test(token)) throw refuse("statusLinkInvalid", "not-found");
  return executor
    .select()
    .from(homeProjects)
    .where(and(eq(homeProjects.statusTokenHash, hashToken(token)), gt(homeProjects.statusTokenExpiresAt, now)));
}

function checkedLinkTarget(rows: LockedProject[], token: string): LockedProject {
  const [project] = rows;
  const hash = hashToken(token);
  if (!project?.statusTokenHash || !timingSafeEqual(Buffer.from(project.statusTokenHash, "hex"), Buffer.from(hash, "hex"))) {
    throw refuse("statusLinkInvalid", "not-found");
  }
  return project;
}
