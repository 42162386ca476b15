import type { ProjectStatusId } from "@/shared/project-statuses";
import { type DashboardFilterInput, type DashboardKeyFigures, statusShareFigures } from "@/shared/schemas/network-dashboard";
import { FigureCard, FigureGrid, type FigureKind } from "../../../components/figure-card";
import { useLL } from "../../../i18n/language";
import { projectListHref } from "../project-list-view";
import { requestFilterOf } from "../request-filter-view";

type FigureKey = Exclude<keyof DashboardKeyFigures, "period">;

/** The key figures in the order of docs/product/dashboard.md, each with how it is written. */
export const keyFigureOrder: readonly { key: FigureKey; kind: FigureKind }[] = [
  { key: "requestsReceived", kind: "count" },
  { key: "routedAtCreationShare", kind: "share" },
  { key: "noProviderFoundShare", kind: "share" },
  { key: "manualHandlingShare", kind: "share" },
  { key: "firstAnswerMedianHours", kind: "hours" },
  { key: "firstAnswerP90Hours", kind: "hours" },
  { key: "deadlineRejectionShare", kind: "share" },
  { key: "providerRejectionShare", kind: "share" },
  { key: "acceptedShare", kind: "share" },
  { key: "visitAgreedShare", kind: "share" },
  { key: "visitMedianDays", kind: "days" },
  { key: "completedShare", kind: "share" },
  { key: "cancelledShare", kind: "share" },
  { key: "noAgreementShare", kind: "share" },
  { key: "ratingAverage", kind: "rating" },
  { key: "lowRatingShare", kind: "share" },
  { key: "invoicedTotalCents", kind: "euros" },
  { key: "invoiceMedianCents", kind: "euros" },
];

const statusOfShare: Partial<Record<FigureKey, ProjectStatusId>> = statusShareFigures;

/**
 * The project list that shows what a key figure counts, or none: the period's days, the figure's
 * status, and the dashboard's category, service, province and language (the list's total is the figure).
 */
export function keyFigureListHref(key: FigureKey, filter: DashboardFilterInput | null, period: DashboardKeyFigures["period"] | undefined): string | undefined {
  // The period's requests, all of them or those now in one status.
  const statusId = statusOfShare[key];
  if ((key !== "requestsReceived" && !statusId) || !filter || !period) return undefined;
  return projectListHref({ statusId, createdFrom: period.from, createdTo: period.to, ...requestFilterOf(filter) });
}

/** The eighteen key figures: two abreast on a phone, four from 992 px. */
export function KeyFigures({ data, filter }: { data: DashboardKeyFigures | undefined; filter: DashboardFilterInput | null }) {
  const LL = useLL();
  const f = LL.dashboard.figures;
  return (
    <FigureGrid>
      {keyFigureOrder.map(({ key, kind }) => (
        <FigureCard
          key={key}
          id={key}
          name={f[key]()}
          help={f[`${key}Help`]()}
          pair={data?.[key]}
          kind={kind}
          listHref={keyFigureListHref(key, filter, data?.period)}
        />
      ))}
    </FigureGrid>
  );
}
