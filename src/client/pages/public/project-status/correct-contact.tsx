import { Button, Stack, Text } from "@mantine/core";
import { useState } from "react";
import type { ContactCorrection } from "@/shared/schemas/customer-controls";
import { ContactCorrectionDialog, type StatusContact } from "../../../components/customer-controls/contact-correction-dialog";
import { useLL } from "../../../i18n/language";
import { useStatusAction } from "./status-action";

export type { StatusContact };

/** "Correct my contact details" on the status page (docs/product/customer-controls.md). */
export function CorrectContact({ token, contact }: { token: string; contact: StatusContact }) {
  const C = useLL().customerControls;
  const call = useStatusAction(token);
  const [opened, setOpened] = useState(false);

  function save(values: ContactCorrection): Promise<boolean> {
    return call("correct-contact", "contact", { body: values });
  }

  return (
    <Stack gap="xs" align="flex-start">
      <Text size="sm">{C.correctHelp()}</Text>
      <Button variant="light" onClick={() => setOpened(true)} data-testid="correct-open">
        {C.correctButton()}
      </Button>
      <ContactCorrectionDialog
        opened={opened}
        onClose={() => setOpened(false)}
        title={C.correctTitle()}
        text={C.correctText()}
        contact={contact}
        onSave={save}
      />
    </Stack>
  );
}
