import { eq, type SQL, sql } from "drizzle-orm";
import { isLowRating, lowRatingAtMost } from "@/shared/ratings";
import type { Clock } from "../../clock";
import type { Database } from "../../db/client";
import { homeProjects, projectRatings } from "../../db/schema";
import { refuse } from "../errors";
import { lockProject, recordProjectEvent } from "../project-status/transition";

/**
 * An unhappy customer to call back (docs/product/customer-controls.md, "An unhappy customer"): a
 * score of 1 or 2 the network has not yet noted its call about, on a request whose data are not
 * erased (nobody left to call). The network's list filter and the dashboard's count, over the
 * partial index `project_ratings_unhappy_idx`.
 */
// `= any(array(...))`, not `in (...)`: Postgres then probes the projects by their key for the few
// ratings the partial index gives (5 ms at 90,000 projects) instead of hash-joining a scan of them
// all (28 ms; bench/README.md, "The unhappy count by key").
export const lowRatingToFollowUp: SQL = sql`(${homeProjects.id} = any(array(select r.project_id from ${projectRatings} r where r.rating <= ${sql.raw(String(lowRatingAtMost))} and r.followed_up_at is null)) and ${homeProjects.personalDataErasedAt} is null)`;

/** The same rule in code, for a rating already read. */
export function followUpOpen(rating: { rating: number | null; followedUpAt: Date | null }, personalDataErasedAt: Date | null): boolean {
  return rating.rating !== null && isLowRating(rating.rating) && rating.followedUpAt === null && personalDataErasedAt === null;
}

/** The network called the unhappy customer back: noted once, with who and when (audited). */
export async function markLowRatingFollowedUp(deps: { db: Database; clock: Clock }, input: { projectId: number; userId: number }): Promise<void> {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const project = await lockProject(tx, input.projectId);
    const [rating] = await tx.select().from(projectRatings).where(eq(projectRatings.projectId, project.id)).for("update");
    if (!rating || !followUpOpen(rating, project.personalDataErasedAt)) throw refuse("lowRatingNotOpen", "conflict");
    await tx.update(projectRatings).set({ followedUpAt: now, followedUpByUserId: input.userId }).where(eq(projectRatings.id, rating.id));
    await recordProjectEvent(tx, project, { actor: { type: "network", id: input.userId }, action: "network.low-rating-followed-up", now });
  });
}
