import type { Language } from "@/shared/catalog-types";
import { frenchTypography } from "@/shared/i18n/french-typography";
import { escapeHtml } from "../html-escape";
import { mailCopy } from "./copy";

/**
 * One content model for both bodies, so the plain text and the HTML of a mail always say the
 * same thing. Every value is escaped when the HTML is written; templates never write markup.
 */
export type MailBlock =
  | { kind: "paragraph"; text: string }
  | { kind: "heading"; text: string }
  /** Label and value pairs; a row with an empty value is left out. */
  | { kind: "facts"; rows: [label: string, value: string][] }
  /** A link the reader follows: shown as a label and the address itself. */
  | { kind: "link"; text: string; url: string };

export interface MailContent {
  language: Language;
  subject: string;
  blocks: MailBlock[];
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

/** A subject is one line: no control characters (no header injection), no runs of spaces. */
export function oneLine(value: string): string {
  return value
    .replace(/[\u0000-\u001f\u007f\u0085\u2028\u2029]+/g, " ")
    .replace(/ {2,}/g, " ")
    .trim();
}

/** Only http(s) addresses are ever written as links. */
export function checkedUrl(url: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new TypeError("mail link is not a URL");
  }
  if (parsed.protocol !== "https:" && parsed.protocol !== "http:") throw new TypeError("mail link must be http(s)");
  return parsed.toString();
}

/**
 * A French mail's texts with the French typography of docs/product/language.md (templates write
 * ordinary spaces); addresses stay as they are. Dutch is left as written.
 */
export function typeset(content: MailContent): MailContent {
  if (content.language !== "fr") return content;
  const t = frenchTypography;
  return {
    language: content.language,
    subject: t(content.subject),
    blocks: content.blocks.map((block): MailBlock => {
      switch (block.kind) {
        case "paragraph":
        case "heading":
          return { kind: block.kind, text: t(block.text) };
        case "facts":
          return { kind: "facts", rows: block.rows.map(([label, value]) => [t(label), t(value)]) };
        case "link":
          return { kind: "link", text: t(block.text), url: block.url };
      }
    }),
  };
}

/** French sets a (non-breaking) space before a colon; Dutch does not. */
function labelled(language: Language, label: string, value: string): string {
  return language === "fr" ? `${label}\u00a0: ${value}` : `${label}: ${value}`;
}

function visibleRows(rows: [string, string][]): [string, string][] {
  return rows.filter(([, value]) => value.trim() !== "");
}

export function renderText(content: MailContent): string {
  const parts = content.blocks.map((block) => {
    switch (block.kind) {
      case "paragraph":
        return block.text;
      case "heading":
        return block.text;
      case "facts":
        return visibleRows(block.rows)
          .map(([label, value]) => labelled(content.language, label, oneLine(value)))
          .join("\n");
      case "link":
        return `${block.text}\n${checkedUrl(block.url)}`;
    }
  });
  return parts.filter((p) => p !== "").join("\n\n");
}

const styles = {
  body: "margin:0;padding:24px 12px;background:#f4f5f7;font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#1b1f24",
  card: "max-width:600px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px",
  heading: "margin:20px 0 8px;font-size:17px",
  paragraph: "margin:0 0 14px",
  label: "padding:2px 16px 2px 0;color:#555b63;vertical-align:top",
  // A long address breaks where it must rather than push the card past a phone's screen.
  value: "padding:2px 0;font-weight:bold;vertical-align:top;overflow-wrap:anywhere;word-break:break-word",
  link: "color:#0b5cad",
  url: "font-size:13px;color:#555b63;word-break:break-all",
  rule: "border:none;border-top:1px solid #d9dce1;margin:28px 0",
};

function htmlBlocks(content: MailContent): string {
  return content.blocks
    .map((block) => {
      switch (block.kind) {
        case "paragraph":
          return `<p style="${styles.paragraph}">${escapeHtml(block.text).replace(/\n/g, "<br>")}</p>`;
        case "heading":
          return `<h2 style="${styles.heading}">${escapeHtml(block.text)}</h2>`;
        case "facts": {
          const rows = visibleRows(block.rows);
          if (rows.length === 0) return "";
          const cells = rows
            .map(
              ([label, value]) =>
                `<tr><td style="${styles.label}">${escapeHtml(label)}</td><td style="${styles.value}">${escapeHtml(oneLine(value))}</td></tr>`,
            )
            .join("");
          return `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:0 0 14px;border-collapse:collapse">${cells}</table>`;
        }
        case "link": {
          const url = escapeHtml(checkedUrl(block.url));
          return `<p style="${styles.paragraph}"><a href="${url}" style="${styles.link}">${escapeHtml(block.text)}</a><br><span style="${styles.url}">${url}</span></p>`;
        }
      }
    })
    .join("\n");
}

function htmlDocument(language: string, subject: string, sections: string): string {
  return [
    "<!DOCTYPE html>",
    `<html lang="${escapeHtml(language)}">`,
    `<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(subject)}</title></head>`,
    `<body style="${styles.body}">`,
    `<div style="${styles.card}">`,
    sections,
    "</div>",
    "</body>",
    "</html>",
  ].join("\n");
}

export function renderMail(written: MailContent): RenderedMail {
  const content = typeset(written);
  const subject = oneLine(content.subject);
  return { subject, text: renderText(content), html: htmlDocument(content.language, subject, htmlBlocks(content)) };
}

/**
 * One mail in both languages for readers whose language is unknown (providers, the network):
 * French first, then Dutch, announced at the top in Dutch.
 */
export function renderBilingual(frWritten: MailContent, nl: MailContent): RenderedMail {
  const fr = typeset(frWritten);
  const subject = oneLine(`${fr.subject} | ${nl.subject}`);
  const notice = mailCopy(nl.language).common.versionBelow();
  const rule = "------------------------------------------------------------";
  const text = [notice, renderText(fr), rule, renderText(nl)].join("\n\n");
  const sections = [
    `<p style="${styles.url}" lang="nl">${escapeHtml(notice)}</p>`,
    `<div lang="fr">\n${htmlBlocks(fr)}\n</div>`,
    `<hr style="${styles.rule}">`,
    `<div lang="nl">\n${htmlBlocks(nl)}\n</div>`,
  ].join("\n");
  return { subject, text, html: htmlDocument("fr", subject, sections) };
}

/**
 * The same mail with blocks added at its end (both bodies), e.g. the marketing unsubscribe link
 * every customer mail carries.
 */
export function appendBlocks(mail: RenderedMail, language: Language, blocks: MailBlock[]): RenderedMail {
  const content = typeset({ language, subject: mail.subject, blocks });
  const end = mail.html.lastIndexOf("</div>");
  const html = end < 0 ? mail.html : `${mail.html.slice(0, end)}<hr style="${styles.rule}">\n${htmlBlocks(content)}\n${mail.html.slice(end)}`;
  return { subject: mail.subject, text: `${mail.text}\n\n--\n${renderText(content)}`, html };
}
