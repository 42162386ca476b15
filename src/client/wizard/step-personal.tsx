import { Alert, Anchor, Checkbox, Group, List, Radio, SimpleGrid, Stack, Text, TextInput, Title } from "@mantine/core";
import { pickedPlaceName } from "@/shared/place-names";
import { schemaResolver, useForm } from "@mantine/form";
import { useEffect, useRef, useState } from "react";
import { useLL } from "@/client/i18n/language";
import type { ApiPostalArea } from "@/shared/api-types";
import { toInternationalPhone } from "@/shared/phone";
import { isValidationKey } from "@/shared/message-keys";
import { failingFields, fieldIds, type PersonalField, personalSchema } from "./personal-form";
import { PrivacyModal } from "./privacy-modal";
import type { PersonalValues } from "./state";
import { visuallyHidden } from "./step-details";
import { WizardNav } from "./wizard-nav";

export interface SendProblem {
  message: string;
}

interface StepPersonalProps {
  initialValues: PersonalValues;
  area: ApiPostalArea | undefined;
  sending: boolean;
  sendProblem: SendProblem | null;
  honeypot: string;
  onHoneypot(value: string): void;
  onChange(values: PersonalValues): void;
  onBack(): void;
  onSend(values: PersonalValues): void;
}

/** Step 4: the person's details, validated live and on send with the server's own zod rules. */
export function StepPersonal({ initialValues, area, sending, sendProblem, honeypot, onHoneypot, onChange, onBack, onSend }: StepPersonalProps) {
  const LL = useLL();
  const [attempted, setAttempted] = useState(false);
  const [summaryRequest, setSummaryRequest] = useState(0);
  const [privacyOpen, setPrivacyOpen] = useState(false);
  const summaryRef = useRef<HTMLDivElement>(null);
  const problemRef = useRef<HTMLDivElement>(null);

  const translate = (error: unknown) =>
    error == null || error === false ? undefined : isValidationKey(error) ? LL.validation[error]() : LL.validation.required();

  const form = useForm<PersonalValues>({
    mode: "controlled",
    initialValues,
    validate: schemaResolver(personalSchema, { sync: true }),
    validateInputOnBlur: true,
    // Before the first send, fields are checked when left; after it, on every change.
    validateInputOnChange: attempted,
    onValuesChange: (values) => onChange(values),
    // An empty required field says so; otherwise the rule's own message.
    enhanceGetInputProps: ({ inputProps, field, form: f }) => {
      if (inputProps.error == null) return { error: undefined };
      const value = (f.getValues() as unknown as Record<string, unknown>)[field];
      return { error: typeof value === "string" && value.trim() === "" ? LL.validation.required() : translate(inputProps.error) };
    },
  });

  const failing = failingFields(form.errors);
  const showSummary = attempted && failing.length > 0;

  useEffect(() => {
    if (summaryRequest === 0) return;
    summaryRef.current?.scrollIntoView({ behavior: "smooth", block: "start" });
    summaryRef.current?.focus({ preventScroll: true });
  }, [summaryRequest]);

  useEffect(() => {
    if (!sendProblem) return;
    problemRef.current?.scrollIntoView({ behavior: "smooth", block: "center" });
    problemRef.current?.focus({ preventScroll: true });
  }, [sendProblem]);

  const fieldLabel: Record<PersonalField, string> = {
    CustomerLastName: LL.wizard.personal.fields.lastName(),
    CustomerName: LL.wizard.personal.fields.firstName(),
    CustomerGSM: LL.wizard.personal.fields.mobile(),
    CustomerEmail: LL.wizard.personal.fields.email(),
    CustomerPrivacyAccepted: LL.wizard.personal.fields.privacy(),
    CustomerStreetHouseNumber: LL.wizard.personal.fields.address(),
    CustomerBus: LL.wizard.personal.fields.bus(),
    IsInsurerCustomer: LL.wizard.personal.fields.insurerCustomer(),
    CustomerPrivacyMarketing: "",
  };

  function focusField(field: PersonalField) {
    const element = document.getElementById(fieldIds[field]);
    const target = element instanceof HTMLInputElement ? element : element?.querySelector<HTMLInputElement>("input");
    target?.focus();
    target?.scrollIntoView({ behavior: "smooth", block: "center" });
  }

  const insurerError = translate(form.errors.IsInsurerCustomer);

  return (
    <form
      noValidate
      onSubmit={form.onSubmit(
        (values) => {
          setAttempted(true);
          onSend({ ...values, CustomerGSM: toInternationalPhone(values.CustomerGSM) });
        },
        () => {
          setAttempted(true);
          setSummaryRequest((n) => n + 1);
        },
      )}
    >
      <Stack gap="lg">
        <div>
          <Title order={2} id="wizard-step-heading" tabIndex={-1} style={{ outline: "none" }} size="h3">
            {LL.wizard.personal.title()}
          </Title>
          <Text c="gray.7" mt={4}>
            {LL.wizard.personal.intro()}
          </Text>
        </div>

        {showSummary && (
          <Alert
            ref={summaryRef}
            tabIndex={-1}
            color="red"
            variant="light"
            title={LL.wizard.personal.summaryTitle()}
            id="wizard-error-summary"
            style={{ scrollMarginTop: 96 }}
            data-testid="wizard-error-summary"
          >
            <Text size="sm">{LL.wizard.personal.summaryIntro()}</Text>
            <List size="sm" mt={4}>
              {failing.map((field) => (
                <List.Item key={field}>
                  <Anchor
                    href={`#${fieldIds[field]}`}
                    onClick={(event) => {
                      event.preventDefault();
                      focusField(field);
                    }}
                  >
                    {fieldLabel[field]}
                  </Anchor>
                </List.Item>
              ))}
            </List>
          </Alert>
        )}

        <div id={fieldIds.IsInsurerCustomer}>
          <Radio.Group
            name="wizard-insurer-customer"
            label={LL.wizard.personal.insurerCustomerLabel()}
            value={form.values.IsInsurerCustomer == null ? null : form.values.IsInsurerCustomer ? "yes" : "no"}
            onChange={(value) => form.setFieldValue("IsInsurerCustomer", value === "yes")}
            error={insurerError}
            withAsterisk
          >
            <Group gap="xl" mt="xs">
              <Radio value="yes" label={LL.wizard.personal.yes()} aria-invalid={insurerError ? true : undefined} />
              <Radio value="no" label={LL.wizard.personal.no()} aria-invalid={insurerError ? true : undefined} />
            </Group>
          </Radio.Group>
        </div>

        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            id={fieldIds.CustomerLastName}
            label={LL.wizard.personal.lastName()}
            autoComplete="family-name"
            withAsterisk
            {...form.getInputProps("CustomerLastName")}
          />
          <TextInput
            id={fieldIds.CustomerName}
            label={LL.wizard.personal.firstName()}
            autoComplete="given-name"
            withAsterisk
            {...form.getInputProps("CustomerName")}
          />
          <TextInput
            id={fieldIds.CustomerGSM}
            type="tel"
            label={LL.wizard.personal.mobile()}
            description={LL.wizard.personal.mobileDescription()}
            autoComplete="tel"
            inputMode="tel"
            withAsterisk
            {...form.getInputProps("CustomerGSM")}
            onBlur={(event) => {
              // Shown as it will be sent: "0475 11 22 33" becomes "+32 475 11 22 33" when the field is left.
              const international = toInternationalPhone(event.currentTarget.value);
              if (international !== form.getValues().CustomerGSM) form.setFieldValue("CustomerGSM", international);
              form.getInputProps("CustomerGSM").onBlur?.(event);
            }}
          />
          <TextInput
            id={fieldIds.CustomerEmail}
            type="email"
            label={LL.wizard.personal.email()}
            description={LL.wizard.personal.emailDescription()}
            autoComplete="email"
            withAsterisk
            {...form.getInputProps("CustomerEmail")}
          />
          <TextInput
            id={fieldIds.CustomerStreetHouseNumber}
            label={LL.wizard.personal.street()}
            autoComplete="address-line1"
            withAsterisk
            {...form.getInputProps("CustomerStreetHouseNumber")}
          />
          <TextInput id={fieldIds.CustomerBus} label={LL.wizard.personal.bus()} autoComplete="address-line2" {...form.getInputProps("CustomerBus")} />
          {/* Postcode first, as a Belgian address is written: "1000 Bruxelles". */}
          <TextInput
            id="wizard-postcode-readonly"
            label={LL.wizard.personal.postCode()}
            description={LL.wizard.personal.fromStep2()}
            value={area?.postCode ?? ""}
            readOnly
            variant="filled"
          />
          <TextInput
            id="wizard-city"
            label={LL.wizard.personal.city()}
            description={LL.wizard.personal.fromStep2()}
            value={area ? pickedPlaceName(area) : ""}
            error={area ? undefined : LL.validation.cityRequired()}
            readOnly
            variant="filled"
          />
        </SimpleGrid>

        <Stack gap="sm">
          <Checkbox
            id={fieldIds.CustomerPrivacyAccepted}
            label={
              <>
                {LL.wizard.personal.privacyBefore()}{" "}
                <Anchor component="button" type="button" onClick={() => setPrivacyOpen(true)} fz="inherit" style={{ verticalAlign: "baseline" }}>
                  {LL.wizard.personal.privacyLink()}
                </Anchor>
                {spaced(LL.wizard.personal.privacyAfter())}
              </>
            }
            {...form.getInputProps("CustomerPrivacyAccepted", { type: "checkbox" })}
          />
          <Checkbox
            id={fieldIds.CustomerPrivacyMarketing}
            label={LL.wizard.personal.marketing()}
            {...form.getInputProps("CustomerPrivacyMarketing", { type: "checkbox" })}
          />
        </Stack>

        {/* Honeypot: people never see it; robots fill it in. */}
        <div style={visuallyHidden} aria-hidden="true">
          <label htmlFor="wizard-website">{LL.wizard.personal.honeypot()}</label>
          <input
            id="wizard-website"
            type="text"
            name="website"
            tabIndex={-1}
            autoComplete="off"
            value={honeypot}
            onChange={(event) => onHoneypot(event.currentTarget.value)}
          />
        </div>

        {sendProblem && (
          <Alert ref={problemRef} tabIndex={-1} color="red" variant="light" title={LL.wizard.personal.sendErrorTitle()} data-testid="wizard-send-problem">
            <Text size="sm">{sendProblem.message}</Text>
            <Text size="sm" mt={4}>
              {LL.wizard.personal.sendErrorKept()}
            </Text>
          </Alert>
        )}
      </Stack>

      <WizardNav
        backLabel={LL.wizard.nav.back()}
        onBack={onBack}
        nextLabel={LL.wizard.nav.send()}
        nextType="submit"
        nextLoading={sending}
        nextDisabled={sending}
      />
      <PrivacyModal opened={privacyOpen} onClose={() => setPrivacyOpen(false)} />
    </form>
  );
}

/** A trailing text part gets a space before it unless it starts with punctuation. */
function spaced(text: string): string {
  return /^[.,;:!?]/.test(text) ? text : ` ${text}`;
}
