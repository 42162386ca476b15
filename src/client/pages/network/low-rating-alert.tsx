import { Alert, Button, Stack, Text } from "@mantine/core";
import { formatDate } from "../../components/format";
import { useLL } from "../../i18n/language";
import { trpc } from "../../trpc";
import { messageOf, toastError, toastSuccess } from "./shared";

/**
 * A customer who rated the job 1 or 2 out of 5 and whom the network has not yet called back
 * (docs/product/customer-controls.md, "An unhappy customer"): said at the top of the project, with
 * "J'ai rappelé le client" once someone has.
 */
export function LowRatingAlert({ projectId, onFollowedUp }: { projectId: number; onFollowedUp: () => void }) {
  const LL = useLL();
  const t = LL.network.projectDetails;
  const utils = trpc.useUtils();
  const rating = trpc.network.customerControls.projectRating.useQuery({ projectId });
  const followUp = trpc.network.projects.markLowRatingFollowedUp.useMutation();
  const r = rating.data;
  if (!r?.followUpOpen || r.rating === null || !r.ratedAt) return null;
  const done = () =>
    followUp.mutate(
      { id: projectId },
      {
        onSuccess: () => toastSuccess("low-rating", LL.api.lowRatingFollowedUp()),
        onError: (error) => toastError("low-rating", messageOf(error, LL.network.fallback.changeFailed())),
        onSettled: () => {
          void utils.network.customerControls.projectRating.invalidate({ projectId });
          onFollowedUp();
        },
      },
    );
  return (
    <Alert color="orange" title={t.lowRatingTitle()} data-testid="low-rating-alert">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{t.lowRatingText({ rating: r.rating, date: formatDate(r.ratedAt) })}</Text>
        <Button size="compact-md" variant="white" color="orange" onClick={done} loading={followUp.isPending}>
          {t.lowRatingDone()}
        </Button>
      </Stack>
    </Alert>
  );
}
