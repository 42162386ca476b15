import { formatEuros } from "@/shared/money";
import { Alert, Anchor, Skeleton, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { Link } from "wouter";
import type { ProjectEventAction } from "@/shared/project-events";
import { projectStatusOf } from "@/shared/project-statuses";
import { formatDateTime } from "../../components/format";
import { useLanguage, useLL } from "../../i18n/language";
import { type RouterOutputs, trpc } from "../../trpc";
import { ListPagination, statusName } from "./shared";
import { catalogText } from "../../i18n/catalog-text";
import { rejectCauseName } from "../../components/reject-cause";

type HistoryEntry = RouterOutputs["network"]["projects"]["history"]["items"][number];
type ActionLabels = ReturnType<typeof useLL>["network"]["projectHistory"]["actions"];

/** The label of each action the domain writes: a new action does not compile without one. */
const actionLabel: Record<ProjectEventAction | "other", keyof ActionLabels> = {
  "project.created": "projectCreated",
  "provider.accepted": "providerAccepted",
  "provider.rejected": "providerRejected",
  "provider.auto-rejected": "providerAutoRejected",
  "provider.reminded": "providerReminded",
  "provider.no-agreement": "providerNoAgreement",
  "provider.invoice-uploaded": "providerInvoiceUploaded",
  "provider.customer-called": "providerCustomerCalled",
  "provider.visit-planned": "providerVisitPlanned",
  "project.visit-reminded": "visitReminded",
  "network.change-provider": "networkChangeProvider",
  "network.change-service": "networkChangeService",
  "network.cancel": "networkCancel",
  "network.invoice-replaced": "networkInvoiceReplaced",
  "network.invoice-amount-corrected": "networkInvoiceAmountCorrected",
  "note.added": "noteAdded",
  "customer.withdraw": "customerWithdraw",
  "customer.correct-contact": "customerCorrectContact",
  "customer.add-files": "customerAddFiles",
  "customer.addition": "customerAddition",
  "customer.remove-file": "customerRemoveFile",
  "customer.no-contact": "customerNoContact",
  "customer.visit-change": "customerVisitChange",
  "customer.call-times": "customerCallTimes",
  "network.no-contact-handled": "networkNoContactHandled",
  "network.low-rating-followed-up": "networkLowRatingFollowedUp",
  "network.complaint-handled": "networkComplaintHandled",
  "network.invoice-checked": "networkInvoiceChecked",
  "customer.complaint": "customerComplaint",
  "customer.erase": "customerErase",
  "customer.export": "customerExport",
  "customer.lost-link": "customerLostLink",
  "customer.marketing-consent": "customerMarketingConsent",
  "customer.marketing-unsubscribe": "customerMarketingUnsubscribe",
  "customer.rating": "customerRating",
  "retention.erase": "retentionErase",
  "restore.erase": "restoreErase",
  other: "other",
};

/** History tab (docs/product/project-history.md): every event of the project, newest first, without customer data. */
export function HistoryTab({ projectId }: { projectId: number }) {
  const LL = useLL();
  const t = LL.network.projectHistory;
  const [page, setPage] = useState(1);
  const history = trpc.network.projects.history.useQuery({ id: projectId, page }, { placeholderData: (previous) => previous });
  return (
    <Stack gap="sm">
      <Text size="sm" c="gray.7">
        {t.intro()}
      </Text>
      {history.isError && (
        <Alert color="red" role="alert">
          {t.loadFailed()}
        </Alert>
      )}
      {history.isLoading && <Skeleton height={180} />}
      {history.data && history.data.items.length > 0 && (
        <Stack component="ol" gap={0} className="hs-plain-list hs-history" aria-label={LL.network.projectDetails.tabHistory()}>
          {history.data.items.map((entry) => (
            <HistoryItem key={entry.id} entry={entry} />
          ))}
        </Stack>
      )}
      {history.data && history.data.items.length === 0 && <Alert color="gray">{t.empty()}</Alert>}
      <ListPagination result={history.data} page={page} onChange={setPage} />
    </Stack>
  );
}

function HistoryItem({ entry }: { entry: HistoryEntry }) {
  const LL = useLL();
  const { language } = useLanguage();
  const t = LL.network.projectHistory;
  const name = (id: number | null) => (id === null ? null : statusName(projectStatusOf(id), language));
  const from = name(entry.fromStatusId);
  const to = name(entry.toStatusId);
  const by =
    entry.actorType === "customer"
      ? t.byCustomer()
      : entry.actorType === "network"
        ? t.byNetwork()
        : entry.actorType === "system"
          ? t.bySystem()
          : t.byProvider({ name: entry.actorProvider?.name ?? "" });
  return (
    <Stack component="li" gap={2} className="hs-history-item" data-testid="history-entry">
      <Text fw={600}>{t.actions[actionLabel[entry.action]]()}</Text>
      <Text size="sm" c="gray.7">
        {formatDateTime(entry.at)} · {by}
      </Text>
      {to && from !== to && <Text size="sm">{from ? t.statusChange({ from, to }) : to}</Text>}
      {entry.serviceChange && (
        <Text size="sm">
          {t.serviceChange({
            from: catalogText(language, "service", entry.serviceChange.fromCode),
            to: catalogText(language, "service", entry.serviceChange.toCode),
          })}
        </Text>
      )}
      {entry.rejectReason && <Text size="sm">{t.rejectReason({ reason: rejectCauseName(LL, entry.rejectReason) })}</Text>}
      {entry.invoiceAmount && (
        <Text size="sm" data-testid="history-invoice-amount">
          {entry.invoiceAmount.fromCents === null
            ? t.invoiceAmount({ amount: formatEuros(entry.invoiceAmount.toCents, language) })
            : t.invoiceAmountChange({
                from: formatEuros(entry.invoiceAmount.fromCents, language),
                to: formatEuros(entry.invoiceAmount.toCents, language),
              })}
        </Text>
      )}
      {entry.assigned && (
        <Text size="sm">
          <Anchor component={Link} href={`/network/editprovider/${entry.assigned.id}`}>
            {t.assignedTo({ name: entry.assigned.name })}
          </Anchor>
        </Text>
      )}
      {entry.assigned === null && <Text size="sm">{t.noProviderFound()}</Text>}
    </Stack>
  );
}
