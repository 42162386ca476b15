/**
 * Texts of catalogue entries whose codes come from the database (categories,
 * sub-categories, services, questions, answers), with the lookup rules of
 * docs/product/catalogue.md:
 *   - an unknown key shows "404 " followed by the key, e.g. "404 service.foo.title";
 *   - a blank text shows the key in square brackets, e.g. "[service.foo.title]";
 *   - a text missing in NL falls back to FR (the base locale).
 * Pure functions, no React: components call them with the current language.
 */
import type { Language } from "@/shared/catalog-types";
import { loadedLocales } from "@/shared/i18n/i18n-util";

export const catalogKinds = ["category", "subcategory", "service", "question", "answer"] as const;
export type CatalogKind = (typeof catalogKinds)[number];

/** The fields each kind of entry has in the dictionaries (question and answer entries are plain texts). */
export const catalogFields = {
  category: ["name", "intro"],
  subcategory: ["name", "title", "intro"],
  service: ["name", "title", "b1", "b2", "b3", "b4", "b5", "moreInfoTitle", "moreInfo"],
  question: [],
  answer: [],
} as const satisfies Record<CatalogKind, readonly string[]>;

/** Field read when none is given. */
const defaultField: Partial<Record<CatalogKind, string>> = {
  category: "name",
  subcategory: "name",
  service: "name",
};

/** The bullet fields of a service: b1, b2, ... (docs/product/catalogue.md: five per service). */
export const serviceBulletFields = ["b1", "b2", "b3", "b4", "b5"] as const;
const bulletField = /^b([1-9][0-9]*)$/;

/** Dictionaries by language: raw translation objects holding a `catalog` section. FR is the fallback. */
export type CatalogDictionaries = Partial<Record<Language, unknown>>;

/**
 * The key shown in markers: kind, code and field joined by dots.
 * An answer code already holds its question: "answer.type-of-work.repair".
 */
export function catalogKey(kind: CatalogKind, code: string, field?: string): string {
  const f = field ?? defaultField[kind];
  return f ? `${kind}.${code}.${f}` : `${kind}.${code}`;
}

/** Path inside the `catalog` section. Answer codes "question.answer" address answer[question][answer]. */
function catalogPath(kind: CatalogKind, code: string, field?: string): string[] {
  const f = field ?? defaultField[kind];
  if (kind === "answer" && f === undefined) {
    const dot = code.indexOf(".");
    return dot < 0 ? [kind, code] : [kind, code.slice(0, dot), code.slice(dot + 1)];
  }
  return f === undefined ? [kind, code] : [kind, code, f];
}

/** Own properties only: a code such as "constructor" or "__proto__" is an unknown key, not a prototype member. */
function resolve(dictionary: unknown, path: readonly string[]): unknown {
  let node: unknown = dictionary;
  for (const part of ["catalog", ...path]) {
    if (node === null || typeof node !== "object" || !Object.hasOwn(node, part)) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

/**
 * Text of one catalogue field in the given dictionaries (the testable core of catalogText).
 * A text missing (absent, null) in the requested language is taken from FR.
 */
export function lookupCatalogText(dictionaries: CatalogDictionaries, language: Language, kind: CatalogKind, code: string, field?: string): string {
  const key = catalogKey(kind, code, field);
  const path = catalogPath(kind, code, field);
  let value = resolve(dictionaries[language], path);
  if ((value === undefined || value === null) && language !== "fr") value = resolve(dictionaries.fr, path);
  if (typeof value !== "string") return `404 ${key}`;
  if (value.trim() === "") return `[${key}]`;
  return value;
}

/**
 * The loaded dictionaries: in the browser, the languages shown so far (loadLanguage in
 * ./language.tsx); on the server, both. The Dutch dictionary's type requires every key, so a
 * Dutch page never needs the French one for a catalogue text.
 */
function appDictionaries(): CatalogDictionaries {
  return loadedLocales;
}

/**
 * Text of a catalogue entry in the current language, e.g.
 * catalogText("nl", "service", "pipes", "b3"), catalogText("fr", "question", "house-age"),
 * catalogText("fr", "answer", "house-age.under-10").
 * Without a field: the name (docs/product/catalogue.md: one name per entry and language).
 */
export function catalogText(language: Language, kind: CatalogKind, code: string, field?: string): string {
  return lookupCatalogText(appDictionaries(), language, kind, code, field);
}

/** Bullet fields present for a service in FR or in the language, in order; the standard five when none. */
function bulletFieldsOf(dictionaries: CatalogDictionaries, language: Language, code: string): string[] {
  const fields = new Set<string>();
  for (const dictionary of [dictionaries.fr, dictionaries[language]]) {
    const entry = resolve(dictionary, ["service", code]);
    if (entry === null || typeof entry !== "object") continue;
    for (const name of Object.keys(entry)) if (bulletField.test(name)) fields.add(name);
  }
  if (fields.size === 0) return [...serviceBulletFields];
  return [...fields].sort((a, b) => Number(a.slice(1)) - Number(b.slice(1)));
}

/** Bullet points of a service in the given dictionaries (the testable core of serviceBullets). */
export function lookupServiceBullets(dictionaries: CatalogDictionaries, language: Language, code: string): string[] {
  return bulletFieldsOf(dictionaries, language, code).map((field) => lookupCatalogText(dictionaries, language, "service", code, field));
}

/** Bullet points of a service in the current language (five per service; markers when the texts are missing). */
export function serviceBullets(language: Language, code: string): string[] {
  return lookupServiceBullets(appDictionaries(), language, code);
}
