import type { AcceptedType } from "@/shared/uploads";

/** Upload rules of docs/product/uploads.md; the limits live in src/shared/uploads.ts. */
export { type AcceptedType, maxFileBytes, maxFilesPerProject } from "@/shared/uploads";

/** The real type of a file, judged by its first bytes, never by its name. */
export function detectFileType(bytes: Uint8Array): AcceptedType | undefined {
  const starts = (...sig: number[]) => sig.every((b, i) => bytes[i] === b);
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return { contentType: "image/png", extension: "png" };
  if (starts(0xff, 0xd8, 0xff)) return { contentType: "image/jpeg", extension: "jpg" };
  if (starts(0x25, 0x50, 0x44, 0x46, 0x2d)) return { contentType: "application/pdf", extension: "pdf" };
  return undefined;
}

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
