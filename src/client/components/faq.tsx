import { Accordion, Title } from "@mantine/core";
import { useLL } from "../i18n/language";

/** The FAQ accordion: 5 questions (docs/product/screens-and-routes.md). */
export function Faq() {
  const LL = useLL();
  const f = LL.home.faq;
  const items = [
    [f.q1(), f.a1()],
    [f.q2(), f.a2()],
    [f.q3(), f.a3()],
    [f.q4(), f.a4()],
    [f.q5(), f.a5()],
  ] as const;
  return (
    <section aria-labelledby="faq-title">
      <Title order={2} id="faq-title" mb="lg">
        {f.title()}
      </Title>
      <Accordion variant="separated" chevronPosition="right" order={3}>
        {items.map(([question, answer], i) => (
          <Accordion.Item key={i} value={`faq-${i + 1}`}>
            <Accordion.Control fw={600}>{question}</Accordion.Control>
            <Accordion.Panel>{answer}</Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
    </section>
  );
}
