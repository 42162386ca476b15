import { acceptedExtensions, acceptedMimeTypes, detectFileType, fileSignatureBytes, maxFileBytes, maxFilesPerProject } from "@/shared/uploads";

/** Customer upload rules (docs/product/uploads.md); the limits live in src/shared/uploads.ts. */
export { acceptedExtensions, acceptedMimeTypes, maxFileBytes };
export const maxFiles = maxFilesPerProject;

/** What the rules need of a file (a browser File fits). */
export interface FileLike {
  name: string;
  size: number;
  type: string;
}

export type FileNotice =
  | { kind: "type"; name: string }
  | { kind: "size"; name: string }
  | { kind: "empty"; name: string }
  | { kind: "duplicate"; name: string }
  | { kind: "tooMany"; count: number };

function extensionOf(name: string): string {
  const dot = name.lastIndexOf(".");
  return dot < 0 ? "" : name.slice(dot).toLowerCase();
}

/** Type by MIME type, or by extension when the browser gives none. */
export function isAcceptedType(file: FileLike): boolean {
  const ext = extensionOf(file.name);
  const extOk = acceptedExtensions.includes(ext);
  if (file.type) return (acceptedMimeTypes as readonly string[]).includes(file.type) && (extOk || ext === "");
  return extOk;
}

/**
 * The names of the files in a batch whose first bytes are no PNG, JPG or PDF (a text file renamed
 * `.png`): the server would refuse the whole batch for one of them, so the page leaves them out first.
 */
export async function namesOfDisguisedFiles(batch: readonly File[]): Promise<Set<string>> {
  const names = new Set<string>();
  await Promise.all(
    batch.map(async (file) => {
      if (file.size === 0) return;
      const head = new Uint8Array(await file.slice(0, fileSignatureBytes).arrayBuffer());
      if (!detectFileType(head)) names.add(file.name);
    }),
  );
  return names;
}

/**
 * Adds a batch of chosen files to the ones already chosen:
 * - a file of another type (by its name, or by its content when `disguised` names it), over 10 MB
 *   or empty is left out, with a notice;
 * - a file with the name of one already chosen (or earlier in the batch) is ignored, with a notice;
 * - a batch that would bring the total over 3 (with the files `alreadyStored` on the server) is
 *   refused whole, with a notice.
 */
export function addFileBatch<T extends FileLike>(
  existing: readonly T[],
  batch: readonly T[],
  alreadyStored = 0,
  disguised: ReadonlySet<string> = new Set(),
): { files: T[]; notices: FileNotice[] } {
  const notices: FileNotice[] = [];
  const names = new Set(existing.map((f) => f.name));
  const kept: T[] = [];
  for (const file of batch) {
    if (!isAcceptedType(file) || disguised.has(file.name)) notices.push({ kind: "type", name: file.name });
    else if (file.size > maxFileBytes) notices.push({ kind: "size", name: file.name });
    else if (file.size === 0) notices.push({ kind: "empty", name: file.name });
    else if (names.has(file.name)) notices.push({ kind: "duplicate", name: file.name });
    else {
      names.add(file.name);
      kept.push(file);
    }
  }
  if (alreadyStored + existing.length + kept.length > maxFiles) {
    return { files: [...existing], notices: [...notices, { kind: "tooMany", count: kept.length }] };
  }
  return { files: [...existing, ...kept], notices };
}

export function removeFile<T extends FileLike>(existing: readonly T[], name: string): T[] {
  return existing.filter((f) => f.name !== name);
}

/** Size shown in the file table, in the Belgian way (comma decimals; Ko/Mo in French, kB/MB in Dutch). */
export function formatFileSize(bytes: number, language: "fr" | "nl"): string {
  const locale = language === "nl" ? "nl-BE" : "fr-BE";
  if (bytes < 1024 * 1024) {
    const kb = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(Math.max(1, Math.round(bytes / 1024)));
    return `${kb}\u00a0${language === "nl" ? "kB" : "Ko"}`;
  }
  const mb = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(bytes / (1024 * 1024));
  return `${mb}\u00a0${language === "nl" ? "MB" : "Mo"}`;
}
