import type { Language } from "@/shared/catalog-types";
import type { InsurerNames } from "../insurer-names";
import type { MailBlock } from "./compose";
import { mailCopy } from "./copy";

/** The closing of every mail; customer mails name the insurer that offers the service. */
export function signature(language: Language, insurerName?: InsurerNames): MailBlock[] {
  const copy = mailCopy(language).common;
  const blocks: MailBlock[] = [{ kind: "paragraph", text: copy.signature() }];
  if (insurerName) blocks.push({ kind: "paragraph", text: copy.insurer({ insurer: insurerName[language] }) });
  return blocks;
}

/** The marketing unsubscribe at the end of every customer mail (the same address as its List-Unsubscribe header). */
export function unsubscribeBlocks(language: Language, url: string): MailBlock[] {
  const copy = mailCopy(language).common;
  return [
    { kind: "paragraph", text: copy.unsubscribeText() },
    { kind: "link", text: copy.unsubscribeLink(), url },
  ];
}
