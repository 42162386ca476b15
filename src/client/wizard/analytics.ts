import { pushPageView } from "@/client/analytics/data-layer";
import type { Language } from "@/shared/catalog-types";

/** The page name pushed for each wizard step (docs/product/personal-data.md: one push per step). */
export function wizardStepPageName(step: number): string {
  return `wizard-step-${step}`;
}

/** One page_view push per wizard step, with the language and the page name. */
export function pushWizardStep(step: number, language: Language): void {
  pushPageView(wizardStepPageName(step), language);
}
