import { SimpleGrid, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { useLL } from "../i18n/language";

/** The 4-step how-it-works block (home and service pages). */
export function HowItWorks() {
  const LL = useLL();
  const h = LL.home.howItWorks;
  const steps = [
    [h.step1Title(), h.step1Text()],
    [h.step2Title(), h.step2Text()],
    [h.step3Title(), h.step3Text()],
    [h.step4Title(), h.step4Text()],
  ] as const;
  return (
    <section aria-labelledby="how-it-works-title">
      <Title order={2} id="how-it-works-title" mb="lg">
        {h.title()}
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="lg" component="ol" className="hs-steps">
        {steps.map(([title, text], i) => (
          <Stack key={title} gap="xs" component="li">
            <ThemeIcon size={40} radius="xl" aria-hidden="true">
              <Text fw={700} c="white">
                {i + 1}
              </Text>
            </ThemeIcon>
            <Title order={3} size="h4">
              {title}
            </Title>
            <Text>{text}</Text>
          </Stack>
        ))}
      </SimpleGrid>
    </section>
  );
}
