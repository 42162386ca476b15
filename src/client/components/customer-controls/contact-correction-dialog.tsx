import { Button, Group, Modal, Stack, Text, TextInput } from "@mantine/core";
import { useState } from "react";
import { type ContactCorrection, contactCorrectionSchema } from "@/shared/schemas/customer-controls";
import { isValidationKey } from "@/shared/message-keys";
import { toInternationalPhone, typedPhoneSchema } from "@/shared/phone";
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
 * The form's rules: the wizard's step 4 field by field, its phone rule included ("0471 98 76 54"
 * becomes "+32 471 98 76 54" before the api/ rule checks it; docs/product/consoles.md, "Phone field").
 */
const formSchema = contactCorrectionSchema.extend({ CustomerGSM: typedPhoneSchema });

interface DialogProps {
  opened: boolean;
  onClose: () => void;
  title: string;
  text: string;
  contact: StatusContact;
  onSave: (values: ContactCorrection) => Promise<boolean>;
}

/**
 * The contact correction form (docs/product/customer-controls.md, "Correct contact details"): the
 * wizard's rules and marks, checked here before `onSave` and again by the server. Used by the status page
 * (the customer) and the network console (for a customer who phoned). `onSave` resolves true
 * once saved; on a refusal it has told the person why and resolves false.
 * Keep it mounted and open it with `opened`: closing then hands the focus back to the button that
 * opened it. Its form is drawn only while open, so each opening starts from `contact` as it is then.
 */
export function ContactCorrectionDialog({ opened, onClose, title, ...form }: DialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      <CorrectionForm onClose={onClose} {...form} />
    </Modal>
  );
}

function CorrectionForm({ onClose, text, contact, onSave }: Omit<DialogProps, "opened" | "title">) {
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
  // As in the wizard: after a first save, each change is checked again, so a mended field loses its message at once.
  const [attempted, setAttempted] = useState(false);

  function check(next: Record<Field, string>) {
    const parsed = formSchema.safeParse(next);
    const found: Partial<Record<Field, string>> = {};
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as Field;
        found[field] ??= isValidationKey(issue.message) ? LL.validation[issue.message]() : C.actionFailed();
      }
    }
    setErrors(found);
    return parsed;
  }

  async function save() {
    setAttempted(true);
    const parsed = check(values);
    if (!parsed.success) return;
    setBusy(true);
    try {
      if (await onSave(parsed.data)) onClose();
    } finally {
      setBusy(false);
    }
  }

  function change(name: Field, value: string) {
    const next = { ...values, [name]: value };
    setValues(next);
    if (attempted) check(next);
  }

  // Required fields carry the wizard's asterisk; the box's label says it is optional.
  const field = (
    name: Field,
    label: string,
    { type = "text", autoComplete, required = true }: { type?: string; autoComplete?: string; required?: boolean } = {},
  ) => (
    <TextInput
      label={label}
      type={type}
      autoComplete={autoComplete}
      inputMode={type === "tel" ? "tel" : undefined}
      withAsterisk={required}
      value={values[name] ?? ""}
      error={errors[name]}
      onChange={(event) => change(name, event.currentTarget.value)}
      onBlur={
        name === "CustomerGSM"
          ? (event) => {
              // Shown as it will be saved, as in the wizard: "0471 98 76 54" becomes "+32 471 98 76 54" when the field is left.
              const international = toInternationalPhone(event.currentTarget.value);
              if (international !== values.CustomerGSM) change("CustomerGSM", international);
            }
          : undefined
      }
    />
  );

  return (
    <Stack>
      <Text size="sm">{text}</Text>
      {field("CustomerGSM", C.correctMobile(), { type: "tel", autoComplete: "tel" })}
      {field("CustomerEmail", C.correctEmail(), { type: "email", autoComplete: "email" })}
      {field("CustomerStreetHouseNumber", C.correctStreet(), { autoComplete: "street-address" })}
      {field("CustomerBus", C.correctBox(), { required: false })}
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {C.cancel()}
        </Button>
        <Button loading={busy} onClick={() => void save()} data-testid="correct-save">
          {C.correctConfirm()}
        </Button>
      </Group>
    </Stack>
  );
}
