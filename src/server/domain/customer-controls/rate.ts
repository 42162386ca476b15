import { lockRatingOfProject, parseRatingInput, type RatingDeps, recordRating } from "../ratings/ratings";
import { lockByStatusToken } from "./status-token";

/**
 * The rating given on the status page, whose link is the credential (docs/product/customer-controls.md,
 * "Rating after the job"): the one its project was asked for, under the rules of the mailed link
 * (once, 30 days, not after an erasure).
 */
export async function rateFromStatusPage(deps: RatingDeps, statusToken: string, input: unknown) {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    // The link first: an expired one says so, whatever the form holds.
    const project = await lockByStatusToken(tx, statusToken, now);
    const values = parseRatingInput(input);
    const row = await lockRatingOfProject(tx, project.id);
    return recordRating(tx, deps.notify, row, { id: project.id, statusId: project.statusId, erasedAt: project.personalDataErasedAt }, values, now);
  });
}
