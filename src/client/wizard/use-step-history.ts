import { type Dispatch, type MutableRefObject, type SetStateAction, useCallback, useEffect } from "react";
import type { ApiCategory } from "@/shared/api-types";
import { furthestAllowedStep, initialWizardState, type WizardState, type WizardStep } from "./state";
import type { Confirmation } from "./step-confirmation";

type HistoryState = { wizardStep?: number } | null;

/** The history entry's own fields, so that the wizard's step is added to them, not put in their place. */
export function historyState(): Record<string, unknown> {
  const current = window.history.state as unknown;
  return current && typeof current === "object" ? (current as Record<string, unknown>) : {};
}

/** Whether this history entry is the one the confirmation was shown on (a reload keeps its state). */
export function isConfirmationEntry(): boolean {
  // The server renders the wizard too (a guarded first view): it has no history.
  if (typeof window === "undefined") return false;
  return (window.history.state as HistoryState)?.wizardStep === 5;
}

/**
 * Browser back/forward moves between the wizard's steps: one history entry per step, same URL.
 * Returns `goTo`, which moves to a step and adds its entry.
 */
export function useStepHistory({
  categories,
  step,
  confirmationRef,
  stepChangedByUser,
  setState,
  setConfirmation,
}: {
  categories: ApiCategory[] | undefined;
  step: WizardStep;
  confirmationRef: MutableRefObject<Confirmation | null>;
  stepChangedByUser: MutableRefObject<boolean>;
  setState: Dispatch<SetStateAction<WizardState>>;
  setConfirmation: Dispatch<SetStateAction<Confirmation | null>>;
}) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: only at mount; later steps push their own entries.
  useEffect(() => {
    window.history.replaceState({ ...historyState(), wizardStep: step }, "");
  }, []);
  useEffect(() => {
    const onPop = (event: PopStateEvent) => {
      const target = (event.state as HistoryState)?.wizardStep;
      if (typeof target !== "number") return;
      stepChangedByUser.current = true;
      if (confirmationRef.current) {
        // Back from the confirmation: the request is sent; a new one starts from step 1.
        setConfirmation(null);
        setState(initialWizardState());
        return;
      }
      setState((current) => {
        const allowed = categories ? furthestAllowedStep(current, categories) : 1;
        const next = Math.max(1, Math.min(target, allowed, 4)) as WizardStep;
        return next === current.step ? current : { ...current, step: next };
      });
    };
    window.addEventListener("popstate", onPop);
    return () => window.removeEventListener("popstate", onPop);
  }, [categories, confirmationRef, stepChangedByUser, setState, setConfirmation]);

  return useCallback(
    (next: WizardStep) => {
      stepChangedByUser.current = true;
      setState((current) => ({ ...current, step: next }));
      window.history.pushState({ ...historyState(), wizardStep: next }, "");
    },
    [setState, stepChangedByUser],
  );
}
