import { Accordion, Alert, Box, Button, Card, Container, List, Skeleton, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { Link } from "wouter";
import type { ApiCategory } from "@/shared/api-types";
import { publicApi } from "../../api/public-api";
import { Faq } from "../../components/faq";
import { HowItWorks } from "../../components/how-it-works";
import { notify } from "../../components/notify";
import { MobileQuoteBar, QuoteButton } from "../../components/quote-button";
import { usePage } from "../../components/use-page";
import { catalogText } from "../../i18n/catalog-text";
import { useLanguage, useLL } from "../../i18n/language";
import { categorySlugs } from "./home/active-category";

/** An error reply of the server: its userMessage is shown in a toast (docs/product/api-contract.md). */
class ReplyError extends Error {
  constructor(readonly userMessage: string | null) {
    super(userMessage ?? "error");
  }
}

async function fetchCategories(language: "fr" | "nl"): Promise<ApiCategory[]> {
  const reply = await publicApi.getAllActiveCategories(language);
  if (reply.isError) throw new ReplyError(reply.userMessage);
  return reply.data ?? [];
}

function CheckIcon() {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="12" fill="#f4b942" />
      <path d="m7 12.5 3.2 3.2L17 9" stroke="#073a50" strokeWidth="2.4" fill="none" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

function Hero() {
  const LL = useLL();
  const h = LL.home.hero;
  return (
    <Box component="section" className="hs-hero" aria-labelledby="hero-title">
      <Container size="lg" py={{ base: 40, sm: 72 }}>
        <Stack gap="lg" maw={680}>
          <Title order={1} id="hero-title" c="white" fz={{ base: 30, sm: 44 }} lh={1.15}>
            {h.title()}
          </Title>
          <List spacing="sm" icon={<CheckIcon />} c="white" fz={{ base: "md", sm: "lg" }} center>
            <List.Item>{h.bullet1()}</List.Item>
            <List.Item>{h.bullet2()}</List.Item>
            <List.Item>{h.bullet3()}</List.Item>
          </List>
          <div>
            <QuoteButton color="yellow.4" c="brand.9" size="lg" />
          </div>
        </Stack>
      </Container>
    </Box>
  );
}

function CategoriesAccordion({ initialIndex }: { initialIndex: number | null }) {
  const LL = useLL();
  const { language } = useLanguage();
  const c = LL.home.categories;
  const query = useQuery({ queryKey: ["servicecategory/getallactive", language], queryFn: () => fetchCategories(language) });
  const [value, setValue] = useState<string | null>(initialIndex === null ? null : `category-${initialIndex}`);
  const scrolled = useRef(false);

  useEffect(() => {
    const error = query.error;
    if (error instanceof ReplyError && error.userMessage) notify({ id: "categories-error", color: "red", message: error.userMessage });
  }, [query.error]);

  useEffect(() => {
    // A category opened from the address: bring it into view once the list is there.
    if (initialIndex === null || !query.data || scrolled.current) return;
    scrolled.current = true;
    document.getElementById(`category-${initialIndex}`)?.scrollIntoView({ block: "start" });
  }, [initialIndex, query.data]);

  let body: ReactNode;
  if (query.isPending) {
    body = (
      <Stack gap="sm" aria-busy="true" aria-label={LL.common.loading()} data-testid="categories-skeleton">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} height={58} radius="md" />
        ))}
      </Stack>
    );
  } else if (query.isError) {
    body = (
      <Alert color="red" variant="light" role="alert">
        <Text mb="sm">{c.loadError()}</Text>
        <Button variant="default" onClick={() => query.refetch()} loading={query.isFetching}>
          {c.retry()}
        </Button>
      </Alert>
    );
  } else if (query.data.length === 0) {
    body = <Text>{c.empty()}</Text>;
  } else {
    body = (
      <Accordion variant="separated" value={value} onChange={setValue} order={3} chevronPosition="right">
        {query.data.map((category, index) => (
          <Accordion.Item key={category.id} value={`category-${index}`} id={`category-${index}`} className="hs-category">
            <Accordion.Control>{catalogText(language, "category", category.code, "name")}</Accordion.Control>
            <Accordion.Panel>
              <Text mb="md">{catalogText(language, "category", category.code, "intro")}</Text>
              <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
                {category.serviceSubCategories.map((sub) => (
                  <Card key={sub.id} component={Link} href={`/service/${sub.id}`} withBorder radius="md" padding="lg" className="hs-card-link">
                    <Text fw={700} fz="lg" mb={4} c="brand.8">
                      {catalogText(language, "subcategory", sub.code, "name")}
                    </Text>
                    <Text fz="sm" mb="sm">
                      {catalogText(language, "subcategory", sub.code, "intro")}
                    </Text>
                    <Text fz="sm" fw={600} c="brand.7" mt="auto">
                      {c.cardLink()} <span aria-hidden="true">→</span>
                    </Text>
                  </Card>
                ))}
              </SimpleGrid>
            </Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
    );
  }

  return (
    <section aria-labelledby="categories-title">
      <Title order={2} id="categories-title" mb="lg">
        {c.title()}
      </Title>
      {body}
    </section>
  );
}

/** Home (docs/product/screens-and-routes.md): hero, intro, categories, how it works, FAQ, quote buttons. */
export default function HomePage({ initialIndex = null }: { initialIndex?: number | null }) {
  const LL = useLL();
  const { language } = useLanguage();
  // The same titles as the server's head (docs/product/seo.md): the site's promise, or the category.
  const categories = useQuery({ queryKey: ["servicecategory/getallactive", language], queryFn: () => fetchCategories(language) });
  const category = initialIndex === null ? undefined : categories.data?.find((c) => c.slugFr === categorySlugs[initialIndex]?.fr);
  usePage("home", category ? catalogText(language, "category", category.code) : LL.seo.homeTitle());
  return (
    <>
      <Hero />
      <Container size="lg" py={{ base: "xl", sm: 56 }}>
        <Stack gap={56}>
          <section aria-labelledby="intro-title">
            <Title order={2} id="intro-title" mb="sm">
              {LL.home.intro.title()}
            </Title>
            <Text fz="lg" maw={820}>
              {LL.home.intro.text()}
            </Text>
          </section>
          <CategoriesAccordion initialIndex={initialIndex} />
          <HowItWorks />
          <Faq />
          <Box component="section" aria-labelledby="cta-title" className="hs-cta">
            <Title order={2} id="cta-title" mb="xs">
              {LL.home.cta.title()}
            </Title>
            <Text mb="lg">{LL.home.cta.text()}</Text>
            <QuoteButton />
          </Box>
        </Stack>
      </Container>
      <MobileQuoteBar />
    </>
  );
}
