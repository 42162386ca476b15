import { Text } from "@mantine/core";
import { formatDateTime } from "../../components/format";
import { CustomerName } from "../../components/customer-name";
import { ProjectCard, ProjectCardList } from "../../components/project-card";
import { useLL } from "../../i18n/language";
import type { RouterOutputs } from "../../trpc";
import type { ClientTranslationFunctions } from "../../i18n/language";
import { AnswerDeadline, CallBy } from "./answer-deadline";
import { VisitLine } from "./visit-line";

export type ProviderListedProject = RouterOutputs["provider"]["projects"]["list"]["items"][number];

/**
 * "Rue de la Loi 16 bte 3, 1000 Bruxelles" / "Wetstraat 16 bus 3, 1000 Brussel": the customer's
 * address on one line, the box as a Belgian writes it; the place alone once erased.
 */
export function customerAddressLine(
  LL: ClientTranslationFunctions,
  p: Pick<ProviderListedProject, "personalDataErased" | "customerStreetHouseNumber" | "customerBus" | "postCode" | "city">,
): string {
  if (p.personalDataErased) return `${p.postCode} ${p.city}`;
  const street = p.customerBus ? LL.provider.streetWithBox({ street: p.customerStreetHouseNumber, box: p.customerBus }) : p.customerStreetHouseNumber;
  return `${street}, ${p.postCode} ${p.city}`;
}

/**
 * The provider's projects on a phone (docs/product/consoles.md): one card each, its status first,
 * so that a project waiting for an answer shows without scrolling a table sideways; such a project
 * says by when to answer, under its service, an accepted one not yet called by when to call, and an
 * accepted one its planned visit.
 */
export function ProjectCards({ items, loading }: { items: readonly ProviderListedProject[] | undefined; loading: boolean }) {
  const LL = useLL();
  return (
    <ProjectCardList label={LL.provider.listTitle()} loading={loading}>
      {items?.map((p) => (
        <ProjectCard key={p.id} id={p.id} href={`/provider/homeprojectdetails/${p.id}`} statusId={p.statusId} statusName={p.statusName}>
          <Text fw={600}>{p.serviceName}</Text>
          {p.answerBefore && <AnswerDeadline deadline={p.answerBefore} />}
          {p.callBy && <CallBy deadline={p.callBy} wording="list" />}
          {p.visitAt && <VisitLine visitAt={p.visitAt} />}
          <Text size="sm">
            <CustomerName project={p} />
          </Text>
          <Text size="sm" c="gray.7">
            {customerAddressLine(LL, p)}
          </Text>
          <Text size="sm" c="gray.7">
            {LL.provider.requestedOn({ date: formatDateTime(p.createdAt) })}
          </Text>
        </ProjectCard>
      ))}
    </ProjectCardList>
  );
}
