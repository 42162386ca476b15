import { Alert, Anchor, Button, Card, Center, Container, Group, Loader, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { Link, useParams } from "wouter";
import type { Language } from "@/shared/catalog-types";
import type { CustomerStage } from "@/shared/customer-stage";
import type { Envelope } from "@/shared/envelope";
import { usePage } from "../../components/use-page";
import { HomeLink } from "../../components/home-link";
import { useLanguage, useLL } from "../../i18n/language";
import { formatDayAndTime } from "../../components/format";
import { lastMinuteOf } from "@/shared/answer-deadline";
import { ProgressSteps } from "./project-status/progress-steps";
import { stageText } from "./project-status/stage-text";
import { EmailLink, PhoneLink } from "../../components/contact-links";
import { RatingCard, type StatusRating } from "./project-status/rating-card";
import { InvoiceCard } from "./project-status/invoice-card";
import { ComplaintCard, type StatusComplaint } from "./project-status/complaint-card";
import { CustomerActions, type CustomerControlsStatus, ErasedNotice, statusTextId } from "./project-status/customer-actions";
import { VisitBlock, type VisitChangeStatus } from "./project-status/visit-block";
import { PriceRangeCard, type StatusPriceRange } from "./project-status/price-range-card";

interface CustomerStatus extends CustomerControlsStatus {
  projectId: number;
  createdAt: string;
  language: Language;
  stage: CustomerStage;
  /** Status 7 (manual handling): the team answers within 24 hours, not two working days. */
  manualHandling?: boolean;
  /** Status 3: the proposed provider could not follow up; the team looks for another solution. */
  rejected?: boolean;
  serviceName: Record<Language, string>;
  municipality: Record<Language, string>;
  provider: { name: string; contactName: string; contactPhoneNumber: string; contactEmail: string } | null;
  /** Accepted: by when the provider is to call, until it has passed (ISO time), else null. */
  callBy: string | null;
  /** Accepted: when the provider said it called (ISO time), else null. */
  calledAt: string | null;
  /** Accepted: the visit the provider agreed with the customer, if noted. */
  visitAt?: string | null;
  /** Accepted with a visit: whether the customer may ask for another time, and when an open request was made. */
  visitChange?: VisitChangeStatus;
  rating: StatusRating;
  /** Completed: the provider's invoice, opened through `GET …/invoice`. */
  invoice: { name: string; amountCents: number | null } | null;
  /** Completed: "A problem after the job". */
  complaint: StatusComplaint;
  /** Before the job: what the service's invoices came to over the year, when enough say it. */
  priceRange: StatusPriceRange | null;
}

/** /projectstatus/:token: where the customer's request stands, from the private link of its e-mail. */
export default function ProjectStatusPage() {
  const { token } = useParams<{ token: string }>();
  const LL = useLL();
  const { language, setLanguage } = useLanguage();
  usePage("project-status", LL.provider.statusPageTitle());
  const [erased, setErased] = useState(false);
  const status = useQuery({
    queryKey: ["projectstatus", token],
    queryFn: async (): Promise<{ ok: true; data: CustomerStatus } | { ok: false; message: string | null }> => {
      const response = await fetch(`/api/projectstatus/${encodeURIComponent(token)}?lang=${language}`, { credentials: "omit" });
      const body = (await response.json().catch(() => undefined)) as Envelope<CustomerStatus | null> | undefined;
      if (!body || body.isError || !body.data) return { ok: false, message: response.status === 404 ? (body?.userMessage ?? null) : null };
      return { ok: true, data: body.data };
    },
    retry: false,
    staleTime: 60_000,
  });

  // In the customer's language: the one the request was sent in.
  const projectLanguage = status.data?.ok ? status.data.data.language : undefined;
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the project is loaded; the visitor may still switch afterwards.
  useEffect(() => {
    if (projectLanguage && projectLanguage !== language) setLanguage(projectLanguage);
  }, [projectLanguage]);

  if (status.isLoading) {
    return (
      <Center py={120} role="status">
        <Loader aria-label={LL.common.loading()} />
      </Center>
    );
  }
  if (erased)
    return (
      <Container size="sm" px="md">
        <Stack py="xl">
          <Title order={1}>{LL.provider.statusPageTitle()}</Title>
          <ErasedNotice />
          <HomeLink />
        </Stack>
      </Container>
    );
  if (!status.data?.ok) {
    return (
      <Container size="sm" px="md">
        <Stack py="xl">
          <Title order={1}>{LL.provider.statusPageTitle()}</Title>
          <Alert color={status.data ? "yellow" : "red"}>{status.data ? LL.api.statusLinkInvalid() : LL.provider.statusLoadFailed()}</Alert>
          <Anchor component={Link} href="/projectstatus/lostlink" data-testid="lost-link">
            {LL.customerControls.lostLinkAsk()}
          </Anchor>
          <HomeLink />
        </Stack>
      </Container>
    );
  }
  const s = status.data.data;
  const closed = s.stage === "noAgreement" || s.stage === "cancelled";

  return (
    <Container size="sm" px="md">
      <Stack py="xl" gap="lg">
        <div>
          <Title order={1}>{LL.provider.statusPageTitle()}</Title>
          <Text c="gray.7">
            {LL.provider.statusRequest({ id: s.projectId })} · {LL.provider.statusSentOn(formatDayAndTime(new Date(s.createdAt)))}
          </Text>
        </div>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <div>
            <Text size="sm" c="gray.7">
              {LL.provider.statusService()}
            </Text>
            <Text fw={500}>{s.serviceName[language] ?? s.serviceName.fr}</Text>
          </div>
          <div>
            <Text size="sm" c="gray.7">
              {LL.provider.statusMunicipality()}
            </Text>
            <Text fw={500}>{s.municipality[language] ?? s.municipality.fr}</Text>
          </div>
        </SimpleGrid>
        <ProgressSteps stage={s.stage} closed={closed} />
        <Alert color={closed ? "gray" : "teal"} variant="light" data-testid="status-text" id={statusTextId} tabIndex={-1}>
          {stageText(LL, s)}
        </Alert>
        {s.stage === "accepted" && s.provider && s.calledAt && (
          <Text data-testid="status-called">{LL.customerControls.calledAt({ name: s.provider.name, ...formatDayAndTime(new Date(s.calledAt)) })}</Text>
        )}
        {s.stage === "accepted" && s.provider && s.visitAt && (
          <VisitBlock token={token} provider={s.provider.name} visitAt={s.visitAt} change={s.visitChange} />
        )}
        {s.stage === "accepted" && s.callBy && s.provider && (
          <Text data-testid="status-call-by">
            {LL.customerControls.callBy({ name: s.provider.name, ...formatDayAndTime(lastMinuteOf(new Date(s.callBy))) })}
          </Text>
        )}
        {/* A cancelled request is a dead end without a way to start again. */}
        {s.stage === "cancelled" && (
          <Group gap="sm" data-testid="status-new-request">
            <Text>{LL.customerControls.newRequestHelp()}</Text>
            <Button component={Link} href="/newproject" variant="light">
              {LL.customerControls.newRequest()}
            </Button>
          </Group>
        )}
        {s.provider && (
          <Card withBorder radius="md" padding="lg" data-testid="status-provider">
            <Title order={2} size="h4" mb="sm">
              {LL.provider.yourProvider()}
            </Title>
            <Stack gap={4}>
              <Text fw={600}>{s.provider.name}</Text>
              {s.provider.contactName && <Text>{LL.provider.contactPerson({ name: s.provider.contactName })}</Text>}
              {s.provider.contactPhoneNumber && <PhoneLink phone={s.provider.contactPhoneNumber} />}
              {s.provider.contactEmail && <EmailLink email={s.provider.contactEmail} />}
            </Stack>
          </Card>
        )}
        {s.priceRange && <PriceRangeCard range={s.priceRange} serviceName={s.serviceName} />}
        {s.invoice && s.provider && <InvoiceCard token={token} provider={s.provider.name} invoice={s.invoice} />}
        <RatingCard token={token} rating={s.rating} />
        <ComplaintCard token={token} complaint={s.complaint} />
        <CustomerActions token={token} status={s} onErased={() => setErased(true)} />
      </Stack>
    </Container>
  );
}
