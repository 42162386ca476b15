import { mkdirSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { escapeHtml } from "../src/server/html-escape";
import { sampleMails, sampleName } from "../tests/support/sample-mails";

/**
 * `bun scripts/mail-previews.ts [folder]`: every e-mail the app sends, rendered with sample data in
 * each language it is sent in, as HTML and text files with an index (default test-results/mails),
 * to read in a browser (docs/product/notifications.md, "Looking at the mails").
 */
const folder = resolve(process.argv[2] ?? "test-results/mails");
mkdirSync(folder, { recursive: true });
const mails = sampleMails();
for (const sample of mails) {
  const { mail } = sample;
  const name = sampleName(sample);
  writeFileSync(join(folder, `${name}.html`), mail.html);
  writeFileSync(join(folder, `${name}.txt`), `Subject: ${mail.subject}\n\n${mail.text}\n`);
}
const list = mails
  .map((sample) => `<li><a href="${sampleName(sample)}.html">${escapeHtml(sample.mail.subject)}</a> (<a href="${sampleName(sample)}.txt">text</a>)</li>`)
  .join("\n");
writeFileSync(join(folder, "index.html"), `<!DOCTYPE html><meta charset="utf-8"><title>E-mails</title><ul>\n${list}\n</ul>\n`);
console.log(`${mails.length} e-mails written to ${folder}`);
