import { Alert, Anchor, Button, Group, Stack, TextInput } from "@mantine/core";
import { type FormEvent, useId, useState } from "react";
import type { Language } from "@/shared/catalog-types";
import { emailSchema } from "@/shared/schemas/fields";
import { call } from "../api/public-api";
import { jsonBody } from "../api/json-body";
import { useLanguage, useLL } from "../i18n/language";

/** The address of the request this browser just sent, mistyped: `POST api/homeproject/correctemail`. */
const correctEmail = (email: string, language: Language) =>
  call<null>("homeproject/correctemail", language, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: jsonBody({ CustomerEmail: email }),
  });

/**
 * "Ce n'est pas la bonne adresse ? Corrigez-la": the browser that just sent the request corrects a
 * mistyped address (docs/product/customer-controls.md, "A mistyped e-mail address"). The server
 * sends the confirmation again, with a new status link, to the corrected address.
 */
export function FixEmail({ email, onFixed }: { email: string; onFixed: (email: string) => void }) {
  const LL = useLL();
  const c = LL.wizard.confirmation;
  const { language } = useLanguage();
  const [open, setOpen] = useState(false);
  const [value, setValue] = useState(email);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const formId = useId();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = emailSchema.safeParse(value);
    if (!checked.success) return setError(LL.validation.emailInvalid());
    setBusy(true);
    try {
      const reply = await correctEmail(checked.data, language);
      if (reply.isError) return setError(reply.userMessage ?? LL.validation.emailInvalid());
      onFixed(checked.data);
      setDone(reply.userMessage);
      setOpen(false);
    } catch {
      setError(LL.wizard.personal.sendUnavailable());
    } finally {
      setBusy(false);
    }
  }

  return (
    <Stack gap="xs" align="stretch" w="100%">
      {done && (
        <Alert color="teal" variant="light" role="status" data-testid="wizard-email-fixed">
          {done}
        </Alert>
      )}
      {!open ? (
        <Anchor component="button" type="button" size="sm" onClick={() => setOpen(true)} aria-expanded={false} aria-controls={formId} ta="left">
          {c.fixEmailOpen()}
        </Anchor>
      ) : (
        <form id={formId} onSubmit={(e) => void submit(e)} noValidate>
          <Stack gap="xs">
            <TextInput
              type="email"
              autoComplete="email"
              label={c.fixEmailLabel()}
              value={value}
              onChange={(e) => {
                setValue(e.currentTarget.value);
                setError(null);
              }}
              error={error}
              data-autofocus
              autoFocus
            />
            <Group gap="sm">
              <Button type="submit" loading={busy} className="hs-wrap-button">
                {c.fixEmailSubmit()}
              </Button>
              <Button variant="default" onClick={() => setOpen(false)} disabled={busy}>
                {c.fixEmailCancel()}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Stack>
  );
}
