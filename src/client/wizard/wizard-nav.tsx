import { Button, Group } from "@mantine/core";
import type { ReactNode } from "react";

interface WizardNavProps {
  backLabel?: string;
  onBack?: () => void;
  nextLabel: string;
  onNext?: () => void;
  nextDisabled?: boolean;
  nextType?: "button" | "submit";
  nextLoading?: boolean;
  children?: ReactNode;
}

/** Back (steps 2 to 4) and forward / send buttons at the bottom of a step. */
export function WizardNav({ backLabel, onBack, nextLabel, onNext, nextDisabled, nextType = "button", nextLoading, children }: WizardNavProps) {
  return (
    <Group justify="space-between" mt="xl" gap="sm" wrap="wrap-reverse">
      {backLabel && onBack ? (
        <Button variant="default" onClick={onBack} type="button" data-testid="wizard-back" onMouseDown={(event) => event.preventDefault()}>
          {backLabel}
        </Button>
      ) : (
        <span />
      )}
      {children}
      {/* No focus move on mouse down: a field's blur check must not shift the button away before the click lands. */}
      <Button
        type={nextType}
        onClick={onNext}
        disabled={nextDisabled}
        loading={nextLoading}
        data-testid="wizard-next"
        onMouseDown={(event) => event.preventDefault()}
      >
        {nextLabel}
      </Button>
    </Group>
  );
}
