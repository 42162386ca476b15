import { ProjectStatus, type ProjectStatusId } from "@/shared/project-statuses";
import type { DashboardFilterInput, DashboardKeyFigures } from "@/shared/schemas/network-dashboard";
import { FigureCard, FigureGrid, type FigureKind } from "../../../components/figure-card";
import { useLL } from "../../../i18n/language";
import { projectListSearch } from "../project-list-view";

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
  { key: "completedShare", kind: "share" },
  { key: "cancelledShare", kind: "share" },
  { key: "noAgreementShare", kind: "share" },
];

/**
 * The figures that count the period's requests, all or those now in one status: the project list
 * filtered on the same days (and status) shows exactly them (docs/product/dashboard.md).
 */
const listedRequests: Partial<Record<FigureKey, { statusId?: ProjectStatusId }>> = {
  requestsReceived: {},
  noProviderFoundShare: { statusId: ProjectStatus.NoProviderFound },
  manualHandlingShare: { statusId: ProjectStatus.ManualHandling },
  completedShare: { statusId: ProjectStatus.Completed },
  cancelledShare: { statusId: ProjectStatus.Cancelled },
  noAgreementShare: { statusId: ProjectStatus.NoAgreement },
};

/**
 * The project list that shows what a key figure counts, or none. The list has no service,
 * province or language filter: with one of those chosen, it would show more than the figure counts.
 */
export function keyFigureListHref(key: FigureKey, filter: DashboardFilterInput | null, period: DashboardKeyFigures["period"] | undefined): string | undefined {
  const listed = listedRequests[key];
  if (!listed || !filter || !period || filter.categoryId || filter.serviceId || filter.province || filter.language) return undefined;
  const search = projectListSearch({
    search: "",
    statusId: listed.statusId,
    waitingTooLong: false,
    withoutProvider: false,
    noContact: false,
    createdFrom: period.from,
    createdTo: period.to,
    page: 1,
  });
  return `/network/homeprojectlist${search}`;
}

/** The twelve key figures: two abreast on a phone, four from 992 px. */
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
