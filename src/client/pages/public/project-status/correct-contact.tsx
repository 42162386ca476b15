import { Button, Stack, Text } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import type { Envelope } from "@/shared/envelope";
import type { ContactCorrection } from "@/shared/schemas/customer-controls";
import { ContactCorrectionDialog, type StatusContact } from "../../../components/customer-controls/contact-correction-dialog";
import { notify } from "../../../components/notify";
import { useLanguage, useLL } from "../../../i18n/language";

export type { StatusContact };

/** "Correct my contact details" on the status page (docs/product/customer-controls.md). */
export function CorrectContact({ token, contact }: { token: string; contact: StatusContact }) {
  const C = useLL().customerControls;
  const { language } = useLanguage();
  const queryClient = useQueryClient();
  const [opened, setOpened] = useState(false);

  async function save(values: ContactCorrection): Promise<boolean> {
    try {
      const response = await fetch(`/api/projectstatus/${encodeURIComponent(token)}/contact?lang=${language}`, {
        method: "POST",
        credentials: "omit",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(values),
      });
      const body = (await response.json().catch(() => undefined)) as Envelope<unknown> | undefined;
      if (!body || body.isError) {
        notify({ id: "correct-contact-failed", color: "red", message: body?.userMessage ?? C.actionFailed() });
        return false;
      }
      notify({ id: "correct-contact-done", color: "teal", message: body.userMessage ?? "" });
      await queryClient.invalidateQueries({ queryKey: ["projectstatus", token] });
      return true;
    } catch {
      notify({ id: "correct-contact-failed", color: "red", message: C.actionFailed() });
      return false;
    }
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
