import { amountTextFromCents } from "@/shared/money";
import { brusselsToday } from "./brussels-days";
import { downloadText } from "./download";

/**
 * Tables as CSV files the way Belgian Excel opens them (docs/product/dashboard.md, export):
 * UTF-8 with a byte-order mark (else Excel reads the accents as Latin-1), `;` between fields,
 * CRLF between lines, a decimal comma, headers in the page's language.
 */
export type CsvCell = string | number | null | undefined;

const bom = "\uFEFF";

/** A cell as text: numbers with a decimal comma and no grouping, empty for null. */
function cellText(value: CsvCell): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "number") return Number.isFinite(value) ? String(value).replace(".", ",") : "";
  // A text that Excel would run as a formula (=, +, -, @, tab, CR) is kept as text.
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** Euro cents as a CSV amount with two decimals: "1250,50" (Excel reads it as a number). */
export const csvEuros = (cents: number) => amountTextFromCents(cents, ",");

function quoted(text: string): string {
  return /[";\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The file's text: the mark, the header line, then one line per row. */
export function toCsv(headers: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  const lines = [headers, ...rows].map((cells) => cells.map((cell) => quoted(cellText(cell))).join(";"));
  return `${bom}${lines.join("\r\n")}\r\n`;
}

/** A file name safe on every system: the name, then the day, `.csv`. */
export function csvFileName(name: string, today: Date = new Date()): string {
  const day = brusselsToday(today);
  const safe = name
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^A-Za-z0-9-]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .toLowerCase();
  return `${safe || "export"}-${day}.csv`;
}

/** Saves the text as a CSV file in the browser. */
export function downloadCsv(fileName: string, text: string): void {
  downloadText(fileName, text, "text/csv;charset=utf-8");
}
