import { Alert, Button, Group, Input, Loader, Paper, Radio, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { pickedPlaceName } from "@/shared/place-names";
import { useEffect, useRef, useState } from "react";
import { publicApi } from "@/client/api/public-api";
import { useLanguage, useLL } from "@/client/i18n/language";
import type { ApiPostalArea, ApiService } from "@/shared/api-types";
import { postCodeSchema } from "@/shared/schemas/fields";
import { selectedArea, type WizardState } from "./state";

type LookupProblem = "invalid" | "unknown" | "failed";

interface StepExpertProps {
  state: WizardState;
  service: ApiService | undefined;
  update(patch: Partial<WizardState>): void;
}

/** "8000 Bruges (Brugge)": the place in the page's language, its other name beside it, else its municipality. */
export function areaLabel(area: ApiPostalArea): string {
  const name = pickedPlaceName(area);
  const beside = area.otherName ?? (area.city && area.city !== name ? area.city : null);
  return beside ? `${area.postCode} ${name} (${beside})` : `${area.postCode} ${name}`;
}

/** Step 2: postcode lookup, choice of the postal area, availability of a provider. */
export function StepExpert({ state, service, update }: StepExpertProps) {
  const LL = useLL();
  const { language } = useLanguage();
  const [problem, setProblem] = useState<LookupProblem | null>(null);
  const [searching, setSearching] = useState(false);
  const [checking, setChecking] = useState(false);
  // The check's button goes when its answer comes: the focus moves to the answer, read out there,
  // instead of falling back to the page (docs/product/accessibility.md).
  const answerRef = useRef<HTMLDivElement>(null);
  const [answerToFocus, setAnswerToFocus] = useState(false);
  useEffect(() => {
    if (!answerToFocus || state.availability === "none") return;
    answerRef.current?.focus();
    setAnswerToFocus(false);
  }, [answerToFocus, state.availability]);
  const area = selectedArea(state);
  const manual = service?.needsManualHandling === true;

  async function search() {
    const value = state.postCode.trim();
    if (value === "" || searching) return; // the lookup runs only when something is entered
    if (!postCodeSchema.safeParse(value).success) {
      setProblem("invalid");
      return;
    }
    setProblem(null);
    setSearching(true);
    try {
      const reply = await publicApi.getPostalAreas(value, language);
      const areas = reply.isError ? [] : (reply.data ?? []);
      if (areas.length === 0) setProblem("unknown");
      update({
        postalAreas: areas,
        postalAreasLanguage: language,
        postalAreaId: areas.length === 1 ? (areas[0]?.id ?? null) : null,
        availability: "none",
        providerId: null,
      });
    } catch {
      setProblem("failed");
      update({ postalAreas: [], postalAreaId: null, availability: "none", providerId: null });
    } finally {
      setSearching(false);
    }
  }

  async function checkAvailability() {
    if (state.serviceId == null || state.postalAreaId == null || checking) return;
    setChecking(true);
    try {
      const reply = await publicApi.findProvider(state.serviceId, state.postalAreaId, language);
      const provider = reply.isError ? null : reply.data;
      if (provider && !provider.isError && provider.id) update({ availability: "found", providerId: provider.id });
      else update({ availability: "notFound", providerId: null });
    } catch {
      // A failed availability call counts as not found (docs/product/wizard.md).
      update({ availability: "notFound", providerId: null });
    } finally {
      setChecking(false);
      setAnswerToFocus(true);
    }
  }

  const city = area ? pickedPlaceName(area) : "";

  return (
    <Stack gap="lg">
      <div>
        <Title order={2} id="wizard-step-heading" tabIndex={-1} style={{ outline: "none" }} size="h3">
          {LL.wizard.expert.title()}
        </Title>
        <Text c="gray.7" mt={4}>
          {LL.wizard.expert.intro()}
        </Text>
      </div>

      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void search();
        }}
      >
        {/* Label and hint above the row: beside the button they would wrap into a narrow column on a phone. */}
        <Input.Wrapper id="wizard-postcode" label={LL.wizard.expert.postCodeLabel()} description={LL.wizard.expert.postCodeDescription()} withAsterisk>
          <Group gap="sm" wrap="nowrap" mt={6}>
            <Input
              id="wizard-postcode"
              value={state.postCode}
              onChange={(event) => {
                setProblem(null);
                update({ postCode: event.currentTarget.value, postalAreas: [], postalAreaId: null, availability: "none", providerId: null });
              }}
              inputMode="numeric"
              autoComplete="postal-code"
              maxLength={4}
              style={{ flex: "0 1 340px", minWidth: 0 }}
              aria-invalid={problem === "invalid" || problem === "unknown" ? true : undefined}
              aria-describedby={problem ? "wizard-postcode-description wizard-postcode-problem" : "wizard-postcode-description"}
            />
            {/* Busy, not disabled: a disabled button drops the focus to the page (search() ignores a second press). */}
            <Button
              type="submit"
              variant="light"
              style={{ flexShrink: 0 }}
              aria-busy={searching || undefined}
              rightSection={searching ? <Loader size={14} color="currentColor" aria-hidden="true" /> : undefined}
            >
              {LL.wizard.expert.search()}
            </Button>
          </Group>
        </Input.Wrapper>
      </form>

      {problem && (
        <Alert
          id="wizard-postcode-problem"
          color="red"
          variant="light"
          title={problem === "failed" ? LL.wizard.expert.lookupFailedTitle() : LL.wizard.expert.postCodeErrorTitle()}
        >
          {problem === "invalid"
            ? LL.wizard.expert.postCodeErrorText()
            : problem === "unknown"
              ? LL.wizard.expert.postCodeUnknownText()
              : LL.wizard.expert.lookupFailedText()}
        </Alert>
      )}

      {state.postalAreas.length > 0 && (
        <Radio.Group
          name="wizard-postal-area"
          label={LL.wizard.expert.cityLabel()}
          value={state.postalAreaId == null ? null : String(state.postalAreaId)}
          onChange={(value) => update({ postalAreaId: Number(value), availability: "none", providerId: null })}
          withAsterisk
        >
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" mt="xs">
            {state.postalAreas.map((a) => (
              <Paper key={a.id} withBorder p="sm" radius="md">
                <Radio value={String(a.id)} label={areaLabel(a)} />
              </Paper>
            ))}
          </SimpleGrid>
        </Radio.Group>
      )}

      {area && state.availability === "none" && (
        <Group>
          <Button onClick={() => void checkAvailability()} loading={checking}>
            {LL.wizard.expert.checkAvailability()}
          </Button>
        </Group>
      )}

      {area && state.availability === "found" && (
        <Alert ref={answerRef} tabIndex={-1} color="teal" variant="light" title={LL.wizard.expert.foundTitle()} role="status" data-testid="availability-answer">
          {manual ? LL.wizard.expert.foundTextManual({ city }) : LL.wizard.expert.foundText({ city })}
        </Alert>
      )}

      {area && state.availability === "notFound" && (
        <Alert
          ref={answerRef}
          tabIndex={-1}
          color="orange"
          variant="light"
          title={LL.wizard.expert.notFoundTitle()}
          role="status"
          data-testid="availability-answer"
        >
          {manual ? LL.wizard.expert.notFoundTextManual({ city }) : LL.wizard.expert.notFoundText({ city })}
        </Alert>
      )}
    </Stack>
  );
}
