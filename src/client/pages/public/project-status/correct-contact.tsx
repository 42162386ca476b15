import { Button, Group, Modal, Stack, Text, TextInput } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import type { Envelope } from "@/shared/envelope";
import { contactCorrectionSchema } from "@/shared/schemas/customer-controls";
import { isValidationKey } from "@/shared/message-keys";
import { notify } from "../../../components/notify";
import { useLanguage, useLL } from "../../../i18n/language";

export interface StatusContact {
  mobile: string;
  email: string;
  street: string;
  box: string;
}

type Field = "CustomerGSM" | "CustomerEmail" | "CustomerStreetHouseNumber" | "CustomerBus";

/** "Correct my contact details": the wizard's rules, checked here and again by the server (docs/product/customer-controls.md). */
export function CorrectContact({ token, contact }: { token: string; contact: StatusContact }) {
  const LL = useLL();
  const C = LL.customerControls;
  const { language } = useLanguage();
  const queryClient = useQueryClient();
  const [opened, setOpened] = useState(false);
  const [busy, setBusy] = useState(false);
  const [values, setValues] = useState<Record<Field, string>>({
    CustomerGSM: contact.mobile,
    CustomerEmail: contact.email,
    CustomerStreetHouseNumber: contact.street,
    CustomerBus: contact.box,
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  async function save() {
    const parsed = contactCorrectionSchema.safeParse(values);
    if (!parsed.success) {
      const next: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as Field;
        next[field] ??= isValidationKey(issue.message) ? LL.validation[issue.message]() : C.actionFailed();
      }
      setErrors(next);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const response = await fetch(`/api/projectstatus/${encodeURIComponent(token)}/contact?lang=${language}`, {
        method: "POST",
        credentials: "omit",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(parsed.data),
      });
      const body = (await response.json().catch(() => undefined)) as Envelope<unknown> | undefined;
      if (!body || body.isError) return notify({ id: "correct-contact-failed", color: "red", message: body?.userMessage ?? C.actionFailed() });
      setOpened(false);
      notify({ id: "correct-contact-done", color: "teal", message: body.userMessage ?? "" });
      await queryClient.invalidateQueries({ queryKey: ["projectstatus", token] });
    } catch {
      notify({ id: "correct-contact-failed", color: "red", message: C.actionFailed() });
    } finally {
      setBusy(false);
    }
  }

  const field = (name: Field, label: string, type = "text", autoComplete?: string) => (
    <TextInput
      label={label}
      type={type}
      autoComplete={autoComplete}
      value={values[name]}
      error={errors[name]}
      onChange={(event) => {
        const value = event.currentTarget.value;
        setValues((v) => ({ ...v, [name]: value }));
      }}
    />
  );

  return (
    <Stack gap="xs" align="flex-start">
      <Text size="sm">{C.correctHelp()}</Text>
      <Button variant="light" onClick={() => setOpened(true)} data-testid="correct-open">
        {C.correctButton()}
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title={C.correctTitle()} centered closeButtonProps={{ "aria-label": LL.common.close() }}>
        <Stack>
          <Text size="sm">{C.correctText()}</Text>
          {field("CustomerGSM", C.correctMobile(), "tel", "tel")}
          {field("CustomerEmail", C.correctEmail(), "email", "email")}
          {field("CustomerStreetHouseNumber", C.correctStreet(), "text", "street-address")}
          {field("CustomerBus", C.correctBox())}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setOpened(false)}>
              {C.cancel()}
            </Button>
            <Button loading={busy} onClick={() => void save()} data-testid="correct-save">
              {C.correctConfirm()}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
