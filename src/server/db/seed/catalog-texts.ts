import { eq } from "drizzle-orm";
import { frenchTypography } from "@/shared/i18n/french-typography";
import frCatalog from "@/shared/i18n/fr/catalog";
import nlCatalog from "@/shared/i18n/nl/catalog";
import type { Executor } from "../client";
import { serviceCategories, services, serviceSubCategories, translations } from "../schema";
import { type CatalogKind, translationKey } from "../translation-key";
import { takeExcluded } from "../upsert";
import { categorySeeds, questionSeeds, serviceSeeds, subCategorySeeds } from "./catalog-data";

/*
 * A catalogue entry's name has one home: the dictionaries' `catalog` section. The database keeps a
 * copy (the `translations` rows and the French `name` column) for the SQL that sorts, exports and
 * writes mails; this file makes that copy, at seeding and at every start (docs/product/catalogue.md).
 */

export interface CatalogName {
  fr: string;
  nl: string;
}

type Dictionary = typeof frCatalog;

function nameIn(dictionary: Dictionary, kind: CatalogKind, code: string): string | undefined {
  const section = dictionary as unknown as Record<string, Record<string, unknown>>;
  if (kind === "answer") {
    const dot = code.indexOf(".");
    const answers = section.answer?.[code.slice(0, dot)] as Record<string, unknown> | undefined;
    return answers?.[code.slice(dot + 1)] as string | undefined;
  }
  const entry = section[kind]?.[code];
  return (typeof entry === "string" ? entry : (entry as { name?: string } | undefined)?.name) ?? undefined;
}

/** The name of one catalogue entry in both languages; a code the dictionaries do not name throws instead of storing a blank. */
export function catalogName(kind: CatalogKind, code: string): CatalogName {
  const fr = nameIn(frCatalog, kind, code);
  const nl = nameIn(nlCatalog as Dictionary, kind, code);
  if (!fr?.trim() || !nl?.trim()) throw new Error(`the dictionaries have no name for ${kind} ${code}`);
  // French typography once, here: every reader of the table shows it as stored (docs/product/language.md).
  return { fr: frenchTypography(fr), nl };
}

const catalogEntries: { kind: CatalogKind; code: string }[] = [
  ...categorySeeds.map(({ code }) => ({ kind: "category" as const, code })),
  ...subCategorySeeds.map(({ code }) => ({ kind: "subcategory" as const, code })),
  ...serviceSeeds.map(({ code }) => ({ kind: "service" as const, code })),
  ...questionSeeds.map(({ code }) => ({ kind: "question" as const, code })),
  ...questionSeeds.flatMap((q) => q.answers).map(({ code }) => ({ kind: "answer" as const, code })),
];

/** The `translations` rows of the whole catalogue, from the dictionaries. */
export function catalogTranslationRows() {
  return catalogEntries.flatMap(({ kind, code }) => {
    const key = translationKey(kind, code);
    const name = catalogName(kind, code);
    return [
      { key, language: "fr" as const, text: name.fr },
      { key, language: "nl" as const, text: name.nl },
    ];
  });
}

/**
 * Writes the dictionaries' names over the database's copy: the translation rows and the French
 * `name` column of categories, sub-categories and services. It reads first and writes only what
 * differs, so a start with nothing to change writes nothing (and wakes no instance's catalogue
 * cache: docs/operations/scaling-out.md). Returns how many rows it wrote.
 */
export async function copyCatalogNames(tx: Executor): Promise<number> {
  const stored = new Map(
    (await tx.select({ key: translations.key, language: translations.language, text: translations.text }).from(translations)).map((row) => [
      `${row.language}:${row.key}`,
      row.text,
    ]),
  );
  const staleTexts = catalogTranslationRows().filter((row) => stored.get(`${row.language}:${row.key}`) !== row.text);
  if (staleTexts.length > 0) {
    await tx
      .insert(translations)
      .values(staleTexts)
      .onConflictDoUpdate({ target: [translations.key, translations.language], set: takeExcluded(translations, ["text"]) });
  }
  let staleNames = 0;
  for (const [table, kind, seeds] of [
    [serviceCategories, "category", categorySeeds],
    [serviceSubCategories, "subcategory", subCategorySeeds],
    [services, "service", serviceSeeds],
  ] as const) {
    const current = new Map((await tx.select({ id: table.id, name: table.name }).from(table)).map((row) => [row.id, row.name]));
    for (const { id, code } of seeds) {
      const name = catalogName(kind, code).fr;
      if (!current.has(id) || current.get(id) === name) continue;
      await tx.update(table).set({ name }).where(eq(table.id, id));
      staleNames += 1;
    }
  }
  return staleTexts.length + staleNames;
}
