import { Text } from "@mantine/core";
import { CustomerName } from "../../components/customer-name";
import { formatDateTime } from "../../components/format";
import { formatWholeEuros } from "../../components/number-format";
import { ProjectCard, ProjectCardList } from "../../components/project-card";
import { catalogText } from "../../i18n/catalog-text";
import { useLanguage, useLL } from "../../i18n/language";
import type { RouterOutputs } from "../../trpc";
import { highlightMark, waitsWithoutProvider } from "./shared";

type NetworkListedProject = RouterOutputs["network"]["projects"]["list"]["items"][number];

/**
 * The network's projects on a phone (docs/product/consoles.md): a card each, its number and status
 * first, then what the table's columns say; a project waiting without a provider in the table's
 * yellow.
 */
export function NetworkProjectCards({
  items,
  loading,
  statusName,
}: {
  items: readonly NetworkListedProject[] | undefined;
  loading: boolean;
  statusName(statusId: number): string;
}) {
  const LL = useLL();
  const t = LL.network.projectList;
  const { language } = useLanguage();
  return (
    <ProjectCardList label={t.title()} loading={loading}>
      {items?.map((p) => (
        <ProjectCard
          key={p.id}
          id={p.id}
          href={`/network/homeprojectdetails/${p.id}`}
          statusId={p.statusId}
          statusName={statusName(p.statusId)}
          mark={waitsWithoutProvider(p) ? highlightMark : undefined}
        >
          <Text fw={600}>{catalogText(language, "service", p.serviceCode)}</Text>
          <Text size="sm">
            <CustomerName project={p} />
          </Text>
          <Text size="sm">
            {p.postCode} · {p.providerName ? t.cardProvider({ name: p.providerName }) : t.withoutProvider()}
          </Text>
          <Text size="sm" c="gray.7">
            {t.cardRequestedOn({ date: formatDateTime(p.createdAt) })} ·{" "}
            {p.hasInvoice
              ? p.invoiceAmountCents === null
                ? t.cardInvoice()
                : t.cardInvoiceAmount({ amount: formatWholeEuros(p.invoiceAmountCents, language) })
              : t.cardNoInvoice()}
          </Text>
        </ProjectCard>
      ))}
    </ProjectCardList>
  );
}
