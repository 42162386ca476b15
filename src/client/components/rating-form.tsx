import { Alert, Button, Radio, Stack, Textarea } from "@mantine/core";
import { type ReactNode, useState } from "react";
import type { Envelope } from "@/shared/envelope";
import { ratingCommentMaxLength } from "@/shared/ratings";
import { useLanguage, useLL } from "../i18n/language";
import { jsonBody } from "../api/json-body";

/**
 * The rating of a finished job, 1 to 5 and an optional comment (docs/product/customer-controls.md,
 * "Rating after the job"): the same form on the rating link's page and on the status page. `url`
 * is where it is sent; `onDone` gets the server's sentence once it is recorded.
 */
export function RatingForm({ url, intro, onDone }: { url: string; intro?: ReactNode; onDone(message: string): void }) {
  const C = useLL().customerControls;
  const { language } = useLanguage();
  const [score, setScore] = useState<string | null>(null);
  const [comment, setComment] = useState("");
  const [error, setError] = useState<string | null>(null);
  // "Choose a score" answers the missing score: it goes as soon as one is chosen, not at the next send.
  const [scoreMissing, setScoreMissing] = useState(false);
  const [busy, setBusy] = useState(false);

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
      const response = await fetch(`${url}?lang=${language}`, {
        method: "POST",
        credentials: "omit",
        headers: { "content-type": "application/json" },
        body: jsonBody({ rating: Number(score), comment }),
      });
      const body = (await response.json().catch(() => undefined)) as Envelope<unknown> | undefined;
      if (!body || body.isError) setError(body?.userMessage ?? C.actionFailed());
      else onDone(body.userMessage ?? C.ratingThanksTitle());
    } catch {
      setError(C.actionFailed());
    } finally {
      setBusy(false);
    }
  }

  const labels = C.ratingScores().split("|");
  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Stack gap="md">
        {intro}
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
              <Radio key={label} value={String(index + 1)} label={label} />
            ))}
          </Stack>
        </Radio.Group>
        <Textarea
          label={C.ratingCommentLabel()}
          description={C.ratingCommentHelp()}
          value={comment}
          onChange={(e) => setComment(e.currentTarget.value)}
          maxLength={ratingCommentMaxLength}
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
  );
}
