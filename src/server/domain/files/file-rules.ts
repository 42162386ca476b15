import type { AcceptedType } from "@/shared/uploads";

/** Upload rules of docs/product/uploads.md; the limits live in src/shared/uploads.ts. */
export { type AcceptedType, detectFileType, maxFileBytes, maxFilesPerProject } from "@/shared/uploads";

/** A safe display name: letters, digits, dot, dash, underscore, space; the right extension. */
export function sanitiseFileName(original: string, type: AcceptedType): string {
  const base = (original.split(/[\\/]/).pop() ?? "").normalize("NFKC");
  const stem = base
    .replace(/\.[^.]*$/, "")
    .replace(/[^\p{L}\p{N} ._-]+/gu, "_")
    .replace(/[. ]+/g, (m) => (m.includes(".") ? "_" : " "))
    .trim()
    .slice(0, 80);
  return `${stem || "file"}.${type.extension}`;
}
