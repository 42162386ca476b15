import { Alert, Button, Container, Stack, Text, TextInput, Title } from "@mantine/core";
import { useState } from "react";
import type { Envelope } from "@/shared/envelope";
import { usePage } from "../../../components/use-page";
import { HomeLink } from "../../../components/home-link";
import { useLanguage, useLL } from "../../../i18n/language";
import { jsonBody } from "../../../api/json-body";
import { FocusedAlert } from "../../../components/focused-alert";

/** /projectstatus/lostlink: a fresh status link by e-mail; the answer is the same for every address (docs/product/customer-controls.md). */
export default function LostLinkPage() {
  const LL = useLL();
  const C = LL.customerControls;
  const { language } = useLanguage();
  usePage("lost-link", C.lostLinkTitle());
  const [email, setEmail] = useState("");
  // A wrong or missing address is said under the field; a refusal of the whole send (too many tries,
  // the service away) above the form, so it does not read as a wrong address.
  const [error, setError] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setError(null);
    setRefusal(null);
    if (email.trim() === "") {
      setError(LL.validation.required());
      return;
    }
    setBusy(true);
    try {
      const response = await fetch(`/api/projectstatus/lostlink?lang=${language}`, {
        method: "POST",
        credentials: "omit",
        headers: { "content-type": "application/json" },
        body: jsonBody({ email }),
      });
      const body = (await response.json().catch(() => undefined)) as Envelope<unknown> | undefined;
      if (body && !body.isError) setSent(body.userMessage);
      else if (response.status === 400) setError(body?.userMessage ?? C.actionFailed());
      else setRefusal(body?.userMessage ?? C.actionFailed());
    } catch {
      setRefusal(C.actionFailed());
    } finally {
      setBusy(false);
    }
  }

  return (
    <Container size="sm" px="md">
      <Stack py="xl" gap="lg">
        <Title order={1}>{C.lostLinkTitle()}</Title>
        {sent ? (
          <>
            <FocusedAlert color="teal" variant="light" data-testid="lost-link-sent">
              <Text size="sm">{sent}</Text>
              <Text size="sm" mt="xs">
                {C.lostLinkSpam()}
              </Text>
            </FocusedAlert>
            <HomeLink />
          </>
        ) : (
          <form onSubmit={(event) => void submit(event)} noValidate>
            <Stack gap="md" align="flex-start">
              <Text>{C.lostLinkIntro()}</Text>
              {refusal && (
                <Alert color="orange" variant="light" w="100%" data-testid="lost-link-refused">
                  {refusal}
                </Alert>
              )}
              <TextInput
                w="100%"
                maw={420}
                type="email"
                autoComplete="email"
                label={C.lostLinkEmail()}
                value={email}
                onChange={(event) => {
                  setEmail(event.currentTarget.value);
                  setError(null);
                }}
                error={error}
                required
              />
              <Button type="submit" loading={busy}>
                {C.lostLinkSubmit()}
              </Button>
            </Stack>
          </form>
        )}
      </Stack>
    </Container>
  );
}
