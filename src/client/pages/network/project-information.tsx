import { useCallTimesText } from "../../components/call-times";
import { Anchor, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { ProjectAnswers } from "../../components/project-answers";
import { CustomerAdditions } from "../../components/customer-additions";
import { Link } from "wouter";
import { finalStatusIds } from "@/shared/project-statuses";
import { formatEuros } from "@/shared/money";
import { displayFileName } from "@/shared/uploads";
import { formatDateTime } from "../../components/format";
import { catalogText } from "../../i18n/catalog-text";
import { useLanguage, useLL } from "../../i18n/language";
import type { RouterOutputs } from "../../trpc";
import { NetworkCustomerControlsBadges } from "../../components/customer-controls/customer-controls-badges";
import { ProjectRating } from "../../components/customer-controls/ratings";
import { InvoiceComparisonNote } from "./invoice-comparison-note";
import { Field, statusName } from "./shared";
import { EmailLink, PhoneLink } from "../../components/contact-links";
import { localityBesideMunicipality } from "@/shared/place-names";
import { lastMinuteOf } from "@/shared/answer-deadline";

export type NetworkProject = RouterOutputs["network"]["projects"]["get"];

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={title}>
      <Title order={2} size="h4" mb="sm">
        {title}
      </Title>
      <Stack gap={6}>{children}</Stack>
    </Paper>
  );
}

/**
 * Information tab of a network project: one card per subject, stacked on a phone and two
 * abreast from 1200 px (docs/product/consoles.md).
 */
export function ProjectInformation({
  project: p,
  onOpenFile,
  onCancel,
  invoiceActions,
  customerRequests,
  fileAction,
}: {
  project: NetworkProject;
  onOpenFile: (name: string) => void;
  onCancel: () => void;
  invoiceActions?: React.ReactNode;
  /** What the network may do for the customer (customer-requests.tsx), after the customer's address. */
  customerRequests?: React.ReactNode;
  /** Beside each customer file: removing it for the customer, when allowed (remove-customer-file.tsx). */
  fileAction?: (file: NetworkProject["files"][number]) => React.ReactNode;
}) {
  const LL = useLL();
  const t = LL.network.projectDetails;
  const { language } = useLanguage();
  const status = p.status;
  const canCancel = !finalStatusIds.includes(status.id);
  const locality = localityBesideMunicipality(p);
  const callTimesText = useCallTimesText();
  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
      <Section title={t.projectInformation()}>
        <Field label={t.projectId()} value={String(p.id)} />
        <Field label={t.createDate()} value={formatDateTime(p.createdAt)} />
        <Field label={t.serviceName()} value={catalogText(language, "service", p.serviceCode)} />
        <Field label={t.customerDescription()} value={p.customerDescription || LL.provider.noDescription()} />
        <CustomerAdditions additions={p.additions} />
        <Field label={t.lastStatus()} value={statusName(status, language)} />
        <NetworkCustomerControlsBadges projectId={p.id} />
        <ProjectRating projectId={p.id} />
      </Section>
      <Section title={t.assignedProvider()}>
        {p.provider ? (
          <>
            <Field label={t.assignmentDate()} value={formatDateTime(p.providerAssignedAt)} />
            {/* Accepted: by when it was to call the customer (docs/product/customer-controls.md, "Call by"). */}
            {p.callBy && <Field label={t.callBy()} value={formatDateTime(lastMinuteOf(p.callBy))} />}
            {p.customerCalledAt && <Field label={t.customerCalledAt()} value={formatDateTime(p.customerCalledAt)} />}
            {p.visitAt && <Field label={t.visitAt()} value={formatDateTime(p.visitAt)} />}
            {p.visitChangeAskedAt && <Field label={t.visitChangeAskedAt()} value={formatDateTime(p.visitChangeAskedAt)} />}
            <Field
              label={t.providerName()}
              value={
                <Anchor component={Link} href={`/network/editprovider/${p.provider.id}`} className="hs-target">
                  {p.provider.name}
                </Anchor>
              }
            />
            <Field label={t.contactName()} value={p.provider.contactName} />
            <Field label={t.contactEmail()} value={p.provider.contactEmail && <EmailLink email={p.provider.contactEmail} />} />
            <Field label={t.contactPhone()} value={p.provider.contactPhoneNumber && <PhoneLink phone={p.provider.contactPhoneNumber} />} />
          </>
        ) : (
          <Text size="sm">{t.noProvider()}</Text>
        )}
      </Section>
      <Section title={t.customerInformation()}>
        <Field label={t.firstName()} value={p.customerFirstName} />
        <Field label={t.lastName()} value={p.customerLastName} />
        <Field label={t.phone()} value={p.customerGsm && <PhoneLink phone={p.customerGsm} />} />
        <Field label={t.email()} value={p.customerEmail && <EmailLink email={p.customerEmail} />} />
        <Field label={t.language()} value={LL.common.languageName[p.language]()} />
        {callTimesText(p.preferredCallTimes) && <Field label={LL.provider.callTimes.label()} value={callTimesText(p.preferredCallTimes)} />}
      </Section>
      <Section title={t.customerAddress()}>
        <Field label={t.street()} value={p.customerStreetHouseNumber} />
        <Field label={t.bus()} value={p.customerBus} />
        {/* Postcode first, as a Belgian writes it: "1000 Bruxelles". */}
        <Field label={t.postCode()} value={p.postCode} />
        <Field label={t.city()} value={p.city} />
        {locality && <Field label={t.locality()} value={locality} />}
      </Section>
      {customerRequests}
      {p.questions.length > 0 && (
        <Section title={t.questions()}>
          <ProjectAnswers questions={p.questions} />
        </Section>
      )}
      {p.files.length > 0 && (
        <Section title={t.files()}>
          {p.files.map((file) => (
            <Group key={file.fileName} justify="space-between" wrap="nowrap" gap="xs">
              <Anchor component="button" type="button" size="sm" ta="left" onClick={() => onOpenFile(file.fileName)} style={{ overflowWrap: "anywhere" }}>
                {displayFileName(file.fileName)}
              </Anchor>
              {fileAction?.(file)}
            </Group>
          ))}
        </Section>
      )}
      <Section title={t.projectStatus()}>
        <Field label={t.lastStatus()} value={statusName(status, language)} />
        {p.noAgreementText && (
          <>
            <Field label={t.providerDescription()} value={p.noAgreementText} />
            <Field
              label={t.noAgreementReason()}
              value={p.noAgreementReasonNames ? (language === "nl" ? p.noAgreementReasonNames.nl : p.noAgreementReasonNames.fr) : ""}
            />
          </>
        )}
        {canCancel && (
          <Button color="red" variant="light" onClick={onCancel} style={{ alignSelf: "flex-start" }} mt="xs">
            {t.cancelProject()}
          </Button>
        )}
      </Section>
      {(p.providerInvoiceFileName?.trim() || invoiceActions) && (
        <Section title={t.invoice()}>
          {p.providerInvoiceFileName?.trim() && (
            <Anchor component="button" type="button" size="sm" ta="left" data-testid="invoice-link" onClick={() => onOpenFile(p.providerInvoiceFileName ?? "")}>
              {displayFileName(p.providerInvoiceFileName)}
            </Anchor>
          )}
          {p.providerInvoiceFileName?.trim() && (
            <Text size="sm" data-testid="invoice-amount-stated">
              {p.invoiceAmountCents === null
                ? t.invoiceAmountMissing()
                : LL.common.invoiceAmount.stated({ amount: formatEuros(p.invoiceAmountCents, language) })}
            </Text>
          )}
          {p.invoiceAmountCents !== null && <InvoiceComparisonNote projectId={p.id} />}
          {invoiceActions}
        </Section>
      )}
    </SimpleGrid>
  );
}
