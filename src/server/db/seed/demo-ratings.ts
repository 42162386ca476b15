import { createHash } from "node:crypto";
import { isLowRating } from "@/shared/ratings";
import { ProjectStatus } from "@/shared/project-statuses";
import { ratingLinkLifetimeMs } from "../../domain/ratings/ratings";
import type { projectRatings } from "../schema";
import type { DemoEvent } from "./demo-history";

const hour = 3_600_000;

/** Mostly pleased customers, a middling one, and one in ten unhappy (docs/product/demo-data.md). */
const scores = [5, 4, 5, 2, 4, 5, 3, 4, 5, 5] as const;
const comments = {
  fr: ["Travail propre et rapide, merci.", "Le professionnel est arrivé en retard et n'a pas tout nettoyé.", "Très bon contact, je recommande."],
  nl: ["Net en snel werk, bedankt.", "De vakman kwam te laat en heeft niet alles opgeruimd.", "Heel vriendelijk, een aanrader."],
} as const;

export type DemoRating = Omit<typeof projectRatings.$inferInsert, "projectId">;

/**
 * A completed demo request's rating (docs/product/demo-data.md), fixed by its number so that the
 * drawn sequences stay as they were: asked when the invoice was sent, as the domain asks it; seven
 * in ten customers answer 1 to 5 days later; the network calls back half of the unhappy ones three
 * hours after. Only what happened before `now`, with its audit events in place.
 */
export function demoRating(input: {
  key: string;
  number: number;
  language: "fr" | "nl";
  providerId: number | null;
  events: readonly DemoEvent[];
  now: Date;
  networkUserId: number | null;
}): { rating?: DemoRating; events: DemoEvent[] } {
  const { number, now } = input;
  const closing = input.events.at(-1);
  if (closing?.toStatusId !== ProjectStatus.Completed || input.providerId === null) return { events: [...input.events] };
  const requestedAt = closing.createdAt;
  const rating: DemoRating = {
    providerId: input.providerId,
    // Never a link anyone can open: the hash of no token the rating page accepts.
    tokenHash: createHash("sha256").update(`demo-rating-${input.key}`).digest("hex"),
    tokenExpiresAt: new Date(requestedAt.getTime() + ratingLinkLifetimeMs),
    requestedAt,
  };
  const events = [...input.events];
  const ratedAt = new Date(requestedAt.getTime() + (24 + (number % 5) * 24 + (number % 7)) * hour);
  if ((number * 37) % 10 >= 7 || ratedAt >= now) return { rating, events };
  // By the tens, not the units: the units already chose who answers.
  const score = scores[Math.floor(number / 10) % scores.length] ?? 5;
  const texts = comments[input.language];
  rating.ratedAt = ratedAt;
  rating.rating = score;
  // An unhappy customer says why; a pleased one often says thanks; a middling one, or one in three, nothing.
  rating.comment = isLowRating(score) ? texts[1] : score === 3 || number % 3 === 0 ? null : number % 2 === 0 ? texts[0] : texts[2];
  const completed = ProjectStatus.Completed;
  events.push({
    createdAt: ratedAt,
    actorType: "customer",
    actorId: null,
    action: "customer.rating",
    fromStatusId: completed,
    toStatusId: completed,
    details: { rating: score },
  });
  const followedUpAt = new Date(ratedAt.getTime() + 3 * hour);
  if (isLowRating(score) && number % 2 === 0 && followedUpAt < now && input.networkUserId !== null) {
    rating.followedUpAt = followedUpAt;
    rating.followedUpByUserId = input.networkUserId;
    events.push({
      createdAt: followedUpAt,
      actorType: "network",
      actorId: input.networkUserId,
      action: "network.low-rating-followed-up",
      fromStatusId: completed,
      toStatusId: completed,
      details: null,
    });
  }
  return { rating, events };
}
