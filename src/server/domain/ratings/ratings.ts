import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Clock } from "../../clock";
import type { Database, Executor, Transaction } from "../../db/client";
import { homeProjects, projectRatings, providers, services } from "../../db/schema";
import { catalogText } from "../catalog/localised-text";
import { recordProjectEvent } from "../project-status/transition";
import { followUpOpen } from "./follow-up";
import type { CustomerControlsMessageKey } from "@/shared/message-keys";
import { DomainError } from "../errors";
import { isLowRating, ratingCommentMaxLength } from "@/shared/ratings";
import { trimVisible } from "@/shared/text";

/** Rules of docs/product/customer-controls.md, "Rating after the job". */
export const ratingLinkLifetimeMs = 30 * 24 * 60 * 60 * 1000;
// SHA-256 hex, as the status token (no import of create-project: it depends on notifications).
const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");
const ratingTokenPattern = /^[A-Za-z0-9_-]{40,60}$/;

export const ratingPagePath = (token: string) => `rating/${token}`;

const refusal = (key: CustomerControlsMessageKey, kind: DomainError["kind"] = "conflict") => new DomainError({ section: "customerControls", key }, kind);

/**
 * Asks for a rating once per project, when it becomes Completed: a random token (only its
 * SHA-256 stored) valid 30 days. Null when one was already asked (an invoice replaced later).
 */
export async function createRatingRequest(
  executor: Executor,
  project: { id: number; providerId: number },
  now: Date,
): Promise<{ token: string; expiresAt: Date } | null> {
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(now.getTime() + ratingLinkLifetimeMs);
  const inserted = await executor
    .insert(projectRatings)
    .values({ projectId: project.id, providerId: project.providerId, tokenHash: hashToken(token), tokenExpiresAt: expiresAt, requestedAt: now })
    .onConflictDoNothing({ target: projectRatings.projectId })
    .returning({ id: projectRatings.id });
  return inserted.length > 0 ? { token, expiresAt } : null;
}

export interface RatingInput {
  rating: number;
  comment: string | null;
}

/**
 * Whether a rating body has the page's shape: an object whose score, when given, is a number and
 * whose comment, when given, is text. Anything else comes from a broken client (a 400), not a
 * person to tell about the score or the comment's length.
 */
export function hasRatingShape(input: unknown): boolean {
  if (typeof input !== "object" || input === null || Array.isArray(input)) return false;
  const { rating, comment } = input as { rating?: unknown; comment?: unknown };
  return (rating === undefined || rating === null || typeof rating === "number") && (comment === undefined || comment === null || typeof comment === "string");
}

export function parseRatingInput(input: unknown): RatingInput {
  const body = (input ?? {}) as { rating?: unknown; comment?: unknown };
  if (typeof body.rating !== "number" || !Number.isInteger(body.rating) || body.rating < 1 || body.rating > 5) throw refusal("ratingOutOfRange", "invalid");
  if (body.comment !== undefined && body.comment !== null && typeof body.comment !== "string") throw refusal("ratingCommentTooLong", "invalid");
  const comment = typeof body.comment === "string" ? trimVisible(body.comment) : "";
  if (comment.length > ratingCommentMaxLength) throw refusal("ratingCommentTooLong", "invalid");
  return { rating: body.rating, comment: comment === "" ? null : comment };
}

export type RatingRow = typeof projectRatings.$inferSelect;

async function findByToken(executor: Executor, token: string, lock: boolean): Promise<RatingRow> {
  if (!ratingTokenPattern.test(token)) throw refusal("ratingInvalid", "not-found");
  const hash = hashToken(token);
  const query = executor.select().from(projectRatings).where(eq(projectRatings.tokenHash, hash));
  const [row] = lock ? await query.for("update") : await query;
  if (!row || !timingSafeEqual(Buffer.from(row.tokenHash, "hex"), Buffer.from(hash, "hex"))) throw refusal("ratingInvalid", "not-found");
  return row;
}

/** The rated project: its language, and whether its data were erased (which ends the link). */
async function ratedProject(executor: Executor, projectId: number) {
  const [project] = await executor
    .select({ id: homeProjects.id, statusId: homeProjects.statusId, language: homeProjects.language, erasedAt: homeProjects.personalDataErasedAt })
    .from(homeProjects)
    .where(eq(homeProjects.id, projectId));
  if (!project) throw refusal("ratingInvalid", "not-found");
  return project;
}

/** Used, ended by the erasure of the request's data, or past its 30 days: each said as it is. */
function checkUsable(row: RatingRow, project: { erasedAt: Date | null }, now: Date) {
  if (row.ratedAt) throw refusal("ratingUsed");
  if (project.erasedAt) throw refusal("ratingErased");
  if (row.tokenExpiresAt.getTime() <= now.getTime()) throw refusal("ratingExpired");
}

/**
 * What the rating page needs to open: refused clearly when the link was used or has expired. It
 * names the job being rated (the service in both languages, the provider's company) so the customer
 * knows which one it is; nothing of the customer.
 */
export async function checkRatingLink(deps: { db: Database; clock: Clock }, token: string) {
  const row = await findByToken(deps.db, token, false);
  const project = await ratedProject(deps.db, row.projectId);
  checkUsable(row, project, deps.clock.now());
  const [job] = await deps.db
    .select({
      serviceFr: catalogText("service", services.code, "fr", services.name),
      serviceNl: catalogText("service", services.code, "nl", services.name),
      providerName: providers.name,
    })
    .from(homeProjects)
    .innerJoin(services, eq(services.id, homeProjects.serviceId))
    .leftJoin(providers, eq(providers.id, homeProjects.providerId))
    .where(eq(homeProjects.id, row.projectId));
  return {
    projectId: row.projectId,
    expiresAt: row.tokenExpiresAt,
    language: project.language,
    serviceName: { fr: job?.serviceFr ?? "", nl: job?.serviceNl ?? "" },
    providerName: job?.providerName ?? null,
  };
}

/** What the customer reads once the rating is recorded: a low one says that someone will call. */
export const ratingSavedKey = (rating: number): CustomerControlsMessageKey => (isLowRating(rating) ? "ratingSavedLow" : "ratingSaved");

/** The notifier's one call a rating needs (named here: the notifier's module builds on this one's rating request). */
export interface RatingNotifier {
  lowRating(executor: Executor, projectId: number, providerId: number, rating: number, now: Date): Promise<number>;
}

export interface RatingDeps {
  db: Database;
  clock: Clock;
  notify: RatingNotifier;
}

/**
 * Writes the rating once on its locked row, with its audit event by the customer (the score, never
 * the comment); a low score alerts the network mailbox in the same transaction.
 */
export async function recordRating(
  tx: Transaction,
  notify: RatingNotifier,
  row: RatingRow,
  project: { id: number; statusId: number; erasedAt: Date | null },
  values: RatingInput,
  now: Date,
) {
  checkUsable(row, project, now);
  await tx.update(projectRatings).set({ rating: values.rating, comment: values.comment, ratedAt: now }).where(eq(projectRatings.id, row.id));
  // The status it is rated in is kept: recorded as both from and to, like every customer control.
  await recordProjectEvent(tx, project, { actor: { type: "customer", id: null }, action: "customer.rating", now, details: { rating: values.rating } });
  if (isLowRating(values.rating)) await notify.lowRating(tx, row.projectId, row.providerId, values.rating, now);
  return { projectId: row.projectId, rating: values.rating };
}

/** Records the rating given through the e-mail's link, once (single use). */
export async function submitRating(deps: RatingDeps, token: string, input: unknown) {
  const values = parseRatingInput(input);
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const row = await findByToken(tx, token, true);
    return recordRating(tx, deps.notify, row, await ratedProject(tx, row.projectId), values, now);
  });
}

/** The rating a project was asked for, locked; a project not yet completed has none to give. */
export async function lockRatingOfProject(tx: Transaction, projectId: number): Promise<RatingRow> {
  const [row] = await tx.select().from(projectRatings).where(eq(projectRatings.projectId, projectId)).for("update");
  if (!row) throw refusal("ratingNotYet");
  return row;
}

/**
 * The rating as the status page shows it: open until its last day, given (its score), or nothing
 * (never asked, expired, or the data erased).
 */
export async function ratingOnStatusPage(
  db: Executor,
  project: { id: number; personalDataErasedAt: Date | null },
  now: Date,
): Promise<{ state: "open"; until: Date } | { state: "given"; rating: number } | null> {
  if (project.personalDataErasedAt) return null;
  const [row] = await db
    .select({ rating: projectRatings.rating, ratedAt: projectRatings.ratedAt, expiresAt: projectRatings.tokenExpiresAt })
    .from(projectRatings)
    .where(eq(projectRatings.projectId, project.id));
  if (!row) return null;
  if (row.ratedAt && row.rating !== null) return { state: "given", rating: row.rating };
  return row.expiresAt.getTime() > now.getTime() ? { state: "open", until: row.expiresAt } : null;
}

/**
 * What a provider sees of its own ratings: average, count and the comments with their score and
 * date, never the customer's name nor anyone else's ratings. The network reads the same per provider.
 */
export async function providerRatings(db: Executor, providerId: number) {
  const rows = await db
    .select({ rating: projectRatings.rating, comment: projectRatings.comment, ratedAt: projectRatings.ratedAt })
    .from(projectRatings)
    .where(eq(projectRatings.providerId, providerId));
  const given = rows
    .filter((r): r is { rating: number; comment: string | null; ratedAt: Date } => r.rating !== null && r.ratedAt !== null)
    .sort((a, b) => b.ratedAt.getTime() - a.ratedAt.getTime());
  const count = given.length;
  const average = count === 0 ? null : Math.round((given.reduce((sum, r) => sum + r.rating, 0) / count) * 10) / 10;
  return { average, count, ratings: given };
}

/**
 * The network's view of one project's rating: asked when, given when, score and comment; a low one,
 * when the network called the customer back, or that it is still to do (`followUpOpen`).
 */
export async function projectRating(db: Executor, projectId: number) {
  const [row] = await db
    .select({
      requestedAt: projectRatings.requestedAt,
      ratedAt: projectRatings.ratedAt,
      rating: projectRatings.rating,
      comment: projectRatings.comment,
      followedUpAt: projectRatings.followedUpAt,
      erasedAt: homeProjects.personalDataErasedAt,
    })
    .from(projectRatings)
    .innerJoin(homeProjects, eq(homeProjects.id, projectRatings.projectId))
    .where(eq(projectRatings.projectId, projectId));
  if (!row) return null;
  const { erasedAt, ...rating } = row;
  return { ...rating, followUpOpen: followUpOpen(rating, erasedAt) };
}
