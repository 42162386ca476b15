import { Alert, Card, Text, Title } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { isLowRating } from "@/shared/ratings";
import { formatDate } from "../../../components/format";
import { RatingForm } from "../../../components/rating-form";
import { useLL } from "../../../i18n/language";

/** What the status reply says of the rating (null: never asked, expired, or the data erased). */
export type StatusRating = { state: "open"; until: string } | { state: "given"; rating: number } | null;

/**
 * The rating of a completed job on the status page (docs/product/customer-controls.md, "Rating
 * after the job"): the e-mail's form, sent with the status link, until its last day; then the
 * score given. Once sent, the thanks take the focus the form had.
 */
export function RatingCard({ token, rating }: { token: string; rating: StatusRating }) {
  const C = useLL().customerControls;
  const queryClient = useQueryClient();
  const thanks = useRef<HTMLDivElement>(null);
  const [justRated, setJustRated] = useState(false);
  const given = rating?.state === "given";
  useEffect(() => {
    if (!justRated || !given) return;
    // In the middle of the screen, with the card's title above it, not under the sticky header.
    thanks.current?.scrollIntoView({ block: "center" });
    thanks.current?.focus({ preventScroll: true });
  }, [justRated, given]);
  if (!rating) return null;

  return (
    <Card withBorder radius="md" padding="lg" data-testid="status-rating">
      <Title order={2} size="h4" mb="sm">
        {C.ratingPageTitle()}
      </Title>
      {rating.state === "given" ? (
        <Alert ref={thanks} tabIndex={-1} color="teal" variant="light" data-testid="status-rating-given">
          {/* An unhappy customer is told that someone will call (docs/product/customer-controls.md, "An unhappy customer"). */}
          {isLowRating(rating.rating) ? C.ratingOnStatusGivenLow({ rating: rating.rating }) : C.ratingOnStatusGiven({ rating: rating.rating })}
        </Alert>
      ) : (
        <RatingForm
          url={`/api/projectstatus/${encodeURIComponent(token)}/rating`}
          intro={<Text>{C.ratingOnStatusIntro({ date: formatDate(new Date(rating.until)) })}</Text>}
          onDone={() => {
            setJustRated(true);
            void queryClient.invalidateQueries({ queryKey: ["projectstatus", token] });
          }}
        />
      )}
    </Card>
  );
}
