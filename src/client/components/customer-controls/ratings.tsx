import { Card, Skeleton, Stack, Text, Title } from "@mantine/core";
import { useLanguage, useLL } from "../../i18n/language";
import { trpc } from "../../trpc";
import { formatDate } from "../format";

interface Ratings {
  average: number | null;
  count: number;
  ratings: { rating: number; comment: string | null; ratedAt: Date }[];
}

/**
 * While the ratings load, a card of the same lines' height: the tabs or the list under it do not
 * jump down when they come (a tap aimed at a tab landed on the card).
 */
function RatingsPlaceholder() {
  const C = useLL().customerControls;
  // The empty card's own lines under skeletons: the same height, whatever the width and language.
  return (
    <Card withBorder radius="md" padding="md" aria-hidden="true" data-testid="ratings-loading">
      <Stack gap="xs">
        <Skeleton>
          <Title order={2} size="h4">
            {C.ratingsTitle()}
          </Title>
        </Skeleton>
        <Skeleton>
          <Text size="sm" fw={600}>
            {C.ratingsNone()}
          </Text>
        </Skeleton>
        <Skeleton>
          <Text size="xs">{C.ratingsPrivate()}</Text>
        </Skeleton>
      </Stack>
    </Card>
  );
}

/** Average, count and the comments: never a customer's name (docs/product/customer-controls.md). */
function RatingsCard({ data, loading, testId }: { data: Ratings | undefined; loading: boolean; testId: string }) {
  const C = useLL().customerControls;
  const { language } = useLanguage();
  if (!data) return loading ? <RatingsPlaceholder /> : null;
  const average = data.average === null ? "" : data.average.toLocaleString(language === "fr" ? "fr-BE" : "nl-BE");
  return (
    <Card withBorder radius="md" padding="md" data-testid={testId}>
      <Stack gap="xs">
        <Title order={2} size="h4">
          {C.ratingsTitle()}
        </Title>
        <Text size="sm" fw={600}>
          {data.count === 0 ? C.ratingsNone() : C.ratingsAverage({ average, count: data.count })}
        </Text>
        {data.ratings.slice(0, 10).map((r) => (
          <Text size="sm" key={`${r.ratedAt.toISOString()}-${r.rating}`}>
            {C.projectRatingGiven({ rating: r.rating, date: formatDate(r.ratedAt) })} · {r.comment ?? C.ratingNoComment()}
          </Text>
        ))}
        <Text size="xs" c="gray.7">
          {C.ratingsPrivate()}
        </Text>
      </Stack>
    </Card>
  );
}

/** Provider console: its own ratings. */
export function MyRatings() {
  const ratings = trpc.provider.customerControls.myRatings.useQuery();
  return <RatingsCard data={ratings.data} loading={ratings.isLoading} testId="my-ratings" />;
}

/** Network console, provider page: that provider's ratings. */
export function ProviderRatings({ providerId }: { providerId: number }) {
  const ratings = trpc.network.customerControls.providerRatings.useQuery({ providerId });
  return <RatingsCard data={ratings.data} loading={ratings.isLoading} testId="provider-ratings" />;
}

/** Network console, project details: the customer's rating of this project, or that it was asked. */
export function ProjectRating({ projectId }: { projectId: number }) {
  const C = useLL().customerControls;
  const rating = trpc.network.customerControls.projectRating.useQuery({ projectId });
  const r = rating.data;
  if (!r) return null;
  return (
    <Stack gap={2} data-testid="project-rating">
      <Text size="sm" fw={600}>
        {C.projectRatingTitle()}
      </Text>
      <Text size="sm">
        {r.rating !== null && r.ratedAt
          ? [
              C.projectRatingGiven({ rating: r.rating, date: formatDate(r.ratedAt) }),
              r.comment ?? C.ratingNoComment(),
              ...(r.followedUpAt ? [C.projectRatingFollowedUp({ date: formatDate(r.followedUpAt) })] : []),
            ].join(" · ")
          : C.projectRatingPending({ date: formatDate(r.requestedAt) })}
      </Text>
    </Stack>
  );
}
