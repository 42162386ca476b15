import { Alert, Center, Container, Loader, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useParams } from "wouter";
import type { Language } from "@/shared/catalog-types";
import type { Envelope } from "@/shared/envelope";
import { usePage } from "../../components/use-page";
import { HomeLink } from "../../components/home-link";
import { RatingForm } from "../../components/rating-form";
import { useLanguage, useLL } from "../../i18n/language";
import { FocusedAlert } from "../../components/focused-alert";

/** What the rating link names of the job (GET /api/rating/<token>). */
interface RatedJob {
  projectId: number;
  language: Language;
  serviceName: Record<Language, string>;
  providerName: string | null;
}

/**
 * /rating/:token: the customer rates the finished job, 1 to 5 and an optional comment, once
 * (docs/product/customer-controls.md, "Rating after the job"). A used or expired link says so.
 */
export default function RatingPage() {
  const { token } = useParams<{ token: string }>();
  const LL = useLL();
  const C = LL.customerControls;
  const { language, setLanguage } = useLanguage();
  usePage("rating", C.ratingPageTitle());
  const [done, setDone] = useState<string | null>(null);

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

  if (link.isLoading) {
    return (
      <Center py={120} role="status">
        <Loader aria-label={LL.common.loading()} />
      </Center>
    );
  }
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
            <FocusedAlert color="teal" variant="light" title={C.ratingThanksTitle()} data-testid="rating-done">
              {done}
            </FocusedAlert>
            <HomeLink />
          </>
        ) : (
          <RatingForm
            url={`/api/rating/${encodeURIComponent(token)}`}
            onDone={setDone}
            intro={
              <>
                {/* Which job this is: the service, and the company that did it. */}
                <Text fw={600} data-testid="rating-job">
                  {[link.data.serviceName[language] || link.data.serviceName.fr, link.data.providerName].filter(Boolean).join(" – ")}
                </Text>
                <Text>{C.ratingPageIntro({ id: link.data.projectId })}</Text>
              </>
            }
          />
        )}
      </Stack>
    </Container>
  );
}
