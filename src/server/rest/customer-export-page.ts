import type { CallTime } from "@/shared/call-times";
import type { Language } from "@/shared/catalog-types";
import { i18nObject } from "@/shared/i18n/i18n-util";
import type { CustomerExport } from "../domain/customer-controls/export";
import { escapeHtml } from "../html-escape";
import { formatLongDateTime } from "../mail/dates";
import { cancelReasonWithdrawn } from "../domain/customer-controls/rules";
import { formatEuros } from "@/shared/money";

/**
 * The printable page of "Download my data": the same content as the JSON, in the customer's
 * language, plain HTML that prints on A4. Its "Print" button is shown by public/print-button.js
 * (the page's CSP allows no inline script); without it the browser's own Print still works.
 */
export function renderExportPage(data: CustomerExport, language: Language): string {
  const L = i18nObject(language);
  const C = L.customerControls;
  const when = (iso: string | null) => (iso ? formatLongDateTime(language, new Date(iso)) : "");
  const e = escapeHtml;
  const rows = (pairs: [string, string][]) =>
    `<table>${pairs.map(([label, value]) => `<tr><th scope="row">${e(label)}</th><td>${e(value)}</td></tr>`).join("")}</table>`;
  const section = (title: string, body: string) => `<section><h2>${e(title)}</h2>${body}</section>`;
  const actor = { customer: C.exportActorCustomer(), network: C.exportActorNetwork(), provider: C.exportActorProvider(), system: C.exportActorSystem() };
  const marketing = data.consents.marketing;
  const parts = [
    section(
      C.exportRequest(),
      rows([
        [C.exportReference(), String(data.request.id)],
        [C.exportSentOn(), when(data.request.createdAt)],
        [C.exportService(), data.request.service.name],
        [C.exportMunicipality(), `${data.request.postalArea.postCode} ${data.request.postalArea.municipality}`],
        [C.exportDescription(), data.request.description],
        [C.exportLanguage(), L.common.languageName[data.request.language]()],
        [C.exportInsurerCustomer(), data.request.isInsurerCustomer ? C.exportYes() : C.exportNo()],
        [
          C.exportStatus(),
          // The status page's words for where it stands, not the network's status name (the JSON keeps both).
          data.request.cancelReason === cancelReasonWithdrawn ? C.exportStatusWithdrawn({ status: data.request.stage.name }) : data.request.stage.name,
        ],
        ...(data.providerCalledAt ? [[C.exportProviderCalled(), when(data.providerCalledAt)] as [string, string]] : []),
        ...(data.visitAt ? [[C.exportVisit(), when(data.visitAt)] as [string, string]] : []),
        ...(data.visitChangeAskedAt ? [[C.exportVisitChange(), when(data.visitChangeAskedAt)] as [string, string]] : []),
        ...(data.noContactReportedAt ? [[C.exportNoContactReported(), when(data.noContactReportedAt)] as [string, string]] : []),
      ]),
    ),
    section(
      C.exportContact(),
      rows([
        [C.exportFirstName(), data.contact.firstName],
        [C.exportLastName(), data.contact.lastName],
        [C.exportMobile(), data.contact.mobile],
        [C.exportEmail(), data.contact.email],
        [C.exportStreet(), data.contact.streetAndNumber],
        [C.exportBox(), data.contact.box],
        [
          C.exportCallTimes(),
          data.contact.preferredCallTimes.length
            ? data.contact.preferredCallTimes.map((time) => L.provider.callTimes[time as CallTime]()).join(", ")
            : C.exportCallTimesAny(),
        ],
      ]),
    ),
    section(C.exportAnswers(), rows(data.answers.map((a) => [a.question, a.answers.join(", ")]))),
    ...(data.complaints.length > 0
      ? [
          section(
            C.exportComplaints(),
            rows(data.complaints.map((c) => [when(c.at), c.handledAt ? `${c.text}\n(${C.exportComplaintHandled({ date: when(c.handledAt) })})` : c.text])),
          ),
        ]
      : []),
    ...(data.additions.length > 0
      ? [section(C.exportAdditions(), rows(data.additions.map((a) => [when(a.at), a.by === "network" ? `${a.text}\n(${C.additionByNetwork()})` : a.text])))]
      : []),
    section(
      C.exportConsents(),
      rows([
        [C.exportConsentPrivacy(), C.exportConsentGiven({ date: when(data.consents.privacy.givenAt), version: data.consents.privacy.textVersion })],
        [
          C.exportConsentMarketing(),
          marketing.given && marketing.at
            ? C.exportConsentGiven({ date: when(marketing.at), version: marketing.textVersion ?? "" })
            : marketing.at
              ? C.exportConsentWithdrawn({ date: when(marketing.at) })
              : C.exportConsentNotGiven(),
        ],
      ]),
    ),
    section(
      C.exportHistory(),
      rows(data.statusHistory.map((h) => [when(h.at), `${h.toStatusName ?? h.toStatus ?? ""} – ${C.exportBy({ actor: actor[h.by] })}`])),
    ),
    section(
      C.exportFiles(),
      data.files.length === 0
        ? `<p>${e(C.exportNoFiles())}</p>`
        : `<ul>${data.files.map((f) => `<li><a href="${e(f.downloadUrl)}">${e(f.name)}</a></li>`).join("")}</ul><p class="note">${e(C.exportFileLinkNote())}</p>`,
    ),
  ];
  parts.push(
    section(
      C.exportMails(),
      data.mails.length === 0
        ? `<p>${e(C.exportNoMails())}</p>`
        : rows(
            data.mails.map((m) => [
              when(m.sentAt ?? m.queuedAt),
              `${m.subject}\n${C.exportMailTo({ address: m.to })}${m.sentAt ? "" : ` – ${C.exportMailPending()}`}`,
            ]),
          ),
    ),
  );
  if (data.noAgreement) {
    parts.push(
      section(
        C.exportNoAgreement(),
        rows([
          [C.exportNoAgreementReason(), data.noAgreement.reason ?? ""],
          [C.exportNoAgreementText(), data.noAgreement.text ?? ""],
        ]),
      ),
    );
  }
  if (data.invoice) {
    const amount =
      data.invoice.amountCents === null ? "" : ` · ${e(L.common.invoiceAmount.stated({ amount: formatEuros(data.invoice.amountCents, language) }))}`;
    parts.push(section(C.exportInvoice(), `<ul><li><a href="${e(data.invoice.downloadUrl)}">${e(data.invoice.name)}</a>${amount}</li></ul>`));
  }
  if (data.rating) {
    const { score, comment } = data.rating;
    parts.push(
      section(
        C.exportRating(),
        rows([
          [C.exportRatingAskedOn(), when(data.rating.askedAt)],
          [C.exportRatingScore(), score === null ? C.exportRatingNotGiven() : C.exportRatingScoreValue({ score })],
          ...(comment ? [[C.exportRatingComment(), comment] as [string, string]] : []),
          ...(data.rating.followedUpAt ? [[C.exportRatingFollowedUp(), when(data.rating.followedUpAt)] as [string, string]] : []),
        ]),
      ),
    );
  }
  if (data.networkNotes.length > 0) {
    parts.push(section(C.exportNotes(), rows(data.networkNotes.map((n) => [when(n.at), n.text]))));
  }
  if (data.provider) {
    parts.push(
      section(
        C.exportProvider(),
        rows([[data.provider.name, [data.provider.contactName, data.provider.phone, data.provider.email].filter(Boolean).join(" · ")]]),
      ),
    );
  }
  const title = C.exportTitle({ id: data.request.id });
  return `<!DOCTYPE html>
<html lang="${language}-BE">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${e(title)}</title>
<style>
body{font-family:Arial,Helvetica,sans-serif;color:#1b1f24;max-width:800px;margin:24px auto;padding:0 16px;line-height:1.45}
h1{font-size:24px}h2{font-size:18px;margin-top:28px;border-bottom:1px solid #d9dce1;padding-bottom:4px}
table{border-collapse:collapse;width:100%}th{text-align:left;vertical-align:top;color:#555b63;font-weight:normal;padding:4px 16px 4px 0;width:35%}td{padding:4px 0;vertical-align:top;white-space:pre-wrap;word-break:break-word}
.note{color:#555b63;font-size:13px}.brand{margin:0;font-weight:bold;color:#0f6f92}
button{font:inherit;font-weight:bold;color:#fff;background:#0f6f92;border:0;border-radius:6px;padding:10px 20px;min-height:44px;cursor:pointer}
button:focus-visible{outline:3px solid #1b1f24;outline-offset:2px}
@media print{body{margin:0;max-width:none}a{color:inherit}button{display:none}}
</style><script src="/print-button.js" defer></script></head>
<body><p class="brand">${e(L.common.brand())}</p><h1>${e(title)}</h1><p>${e(C.exportIntro({ date: when(data.exportedAt) }))}</p>
<p><button type="button" data-print hidden>${e(C.exportPrint())}</button></p>
${parts.join("\n")}
</body></html>`;
}
