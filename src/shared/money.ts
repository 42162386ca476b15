import type { Language } from "./catalog-types";

/**
 * The invoice amount (docs/product/consoles.md, "The invoice amount"): euros, VAT included, kept
 * as whole cents. The one rule the console's field, both doors and the domain apply.
 */
export const maxInvoiceAmountCents = 100_000_000;

/** Digits, then at most two decimals after a point or a comma; no sign, no exponent. */
const amountPattern = /^(\d{1,9})(?:[.,](\d{1,2}))?$/;

/**
 * An amount written in a form field ("1250", "1250.5", "1 250,50 €") as whole cents, or undefined
 * when it is not one: zero, more than two decimals, over `maxInvoiceAmountCents`. Spaces and a euro
 * sign are dropped; a point or comma is always the decimal one, so "1.250" (a Dutch thousand) is
 * refused rather than read as 1,25 €.
 */
export function centsFromAmountText(text: string): number | undefined {
  const match = amountPattern.exec(text.replace(/[\s€]/g, ""));
  if (!match) return undefined;
  const cents = Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
  return isInvoiceAmount(cents) ? cents : undefined;
}

/** Whether whole cents are an invoice amount: more than zero, at most one million euros. */
export const isInvoiceAmount = (cents: number) => Number.isInteger(cents) && cents > 0 && cents <= maxInvoiceAmountCents;

/**
 * Whole cents as plain text with two decimals: "1250.50", what a form sends; with a comma,
 * "1250,50", what a field offers and a CSV file holds (Belgian Excel reads it as a number).
 */
export const amountTextFromCents = (cents: number, separator: "." | "," = ".") =>
  `${Math.trunc(cents / 100)}${separator}${String(cents % 100).padStart(2, "0")}`;

const euroFormats = new Map<Language, Intl.NumberFormat>();

/** Whole cents in euros as a Belgian reads them: "1 250,50 €" in French, "€ 1.250,50" in Dutch. */
export function formatEuros(cents: number, language: Language): string {
  let format = euroFormats.get(language);
  if (!format) {
    format = new Intl.NumberFormat(language === "nl" ? "nl-BE" : "fr-BE", { style: "currency", currency: "EUR" });
    euroFormats.set(language, format);
  }
  return format.format(cents / 100);
}
