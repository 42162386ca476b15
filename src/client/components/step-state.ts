import { useLL } from "../i18n/language";

/** Where a step stands against the current one (docs/product/accessibility.md). */
export type StepState = "done" | "current" | "upcoming";

export function stepStateOf(index: number, current: number): StepState {
  return index < current ? "done" : index === current ? "current" : "upcoming";
}

/** A step's state in words, read out after its name by screen readers. */
export function useStepStateText(): (state: StepState) => string {
  const words = useLL().common.stepState;
  return (state) => words[state]();
}
