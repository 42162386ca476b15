import { Anchor, SimpleGrid, Stack, Text } from "@mantine/core";
import { displayFileName } from "@/shared/uploads";
import { formatDateTime } from "../../components/format";
import { CustomerAdditions } from "../../components/customer-additions";
import { ProjectAnswers } from "../../components/project-answers";
import { useLL } from "../../i18n/language";
import { Field, type ProviderProject, Section } from "./details-parts";

/** The project itself: its number, the day of the request, the service and the customer's description. */
export function ProjectInfo({ project: p }: { project: ProviderProject }) {
  const LL = useLL();
  return (
    <Section title={LL.provider.projectInfo()}>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <Field label={LL.provider.projectId()}>{p.id}</Field>
        <Field label={LL.provider.createDate()}>{formatDateTime(p.createdAt)}</Field>
        <Field label={LL.provider.serviceName()}>{p.serviceName}</Field>
      </SimpleGrid>
      <Stack gap={2} mt="sm">
        <Text size="sm" c="gray.7">
          {LL.provider.customerDescription()}
        </Text>
        <Text style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>{p.customerDescription || LL.provider.noDescription()}</Text>
      </Stack>
      <CustomerAdditions additions={p.additions} mt="sm" />
    </Section>
  );
}

/** The customer's answers and files: one card each, shown only when there are some. */
export function ProjectFacts({ project: p, onOpenFile }: { project: ProviderProject; onOpenFile: (name: string) => void }) {
  const LL = useLL();
  return (
    <>
      {p.questions.length > 0 && (
        <Section title={LL.provider.questions()}>
          <ProjectAnswers questions={p.questions} />
        </Section>
      )}

      {p.files.length > 0 && (
        <Section title={LL.provider.customerFiles()}>
          <Stack gap={4}>
            {p.files.map((f) => (
              <Anchor component="button" type="button" key={f.fileName} onClick={() => onOpenFile(f.fileName)} ta="left">
                {displayFileName(f.fileName)}
              </Anchor>
            ))}
          </Stack>
        </Section>
      )}
    </>
  );
}
