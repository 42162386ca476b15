import { CheckIcon, Text, ThemeIcon, VisuallyHidden } from "@mantine/core";
import { type CustomerMilestone, type CustomerStage, customerMilestones, milestonesReached } from "@/shared/customer-stage";
import { useLL } from "../../../i18n/language";
import { stepStateOf, useStepStateText } from "../../../components/step-state";

/**
 * The status page's milestones as an ordered list: those the request has reached are ticked, the
 * next one is the current step (`aria-current`), named for what is under way, and a screen reader
 * hears each one's state.
 * `closed` draws it in grey for a request that ended without the work being done.
 */
export function ProgressSteps({ stage, closed }: { stage: CustomerStage; closed: boolean }) {
  const L = useLL().provider;
  const stateText = useStepStateText();
  const reached = milestonesReached(stage);
  if (reached === null) return null;
  const labels: Record<CustomerMilestone, string> = {
    sent: L.stepSent(),
    providerFound: L.stepProviderFound(),
    accepted: L.stepAccepted(),
    closed: L.stepCompleted(),
  };
  // The current step says what is under way ("Réponse du professionnel attendue"), never what is not
  // done yet ("Demande acceptée"); a request that ended without the work keeps the plain names.
  const pendingLabels: Record<CustomerMilestone, string> = {
    sent: L.stepSent(),
    providerFound: L.stepProviderFoundPending(),
    accepted: L.stepAcceptedPending(),
    closed: L.stepCompletedPending(),
  };
  const color = closed ? "gray" : "teal";
  return (
    <ol className="hs-progress" aria-label={L.progressLabel()} data-closed={closed || undefined}>
      {customerMilestones.map((milestone, index) => {
        const state = stepStateOf(index, reached);
        return (
          <li key={milestone} data-state={state} aria-current={state === "current" ? "step" : undefined}>
            <ThemeIcon
              size={36}
              radius="xl"
              color={state === "upcoming" ? "gray" : color}
              variant={state === "done" ? "filled" : state === "current" ? "outline" : "light"}
              aria-hidden
            >
              {state === "done" ? (
                <CheckIcon size={14} />
              ) : (
                <Text component="span" fw={700}>
                  {index + 1}
                </Text>
              )}
            </ThemeIcon>
            <Text component="span" fw={600} c={state === "upcoming" ? "gray.7" : undefined}>
              {state === "current" && !closed ? pendingLabels[milestone] : labels[milestone]}
              <VisuallyHidden> ({stateText(state)})</VisuallyHidden>
            </Text>
          </li>
        );
      })}
    </ol>
  );
}
