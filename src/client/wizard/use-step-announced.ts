import { useEffect } from "react";
import type { Language } from "@/shared/catalog-types";
import type { useLL } from "@/client/i18n/language";
import { pushWizardStep } from "./analytics";
import type { WizardStep } from "./state";

function stepLabel(LL: ReturnType<typeof useLL>, step: WizardStep): string {
  const s = LL.wizard.steps;
  return [s.service(), s.expert(), s.details(), s.information(), s.confirmation()][step - 1] ?? "";
}

/**
 * Each step shown is announced: in the document title, in the page's language (a screen reader
 * reads it), and once to analytics (docs/product/wizard.md).
 */
export function useStepAnnounced(LL: ReturnType<typeof useLL>, step: WizardStep, language: Language) {
  const documentTitle = LL.common.documentTitle({
    page: `${LL.wizard.pageTitle()} – ${LL.wizard.stepOf({ current: step, total: 5, label: stepLabel(LL, step) })}`,
  });
  useEffect(() => {
    document.title = documentTitle;
  }, [documentTitle]);
  useEffect(() => {
    pushWizardStep(step, language);
  }, [step, language]);
}
