import { useCallTimesText } from "../../components/call-times";
import { Anchor, SimpleGrid, Stack } from "@mantine/core";
import { ProjectAnswers } from "../../components/project-answers";
import { displayFileName } from "@/shared/uploads";
import { useLL } from "../../i18n/language";
import type { RouterOutputs } from "../../trpc";
import { Field, Section } from "./details-parts";
import { EmailLink, PhoneLink } from "../../components/contact-links";
import { localityBesideMunicipality } from "@/shared/place-names";

type ProviderProject = NonNullable<RouterOutputs["provider"]["projects"]["get"]>;

/** The customer, the address, the answers and the customer's files: one card each, stacked on a phone. */
export function ProjectFacts({ project: p, onOpenFile }: { project: ProviderProject; onOpenFile: (name: string) => void }) {
  const LL = useLL();
  const callTimesText = useCallTimesText();
  const locality = localityBesideMunicipality(p);
  return (
    <>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Section title={LL.provider.customerInfo()}>
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <Field label={LL.provider.firstName()}>{p.customerFirstName}</Field>
            <Field label={LL.provider.lastName()}>{p.customerLastName}</Field>
            <Field label={LL.provider.phone()}>{p.customerGsm && <PhoneLink phone={p.customerGsm} />}</Field>
            <Field label={LL.provider.email()}>{p.customerEmail && <EmailLink email={p.customerEmail} />}</Field>
            {/* The language to call the customer in: the one the request was sent in. */}
            <Field label={LL.provider.customerLanguage()}>{LL.common.languageName[p.language]()}</Field>
            {callTimesText(p.preferredCallTimes) && <Field label={LL.provider.callTimes.label()}>{callTimesText(p.preferredCallTimes)}</Field>}
          </SimpleGrid>
        </Section>
        <Section title={LL.provider.address()}>
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <Field label={LL.provider.street()}>{p.customerStreetHouseNumber}</Field>
            <Field label={LL.provider.bus()}>{p.customerBus}</Field>
            <Field label={LL.provider.city()}>{p.city}</Field>
            {locality && <Field label={LL.provider.cityPostalArea()}>{locality}</Field>}
            <Field label={LL.provider.postCode()}>{p.postCode}</Field>
          </SimpleGrid>
        </Section>
      </SimpleGrid>

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
