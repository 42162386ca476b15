import { Stepper, Text, VisuallyHidden } from "@mantine/core";
import { useLL } from "@/client/i18n/language";
import type { WizardStep } from "./state";
import { stepStateOf, useStepStateText } from "../components/step-state";

interface WizardStepperProps {
  step: WizardStep;
  /** Earlier steps can be reopened by clicking them, except after sending. */
  onStepClick?: (step: WizardStep) => void;
}

/** The five labels of docs/product/wizard.md, marked up to the current step. */
export function WizardStepper({ step, onStepClick }: WizardStepperProps) {
  const LL = useLL();
  const labels = [
    LL.wizard.steps.service(),
    LL.wizard.steps.expert(),
    LL.wizard.steps.details(),
    LL.wizard.steps.information(),
    LL.wizard.steps.confirmation(),
  ];
  const active = step - 1;
  const stateText = useStepStateText();
  return (
    <nav aria-label={LL.wizard.stepperLabel()}>
      <Stepper
        active={active}
        onStepClick={onStepClick && step < 5 ? (index) => onStepClick((index + 1) as WizardStep) : undefined}
        allowNextStepsSelect={false}
        size="sm"
        iconSize={32}
        styles={{ content: { display: "none" }, steps: { flexWrap: "nowrap" }, separator: { minWidth: 8, marginInline: 6 } }}
      >
        {labels.map((label, index) => (
          <Stepper.Step
            key={label}
            label={
              <>
                <Text component="span" visibleFrom="sm" fz="sm" fw={500}>
                  {label}
                </Text>
                <VisuallyHidden hiddenFrom="sm">{label}</VisuallyHidden>
                <VisuallyHidden> ({stateText(stepStateOf(index, active))})</VisuallyHidden>
              </>
            }
            aria-current={index === active ? "step" : undefined}
            allowStepSelect={step < 5 && index < active}
          />
        ))}
      </Stepper>
      <Text hiddenFrom="sm" size="sm" fw={600} mt="xs" aria-hidden="true">
        {LL.wizard.stepOf({ current: step, total: 5, label: labels[active] ?? "" })}
      </Text>
    </nav>
  );
}
