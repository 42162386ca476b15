import { Anchor, Skeleton, Table, Text } from "@mantine/core";
import { Link } from "wouter";
import { useAbsenceDays } from "../../../components/absences/absence-days";
import { formatCount } from "../../../components/number-format";
import { useLanguage, useLL } from "../../../i18n/language";
import { trpc } from "../../../trpc";
import { Section } from "./section";

/**
 * Who is away in the next two weeks, and where nobody else covers one of their services
 * (docs/product/absences.md): each provider opens its Absences tab.
 */
export function AbsencesAhead() {
  const t = useLL().dashboard.absencesAhead;
  const { language } = useLanguage();
  const daysOf = useAbsenceDays();
  const ahead = trpc.network.absences.ahead.useQuery(undefined, { retry: 1 });
  return (
    <Section id="absences-ahead" title={t.title()} intro={t.intro()} error={ahead.isError} onRetry={() => void ahead.refetch()}>
      {!ahead.data ? (
        <Skeleton height={60} />
      ) : ahead.data.length === 0 ? (
        <Text size="sm">{t.none()}</Text>
      ) : (
        <Table.ScrollContainer minWidth={480}>
          <Table striped withTableBorder verticalSpacing="xs" className="hs-table-key">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t.colProvider()}</Table.Th>
                <Table.Th>{t.colDays()}</Table.Th>
                <Table.Th ta="right">{t.colSole()}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {ahead.data.map((absence) => (
                <Table.Tr key={absence.absenceId}>
                  <Table.Td>
                    <Anchor component={Link} href={`/network/editprovider/${absence.providerId}?tab=absences`} fw={600}>
                      {absence.providerName}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{daysOf(absence)}</Table.Td>
                  <Table.Td ta="right" c={absence.soleCoverPostcodes > 0 ? "orange.9" : undefined} fw={absence.soleCoverPostcodes > 0 ? 700 : undefined}>
                    {formatCount(absence.soleCoverPostcodes, language)}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Section>
  );
}
