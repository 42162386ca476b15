/**
 * French typography, the one rule for all French copy (docs/product/language.md): a narrow
 * no-break space (U+202F) before ? ! ; and a no-break space (U+00A0) before : and inside « »,
 * so that a "?" or a "»" never wraps alone onto a new line; a number and its unit kept together,
 * and "n°" kept with its number.
 *
 * Copy is written with ordinary spaces ("Annuler ce projet ?"); this turns them into the right
 * no-break space, and adds one where it was forgotten in the safe cases (after a word and before
 * a space or the end, "Oups!" → "Oups !"; always inside « »). Never touched: placeholders
 * (`{name}`, `{count:number}`, `{{s}}`), addresses (`https://…`, `mailto:…`), HTML entities,
 * and a colon or "?" inside a word or between digits (`14:30`, `page?x=1`).
 */

export const narrowNoBreakSpace = "\u202f";
export const noBreakSpace = "\u00a0";

/** Placeholders, addresses and entities: kept exactly as written. */
const protectedPart = /\{\{[^{}]*\}\}|\{[^{}]*\}|\b(?:https?:\/\/|mailto:)[^\s<>"«»]*[^\s<>"«».,;:!?)]|&(?:[a-z]+|#\d+);/gi;
const mayHoldProtected = /[{&:]/;
/** Private-use characters stand for protected parts while the rules run: each counts as a word character. */
const firstMarker = 0xe000;
const marker = /[\ue000-\uf8ff]/g;

/** The marks with the spaces around them: one pass over the text. */
const marks = /([ \t\u00a0\u202f]*)(«|»|[?!;:]+)([ \t\u00a0\u202f]*)/g;
/** What may stand right before a mark that lost its space: not a space, an opening bracket or quote. */
const wordBefore = /[^\s\u00a0\u202f([{«"'‘“]/;
/** What must follow such a mark for it to be punctuation: a space, a closing bracket or quote, or the end. */
const endAfter = /[\s)\]»"'’”]/;
/**
 * A number and its unit stay on one line ("10 Mo", "24 heures", "{days} jours", "8 h – 12 h"): the
 * space after a digit or a placeholder, before one of these units standing as a word of its own,
 * becomes a no-break space.
 */
const numberThenUnit = /([\d\ue000-\uf8ff]) (?=(?:Ko|Mo|Go|%|€|km|h|secondes?|minutes?|heures?|jours?|semaines?|mois|ans?)(?![\p{L}\p{N}]))/gu;
/** "n°" stays with the number or placeholder after it ("demande n° {id}"); "N° de projet" is left alone. */
const numberSign = /(^|[^\p{L}\p{N}])([nN]°) (?=[\d\ue000-\uf8ff])/gu;
const concerned = /[?!;:«»]|[\d}°] /;

function typeset(text: string): string {
  return punctuate(text).replace(numberThenUnit, `$1${noBreakSpace}`).replace(numberSign, `$1$2${noBreakSpace}`);
}

function punctuate(text: string): string {
  return text.replace(marks, (all: string, before: string, mark: string, after: string, at: number) => {
    if (mark === "«") return `${before}«${noBreakSpace}`;
    if (mark === "»") {
      // "« X » :": the space after » belongs to the mark that follows it.
      const following = text[at + all.length];
      if (after && following !== undefined && /[?!;:]/.test(following)) return `${noBreakSpace}»${following === ":" ? noBreakSpace : narrowNoBreakSpace}`;
      return `${noBreakSpace}»${after}`;
    }
    const wanted = mark.startsWith(":") ? noBreakSpace : narrowNoBreakSpace;
    if (before) return `${wanted}${mark}${after}`;
    const previous = text[at - 1];
    const next = text[at + mark.length];
    const isPunctuation = previous !== undefined && wordBefore.test(previous) && (next === undefined || endAfter.test(next));
    return isPunctuation ? `${wanted}${mark}${after}` : all;
  });
}

/** One French text with its no-break spaces. */
export function frenchTypography(text: string): string {
  if (!concerned.test(text)) return text;
  if (!mayHoldProtected.test(text)) return typeset(text);
  const kept: string[] = [];
  const masked = text.replace(protectedPart, (part) => {
    kept.push(part);
    return String.fromCharCode(firstMarker + kept.length - 1);
  });
  return typeset(masked).replace(marker, (m) => kept[m.charCodeAt(0) - firstMarker] ?? m);
}

/** Every string of a dictionary (any depth) through frenchTypography; the shape and type stay the same. */
export function frenchDictionary<T>(dictionary: T): T {
  return typesetValue(dictionary) as T;
}

function typesetValue(value: unknown): unknown {
  if (typeof value === "string") return frenchTypography(value);
  if (Array.isArray(value)) return value.map(typesetValue);
  if (value !== null && typeof value === "object") {
    const typeset: Record<string, unknown> = {};
    for (const [key, inner] of Object.entries(value)) typeset[key] = typesetValue(inner);
    return typeset;
  }
  return value;
}
