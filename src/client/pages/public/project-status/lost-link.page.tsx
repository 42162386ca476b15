import { Alert, Button, Container, Stack, Text, TextInput, Title } from "@mantine/core";
import { useState } from "react";
import type { Envelope } from "@/shared/envelope";
import { usePage } from "../../../components/use-page";
import { useLanguage, useLL } from "../../../i18n/language";

/** /projectstatus/lostlink: a fresh status link by e-mail; the answer is the same for every address (docs/product/customer-controls.md). */
export default function LostLinkPage() {
  const LL = useLL();
  const C = LL.customerControls;
  const { language } = useLanguage();
  usePage("lost-link", C.lostLinkTitle());
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const response = await fetch(`/api/projectstatus/lostlink?lang=${language}`, {
        method: "POST",
        credentials: "omit",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email }),
      });
      const body = (await response.json().catch(() => undefined)) as Envelope<unknown> | undefined;
      if (!body || body.isError) setError(body?.userMessage ?? C.actionFailed());
      else setSent(body.userMessage);
    } catch {
      setError(C.actionFailed());
    } finally {
      setBusy(false);
    }
  }

  return (
    <Container size="sm" px="md">
      <Stack py="xl" gap="lg">
        <Title order={1}>{C.lostLinkTitle()}</Title>
        {sent ? (
          <Alert color="teal" variant="light" data-testid="lost-link-sent">
            {sent}
          </Alert>
        ) : (
          <form onSubmit={(event) => void submit(event)} noValidate>
            <Stack gap="md" align="flex-start">
              <Text>{C.lostLinkIntro()}</Text>
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
