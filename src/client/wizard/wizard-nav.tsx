import { Box, Button, Group, Text } from "@mantine/core";
import { type ReactNode, useId } from "react";

interface WizardNavProps {
  backLabel?: string;
  onBack?: () => void;
  nextLabel: string;
  onNext?: () => void;
  nextDisabled?: boolean;
  /** What to do before the forward button works, said while it is disabled (docs/product/wizard.md). */
  nextBlockedHint?: string;
  nextType?: "button" | "submit";
  nextLoading?: boolean;
  children?: ReactNode;
}

/** Back (steps 2 to 4) and forward / send buttons at the bottom of a step. */
export function WizardNav({ backLabel, onBack, nextLabel, onNext, nextDisabled, nextBlockedHint, nextType = "button", nextLoading, children }: WizardNavProps) {
  const hintId = useId();
  const hint = nextDisabled ? nextBlockedHint : undefined;
  return (
    <Box mt="xl">
      {hint && (
        <Text id={hintId} size="sm" c="gray.7" ta={{ base: "start", sm: "end" }} mb="xs" data-testid="wizard-next-hint">
          {hint}
        </Text>
      )}
      <Group justify="space-between" gap="sm" wrap="wrap-reverse">
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
          aria-describedby={hint ? hintId : undefined}
          data-testid="wizard-next"
          onMouseDown={(event) => event.preventDefault()}
        >
          {nextLabel}
        </Button>
      </Group>
    </Box>
  );
}
