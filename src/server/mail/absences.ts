import type { Language } from "@/shared/catalog-types";
import { signature } from "./common-blocks";
import { type MailContent, type RenderedMail, renderBilingual } from "./compose";
import { mailCopy } from "./copy";
import { formatDate, formatDayRange } from "./dates";

/** The e-mails of a provider's absences (docs/product/absences.md); their copy is in the `mail` namespace. */
export const AbsenceMail = {
  Recorded: "provider-absence-recorded",
  Removed: "provider-absence-removed",
} as const;
export type AbsenceMailName = (typeof AbsenceMail)[keyof typeof AbsenceMail];

export interface AbsenceMailData {
  /** Belgian calendar days, `YYYY-MM-DD`. */
  startsOn: string;
  endsOn: string;
  /** The provider's absences page in its console. */
  absencesUrl: string;
}

type AbsenceNotice = "absenceRecorded" | "absenceRemoved";

/** A calendar day as a mail writes dates ("6 avril 2026"): noon UTC is that day in Brussels too. */
const day = (language: Language, isoDay: string) => formatDate(language, new Date(`${isoDay}T12:00:00Z`));

function absenceNotice(notice: AbsenceNotice, language: Language, d: AbsenceMailData): MailContent {
  const { common, [notice]: copy } = mailCopy(language);
  const days = { from: day(language, d.startsOn), to: day(language, d.endsOn) };
  return {
    language,
    // A short range in the subject, which both languages share and a phone cuts: "6–10 avril 2026".
    subject: copy.subject({ days: formatDayRange(language, d.startsOn, d.endsOn) }),
    blocks: [
      { kind: "paragraph", text: common.greeting() },
      { kind: "paragraph", text: copy.text(days) },
      { kind: "link", text: copy.link(), url: d.absencesUrl },
      ...signature(language),
    ],
  };
}

/** To a provider the network recorded an absence for: both languages. */
export function renderAbsenceRecorded(d: AbsenceMailData): RenderedMail {
  return renderBilingual(absenceNotice("absenceRecorded", "fr", d), absenceNotice("absenceRecorded", "nl", d));
}

/** To a provider whose absence the network removed: it gets new requests again on those days. */
export function renderAbsenceRemoved(d: AbsenceMailData): RenderedMail {
  return renderBilingual(absenceNotice("absenceRemoved", "fr", d), absenceNotice("absenceRemoved", "nl", d));
}
