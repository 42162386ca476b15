import { lazy } from "react";

/**
 * Steps 3 to 5 and what only they need (the dropzone, the personal-data schemas, the privacy
 * modal) are chunks of their own: opening the wizard does not download or run them. They are
 * fetched as soon as the person is on step 2, so that step 3 opens without waiting.
 */
const loadDetails = () => import("./step-details");
const loadPersonal = () => import("./step-personal");
const loadConfirmation = () => import("./step-confirmation");

export const StepDetails = lazy(() => loadDetails().then((m) => ({ default: m.StepDetails })));
export const StepPersonal = lazy(() => loadPersonal().then((m) => ({ default: m.StepPersonal })));
export const StepConfirmation = lazy(() => loadConfirmation().then((m) => ({ default: m.StepConfirmation })));

/** The payload of the send (with the schemas it is checked against), loaded only when sending. */
export const loadPayloadBuilder = () => import("./personal-form").then((m) => m.buildPayload);

export function prefetchLaterSteps(): void {
  void loadDetails();
  void loadPersonal();
  void loadConfirmation();
}
