import { Button, Card, CopyButton, Group, Stack, Text, TextInput, Title } from "@mantine/core";
import { useState } from "react";
import { ConfirmDialog } from "../../components/confirm-dialog";
import { formatDate } from "../../components/format";
import { notify } from "../../components/notify";
import { useLL } from "../../i18n/language";
import { trpc } from "../../trpc";

/**
 * "Vos rendez-vous dans votre agenda" (docs/product/visits.md, "In the provider's calendar"): link
 * the provider's calendar application to a secret address, shown once when made; a new address, or
 * none, on confirmation.
 */
export function CalendarFeedCard() {
  const t = useLL().provider.visits;
  const utils = trpc.useUtils();
  const feed = trpc.provider.visits.feed.useQuery();
  const start = trpc.provider.visits.startFeed.useMutation();
  const stop = trpc.provider.visits.stopFeed.useMutation();
  const [made, setMade] = useState<{ url: string; webcalUrl: string } | null>(null);
  const [asking, setAsking] = useState<"new" | "stop" | null>(null);

  const failed = () => notify({ id: "calendar-feed-failed", color: "red", message: t.feedFailed() });
  async function makeAddress() {
    try {
      setMade(await start.mutateAsync());
      await utils.provider.visits.feed.invalidate();
    } catch {
      failed();
    } finally {
      setAsking(null);
    }
  }
  async function unlink() {
    try {
      await stop.mutateAsync();
      setMade(null);
      await utils.provider.visits.feed.invalidate();
    } catch {
      failed();
    } finally {
      setAsking(null);
    }
  }

  const since = feed.data?.since;
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="calendar-feed-title" maw={720} data-testid="calendar-feed">
      <Stack gap="sm">
        <Title order={2} size="h4" id="calendar-feed-title">
          {t.feedTitle()}
        </Title>
        <Text size="sm">{t.feedIntro()}</Text>
        {feed.data && (
          <Text size="sm" fw={600} data-testid="calendar-feed-state">
            {since ? t.feedOn({ date: formatDate(since) }) : t.feedOff()}
          </Text>
        )}
        {made && (
          <Stack gap="xs" data-testid="calendar-feed-address">
            <TextInput label={t.feedAddress()} description={t.feedAddressHelp()} value={made.url} readOnly onFocus={(event) => event.currentTarget.select()} />
            <Group gap="sm">
              <CopyButton value={made.url}>
                {({ copied, copy }) => (
                  <Button variant="light" onClick={copy}>
                    {copied ? t.feedCopied() : t.feedCopy()}
                  </Button>
                )}
              </CopyButton>
              <Button component="a" href={made.webcalUrl} variant="light">
                {t.feedSubscribe()}
              </Button>
            </Group>
          </Stack>
        )}
        {feed.data && (
          <Group gap="sm">
            {since ? (
              <>
                <Button variant="default" onClick={() => setAsking("new")}>
                  {t.feedNewAddress()}
                </Button>
                <Button variant="default" color="red" onClick={() => setAsking("stop")}>
                  {t.feedStop()}
                </Button>
              </>
            ) : (
              <Button onClick={() => void makeAddress()} loading={start.isPending}>
                {t.feedStart()}
              </Button>
            )}
          </Group>
        )}
      </Stack>
      <ConfirmDialog
        opened={asking !== null}
        title={asking === "stop" ? t.feedStopTitle() : t.feedNewTitle()}
        text={asking === "stop" ? t.feedStopText() : t.feedNewText()}
        confirmLabel={t.feedConfirm()}
        cancelLabel={t.feedCancel()}
        color={asking === "stop" ? "red" : undefined}
        loading={start.isPending || stop.isPending}
        onConfirm={() => void (asking === "stop" ? unlink() : makeAddress())}
        onClose={() => setAsking(null)}
      />
    </Card>
  );
}
