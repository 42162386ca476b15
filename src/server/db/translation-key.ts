export type CatalogKind = "category" | "subcategory" | "service" | "question" | "answer";

/** Catalogue codes repeat across kinds (a sub-category and its service), so keys carry the kind. */
export function translationKey(kind: CatalogKind, code: string): string {
  return `${kind}.${code}`;
}
