import { Alert, Button, Center, Container, Loader, Radio, Stack, Text, Textarea, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useParams } from "wouter";
import type { Language } from "@/shared/catalog-types";
import type { Envelope } from "@/shared/envelope";
import { usePage } from "../../components/use-page";
import { HomeLink } from "../../components/home-link";
import { useLanguage, useLL } from "../../i18n/language";

const commentMax = 1000;

/**
 * /rating/:token: the customer rates the finished job, 1 to 5 and an optional comment, once
 * (docs/product/customer-controls.md, "Rating after the job"). A used or expired link says so.
 */
/** What the rating link names of the job (GET /api/rating/<token>). */
interface RatedJob {
  projectId: number;
  language: Language;
  serviceName: Record<Language, string>;
  providerName: string | null;
}

export default function RatingPage() {
  const { token } = useParams<{ token: string }>();
  const LL = useLL();
  const C = LL.customerControls;
  const { language, setLanguage } = useLanguage();
  usePage("rating", C.ratingPageTitle());
  const [score, setScore] = useState<string | null>(null);
  const [comment, setComment] = useState("");
  const [error, setError] = useState<string | null>(null);
  // "Choose a score" answers the missing score: it goes as soon as one is chosen, not at the next send.
  const [scoreMissing, setScoreMissing] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const link = useQuery({
    queryKey: ["rating", token],
    queryFn: async (): Promise<({ ok: true } & RatedJob) | { ok: false; message: string }> => {
      const response = await fetch(`/api/rating/${encodeURIComponent(token)}?lang=${language}`, { credentials: "omit" });
      const body = (await response.json().catch(() => undefined)) as Envelope<RatedJob | null> | undefined;
      if (!body || body.isError || !body.data) return { ok: false, message: body?.userMessage ?? C.actionFailed() };
      return { ok: true, ...body.data };
    },
    retry: false,
  });
  const projectLanguage = link.data?.ok ? link.data.language : undefined;
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the link is loaded; the visitor may still switch afterwards.
  useEffect(() => {
    if (projectLanguage && projectLanguage !== language) setLanguage(projectLanguage);
  }, [projectLanguage]);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!score) {
      setError(null);
      setScoreMissing(true);
      return;
    }
    setBusy(true);
    setError(null);
    setScoreMissing(false);
    try {
      const response = await fetch(`/api/rating/${encodeURIComponent(token)}?lang=${language}`, {
        method: "POST",
        credentials: "omit",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ rating: Number(score), comment }),
      });
      const body = (await response.json().catch(() => undefined)) as Envelope<unknown> | undefined;
      if (!body || body.isError) setError(body?.userMessage ?? C.actionFailed());
      else setDone(body.userMessage ?? C.ratingThanksTitle());
    } catch {
      setError(C.actionFailed());
    } finally {
      setBusy(false);
    }
  }

  if (link.isLoading) {
    return (
      <Center py={120} role="status">
        <Loader aria-label={LL.common.loading()} />
      </Center>
    );
  }
  const labels = C.ratingScores().split("|");
  return (
    <Container size="sm" px="md" py="xl">
      <Stack gap="md">
        <Title order={1}>{C.ratingPageTitle()}</Title>
        {!link.data?.ok ? (
          <>
            <Alert color="orange" variant="light" data-testid="rating-refused">
              {link.data?.message ?? C.actionFailed()}
            </Alert>
            {/* A used or expired link is no dead end. */}
            <HomeLink />
          </>
        ) : done ? (
          <>
            <Alert color="teal" variant="light" title={C.ratingThanksTitle()} data-testid="rating-done">
              {done}
            </Alert>
            <HomeLink />
          </>
        ) : (
          <form onSubmit={(e) => void submit(e)} noValidate>
            <Stack gap="md">
              {/* Which job this is: the service, and the company that did it. */}
              <Text fw={600} data-testid="rating-job">
                {[link.data.serviceName[language] || link.data.serviceName.fr, link.data.providerName].filter(Boolean).join(" – ")}
              </Text>
              <Text>{C.ratingPageIntro({ id: link.data.projectId })}</Text>
              <Radio.Group
                label={C.ratingScoreLabel()}
                value={score}
                onChange={(value) => {
                  setScore(value);
                  setScoreMissing(false);
                }}
                withAsterisk
              >
                <Stack gap="sm" mt="xs">
                  {labels.map((label, index) => (
                    <Radio key={label} size="md" value={String(index + 1)} label={label} />
                  ))}
                </Stack>
              </Radio.Group>
              <Textarea
                label={C.ratingCommentLabel()}
                description={C.ratingCommentHelp()}
                value={comment}
                onChange={(e) => setComment(e.currentTarget.value)}
                maxLength={commentMax}
                autosize
                minRows={3}
              />
              {(scoreMissing || error) && (
                <Alert color="red" variant="light" role="alert" data-testid="rating-error">
                  {scoreMissing ? C.ratingChooseScore() : error}
                </Alert>
              )}
              <Button type="submit" loading={busy} style={{ alignSelf: "flex-start" }}>
                {C.ratingSubmit()}
              </Button>
            </Stack>
          </form>
        )}
      </Stack>
    </Container>
  );
}
