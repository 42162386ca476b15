import type { DashboardKeyFigures } from "@/shared/schemas/network-dashboard";
import { FigureCard, FigureGrid, type FigureKind } from "../../../components/figure-card";
import { useLL } from "../../../i18n/language";

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

/** The twelve key figures: two abreast on a phone, four from 992 px. */
export function KeyFigures({ data }: { data: DashboardKeyFigures | undefined }) {
  const LL = useLL();
  const f = LL.dashboard.figures;
  return (
    <FigureGrid>
      {keyFigureOrder.map(({ key, kind }) => (
        <FigureCard key={key} id={key} name={f[key]()} help={f[`${key}Help`]()} pair={data?.[key]} kind={kind} />
      ))}
    </FigureGrid>
  );
}
