import { Button } from "@mantine/core";
import { useState } from "react";
import { csvEuros, csvFileName, downloadCsv, toCsv } from "../../components/csv";
import { messageOf } from "../../components/error-message";
import { formatDateTime } from "../../components/format";
import { notify } from "../../components/notify";
import { formatCount } from "../../components/number-format";
import { catalogText } from "../../i18n/catalog-text";
import { useLanguage, useLL } from "../../i18n/language";
import { type RouterInputs, trpc } from "../../trpc";
import { statusName, toastError } from "./shared";

/** The list's filters, as the list query takes them without its page (the export procedure's input). */
export type ProjectExportFilter = RouterInputs["network"]["projects"]["export"];

type Status = { id: number; nameFr: string; nameNl: string };

/**
 * Downloads the filtered project list as CSV, every page, without customer data
 * (docs/product/consoles.md, "Exporting the project list").
 */
export function ProjectExportButton({ filter, statuses, disabled }: { filter: ProjectExportFilter; statuses: readonly Status[]; disabled: boolean }) {
  const LL = useLL();
  const t = LL.network.projectList;
  const { language } = useLanguage();
  const utils = trpc.useUtils();
  const [busy, setBusy] = useState(false);

  const exportList = async () => {
    setBusy(true);
    try {
      // Always the list as it is now, not a copy cached by an earlier export.
      const { rows, total } = await utils.network.projects.export.fetch(filter, { staleTime: 0 });
      const statusById = new Map(statuses.map((s) => [s.id, s]));
      const yes = LL.network.common.yes();
      const no = LL.network.common.no();
      const headers = [
        t.colId(),
        t.colCreated(),
        t.colProvider(),
        t.colPostCode(),
        t.colPlace(),
        t.colService(),
        t.colStatus(),
        t.colInvoice(),
        t.colInvoiceAmount(),
        t.colAccepted(),
        t.colCalled(),
        t.colRating(),
      ];
      const lines = rows.map((r) => {
        const status = statusById.get(r.statusId);
        return [
          r.id,
          formatDateTime(r.createdAt),
          r.providerName ?? "",
          r.postCode,
          r.place,
          catalogText(language, "service", r.serviceCode),
          status ? statusName(status, language) : r.statusId,
          r.hasInvoice ? yes : no,
          r.invoiceAmountCents === null ? "" : csvEuros(r.invoiceAmountCents),
          r.acceptedAt ? formatDateTime(r.acceptedAt) : "",
          r.calledAt ? formatDateTime(r.calledAt) : "",
          r.rating ?? "",
        ];
      });
      downloadCsv(csvFileName(t.exportFileName()), toCsv(headers, lines));
      if (total > rows.length) {
        const message = t.exportTruncated({ exported: formatCount(rows.length, language), total: formatCount(total, language) });
        notify({ id: "project-export-truncated", color: "blue", message });
      }
    } catch (error) {
      toastError("project-export", messageOf(error, t.exportFailed()));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button size="compact-sm" variant="light" loading={busy} disabled={disabled} onClick={() => void exportList()}>
      {t.export()}
    </Button>
  );
}
