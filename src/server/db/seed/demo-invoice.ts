import { createHash } from "node:crypto";
import type { Language } from "@/shared/catalog-types";
import { formatEuros } from "@/shared/money";
import { formatDate } from "../../mail/dates";

/** The demo data's invoices (docs/product/demo-data.md): a small real PDF per completed demo project. */

/**
 * A stored name as the app writes them (`<uuid>-<name>`, docs/product/uploads.md), with a UUID derived
 * from the demo request's key (shaped as a name-based UUID, version 5): the same name on every seed.
 */
export function demoStoredName(key: string, name: string): string {
  const h = createHash("sha1").update(`home-services-demo:${key}`).digest("hex");
  const variant = ((Number.parseInt(h.charAt(16), 16) & 0x3) | 0x8).toString(16);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-${variant}${h.slice(17, 20)}-${h.slice(20, 32)}-${name}`;
}

/** A string in a PDF text object: the Latin-1 letters (é, è, °) as WinAnsi octal escapes. */
function pdfString(text: string): string {
  return [...text]
    .map((c) => {
      const code = c.charCodeAt(0);
      if (c === "(" || c === ")" || c === "\\") return `\\${c}`;
      return code > 126 && code < 256 ? `\\${code.toString(8).padStart(3, "0")}` : code > 126 ? "?" : c;
    })
    .join("");
}

/** A one-page A4 PDF with a few lines of Helvetica, valid to its cross-reference table (about 1 KB). */
export function demoInvoicePdf(lines: readonly string[]): Uint8Array {
  const text = lines.map((line, n) => `BT /F1 ${n === 0 ? 18 : 12} Tf 56 ${770 - n * 28} Td (${pdfString(line)}) Tj ET`).join("\n");
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>",
    `<< /Length ${text.length} >>\nstream\n${text}\nendstream`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>",
  ];
  // Every character is ASCII here, so a string's length is its length in bytes.
  let body = "%PDF-1.4\n";
  const offsets: number[] = [];
  for (const [n, object] of objects.entries()) {
    offsets.push(body.length);
    body += `${n + 1} 0 obj\n${object}\nendobj\n`;
  }
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, "0")} 00000 n \n`).join("")}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(body);
}

/**
 * A demo invoice's amount, VAT included: from 95 € to about 2 950 €, in steps of 5 cents; one in
 * twenty from 6 000 € to 9 000 €, so that a demo has high invoices to check. Derived from the demo
 * request's key, so every seed gives the same (docs/product/demo-data.md).
 */
export function demoInvoiceAmountCents(key: string): number {
  const h = createHash("sha1").update(`home-services-demo-amount:${key}`).digest();
  if (h.readUInt8(4) % 20 === 0) return 600_000 + (h.readUInt32BE(0) % 60_001) * 5;
  return 9_500 + (h.readUInt32BE(0) % 57_100) * 5;
}

/** The invoice's lines, in the request's language. */
export function invoiceLines(language: Language, providerName: string, number: number, at: Date, amountCents: number): string[] {
  // A PDF's standard fonts have no narrow no-break space (French digit grouping): a plain one.
  const amount = formatEuros(amountCents, language).replace(/\u202f/g, " ");
  return language === "nl"
    ? [providerName, "Demofactuur (geen echte factuur)", `Demo-aanvraag nr. ${number}`, `Datum: ${formatDate(language, at)}`, `Bedrag: ${amount} incl. btw`]
    : [
        providerName,
        "Facture de démonstration (pas une vraie facture)",
        `Demande de démonstration n° ${number}`,
        `Date : ${formatDate(language, at)}`,
        `Montant : ${amount} TVA comprise`,
      ];
}
