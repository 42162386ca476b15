import { Button, Group, Modal, Stack, Text, TextInput } from "@mantine/core";
import { useState } from "react";
import { type ContactCorrection, contactCorrectionSchema } from "@/shared/schemas/customer-controls";
import { isValidationKey } from "@/shared/message-keys";
import { useLL } from "../../i18n/language";

/** A customer's contact details as the correction form shows them. */
export interface StatusContact {
  mobile: string;
  email: string;
  street: string;
  box: string;
}

type Field = keyof ContactCorrection;

/**
 * The contact correction form (docs/product/customer-controls.md, "Correct contact details"): the
 * wizard's rules, checked here before `onSave` and again by the server. Used by the status page
 * (the customer) and the network console (for a customer who phoned). `onSave` resolves true
 * once saved; on a refusal it has told the person why and resolves false.
 */
export function ContactCorrectionDialog({
  opened,
  onClose,
  title,
  text,
  contact,
  onSave,
}: {
  opened: boolean;
  onClose: () => void;
  title: string;
  text: string;
  contact: StatusContact;
  onSave: (values: ContactCorrection) => Promise<boolean>;
}) {
  const LL = useLL();
  const C = LL.customerControls;
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
      if (await onSave(parsed.data)) onClose();
    } finally {
      setBusy(false);
    }
  }

  const field = (name: Field, label: string, type = "text", autoComplete?: string) => (
    <TextInput
      label={label}
      type={type}
      autoComplete={autoComplete}
      value={values[name] ?? ""}
      error={errors[name]}
      onChange={(event) => {
        const value = event.currentTarget.value;
        setValues((v) => ({ ...v, [name]: value }));
      }}
    />
  );

  return (
    <Modal opened={opened} onClose={onClose} title={title} centered closeButtonProps={{ "aria-label": LL.common.close() }}>
      <Stack>
        <Text size="sm">{text}</Text>
        {field("CustomerGSM", C.correctMobile(), "tel", "tel")}
        {field("CustomerEmail", C.correctEmail(), "email", "email")}
        {field("CustomerStreetHouseNumber", C.correctStreet(), "text", "street-address")}
        {field("CustomerBus", C.correctBox())}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {C.cancel()}
          </Button>
          <Button loading={busy} onClick={() => void save()} data-testid="correct-save">
            {C.correctConfirm()}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
