import { Alert, Box, Button, Container, Group, List, Skeleton, Stack, Tabs, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { useParams } from "wouter";
import type { ApiSubCategoryDetail } from "@/shared/api-types";
import { publicApi } from "../../api/public-api";
import { Faq } from "../../components/faq";
import { notify } from "../../components/notify";
import { HowItWorks } from "../../components/how-it-works";
import { MobileQuoteBar, QuoteButton } from "../../components/quote-button";
import { usePage } from "../../components/use-page";
import { catalogText, serviceBullets } from "../../i18n/catalog-text";
import { withMoreInfoTexts } from "../../i18n/dictionary-parts";
import { useLanguage, useLL } from "../../i18n/language";
import NotFoundPage from "./not-found.page";
import { BackLink } from "../../components/back-link";

/** The drawer and the services' "more info" texts (../../i18n/dictionary-parts.ts), fetched when its button is reached for. */
const loadDrawer = withMoreInfoTexts(() => import("./service/more-info-drawer"));
const MoreInfoDrawer = lazy(loadDrawer);
const preloadDrawer = () => void loadDrawer().catch(() => undefined);
/** Sub-categories that have a hero illustration (docs/product/catalogue.md: 1 to 11 and 13). */
const heroImages = new Set([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 13]);

/** The sub-category, or null with the server's message (unknown or inactive id: the not-found page). */
async function fetchSubCategory(id: number, language: "fr" | "nl"): Promise<{ detail: ApiSubCategoryDetail | null; message: string | null }> {
  const reply = await publicApi.getSubCategory(id, language);
  if (reply.isError || !reply.data) return { detail: null, message: reply.userMessage };
  return { detail: reply.data, message: null };
}

function BackToServices() {
  const LL = useLL();
  return (
    <BackLink href="/" size="md" fw={600} underline="always">
      {LL.home.service.back()}
    </BackLink>
  );
}

function ServiceTabs({ detail }: { detail: ApiSubCategoryDetail }) {
  const LL = useLL();
  const { language } = useLanguage();
  const s = LL.home.service;
  const first = detail.services[0];
  const [active, setActive] = useState<string | null>(first ? String(first.id) : null);
  const drawerUsed = useRef(false);
  const [drawerService, setDrawerService] = useState<{ id: number; code: string } | null>(null);
  // Mounted from the first opening on (so that it can animate its closing).
  const drawerWanted = drawerService !== null || drawerUsed.current;
  if (drawerService !== null) drawerUsed.current = true;
  if (!first) return null;
  return (
    <section aria-labelledby="choose-service-title">
      <Title order={2} id="choose-service-title" mb="md">
        {s.chooseService()}
      </Title>
      <Tabs value={active} onChange={setActive} variant="pills" keepMounted={false}>
        <Tabs.List aria-label={s.tabsLabel()} className="hs-tabs-list">
          {detail.services.map((service) => (
            <Tabs.Tab key={service.id} value={String(service.id)} fw={600}>
              {catalogText(language, "service", service.code, "name")}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {detail.services.map((service) => (
          <Tabs.Panel key={service.id} value={String(service.id)} pt="lg">
            <Title order={3} mb="sm">
              {catalogText(language, "service", service.code, "title")}
            </Title>
            <Text fw={600} mb="xs">
              {s.bulletsLabel()}
            </Text>
            <List spacing="xs" mb="lg" className="hs-bullets">
              {serviceBullets(language, service.code).map((bullet, i) => (
                <List.Item key={i}>{bullet}</List.Item>
              ))}
            </List>
            <Group gap="sm">
              <QuoteButton to={`/newproject/${detail.id}/${service.id}`} label={s.quoteService()} />
              <Button
                variant="outline"
                size="md"
                className="hs-wrap-button"
                onClick={() => setDrawerService(service)}
                onPointerEnter={preloadDrawer}
                onFocus={preloadDrawer}
                aria-label={s.moreInfoLabel({ service: catalogText(language, "service", service.code, "name") })}
                aria-haspopup="dialog"
              >
                {s.moreInfo()}
              </Button>
            </Group>
          </Tabs.Panel>
        ))}
      </Tabs>
      {drawerWanted ? (
        <Suspense fallback={null}>
          <MoreInfoDrawer subCategoryId={detail.id} service={drawerService} onClose={() => setDrawerService(null)} />
        </Suspense>
      ) : null}
    </section>
  );
}

function ServiceContent({ detail }: { detail: ApiSubCategoryDetail }) {
  const { language } = useLanguage();
  const LL = useLL();
  const title = catalogText(language, "subcategory", detail.code, "title");
  return (
    <>
      <Box className="hs-service-hero">
        <Container size="lg" pt="md" pb={0}>
          <BackToServices />
        </Container>
        <Container size="lg" py="md">
          {heroImages.has(detail.id) ? (
            <img src={`/images/subcategory-${detail.id}.svg`} width={1200} height={300} alt="" className="hs-hero-image" decoding="async" />
          ) : (
            <div className="hs-hero-image hs-hero-fallback" aria-hidden="true" />
          )}
        </Container>
      </Box>
      <Container size="lg" pb={{ base: "xl", sm: 56 }}>
        <Stack gap={48}>
          <Box>
            <Title order={1} mb="sm" fz={{ base: 28, sm: 38 }}>
              {title}
            </Title>
            <Text fz="lg" maw={820} mb="lg">
              {catalogText(language, "subcategory", detail.code, "intro")}
            </Text>
            <QuoteButton to={`/newproject/${detail.id}`} label={LL.home.service.quoteSubCategory()} />
          </Box>
          <ServiceTabs detail={detail} />
          <HowItWorks />
          <Faq />
          <BackToServices />
        </Stack>
      </Container>
      <MobileQuoteBar to={`/newproject/${detail.id}`} />
    </>
  );
}

/** service/{id}: one sub-category with a tab per service (docs/product/screens-and-routes.md). */
export default function ServicePage() {
  const { id: raw } = useParams<{ id: string }>();
  const { language } = useLanguage();
  const LL = useLL();
  const id = /^[1-9][0-9]{0,8}$/.test(raw ?? "") ? Number(raw) : null;
  const query = useQuery({
    queryKey: ["servicesubcategory/getbyid", id, language],
    queryFn: () => fetchSubCategory(id ?? 0, language),
    enabled: id !== null,
  });
  const detail = query.data?.detail ?? null;
  const message = query.data?.message ?? null;
  usePage("service", detail ? catalogText(language, "subcategory", detail.code, "name") : LL.home.service.pageName());
  useEffect(() => {
    // HTTP 200 with isError: an error toast shows userMessage (docs/product/api-contract.md).
    if (message) notify({ id: `service-${id}-error`, color: "red", message });
  }, [message, id]);
  if (id === null) return <NotFoundPage />;
  if (query.isPending) {
    return (
      <Container size="lg" py="xl" aria-busy="true">
        <Skeleton height={220} radius="md" mb="lg" />
        <Skeleton height={36} width="60%" mb="md" />
        <Skeleton height={18} mb="xs" />
        <Skeleton height={18} width="80%" />
      </Container>
    );
  }
  if (query.isError) {
    return (
      <Container size="lg" py="xl">
        <Alert color="red" variant="light" role="alert" mb="lg">
          <Text mb="sm">{LL.home.service.loadError()}</Text>
          <Button variant="default" onClick={() => query.refetch()} loading={query.isFetching}>
            {LL.home.service.retry()}
          </Button>
        </Alert>
        <BackToServices />
      </Container>
    );
  }
  if (!detail) return <NotFoundPage />;
  return <ServiceContent detail={detail} />;
}
