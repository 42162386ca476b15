import type { Language } from "@/shared/catalog-types";
import { type AttentionKind, attentionName } from "@/shared/attention-lists";
import { signature } from "./common-blocks";
import { type MailBlock, type MailContent, type RenderedMail, renderBilingual } from "./compose";
import { consoleText, mailCopy } from "./copy";
import { formatDate } from "./dates";

/** The network's morning summary (docs/product/notifications.md, "The morning summary"). */
export const MorningSummaryMail = { MorningSummary: "network-morning-summary" } as const;
export type MorningSummaryMailName = (typeof MorningSummaryMail)[keyof typeof MorningSummaryMail];

export interface MorningSummaryData {
  /** The morning it is about. */
  now: Date;
  /** Every list of "Needs attention now", in the dashboard's order, with its count and address. */
  lists: { kind: AttentionKind; count: number; url: string }[];
  dashboardUrl: string;
}

const numberFormats: Record<Language, Intl.NumberFormat> = { fr: new Intl.NumberFormat("fr-BE"), nl: new Intl.NumberFormat("nl-BE") };

function morningSummary(language: Language, d: MorningSummaryData): MailContent {
  const { common, morningSummary: copy } = mailCopy(language);
  const waiting = d.lists.filter((list) => list.count > 0);
  // Each list that waits, as the dashboard's card names it, with its count and the list itself.
  const lists: MailBlock[] = waiting.map((list) => ({
    kind: "link",
    text: copy.item({ name: attentionName(consoleText(language), list.kind), count: numberFormats[language].format(list.count) }),
    url: list.url,
  }));
  return {
    language,
    subject: copy.subject({ day: formatDate(language, d.now) }),
    blocks: [
      { kind: "paragraph", text: common.greeting() },
      { kind: "paragraph", text: copy.intro() },
      ...lists,
      ...(waiting.length < d.lists.length ? [{ kind: "paragraph" as const, text: copy.othersEmpty() }] : []),
      { kind: "link", text: copy.dashboard(), url: d.dashboardUrl },
      { kind: "paragraph", text: copy.why() },
      ...signature(language),
    ],
  };
}

/** To the network mailbox, French then Dutch: only the lists that wait are named. */
export function renderMorningSummary(d: MorningSummaryData): RenderedMail {
  return renderBilingual(morningSummary("fr", d), morningSummary("nl", d));
}
